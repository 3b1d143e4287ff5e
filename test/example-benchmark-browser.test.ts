// The second benchmark that ships (examples/coding-agent/data: five fields with units, two of them lower-is-better,
// labels, an overall capped when the sandbox is escaped, no prices, no DCD) in real Chromium, served by the real
// serve command with its Content-Security-Policy: axe-core's WCAG 2 A/AA rules on the page types whose tables,
// charts and facts the scoring shapes, in both colour schemes at 360 and 1,280 px, with JavaScript and without; the
// site script sorting a lower-is-better column lowest first, its two-line headings and everything it adds moving
// nothing, filtering with the caption counting, offering no price filter; /compare/?models= drawn as the pair page
// is, in the scoring's units; and the widgets writing scores in the overall's decimals and unit with its cap mark
// (from /v1/scoring). The build-level checks of the example: test/example-benchmark.test.ts.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import axeCore from 'axe-core';
import fg from 'fast-glob';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, keepScreenshot, launchChromium, type PageOptions, pageMaker } from './helpers/browser.ts';
import { buildExampleData, EXAMPLE_DATA, ROOT } from './helpers/fixtures.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';
import { readWidget, waitForWidgets } from './helpers/widget-dom.ts';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'example');
/** axe-core as a file of the served folder: the pages' policy allows same-origin scripts only. */
const AXE_FILE = 'axe-under-test.js';
/** The model whose agent score is capped (its sandbox escaped) in the latest run, and the leader. */
const CAPPED = 'cobaltreach-reason-1.5';
const LEADER = 'aldervane-orbit-4';
/** The latest run of the example and its ISO week. */
const LATEST_RUN = 30;
const LATEST_WEEK = '2026-W21';
const PAIR = `/compare/${LEADER}/${CAPPED}/`;

/**
 * One page of each type whose markup the scoring shapes (a ranking by the overall and by a lower-is-better field,
 * a capped model, the models' table, the comparisons, a week); where the site script draws something, what to wait
 * for before checking. The other page types (runs, providers, /api/, the widgets page) are the same templates with
 * the scoring's words, checked on the spec's sample by the other browser files; the widgets of this site are
 * checked below.
 */
const PAGES: { path: string; ready?: (page: Page) => Promise<void> }[] = [
  { path: '/' },
  { path: '/rankings/cost/' },
  { path: `/models/${CAPPED}/` },
  { path: '/models/' },
  { path: '/compare/', ready: (page) => page.locator('#compare-view figure').waitFor() },
  { path: PAIR },
  { path: `/weeks/${LATEST_WEEK}/` },
];

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ url: `/${AXE_FILE}` });
  return page.evaluate(async () => {
    const result = await (window as any).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v: any) => `${v.id}: ${v.nodes.map((n: any) => n.target.join(' ')).join(', ')}`);
  });
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

/** A column of the ranking table, found by the start of its header: aria-sort, other sorted headers, cells' text. */
function columnOf(page: Page, start: string) {
  return page.evaluate((wanted) => {
    const table = document.querySelector('table.board') as HTMLTableElement;
    const heads = [...table.tHead!.rows[0]!.cells];
    const index = heads.findIndex((th) => th.textContent!.trim().startsWith(wanted));
    return {
      sort: heads[index]!.getAttribute('aria-sort'),
      others: heads.filter((th, i) => i !== index && th.hasAttribute('aria-sort')).length,
      head: (heads[index] as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
      values: [...table.tBodies[0]!.rows].map((tr) => tr.cells[index]!.textContent!.trim()),
    };
  }, start);
}

/** Where a heading's lines are drawn in its cell (each text's right edge and top), and the cell's height. */
function headingLines(page: Page, start: string) {
  return page.evaluate((wanted) => {
    const th = [...document.querySelectorAll('table.board thead th')].find((t) => t.textContent!.startsWith(wanted))!;
    const cell = th.getBoundingClientRect();
    const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
    const lines: string[] = [];
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      lines.push(`${node.textContent} at ${Math.round(r.right - cell.left)},${Math.round(r.top - cell.top)}`);
    }
    return { height: Math.round(cell.height), lines };
  }, start);
}

/** The rows of a table of the page: each row's header, then its cells' text. */
function compareRows(page: Page, table: string): Promise<string[][]> {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll<HTMLTableRowElement>(`${sel} tbody tr`)].map((tr) =>
        [...tr.cells].map((c) => c.textContent!.trim()),
      ),
    table,
  );
}

describeBrowser('the example benchmark (coding agents) in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let newPage: ReturnType<typeof pageMaker>;
  let outDir: string;
  /** The latest run's ranking by the agent score, as /v1/leaderboard answers it. */
  let ranking: { slug: string; name: string; score: number; core_overall_raw: number; sandbox: string }[];

  beforeAll(async () => {
    outDir = await buildExampleData();
    await writeFile(path.join(outDir, AXE_FILE), axeCore.source);
    ranking = JSON.parse(
      await readFile(path.join(outDir, 'v1/leaderboard/core_overall_display.json'), 'utf8'),
    ).rankings;
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

  it('has the pages under test: the capped model, the latest week and run, no price anywhere', async () => {
    const capped = ranking.find((r) => r.slug === CAPPED)!;
    expect([capped.sandbox, capped.score, capped.core_overall_raw]).toEqual(['escaped', 40, 54.8]);
    expect(ranking[0]!.slug).toBe(LEADER);
    expect(ranking).toHaveLength(12);
    const weeks = (await fg('weeks/*/index.html', { cwd: outDir })).sort();
    expect(weeks.at(-1)).toBe(`weeks/${LATEST_WEEK}/index.html`);
    const runs = (await fg('runs/*/index.html', { cwd: outDir })).map((f) => Number(f.split('/')[1]));
    expect(Math.max(...runs)).toBe(LATEST_RUN);
    for (const file of await fg('models/*.json', { cwd: EXAMPLE_DATA }))
      expect(JSON.parse(await readFile(path.join(EXAMPLE_DATA, file), 'utf8')).pricing ?? null, file).toBeNull();
  });

  const cases = PAGES.flatMap((p) =>
    (['light', 'dark'] as const).flatMap((scheme) => [true, false].map((js) => [p.path, scheme, js] as const)),
  );

  it.each(
    cases,
  )('%s (%s, JavaScript %s): axe finds nothing at 360 and 1,280 px, fits, own origin only, policy upheld', async (pathname, scheme, js) => {
    const ready = PAGES.find((p) => p.path === pathname)!.ready;
    // One page for both widths (the stylesheet lays it out again at the new width), and for the state without
    // JavaScript a second one whose site scripts are empty, for axe to run in.
    const { close, page, problems, requests, response } = await open(pathname, { js, scheme });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
    if (js && ready !== undefined) await ready(page);
    let view = page;
    if (!js) {
      view = await newPage({ scheme });
      await view.route(/\/(site|widget|widgets-demo)\.js$/, (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
      );
      await view.goto(`${server.url}${pathname}`);
      expect(await view.locator('th button, .filter').count()).toBe(0);
    }
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await view.setViewportSize({ width, height: 900 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${pathname} at ${width}`,
      ).toBeLessThanOrEqual(width);
      const name = pathname.replace(/^\/|\/$/g, '').replace(/[/.]/g, '-') || 'leaderboard';
      await keepScreenshot(page, path.join(ARTIFACTS, `${name}-${scheme}-${width}-${js ? 'js' : 'nojs'}.png`));
      expect(await axeViolations(view), `${pathname} ${scheme} ${width}${js ? '' : ' without JavaScript'}`).toEqual([]);
    }
    if (view !== page) await view.close();
    // A blocked script, style or image shows as a console error: none may occur.
    expect(problems, pathname).toEqual([]);
    expect(requests.filter((r) => !r.startsWith(`${server.url}/`))).toEqual([]);
    await close();
  });

  it('sorts the Cost column lowest first, a cost not recorded last, its header keeping "lower is better"', async () => {
    // The two-line headings are drawn with their buttons as without the script: lines right-aligned, nothing lower.
    const plain = await open('/', { js: false });
    const drawn = [await headingLines(plain.page, 'Cost'), await headingLines(plain.page, 'Time per task')];
    await plain.close();
    const { close, page, problems } = await open('/');
    const status = page.locator('.filter [role="status"]');
    expect([await headingLines(page, 'Cost'), await headingLines(page, 'Time per task')]).toEqual(drawn);
    expect(await columnOf(page, 'Agent score')).toMatchObject({ sort: 'descending', others: 0 });
    const button = page.getByRole('button', { name: 'Cost lower is better' });
    await button.click();
    const up = await columnOf(page, 'Cost');
    expect([up.sort, up.others, up.head]).toEqual(['ascending', 0, 'Cost lower is better']);
    expect(await page.locator('thead th[aria-sort] small').textContent()).toBe('lower is better');
    const costs = up.values.filter((v) => v !== '–no value').map((v) => Number(v.replace(/^\$/, '')));
    expect(up.values.filter((v) => v !== '–no value').every((v) => /^\$\d+\.\d\d$/.test(v))).toBe(true);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(up.values.at(-1)).toBe('–no value');
    expect(await status.textContent()).toBe('Sorted by Cost, lowest first.');
    // Again: highest first, the model without a cost still last.
    await button.click();
    const down = await columnOf(page, 'Cost');
    expect(down.sort).toBe('descending');
    expect(down.values).toEqual([...up.values.slice(0, -1).reverse(), '–no value']);
    expect(await status.textContent()).toBe('Sorted by Cost, highest first.');
    // The other lower-is-better column too; a higher-is-better one from the highest.
    await page.getByRole('button', { name: 'Time per task lower is better' }).click();
    const time = await columnOf(page, 'Time per task');
    expect(time.sort).toBe('ascending');
    expect(time.values.every((v) => /^\d+\.\d s$/.test(v))).toBe(true);
    const seconds = time.values.map((v) => Number.parseFloat(v));
    expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
    await page.getByRole('button', { name: 'Resolved' }).click();
    const resolved = await columnOf(page, 'Resolved');
    expect(resolved.sort).toBe('descending');
    expect(resolved.values.every((v) => /^\d+\.\d%$/.test(v))).toBe(true);
    expect(await status.textContent()).toBe('Sorted by Resolved, highest first.');
    expect(problems).toEqual([]);
    await close();
  });

  it('adds the sort buttons (two-line headings among them), the filter box and the compare view without moving anything', async () => {
    const compare = `/compare/?models=${LEADER},${CAPPED},tidewell-heron-2`;
    for (const pathname of [
      '/',
      '/rankings/cost/',
      '/rankings/latency/',
      '/models/',
      `/providers/aldervane-labs/`,
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
  });

  it('narrows the rows as one types into the filter box, the caption counting those shown', async () => {
    const { close, page, problems } = await open('/');
    const caption = page.locator('table.board caption');
    const status = page.locator('.filter [role="status"]');
    expect(await caption.textContent()).toBe(`Agent score ranking of run ${LATEST_RUN}, 12 models`);
    const box = page.getByLabel('Filter models by model or provider name');
    await box.pressSequentially('orbit');
    expect(await visibleModels(page)).toEqual(['Orbit 4', 'Orbit 4 Mini']);
    expect(await caption.textContent()).toBe(`Agent score ranking of run ${LATEST_RUN}, 2 of 12 models`);
    expect(await status.textContent()).toBe('2 of 12 models');
    expect(new URL(page.url()).search).toBe('?q=orbit');
    // By the provider's name, the capped model with its note.
    const capNote = page.locator('#cap-note');
    expect(await capNote.isVisible()).toBe(false);
    await box.fill('');
    await box.pressSequentially('cobalt');
    expect(await visibleModels(page)).toEqual(['Reason 1.5']);
    expect(await caption.textContent()).toBe(`Agent score ranking of run ${LATEST_RUN}, 1 of 12 models`);
    expect(await capNote.isVisible()).toBe(true);
    // Nothing left: the table goes, its caption with it.
    await box.pressSequentially('zzz');
    expect(await page.locator('table.board').isVisible()).toBe(false);
    expect(await status.textContent()).toBe('No model or provider name contains “\u2068cobaltzzz\u2069”.');
    await box.fill('');
    expect(await visibleModels(page)).toHaveLength(12);
    expect(await caption.textContent()).toBe(`Agent score ranking of run ${LATEST_RUN}, 12 models`);
    expect(await status.textContent()).toBe('');
    // The models page: the status counts (its caption, “Every model”, counts nothing).
    await page.goto(`${server.url}/models/?q=tidewell`);
    expect(await visibleModels(page, 'main table')).toEqual(['Heron 2', 'Heron 2 Flash']);
    expect(await status.textContent()).toBe('2 of 12 models');
    expect(await page.locator('main table caption').textContent()).toBe('Every model');
    expect(problems).toEqual([]);
    await close();
  });

  it('offers no price filter, no model having a price; a price ceiling in the address is left out and said', async () => {
    for (const pathname of ['/', '/models/', '/rankings/cost/', '/rankings/latency/']) {
      const { close, page } = await open(pathname);
      await page.locator('.filter input[type="search"]').waitFor();
      expect(await page.getByLabel('At most US$ per M tokens').count(), pathname).toBe(0);
      expect(await page.locator('.filter input[type="number"]').count(), pathname).toBe(0);
      expect(await page.getByLabel('Open weights only').count(), pathname).toBe(1);
      await close();
    }
    const { close, page } = await open('/?max_price=2&open=1');
    expect(await page.locator('.filter [role="status"]').textContent()).toBe(
      `${(await visibleModels(page)).length} of 12 models. Left out of the address, as it cannot be read: max_price.`,
    );
    expect(new URL(page.url()).search).toBe('?open=1');
    await close();
  });

  it('draws /compare/?models= as the pair page is rendered, every score in its unit', async () => {
    const pair = await open(PAIR);
    const rendered = await pair.page.evaluate(() => {
      const main = document.querySelector('main')!;
      const parts = [...main.querySelectorAll(':scope > .scroll'), main.querySelector(':scope > figure')!];
      return parts.map((part) => part.outerHTML).join('');
    });
    await pair.close();
    const { close, page, problems } = await open(`/compare/?models=${LEADER},${CAPPED}`);
    await page.locator('#compare-view figure').waitFor();
    expect(await page.locator('#compare-view').innerHTML()).toBe(rendered);
    expect(await page.locator('#compare-status').textContent()).toBe(
      'Comparing \u2068Orbit 4\u2069, \u2068Reason 1.5\u2069.',
    );
    const rows = Object.fromEntries(
      (await compareRows(page, '#compare-view table.cmp:not(.verdict)')).map(([head, ...cells]) => [head, cells]),
    );
    // The capped model's agent score is the cap, without an interval.
    expect(rows['Agent score']).toEqual(['58.2% ±2.4%', '40.0%']);
    for (const field of ['Resolved', 'First try', 'Clean edits'])
      for (const cell of rows[field]!) expect(cell, field).toMatch(/^\d+\.\d%( ±\d+\.\d%)?$/);
    for (const cell of rows['Cost (lower is better)']!) expect(cell).toMatch(/^\$\d+\.\d\d$/);
    for (const cell of rows['Time per task (lower is better)']!) expect(cell).toMatch(/^\d+\.\d s( ±\d+\.\d s)?$/);
    expect(rows.Sandbox).toEqual(['contained', 'escaped']);
    // The differences from the first model, in each score's unit, a real minus.
    const verdict = await compareRows(page, '#compare-view table.verdict');
    const units: Record<string, string> = {
      'Agent score': '\\d+\\.\\d%',
      Resolved: '\\d+\\.\\d%',
      'First try': '\\d+\\.\\d%',
      'Clean edits': '\\d+\\.\\d%',
      Cost: '\\$\\d+\\.\\d\\d',
      'Time per task': '\\d+\\.\\d s',
    };
    expect(verdict.map(([head]) => head)).toEqual(Object.keys(units));
    for (const [head, cell] of verdict)
      expect(cell, head).toMatch(
        new RegExp(`^[+\u2212]?${units[head!]}, (no interval|(within|beyond) the intervals)$`),
      );
    expect(verdict[0]).toEqual(['Agent score', '\u221218.2%, no interval']);
    expect(problems).toEqual([]);
    await close();
  });

  it('writes the widgets’ scores in the overall’s decimals and unit, the capped score marked with its cap', async () => {
    const { close, page, problems } = await open('/widgets.html');
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await waitForWidgets(page, 14);
    const percent = (v: number) => `${v.toFixed(1)}%`;
    const top5 = ranking.slice(0, 5);
    // The examples show the top five: no capped model among them.
    for (const n of [1, 2, 3]) {
      const board = await readWidget(page, `#leaderboard figure:nth-child(${n}) [data-type]`);
      expect(board.error).toBeNull();
      expect(board.rows.map((row) => row[3])).toEqual(top5.map((r) => percent(r.score)));
      expect(board.tooltips.filter((t) => t.startsWith('Capped'))).toEqual([]);
    }
    expect((await readWidget(page, '#leaderboard figure:nth-child(1) [data-type]')).rows[0]![3]).toBe('58.2%');
    expect((await readWidget(page, '#model [data-type]')).facts).toEqual(['Score: 58.2%', 'Rank: #1']);
    expect((await readWidget(page, '#badge [data-type]')).text).toBe('Orbit 4#1 · 58.2%');
    for (const item of (await readWidget(page, '#bulletin [data-type]')).lists.flatMap((l) => l.items))
      if (item !== 'None') expect(item).toMatch(/[+\u2212]\d+\.\d%$/);
    // The configurator: all twelve rows, the capped model's score marked, its tooltip saying why and from what.
    const capped = ranking.find((r) => r.slug === CAPPED)!;
    const tip = `Capped at 40.0%: the agent wrote outside its sandbox (uncapped ${percent(capped.core_overall_raw)})`;
    expect(tip).toBe('Capped at 40.0%: the agent wrote outside its sandbox (uncapped 54.8%)');
    await page.locator('#cfg-limit').fill('12');
    await expect
      .poll(async () => (await readWidget(page, '#cfg-preview [data-type]')).rows.length, { timeout: 10_000 })
      .toBe(12);
    await waitForWidgets(page, 14);
    const preview = await readWidget(page, '#cfg-preview [data-type]');
    expect(preview.title).toBe('Top 12 models');
    const row = preview.rows.find((r) => r[1] === capped.name)!;
    expect(row[3]).toBe('40.0%* (capped)');
    expect(preview.tooltips.filter((t) => t.startsWith('Capped'))).toEqual([tip]);
    // A model card of the capped model: the same mark.
    await page.locator('#cfg-type').selectOption('model');
    await page.locator('#cfg-model').selectOption(CAPPED);
    await expect.poll(async () => (await readWidget(page, '#cfg-preview [data-type]')).title).toBe(capped.name);
    await waitForWidgets(page, 14);
    const card = await readWidget(page, '#cfg-preview [data-type]');
    expect(card.facts).toEqual([`Score: 40.0%* (capped)`, 'Rank: #11']);
    expect(card.tooltips).toContain(tip);
    expect([...problems, ...warnings]).toEqual([]);
    await close();
  });
});
