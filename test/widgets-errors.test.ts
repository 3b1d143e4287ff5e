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

const LIMIT_ERROR = 'data-limit must be an integer from 1 to 50';

interface ScriptHost {
  origin: string;
  /** Every request other than the script's, with the time it arrived (ms since the host started). */
  requests: { url: string; at: number }[];
  stop(): Promise<void>;
}

/**
 * A host that serves a copy of the widget script and answers every other request with `answer`: a CDN copy of
 * the script, a host whose data requests fail at the network or with 503, or one that answers HTML.
 */
async function startScriptHost(answer: (response: http.ServerResponse, request: http.IncomingMessage) => void) {
  const script = await readFile(path.join(ROOT, 'public/widget.js'));
  const started = Date.now();
  const requests: ScriptHost['requests'] = [];
  const server = http.createServer((request, response) => {
    if (request.url === '/widget.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Access-Control-Allow-Origin': '*' }).end(script);
      return;
    }
    requests.push({ url: request.url ?? '', at: Date.now() - started });
    answer(response, request);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies ScriptHost;
}

describeBrowser('widget error states', () => {
  let scene: WidgetScene;
  let dropping: ScriptHost;
  let failing: ScriptHost;
  let copy: ScriptHost;
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
        dropping = await startScriptHost((_, request) => request.socket.destroy());
        failing = await startScriptHost((response) =>
          response.writeHead(503, { 'Access-Control-Allow-Origin': '*' }).end('busy'),
        );
        // A plain web host with a copy of the script: it answers every path with its HTML home page.
        copy = await startScriptHost((response) =>
          response
            .writeHead(200, { 'Content-Type': 'text/html', 'Access-Control-Allow-Origin': '*' })
            .end('<!doctype html><title>Home</title>'),
        );
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
        '/failing': {
          body: `<div id="failing" data-type="bulletin"></div>\n<script src="${failing.origin}/widget.js" async></script>`,
        },
        '/copy': {
          body: `<div id="no-api" data-type="leaderboard" data-limit="2"></div>
<div id="with-api" data-type="leaderboard" data-limit="2" data-api="${fixture.site}"></div>
<span id="badge-api" data-type="badge" data-model="alpha" data-api="${fixture.site}/"></span>
<div id="bad-api" data-type="bulletin" data-api="ftp://example.org/"></div>
<script src="${copy.origin}/widget.js" async></script>`,
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
    await failing?.stop();
    await copy?.stop();
  });

  /** The visitor's line and the link under it: nothing meant for the embedding developer. */
  const visitor = (label: string) => [`${label} unavailable`, 'Open the leaderboard'];

  it('a badge without data-model tells visitors it is unavailable, the developer why, and asks for nothing', async () => {
    const view = await readWidget(page, '#no-model');
    expect(view.error).toBe('Score unavailable');
    expect(view.text).toBe('Score unavailable');
    expect(warned('badge: data-model is required (a model slug)')).toBe(true);
    // Only the unknown model and the working badge asked for a profile.
    expect(requests.filter((u) => u.startsWith('/v1/models/')).sort()).toEqual([
      '/v1/models/alpha.json',
      '/v1/models/zulu.json',
    ]);
  });

  it('an unknown model answers 404: the console says so and how to point the widget at the API', async () => {
    expect((await readWidget(page, '#unknown')).error).toBe('Score unavailable');
    // A badge that could not load links nowhere (its profile would be a 404).
    expect(await page.$eval('#unknown', (el) => el.shadowRoot?.querySelector('a')?.hasAttribute('href'))).toBe(false);
    expect(requests).toContain('/v1/models/zulu.json');
    expect(
      warned(
        `badge: unknown model "zulu" (${scene.fixture.site}/v1/models/zulu.json answered 404; ` +
          'set data-api if widget.js is not served by the leaderboard site)',
      ),
    ).toBe(true);
  });

  it('a data-model that is not a slug is refused before any request', async () => {
    expect((await readWidget(page, '#bad-slug')).error).toBe('Score unavailable');
    expect(warned('badge: unknown model "../v1/leaderboard/core_overall_display"')).toBe(true);
    expect(
      requests.filter((u) => u.includes('..') || u.startsWith('/v1/leaderboard/core_overall_display.json')),
    ).toEqual([]);
  });

  it.each([
    '#limit-0',
    '#limit-51',
    '#limit-word',
  ])('data-limit outside 1–50 (%s) names the allowed range', async (id) => {
    expect((await readWidget(page, id)).paragraphs).toEqual(visitor('Leaderboard'));
    expect(warned(`leaderboard: ${LIMIT_ERROR}`)).toBe(true);
    expect(requests.filter((u) => u.startsWith('/v1/leaderboard/'))).toEqual([
      '/v1/leaderboard/core_overall_display/2.json',
    ]);
  });

  it('a data file that answers 404 gives the bulletin an error state', async () => {
    expect((await readWidget(page, '#bulletin')).paragraphs).toEqual(visitor('Latest changes'));
    expect(requests.filter((u) => u === '/v1/changes/all.json')).toEqual(['/v1/changes/all.json']); // no retry
    expect(warned(`bulletin: ${scene.fixture.site}/v1/changes/all.json answered 404`)).toBe(true);
  });

  it('an unknown theme falls back to dark with a warning', async () => {
    const view = await readWidget(page, '#odd-theme');
    expect(view.box).toBe('w leaderboard dark');
    expect(view.rows.map((r) => r[1])).toEqual(['Bravo Two', 'Alpha One']);
    expect(warned('data-theme="neon" is not one of dark, light, auto; using dark')).toBe(true);
  });

  it('an element that cannot host a shadow root (a link) still gets its widget inside', async () => {
    const facts = await page.$eval('#anchor', (el) =>
      [...(el.lastElementChild?.shadowRoot?.querySelectorAll('span') ?? [])].map((d) => d.textContent),
    );
    expect(facts.slice(0, 2)).toEqual(['Alpha One', '#2 · 86.00']);
  });

  it('leaves the rest of the page alone', async () => {
    expect(await page.textContent('#before')).toBe('Text before');
    expect(await page.textContent('#after')).toBe('Text after');
  });

  /** Opens a page and returns its console warnings and when the widgets were done (ms after navigation). */
  async function visit(path: string, widgets: number) {
    const fresh = await scene.browser.newPage();
    const logged: string[] = [];
    // The first line: an Error argument adds its stack below.
    fresh.on('console', (m) => m.type() === 'warning' && logged.push(m.text().split('\n')[0] ?? ''));
    await fresh.goto(`${scene.embed.origin}${path}`);
    await waitForWidgets(fresh, widgets);
    return { page: fresh, logged };
  }

  it('a fetch that fails at the network is retried once after a pause, then visitors get a short line', async () => {
    const { page: offline, logged } = await visit('/offline', 1);
    const view = await readWidget(offline, '#offline');
    expect(view.paragraphs).toEqual(visitor('Leaderboard'));
    const url = '/v1/leaderboard/core_overall_display/5.json';
    expect(dropping.requests.map((r) => r.url)).toEqual([url, url]);
    const [first, second] = dropping.requests;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(900);
    expect(logged).toEqual([
      `[leaderboard widget] leaderboard: could not load ${dropping.origin}${url} JSHandle@node TypeError: Failed to fetch`,
    ]);
    await offline.close();
  });

  it('a server that answers 503 is asked twice, then the widget gives up with the status in the console', async () => {
    const { page: busy, logged } = await visit('/failing', 1);
    expect((await readWidget(busy, '#failing')).paragraphs).toEqual(visitor('Latest changes'));
    expect(failing.requests.map((r) => r.url)).toEqual(['/v1/changes/all.json', '/v1/changes/all.json']);
    expect(logged).toEqual([
      `[leaderboard widget] bulletin: HTTP 503 from ${failing.origin}/v1/changes/all.json JSHandle@node`,
    ]);
    await busy.close();
  });

  it('a copy of widget.js on another host reads the API named by data-api, and says when a host is not the API', async () => {
    const { page: copied, logged } = await visit('/copy', 4);
    const withApi = await readWidget(copied, '#with-api');
    expect(withApi.rows.map((r) => r.slice(0, 2))).toEqual([
      ['1', 'Bravo Two'],
      ['2', 'Alpha One'],
    ]);
    expect(withApi.href).toBe(`${scene.fixture.site}/`);
    expect((await readWidget(copied, '#badge-api')).text).toBe('Alpha One#2 · 86.00');
    expect((await readWidget(copied, '#no-api')).paragraphs).toEqual(visitor('Leaderboard'));
    expect((await readWidget(copied, '#bad-api')).paragraphs).toEqual(visitor('Latest changes'));
    expect(logged.sort()).toEqual([
      '[leaderboard widget] bulletin: data-api="ftp://example.org/" is not an http(s) address JSHandle@node',
      `[leaderboard widget] leaderboard: ${copy.origin}/v1/leaderboard/core_overall_display/2.json did not answer ` +
        "with the leaderboard API's JSON: point data-api at the leaderboard site JSHandle@node",
    ]);
    // Only the widget without data-api asked the copy's host, once: an answer that is not the API is not retried.
    expect(copy.requests.map((r) => r.url)).toEqual(['/v1/leaderboard/core_overall_display/2.json']);
    await copied.close();
  });
});
