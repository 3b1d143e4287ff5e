// A site hosted below a sub-path (GitHub Pages project sites): the widgets find their data next to the script.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser } from './helpers/browser.ts';
import { readWidget, waitForWidgets } from './helpers/widget-dom.ts';
import { startWidgetScene, type WidgetScene } from './helpers/widget-fixture.ts';

describeBrowser('widgets of a site below a base path', () => {
  let scene: WidgetScene;

  beforeAll(async () => {
    scene = await startWidgetScene({
      basePath: '/lb/',
      pages: (fixture) => ({
        '/': {
          body: `<div id="lb" data-type="leaderboard" data-limit="2"></div>
<div id="badge" data-type="badge" data-model="echo"></div>
<div id="bulletin" data-type="bulletin"></div>
<script src="${fixture.site}/lb/widget.js" async></script>`,
        },
      }),
    });
  });

  afterAll(() => scene?.stop());

  it('fetches every file below the base path and links to the site there', async () => {
    const page = await scene.browser.newPage();
    const requests: string[] = [];
    page.on(
      'request',
      (r) => r.url().startsWith(scene.fixture.site) && requests.push(r.url().slice(scene.fixture.site.length)),
    );
    await page.goto(`${scene.embed.origin}/`);
    await waitForWidgets(page, 3);
    const lb = await readWidget(page, '#lb');
    expect(lb.rows.map((r) => [r[0], r[1], r[3]])).toEqual([
      ['1', 'Bravo Two', '87.00'],
      ['2', 'Alpha One', '86.00'],
    ]);
    expect(lb.href).toBe(`${scene.fixture.site}/lb/`);
    const badge = await readWidget(page, '#badge');
    expect(badge.text).toBe('Echo Five#5 · 72.00');
    const profile = await page.$eval('#badge', (el) => el.shadowRoot?.querySelector('a')?.href);
    expect(profile).toBe(`${scene.fixture.site}/lb/models/echo/`);
    expect((await readWidget(page, '#bulletin')).error).toBeNull();
    expect(requests.sort()).toEqual([
      '/lb/v1/changes/all.json',
      '/lb/v1/leaderboard/core_overall_display/2.json',
      '/lb/v1/models/echo.json',
      '/lb/v1/scoring.json',
      '/lb/widget.js',
    ]);
    await page.close();
  });
});
