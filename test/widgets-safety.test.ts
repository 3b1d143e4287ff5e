// Widgets are safe and polite: hostile names stay text, a strict CSP page works, one request per distinct URL.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, strictCsp } from './helpers/browser.ts';
import { countWidgetBoxes, readWidget, waitForWidgets } from './helpers/widget-dom.ts';
import { startWidgetScene, type WidgetScene } from './helpers/widget-fixture.ts';

const HOSTILE = {
  alpha: '<img src=x onerror=alert(1)>',
  bravo: '</style><script>alert(2)</script>',
  delta: `"quoted" & 'single' <b>bold</b>`,
  echo: '</table><svg onload=alert(3)>',
};
/** Every element the widgets create; anything else in a shadow root would have come from data. */
const WIDGET_TAGS = [
  'a',
  'bdi',
  'caption',
  'dd',
  'div',
  'dl',
  'dt',
  'li',
  'p',
  'span',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
];

describeBrowser('widgets are safe and polite', () => {
  let scene: WidgetScene;

  beforeAll(async () => {
    scene = await startWidgetScene({
      names: HOSTILE,
      pages: ({ site }) => {
        const three = `<div id="lb" data-type="leaderboard"></div>
<div id="badge" data-type="badge" data-model="alpha" data-theme="light"></div>
<div id="bulletin" data-type="bulletin" data-theme="auto"></div>`;
        return {
          '/hostile': { body: `${three}\n<script src="${site}/widget.js" async></script>` },
          '/strict-csp': {
            // The canary inline style must be reported: proof that the violation listener works on this page.
            body: `<p id="canary" style="color: red">canary</p>\n${three}\n<script src="${site}/widget.js" async></script>`,
            headers: { 'Content-Security-Policy': strictCsp(site) },
          },
          '/ten': {
            body: `${'<div data-type="leaderboard"></div>\n'.repeat(4)}<div data-type="leaderboard" data-limit="3"></div>
<span data-type="badge" data-model="alpha"></span><span data-type="badge" data-model="alpha"></span>
<div data-type="badge" data-model="bravo" data-theme="light"></div>
<div data-type="bulletin"></div>
<script id="in-place" src="${site}/widget.js?copy=2" data-type="bulletin" data-theme="light" async></script>
<script src="${site}/widget.js" async></script>`,
          },
        };
      },
    });
  });

  afterAll(() => scene?.stop());

  async function open(path: string): Promise<{ page: Page; dialogs: string[]; errors: string[] }> {
    const page = await scene.browser.newPage();
    const dialogs: string[] = [];
    const errors: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as any).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
    });
    await page.goto(`${scene.embed.origin}${path}`);
    return { page, dialogs, errors };
  }

  it('renders hostile display names literally and executes nothing', async () => {
    const { page, dialogs, errors } = await open('/hostile');
    await waitForWidgets(page, 3);
    const names = (await scene.fixture.built.json('v1/leaderboard/core_overall_display/5.json')).rankings.map(
      (r: any) => r.name,
    );
    expect(names).toEqual([HOSTILE.bravo, HOSTILE.alpha, 'Charlie Three', 'India Nine', HOSTILE.echo]);
    const lb = await readWidget(page, '#lb');
    expect(lb.rows.map((r) => r[1])).toEqual(names);
    expect(lb.rows.map((r) => r[2])).toEqual(names.map((n: string) => `${n} Labs`));
    expect(lb.tooltips).toEqual(expect.arrayContaining(names));
    expect((await readWidget(page, '#badge')).text).toBe(`${HOSTILE.alpha}#2 · 86.00`);
    expect((await readWidget(page, '#badge')).tooltip).toContain(`${HOSTILE.alpha} (${HOSTILE.alpha} Labs)`);
    expect((await readWidget(page, '#bulletin')).lists).toEqual([
      { label: 'Largest gains', items: [`${HOSTILE.echo}+12.00`, `${HOSTILE.bravo}+7.00`, 'Golf Seven+1.00'] },
      { label: 'Largest drops', items: [`${HOSTILE.alpha}−4.00`, `${HOSTILE.delta}−2.00`, 'Charlie Three−1.00'] },
    ]);
    const tags = await page.evaluate(() =>
      [...document.querySelectorAll('*')].flatMap((el) =>
        [...(el.shadowRoot?.querySelectorAll('*') ?? [])].map((n) => n.localName),
      ),
    );
    expect([...new Set(tags)].sort()).toEqual(expect.arrayContaining(['li', 'table', 'td']));
    expect(tags.filter((t) => !WIDGET_TAGS.includes(t))).toEqual([]);
    expect(await page.evaluate(() => document.querySelectorAll('img, svg, b').length)).toBe(0);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('renders all three widgets on a strict-CSP page with no violation but the canary', async () => {
    const { page, errors } = await open('/strict-csp');
    const refused: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && refused.push(m.text()));
    await waitForWidgets(page, 3);
    expect((await readWidget(page, '#lb')).rows.map((r) => r[0])).toEqual(['1', '2', '=3 (tied)', '=3 (tied)', '5']);
    expect((await readWidget(page, '#badge')).text).toBe(`${HOSTILE.alpha}#2 · 86.00`);
    expect((await readWidget(page, '#bulletin')).lists.map((l) => l.items.length)).toEqual([3, 3]);
    // Styles applied: the themed backgrounds and the hidden helper text prove the adopted sheet is in force.
    expect((await readWidget(page, '#lb')).backgroundColor).toBe('rgb(17, 24, 39)');
    expect((await readWidget(page, '#badge')).backgroundColor).toBe('rgb(255, 255, 255)');
    const hiddenWidth = await page.$eval(
      '#lb',
      (el) => el.shadowRoot?.querySelector('.sr')?.getBoundingClientRect().width,
    );
    expect(hiddenWidth).toBe(1);
    expect(await page.evaluate(() => (window as any).cspViolations)).toEqual(['style-src-attr inline']);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('ten widgets and two copies of the script: ten widgets, one request per distinct URL', async () => {
    const page = await scene.browser.newPage();
    // With the HTTP cache off, every fetch the widgets make reaches the network and shows up here.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests: string[] = [];
    page.on(
      'request',
      (r) => r.url().startsWith(scene.fixture.site) && requests.push(r.url().slice(scene.fixture.site.length)),
    );
    await page.goto(`${scene.embed.origin}/ten`); // waits for "load", which waits for both async scripts to run
    await waitForWidgets(page, 10);
    expect(requests.filter((u) => u.endsWith('.js') || u.includes('.js?')).sort()).toEqual([
      '/widget.js',
      '/widget.js?copy=2',
    ]);
    const data = requests.filter((u) => u.endsWith('.json')).sort();
    expect(data).toEqual([
      '/v1/changes/all.json',
      '/v1/leaderboard/core_overall_display/3.json',
      '/v1/leaderboard/core_overall_display/5.json',
      '/v1/models/alpha.json',
      '/v1/models/bravo.json',
      '/v1/scoring.json',
    ]);
    const inPlace = await readWidget(page, '#in-place');
    expect(inPlace.box).toBe('w bulletin light');
    expect(await page.$eval('#in-place', (el) => el.nextElementSibling?.localName)).toBe('div');

    // Rendering again is a no-op; a widget added later renders with one more request only if its URL is new.
    await page.evaluate(() => (window as any).LeaderboardWidgets.render());
    expect(await countWidgetBoxes(page)).toBe(10);
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div data-type="badge" data-model="charlie"></div><div data-type="bulletin"></div>',
      );
      return (window as any).LeaderboardWidgets.render();
    });
    await waitForWidgets(page, 12);
    expect(requests.filter((u) => u.endsWith('.json')).sort()).toEqual([...data, '/v1/models/charlie.json'].sort());
    await page.close();
  });
});
