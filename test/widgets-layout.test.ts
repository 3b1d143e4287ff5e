// Layout on real-world pages and names: an inline badge that keeps its line, no overflow from a 10 KB unbroken
// name at any width from 280 px, numbers in visual order beside a right-to-left override, no jump on load.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser } from './helpers/browser.ts';
import { ROOT } from './helpers/fixtures.ts';
import { measureWidget, readWidget, visualNumbers, waitForWidgets } from './helpers/widget-dom.ts';
import { startWidgetScene, type WidgetScene } from './helpers/widget-fixture.ts';

const LONG_NAME = 'W'.repeat(10 * 1024);
/** U+202E RIGHT-TO-LEFT OVERRIDE, never closed: unisolated, it reverses whatever follows on the line. */
const RLO_NAME = 'Echo \u202EFive';
/** Each type once with each hostile name: the leaderboard and the bulletin list both. */
const IDS = ['#leaderboard', '#badge', '#badge-rlo', '#model', '#model-long', '#bulletin'];
const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'widgets');

const ALL_FOUR = `<h1>Embedding page</h1>
<p id="sentence">Our pick, <span id="badge" data-type="badge" data-model="alpha"></span>, leads this week.</p>
<div id="leaderboard" data-type="leaderboard" data-limit="5"></div>
<p>And <span id="badge-rlo" data-type="badge" data-model="echo" data-theme="light"></span> is rising.</p>
<div id="model" data-type="model" data-model="echo" data-theme="light"></div>
<div id="model-long" data-type="model" data-model="alpha" data-theme="auto"></div>
<div id="bulletin" data-type="bulletin"></div>`;

describeBrowser('widget layout with real-world names and pages', () => {
  let scene: WidgetScene;

  beforeAll(async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    scene = await startWidgetScene({
      names: { alpha: LONG_NAME, echo: RLO_NAME },
      pages: ({ site }) => ({
        '/inline': {
          body: `<style>body { font: 16px/1.5 Georgia, serif; margin: 20px; } p { width: 640px; }</style>
<p id="with">The current leader, <span id="badge" data-type="badge" data-model="bravo"></span>, gained seven points.</p>
<p id="without">The current leader, Bravo Two, gained seven points.</p>
<script src="${site}/widget.js" async></script>`,
        },
        '/hostile': { body: `${ALL_FOUR}\n<script src="${site}/widget.js" async></script>` },
        '/sizes': {
          body: `<p><span id="short" data-type="badge" data-model="golf"></span></p>
<p><span id="medium" data-type="badge" data-model="charlie"></span></p>
<p><span id="long" data-type="badge" data-model="alpha"></span></p>
<div id="card" data-type="leaderboard" data-limit="3"></div>
<div id="news" data-type="bulletin"></div>
<script src="${site}/widget.js" async></script>`,
        },
      }),
    });
  });

  afterAll(() => scene?.stop());

  it('the badge sits inside one line of text: the paragraph keeps its height and the badge its baseline', async () => {
    const page = await scene.browser.newPage({ viewport: { width: 900, height: 400 } });
    await page.goto(`${scene.embed.origin}/inline`);
    await waitForWidgets(page, 1);
    const view = await readWidget(page, '#badge');
    expect(view.error).toBeNull();
    const geometry = await page.evaluate(() => {
      const rect = (el: Element | null | undefined) => el?.getBoundingClientRect() as DOMRect;
      const badge = rect(document.querySelector('#badge')?.shadowRoot?.querySelector('.w'));
      const line = rect(document.querySelector('#with'));
      // A zero-size inline-block at the end of the text marks the baseline of the line.
      const marker = document.createElement('span');
      marker.style.display = 'inline-block';
      document.querySelector('#with')?.append(marker);
      const baseline = rect(marker).bottom;
      marker.remove();
      return {
        badge: { top: badge.top, bottom: badge.bottom, height: badge.height, width: badge.width },
        line: { top: line.top, bottom: line.bottom, height: line.height },
        without: rect(document.querySelector('#without')).height,
        baseline,
        href: document.querySelector('#badge')?.shadowRoot?.querySelector('a.w')?.getAttribute('href'),
      };
    });
    expect(geometry.line.height).toBe(24); // one line of 16px/1.5 text, the same as without the badge
    expect(geometry.line.height).toBe(geometry.without);
    expect(geometry.badge.height).toBeLessThanOrEqual(geometry.line.height);
    expect(geometry.badge.top).toBeGreaterThanOrEqual(geometry.line.top);
    expect(geometry.badge.bottom).toBeLessThanOrEqual(geometry.line.bottom);
    // Its text sits on the baseline: the box goes just below it (the border and the descenders), not above it.
    expect(geometry.badge.bottom - geometry.baseline).toBeGreaterThan(0);
    expect(geometry.badge.bottom - geometry.baseline).toBeLessThan(6);
    expect(geometry.badge.width).toBeLessThan(200);
    expect(geometry.href).toBe(`${scene.fixture.site}/models/bravo/`);
    await page.close();
  });

  it('a badge grows with its name and cuts it only past 24em, the whole name still in its text and tooltip', async () => {
    const page = await scene.browser.newPage({ viewport: { width: 1200, height: 900 } });
    await page.goto(`${scene.embed.origin}/sizes`);
    await waitForWidgets(page, 5);
    const sizes = await page.evaluate(() =>
      Object.fromEntries(
        ['short', 'medium', 'long'].map((id) => {
          const root = document.getElementById(id)?.shadowRoot;
          const box = root?.querySelector('.w') as HTMLElement;
          const name = root?.querySelector('bdi') as HTMLElement;
          return [
            id,
            {
              width: box.getBoundingClientRect().width,
              em: Number.parseFloat(getComputedStyle(box).fontSize),
              cut: name.scrollWidth > name.clientWidth,
              text: name.textContent?.length,
              title: name.getAttribute('title')?.length,
            },
          ];
        }),
      ),
    );
    // "Golf Seven" and "Charlie Three" are whole (a fixed 15em cut names of about nine characters), each badge as
    // wide as its name; the 10 KB name stops at 24em.
    expect(sizes.short?.cut).toBe(false);
    expect(sizes.medium?.cut).toBe(false);
    expect(sizes.short!.width).toBeLessThan(sizes.medium!.width);
    expect(sizes.long?.cut).toBe(true);
    expect(Math.round(sizes.long!.width)).toBe(Math.round(24 * sizes.long!.em));
    expect(sizes.long?.text).toBe(LONG_NAME.length);
    expect(sizes.long?.title).toBe(LONG_NAME.length);
    await page.close();
  });

  it.each([360, 1280])('two widgets embedded as divs stack with a gap at %i px', async (width) => {
    const page = await scene.browser.newPage({ viewport: { width, height: 1200 } });
    await page.goto(`${scene.embed.origin}/sizes`);
    await waitForWidgets(page, 5);
    const [card, news] = await page.evaluate(() =>
      ['#card', '#news'].map((id) => {
        const r = (document.querySelector(id)?.shadowRoot?.querySelector('.w') as HTMLElement).getBoundingClientRect();
        return { left: r.left, top: r.top, bottom: r.bottom };
      }),
    );
    expect(news!.left).toBe(card!.left);
    expect(news!.top - card!.bottom).toBeGreaterThanOrEqual(12);
    await page.close();
  });

  it.each([280, 360, 1200])('nothing overflows its box at %i px with a 10 KB unbroken name', async (width) => {
    const page = await scene.browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${scene.embed.origin}/hostile`);
    await waitForWidgets(page, 6);
    for (const id of IDS) {
      const geometry = await measureWidget(page, id);
      expect(geometry.outside, id).toEqual([]);
      expect(geometry.box.x + geometry.box.width, id).toBeLessThanOrEqual(width);
      expect(geometry.pageScrollsSideways).toBe(false);
    }
    // The long name is cut with an ellipsis in every widget, and the whole name is in the tooltip.
    const tooltips = await page.evaluate(() =>
      [...document.querySelectorAll('[data-type]')].flatMap((el) =>
        [...(el.shadowRoot?.querySelectorAll('bdi') ?? [])].map((b) => ({
          title: b.getAttribute('title')?.length ?? 0,
          cut: getComputedStyle(b).textOverflow,
        })),
      ),
    );
    const long = tooltips.filter((t) => t.title === LONG_NAME.length);
    // The leaderboard, the badge, the model card and the bulletin's drops.
    expect(long).toEqual([1, 2, 3, 4].map(() => ({ title: LONG_NAME.length, cut: 'ellipsis' })));
    await page.close();
  });

  it('a right-to-left override in a name leaves the numbers beside it in visual order', async () => {
    const page = await scene.browser.newPage({ viewport: { width: 1200, height: 900 } });
    await page.goto(`${scene.embed.origin}/hostile`);
    await waitForWidgets(page, 6);
    const echo = await readWidget(page, '#model');
    expect(echo.title).toBe(RLO_NAME);
    const bulletin = await readWidget(page, '#bulletin');
    expect(bulletin.lists[0]?.items[0]).toBe(`${RLO_NAME}+12.00`);
    for (const id of IDS) {
      const numbers = await visualNumbers(page, id);
      expect(numbers.length, id).toBeGreaterThan(0);
      for (const n of numbers) expect(n.visual, id).toBe(n.logical);
    }
    const gain = (await visualNumbers(page, '#bulletin')).find((n) => n.logical === '+12.00');
    expect(gain?.visual).toBe('+12.00');
    // Every name is isolated from its neighbours.
    const isolation = await page.evaluate(() =>
      [...document.querySelectorAll('[data-type]')].flatMap((el) =>
        [...(el.shadowRoot?.querySelectorAll('[part~="name"]') ?? [])].map((n) => getComputedStyle(n).unicodeBidi),
      ),
    );
    expect(isolation.length).toBeGreaterThan(10);
    expect(new Set(isolation)).toEqual(new Set(['isolate']));
    await page.close();
  });

  it.each([360, 1200])('loading and loaded widgets have the same size at %i px', async (width) => {
    const page = await scene.browser.newPage({ viewport: { width, height: 900 } });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`${scene.fixture.site}/v1/**`, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(`${scene.embed.origin}/hostile`);
    const loading = [];
    for (const id of IDS) {
      await page.waitForFunction((sel) => document.querySelector(sel)?.shadowRoot?.querySelector('.w'), id);
      expect((await readWidget(page, id)).busy).toBe(true);
      loading.push((await measureWidget(page, id)).box);
    }
    release();
    await waitForWidgets(page, 6);
    for (const [i, id] of IDS.entries()) {
      const loaded = (await measureWidget(page, id)).box;
      // A badge takes the width of its name once it knows it; every other widget keeps its size.
      if (!id.startsWith('#badge')) {
        expect(Math.abs(loaded.width - (loading[i]?.width ?? 0)), `${id} width`).toBeLessThan(3);
      }
      expect(Math.abs(loaded.height - (loading[i]?.height ?? 0)), `${id} height`).toBeLessThan(3);
    }
    await page.screenshot({ path: path.join(ARTIFACTS, `hostile-names-${width}.png`), fullPage: true });
    await page.close();
  });
});
