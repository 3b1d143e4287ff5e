// Bad attributes, unknown models and failed fetches give a visible error inside the widget, never a broken page.
import { readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser } from './helpers/browser.ts';
import { ROOT } from './helpers/fixtures.ts';
import { readWidget, waitForWidgets } from './helpers/widget-dom.ts';
import { startWidgetScene, type WidgetScene } from './helpers/widget-fixture.ts';

const LIMIT_ERROR = 'Leaderboard unavailable: data-limit must be an integer from 1 to 50';

/** A host that serves the widget script but drops every other connection: data fetches fail at the network. */
async function startDroppingHost(): Promise<{ origin: string; stop(): Promise<void> }> {
  const script = await readFile(path.join(ROOT, 'public/widget.js'));
  const server = http.createServer((request, response) => {
    if (request.url === '/widget.js') response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script);
    else request.socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeBrowser('widget error states', () => {
  let scene: WidgetScene;
  let dropping: Awaited<ReturnType<typeof startDroppingHost>>;
  let page: Page;
  const warnings: string[] = [];
  const requests: string[] = [];
  /** Console warnings start with the message; the element follows as a handle. */
  const warned = (message: string) => warnings.some((w) => w.startsWith(`[leaderboard widget] ${message}`));

  beforeAll(async () => {
    scene = await startWidgetScene({
      async prepare(fixture) {
        // A real 404 from the real server: the bulletin's file is gone from this build.
        await rm(path.join(fixture.built.outDir, 'v1/changes/all.json'));
        dropping = await startDroppingHost();
      },
      pages: (fixture) => ({
        '/errors': {
          body: `<p id="before">Text before</p>
<div id="no-model" data-type="badge"></div>
<div id="unknown" data-type="badge" data-model="zulu"></div>
<div id="bad-slug" data-type="badge" data-model="../v1/leaderboard/core_overall_display"></div>
<div id="limit-0" data-type="leaderboard" data-limit="0"></div>
<div id="limit-51" data-type="leaderboard" data-limit="51"></div>
<div id="limit-word" data-type="leaderboard" data-limit="five"></div>
<div id="bulletin" data-type="bulletin"></div>
<div id="odd-theme" data-type="leaderboard" data-limit="2" data-theme="neon"></div>
<a id="anchor" href="#" data-type="badge" data-model="alpha"></a>
<p id="after">Text after</p>
<script src="${fixture.site}/widget.js" async></script>`,
        },
        '/offline': {
          body: `<div id="offline" data-type="leaderboard"></div>\n<script src="${dropping.origin}/widget.js" async></script>`,
        },
      }),
    });
    page = await scene.browser.newPage();
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    page.on(
      'request',
      (r) => r.url().startsWith(scene.fixture.site) && requests.push(r.url().slice(scene.fixture.site.length)),
    );
    await page.goto(`${scene.embed.origin}/errors`);
    await waitForWidgets(page, 9);
  });

  afterAll(async () => {
    await scene?.stop();
    await dropping?.stop();
  });

  it('a badge without data-model says so, with a console warning and no request', async () => {
    const view = await readWidget(page, '#no-model');
    expect(view.error).toBe('Badge unavailable: data-model is required (a model slug)');
    expect(view.paragraphs).toEqual([view.error, new URL(scene.fixture.site).host]);
    expect(warned('badge: data-model is required (a model slug)')).toBe(true);
    // Only the unknown model and the working badge asked for a profile.
    expect(requests.filter((u) => u.startsWith('/v1/models/')).sort()).toEqual([
      '/v1/models/alpha.json',
      '/v1/models/zulu.json',
    ]);
  });

  it('an unknown model answers 404 and the badge shows "unknown model"', async () => {
    expect((await readWidget(page, '#unknown')).error).toBe('Badge unavailable: unknown model "zulu"');
    expect(requests).toContain('/v1/models/zulu.json');
    expect(warned('badge: unknown model "zulu"')).toBe(true);
  });

  it('a data-model that is not a slug is refused before any request', async () => {
    expect((await readWidget(page, '#bad-slug')).error).toBe(
      'Badge unavailable: unknown model "../v1/leaderboard/core_overall_display"',
    );
    expect(
      requests.filter((u) => u.includes('..') || u.startsWith('/v1/leaderboard/core_overall_display.json')),
    ).toEqual([]);
  });

  it.each([
    '#limit-0',
    '#limit-51',
    '#limit-word',
  ])('data-limit outside 1–50 (%s) names the allowed range', async (id) => {
    expect((await readWidget(page, id)).error).toBe(LIMIT_ERROR);
    expect(requests.filter((u) => u.startsWith('/v1/leaderboard/'))).toEqual([
      '/v1/leaderboard/core_overall_display/2.json',
    ]);
  });

  it('a data file that answers 404 gives the bulletin an error state', async () => {
    expect((await readWidget(page, '#bulletin')).error).toBe('Bulletin unavailable: not found');
    expect(requests).toContain('/v1/changes/all.json');
  });

  it('an unknown theme falls back to dark with a warning', async () => {
    const view = await readWidget(page, '#odd-theme');
    expect(view.box).toBe('w dark leaderboard');
    expect(view.rows.map((r) => r[1])).toEqual(['Bravo Two', 'Alpha One']);
    expect(warned('data-theme="neon" is not one of dark, light, auto; using dark')).toBe(true);
  });

  it('an element that cannot host a shadow root (a link) still gets its widget inside', async () => {
    const facts = await page.$eval('#anchor', (el) =>
      [...(el.lastElementChild?.shadowRoot?.querySelectorAll('dd') ?? [])].map((d) => d.textContent),
    );
    expect(facts).toEqual(['86.00', '#2']);
  });

  it('leaves the rest of the page alone', async () => {
    expect(await page.textContent('#before')).toBe('Text before');
    expect(await page.textContent('#after')).toBe('Text after');
  });

  it('a fetch that fails at the network shows "could not load the data"', async () => {
    const offline = await scene.browser.newPage();
    await offline.goto(`${scene.embed.origin}/offline`);
    await waitForWidgets(offline, 1);
    expect((await readWidget(offline, '#offline')).error).toBe('Leaderboard unavailable: could not load the data');
    await offline.close();
  });
});
