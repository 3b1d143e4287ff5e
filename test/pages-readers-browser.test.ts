// The reader features in real Chromium, served by the real serve command with its Content-Security-Policy: sort
// and filter with the mouse and the keyboard, the tables as they are without JavaScript, /compare/?models= drawn
// by the site script in the very markup of the pre-rendered pages, hostile names inert in the script's output,
// and axe-core's WCAG 2 A/AA rules in each state, both schemes, 360 and 1,280 px, JavaScript on and off.
// Screenshots of the states go to test-artifacts/readers/ with SCREENSHOTS=1 (docs/pages.md shows three of them).
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import axeCore from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, keepScreenshot, launchChromium, type PageOptions, pageMaker } from './helpers/browser.ts';
import { AFTER_SUNSET, buildFixture, buildSampleData, dataset, model, ROOT, result, run } from './helpers/fixtures.ts';
import { INTERVALS_FIXTURE } from './helpers/intervals-fixture.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'readers');
/** axe-core as a file of the served folder: the pages' policy allows same-origin scripts only. */
const AXE_FILE = 'axe-under-test.js';

async function addAxe(outDir: string): Promise<void> {
  await writeFile(path.join(outDir, AXE_FILE), axeCore.source);
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ url: `/${AXE_FILE}` });
  return page.evaluate(async () => {
    const result = await (window as any).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v: any) => `${v.id}: ${v.nodes.map((n: any) => n.target.join(' ')).join(', ')}`);
  });
}

/**
 * A fixture built, served with axe beside it and Chromium launched, for the tests of one block: started before
 * them, stopped after.
 */
function servedFixture(files: Parameters<typeof buildFixture>[0]): { server: RunningServer; browser: Browser } {
  const served = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    const built = await buildFixture(files);
    expect(built.result.ok).toBe(true);
    await addAxe(built.outDir);
    served.server = await startServe(built.outDir, ['--rate-limit', '0', '--quiet']);
    served.browser = await launchChromium();
  });
  afterAll(async () => {
    await served.browser?.close();
    await served.server?.stop();
  });
  return served;
}

/** The model names of a table's visible rows, in order. */
function visibleModels(page: Page, selector = 'table.board'): Promise<string[]> {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll(`${sel} tbody tr`)]
        .filter((tr) => !(tr as HTMLElement).hidden)
        .map((tr) => tr.querySelector('th[scope="row"] > a')!.textContent!),
    selector,
  );
}

/** A column of the ranking table: its aria-sort, how many other headers carry one, and its cells' text. */
function columnOf(page: Page, label: string): Promise<{ sort: string | null; others: number; values: string[] }> {
  return page.evaluate((wanted) => {
    const table = document.querySelector('table.board') as HTMLTableElement;
    const heads = [...table.tHead!.rows[0]!.cells];
    const index = heads.findIndex((th) => th.textContent!.trim() === wanted);
    return {
      sort: heads[index]!.getAttribute('aria-sort'),
      others: heads.filter((th, i) => i !== index && th.hasAttribute('aria-sort')).length,
      values: [...table.tBodies[0]!.rows].map((tr) => tr.cells[index]!.textContent!.trim()),
    };
  }, label);
}

describeBrowser('reader features in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let newPage: ReturnType<typeof pageMaker>;
  let outDir: string;

  beforeAll(async () => {
    outDir = await buildSampleData(AFTER_SUNSET);
    await addAxe(outDir);
    server = await startServe(outDir, ['--rate-limit', '0', '--quiet']);
    browser = await launchChromium();
    newPage = pageMaker(browser);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function open(pathname: string, options: PageOptions = {}) {
    const page = await newPage(options);
    const problems: string[] = [];
    const requests: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('request', (r) => requests.push(r.url()));
    const response = await page.goto(`${server.url}${pathname}`);
    return { close: () => page.close(), page, problems, requests, response: response! };
  }

  it('sorts a ranking by a column with a click, again to reverse, aria-sort saying the order', async () => {
    const { close, page, problems } = await open('/');
    expect(await columnOf(page, 'Overall')).toMatchObject({ sort: 'descending', others: 0 });
    await page.getByRole('button', { name: 'Execution' }).click();
    const down = await columnOf(page, 'Execution');
    expect([down.sort, down.others]).toEqual(['descending', 0]);
    expect(down.values.map(Number)).toEqual([...down.values.map(Number)].sort((a, b) => b - a));
    await expect(page.locator('.filter [role="status"]').textContent()).resolves.toBe(
      'Sorted by Execution, highest first.',
    );
    await page.getByRole('button', { name: 'Execution' }).click();
    const up = await columnOf(page, 'Execution');
    expect([up.sort, up.others]).toEqual(['ascending', 0]);
    expect(up.values).toEqual([...down.values].reverse());
    // Prices read best from the lowest; a model without a price comes last either way.
    await page.getByRole('button', { name: 'Input price' }).click();
    const prices = await columnOf(page, 'Input price');
    expect(prices.values.at(-1)).toBe('–no value');
    expect(prices.values.slice(0, -1).map((v) => Number(v.slice(1)))).toEqual(
      prices.values
        .slice(0, -1)
        .map((v) => Number(v.slice(1)))
        .sort((a, b) => a - b),
    );
    expect(problems).toEqual([]);
    await close();
  });

  it('sorts and filters with the keyboard alone', async () => {
    const { close, page } = await open('/models/');
    await page.getByRole('button', { name: 'Overall' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('th[aria-sort]').textContent()).toBe('Overall');
    expect(await page.locator('th[aria-sort]').getAttribute('aria-sort')).toBe('descending');
    await page.keyboard.press('Space');
    expect(await page.locator('th[aria-sort]').getAttribute('aria-sort')).toBe('ascending');
    await page.getByLabel('Filter models by model or provider name').focus();
    await page.keyboard.type('tidewell');
    expect(await visibleModels(page, 'main table')).toEqual(['Heron 2 Flash', 'Heron 2']);
    await close();
  });

  it('narrows rows to a model or provider name containing the text, any case, and says how many', async () => {
    const { close, page } = await open('/');
    const box = page.getByLabel('Filter models by model or provider name');
    await box.fill('ALDERVANE');
    expect(await visibleModels(page)).toEqual(['Orbit 4', 'Orbit 4 Mini']);
    expect(await page.locator('.filter [role="status"]').textContent()).toBe('2 of 11 models');
    // The note on capped scores goes with the last row that points to it, and comes back with it.
    const capNote = page.locator('#cap-note');
    expect(await capNote.isVisible()).toBe(false);
    await box.fill('mini');
    expect(await visibleModels(page)).toEqual(['Orbit 4 Mini']);
    await box.fill('reason');
    expect(await capNote.isVisible()).toBe(true);
    // Nothing left: no table, no caption counting 11 models, no note; the status says so, the text isolated.
    await box.fill('no such model');
    expect(await visibleModels(page)).toEqual([]);
    expect(await page.locator('table.board').isVisible()).toBe(false);
    expect(await capNote.isVisible()).toBe(false);
    expect(await page.locator('.filter [role="status"]').textContent()).toBe(
      'No model or provider name contains “\u2068no such model\u2069”.',
    );
    await box.fill('');
    expect(await visibleModels(page)).toHaveLength(11);
    expect(await page.locator('table.board').isVisible()).toBe(true);
    expect(await capNote.isVisible()).toBe(true);
    await page.goto(`${server.url}/providers/`);
    await page.getByLabel('Filter providers by name').fill('zz');
    expect(await page.locator('.filter [role="status"]').textContent()).toBe(
      'No provider name contains “\u2068zz\u2069”.',
    );
    await keepScreenshot(page, path.join(ARTIFACTS, 'filter.png'));
    await close();
  });

  it('counts the rows a filter of the address leaves in the caption, and shows no caption of every row for none', async () => {
    for (const width of [360, 1280]) {
      const { close, page, problems } = await open('/?q=zzz', { width });
      const caption = page.locator('table.board caption');
      const status = page.locator('.filter [role="status"]');
      expect(await visibleModels(page)).toEqual([]);
      // The table goes with its box: the stylesheet gives the box no display that would undo its hidden attribute.
      expect(
        await page
          .locator('table.board')
          .evaluate((t) => [
            (t.closest('.scroll') as HTMLElement).hidden,
            getComputedStyle(t.closest('.scroll')!).display,
          ]),
      ).toEqual([true, 'none']);
      expect(await caption.isVisible()).toBe(false);
      expect(await caption.textContent()).toBe('Overall ranking of run 58, 0 of 11 models');
      expect(await page.locator('main').innerText()).not.toContain('11 models');
      expect(await status.textContent()).toBe('No model or provider name contains “\u2068zzz\u2069”.');
      await page.goto(`${server.url}/?q=orbit`);
      expect(await visibleModels(page)).toEqual(['Orbit 4', 'Orbit 4 Mini']);
      expect(await caption.isVisible()).toBe(true);
      expect(await caption.textContent()).toBe('Overall ranking of run 58, 2 of 11 models');
      expect(await status.textContent()).toBe('2 of 11 models');
      expect(problems).toEqual([]);
      await close();
    }
  });

  it('filters by the address (open weights, price ceiling, released since), says how many, and clears to every row', async () => {
    const { close, page } = await open('/rankings/value/?open=1&max_price=2');
    const status = page.locator('.filter [role="status"]');
    // Open weights and a blended price of $2 or less, in the value ranking's order.
    expect(await visibleModels(page)).toEqual(['Sprout 3', 'Kestrel 12B', 'Lark 0.9', 'Canopy 3']);
    expect(await status.textContent()).toBe('4 of 11 models');
    expect(await page.getByLabel('Open weights only').isChecked()).toBe(true);
    await page.getByLabel('At most US$ per M tokens').fill('0.5');
    expect(await visibleModels(page)).toEqual(['Sprout 3']);
    expect(new URL(page.url()).search).toBe('?open=1&max_price=0.5');
    // Cleared: every row, and an address without filters.
    await page.getByLabel('At most US$ per M tokens').fill('');
    await page.getByLabel('Open weights only').uncheck();
    expect(await visibleModels(page)).toHaveLength(11);
    expect([await status.textContent(), new URL(page.url()).search]).toEqual(['', '']);
    // Released since a month (or a day), a model without a release day left out.
    await page.goto(`${server.url}/models/?since=2026-01`);
    expect(await visibleModels(page, 'main table')).toEqual(['Heron 2 Flash', 'Scribe 2']);
    expect(await status.textContent()).toBe('2 of 11 models');
    // What the address holds that cannot be read is named, left out, and taken out of the address.
    await page.goto(`${server.url}/models/?since=2026-13&max_price=-1&open=yes&utm_source=feed`);
    expect(await visibleModels(page, 'main table')).toHaveLength(11);
    expect(await status.textContent()).toBe('Left out of the address, as it cannot be read: open, since, max_price.');
    expect(new URL(page.url()).search).toBe('?utm_source=feed');
    // Hostile text: kept as text in the box, quoted isolated and cut in the status.
    const hostile = `\u202E<img src=x onerror=alert(1)>${'x'.repeat(60)}`;
    await page.goto(`${server.url}/models/?q=${encodeURIComponent(hostile)}`);
    expect(await page.getByLabel('Filter models by model or provider name').inputValue()).toBe(hostile);
    expect(await status.textContent()).toBe(
      `No model or provider name contains “\u2068${[...hostile].slice(0, 39).join('')}…\u2069”.`,
    );
    expect(await page.locator('main img').count()).toBe(0);
    // Longer than 100 characters: not a filter at all.
    await page.goto(`${server.url}/models/?q=${'a'.repeat(101)}`);
    expect(await visibleModels(page, 'main table')).toHaveLength(11);
    expect(await status.textContent()).toBe('Left out of the address, as it cannot be read: q.');
    await close();
    // Without JavaScript the same address shows every row.
    const plain = await open('/rankings/value/?open=1&max_price=2', { js: false });
    expect(await visibleModels(plain.page)).toHaveLength(11);
    await plain.close();
  });

  it('adds the filter box and the compare view into room kept for them: no layout shift, no room without JavaScript', async () => {
    const compare = '/compare/?models=aldervane-orbit-4,aldervane-orbit-4-mini,brisklark-lark-0.9';
    for (const pathname of [
      '/',
      '/models/',
      '/rankings/value/?open=1&max_price=2',
      '/providers/aldervane-labs/',
      compare,
    ])
      for (const width of [360, 1280]) {
        const { close, page } = await open(pathname, { width });
        await page.locator(pathname === compare ? '#compare-view figure' : '.filter input[type="search"]').waitFor();
        const shift = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let sum = 0;
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries()) sum += (entry as unknown as { value: number }).value;
              }).observe({ type: 'layout-shift', buffered: true });
              setTimeout(() => resolve(sum), 200);
            }),
        );
        expect(shift, `${pathname} at ${width} px`).toBe(0);
        await close();
      }
    const { close, page } = await open('/', { js: false });
    expect(await page.locator('.filter-slot').isVisible()).toBe(false);
    await page.goto(`${server.url}${compare}`);
    for (const id of ['#compare-form', '#compare-status', '#compare-view'])
      expect(await page.locator(id).isVisible(), id).toBe(false);
    await close();
  });

  it('paints no table before its rows are all there: a page that arrives in two parts moves nothing', async () => {
    // A proxy in front of the server sends each page up to the middle of its first table, then the rest 300 ms
    // later (a slow link does the same): painted at once, the longer rows of the second part would widen columns.
    const proxy = createServer((request, response) => {
      void fetch(`${server.url}${request.url}`).then(async (upstream) => {
        const body = Buffer.from(await upstream.arrayBuffer());
        const headers = Object.fromEntries(
          [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
        );
        response.writeHead(upstream.status, headers);
        const tbody = body.indexOf('<tbody>');
        if (!headers['content-type']!.startsWith('text/html') || tbody < 0) return void response.end(body);
        const cut = body.indexOf('</tr>', body.indexOf('</tr>', tbody) + 1);
        response.write(body.subarray(0, cut));
        setTimeout(() => response.end(body.subarray(cut)), 300);
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    try {
      for (const pathname of ['/', '/providers/tidewell-ai/', '/compare/aldervane-orbit-4/aldervane-orbit-4-mini/']) {
        const page = await newPage({ width: 360 });
        await page.addInitScript(() => {
          (window as any).shifts = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              (window as any).shifts += (entry as unknown as { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          // What the first frame had: the table rows parsed by then.
          requestAnimationFrame(() => ((window as any).firstFrameRows = document.querySelectorAll('tr').length));
        });
        await page.goto(`${base}${pathname}`);
        await page.waitForTimeout(200);
        const [shifts, firstFrameRows, rows] = await page.evaluate(() => [
          (window as any).shifts as number,
          (window as any).firstFrameRows as number,
          document.querySelectorAll('tr').length,
        ]);
        expect([pathname, shifts, firstFrameRows]).toEqual([pathname, 0, rows]);
        await page.close();
      }
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('leaves the tables as they are without JavaScript: no buttons, no filter box, the per-dimension order', async () => {
    const { close, page } = await open('/rankings/execution/', { js: false });
    expect(await page.locator('th button').count()).toBe(0);
    expect(await page.locator('.filter').count()).toBe(0);
    const execution = await columnOf(page, 'Execution');
    expect([execution.sort, execution.others]).toEqual(['descending', 0]);
    expect(execution.values.map(Number)).toEqual([...execution.values.map(Number)].sort((a, b) => b - a));
    // The compare page's picker is hidden; the ready-made comparisons are links.
    await page.goto(`${server.url}/compare/`);
    expect(await page.locator('#compare-form').isVisible()).toBe(false);
    expect(await page.locator('main ul.cols a').count()).toBeGreaterThan(10);
    await close();
  });

  it('draws /compare/?models= in the markup of the pre-rendered page, the choice in the address', async () => {
    const pair = await open('/compare/aldervane-orbit-4/aldervane-orbit-4-mini/');
    const rendered = await pair.page.evaluate(() => {
      const main = document.querySelector('main')!;
      // The table, the differences weighed against the intervals (the sample's latest run has them), the chart.
      const parts = [...main.querySelectorAll(':scope > .scroll'), main.querySelector(':scope > figure')!];
      return parts.map((part) => part.outerHTML).join('');
    });
    await pair.close();
    const { close, page, problems } = await open('/compare/?models=aldervane-orbit-4,aldervane-orbit-4-mini');
    await page.locator('#compare-view figure').waitFor();
    expect(await page.locator('#compare-view').innerHTML()).toBe(rendered);
    expect(await page.locator('#compare-status').textContent()).toBe(
      'Comparing \u2068Orbit 4\u2069, \u2068Orbit 4 Mini\u2069.',
    );
    // A third model from the form: the address keeps the choice.
    await page.getByLabel('Model 3 (optional)').selectOption('brisklark-lark-0.9');
    await page.getByRole('button', { name: 'Compare' }).click();
    expect(new URL(page.url()).search).toBe('?models=aldervane-orbit-4,aldervane-orbit-4-mini,brisklark-lark-0.9');
    expect(await page.locator('#compare-view table:not(.verdict) thead th').allTextContents()).toEqual([
      'Model',
      'Orbit 4',
      'Orbit 4 Mini',
      'Lark 0.9',
    ]);
    // Each other model weighed against the first.
    expect(await page.locator('#compare-view table.verdict thead th').allTextContents()).toEqual([
      'Score',
      'Orbit 4 Mini',
      'Lark 0.9',
    ]);
    expect(await page.locator('#compare-view svg g.s3 use').count()).toBeGreaterThan(10);
    // Back to the two: the address decides.
    await page.goBack();
    await expect.poll(() => page.locator('#compare-view table:not(.verdict) thead th').count()).toBe(3);
    // An address without models: the two leaders.
    await page.goto(`${server.url}/compare/`);
    await page.locator('#compare-view figure').waitFor();
    expect(await page.locator('#compare-status').textContent()).toBe('Comparing \u2068Orbit 4\u2069, \u2068M7\u2069.');
    expect(await page.locator('select[name="m2"]').inputValue()).toBe('marrowfield-m7');
    expect(problems).toEqual([]);
    await close();
  });

  it('sends a compare pair named the other way round on to the pair page, with or without JavaScript', async () => {
    for (const js of [true, false]) {
      const { close, page, problems } = await open('/compare/aldervane-orbit-4-mini/aldervane-orbit-4/', { js });
      await page.waitForURL(`${server.url}/compare/aldervane-orbit-4/aldervane-orbit-4-mini/`);
      expect(await page.locator('h1').textContent()).toBe('Orbit 4 and Orbit 4 Mini');
      expect(problems).toEqual([]);
      await close();
    }
  });

  it('says what is wrong with a choice of models, as text', async () => {
    const { close, page } = await open('/compare/?models=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E,aldervane-orbit-4');
    await expect
      .poll(() => page.locator('#compare-status').textContent())
      .toBe('No model is called “\u2068<img src=x onerror=alert(1)>\u2069”. Choose at least two models to compare.');
    expect(await page.locator('main img').count()).toBe(0);
    await close();
  });

  it('quotes at most three unknown names of the address, each isolated and cut to 40 characters', async () => {
    const slugs = ['\u202Eright-to-left', 'x'.repeat(60), ...Array.from({ length: 300 }, (_, i) => `no-such-${i}`)];
    const { close, page } = await open(`/compare/?models=${slugs.map(encodeURIComponent).join(',')}`, { width: 360 });
    await expect
      .poll(() => page.locator('#compare-status').textContent())
      .toBe(
        `No model is called “\u2068\u202Eright-to-left\u2069”, “\u2068${'x'.repeat(39)}…\u2069”, “\u2068no-such-0\u2069” or 299 more. Choose at least two models to compare.`,
      );
    // The message stays a few lines high and inside the page at 360 px.
    const box = await page.locator('#compare-status').boundingBox();
    expect(box!.height).toBeLessThan(150);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await close();
  });

  const STATES: { name: string; path: string; act?: (page: Page) => Promise<void> }[] = [
    {
      name: 'sorted',
      path: '/',
      act: async (page) => {
        await page.getByRole('button', { name: 'Grounding' }).click();
      },
    },
    {
      name: 'filtered',
      path: '/models/',
      act: async (page) => {
        await page.getByLabel('Filter models by model or provider name').fill('heron');
      },
    },
    { name: 'value', path: '/rankings/value/' },
    // The sample's latest run gives intervals: ranges under the ranks, a model's ± and its history's band.
    { name: 'grounding', path: '/rankings/grounding/' },
    { name: 'model', path: '/models/aldervane-orbit-4-mini/' },
    // How the top moved, and a past run's ranking with its intervals.
    { name: 'weeks', path: '/weeks/' },
    { name: 'run', path: '/runs/58/' },
    { name: 'providers', path: '/providers/' },
    { name: 'provider', path: '/providers/tidewell-ai/' },
    { name: 'compare-pair', path: '/compare/aldervane-orbit-4/aldervane-orbit-4-mini/' },
    {
      name: 'compare-picked',
      path: '/compare/?models=aldervane-orbit-4,tidewell-heron-2,brisklark-lark-0.9,marrowfield-m7',
      act: async (page) => {
        await page.locator('#compare-view figure').waitFor();
      },
    },
  ];
  const cases = STATES.flatMap((s) =>
    (['light', 'dark'] as const).flatMap((scheme) => [true, false].map((js) => [s.name, scheme, js] as const)),
  );

  it.each(
    cases,
  )('%s (%s, JavaScript %s): axe finds nothing, fits 360 px, own origin only, policy upheld', async (name, scheme, js) => {
    const state = STATES.find((s) => s.name === name)!;
    for (const width of [360, 1280]) {
      const { close, page, problems, requests, response } = await open(state.path, { js, width, scheme });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
      if (js && state.act !== undefined) await state.act(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${name} at ${width}`,
      ).toBeLessThanOrEqual(width);
      await keepScreenshot(page, path.join(ARTIFACTS, `${name}-${scheme}-${width}-${js ? 'js' : 'nojs'}.png`));
      if (js) expect(await axeViolations(page), `${name} ${scheme} ${width}`).toEqual([]);
      else {
        // axe needs a script of its own: the page as it is without the site's script, axe alone running on it.
        const view = await newPage({ scheme, width });
        await view.route('**/site.js', (route) =>
          route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
        );
        await view.goto(`${server.url}${state.path}`);
        expect(await view.locator('th button, .filter').count()).toBe(0);
        expect(await axeViolations(view), `${name} ${scheme} ${width} without the site script`).toEqual([]);
        await view.close();
      }
      // A blocked script, style or image shows as a console error: none may occur.
      expect(problems).toEqual([]);
      expect(requests.filter((r) => !r.startsWith(`${server.url}/`))).toEqual([]);
      await close();
    }
  });
});

/** Models tied for first within their intervals (test/helpers/intervals-fixture.ts): the words and ranges read well. */
describeBrowser('intervals in Chromium', () => {
  const served = servedFixture(INTERVALS_FIXTURE);

  it.each(['light', 'dark'] as const)('tied for first (%s): axe finds nothing at 360 and 1,280 px', async (scheme) => {
    for (const width of [360, 1280]) {
      for (const pathname of ['/', '/rankings/execution/', '/models/b/', '/compare/a/d/']) {
        const page = await pageMaker(served.browser)({ scheme, width });
        await page.goto(`${served.server.url}${pathname}`);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${pathname} at ${width}`,
        ).toBeLessThanOrEqual(width);
        expect(await axeViolations(page), `${pathname} ${scheme} ${width}`).toEqual([]);
        if (pathname === '/') {
          // The words are read, the range is read as words, and both show.
          expect(await page.locator('small.t1').allTextContents()).toEqual([
            'tied for first',
            'tied for first',
            'tied for first',
          ]);
          expect(await page.locator('small.t1').first().isVisible()).toBe(true);
          expect(await page.locator('small.rr .sr').first().textContent()).toBe('could rank 1 to 3');
          await keepScreenshot(page, path.join(ARTIFACTS, `intervals-${scheme}-${width}.png`));
        }
        await page.close();
      }
    }
  });
});

/** The hostile names of test/pages-hostile.test.ts, on the new pages and through the site script. */
describeBrowser('hostile names on the reader pages', () => {
  const NAMES = {
    script: '</script><script>window.__owned = 1</script>',
    image: '<img src=x onerror="window.__owned = 1">',
    rtl: 'Echo \u202EFive 2026',
  };
  const slugs = Object.keys(NAMES);
  const served = servedFixture(
    dataset({
      models: slugs.map((slug, i) =>
        model(slug, { name: Object.values(NAMES)[i], provider: `${Object.values(NAMES)[i]} Labs` }),
      ),
      runs: [
        run(
          1,
          '2026-06-01T12:00:00Z',
          slugs.map((s, i) => result(s, 60 + i, 60)),
        ),
      ],
    }),
  );

  it('stay text on the provider, value and compare pages and in what the script draws and filters', async () => {
    const context = await served.browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    for (const pathname of [
      '/providers/',
      '/providers/script-script-window-owned-1-script-labs/',
      '/rankings/value/',
      '/compare/image/script/',
      '/compare/?models=image,script,rtl',
      '/',
    ]) {
      await page.goto(`${served.server.url}${pathname}`);
      if (pathname.includes('?')) await page.locator('#compare-view figure').waitFor();
      if (pathname === '/') await page.getByLabel('Filter models by model or provider name').fill('<img');
      const seen = await page.evaluate(() => ({
        owned: (window as any).__owned,
        images: document.querySelectorAll('main img').length,
        scripts: [...document.scripts].map((s) => s.getAttribute('src')),
        text: document.querySelector('main')!.textContent,
      }));
      expect(seen.owned, pathname).toBeUndefined();
      expect(seen.images, pathname).toBe(0);
      expect(seen.scripts, pathname).toEqual(['/site.js']);
      expect(seen.text, pathname).toContain('</script><script>window.__owned = 1</script>');
    }
    expect(await page.locator('table.board tbody tr:not([hidden]) th[scope="row"] > a').allTextContents()).toEqual([
      NAMES.image,
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
