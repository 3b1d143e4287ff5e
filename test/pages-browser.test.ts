// The pages for people in real Chromium on the sample data, served by the real serve command: every page type in
// both colour schemes at 360 and 1,280 px (screenshots under test-artifacts/pages/ with SCREENSHOTS=1), axe-core's WCAG 2 A and
// AA rules, no horizontal scrolling, no request to another origin, no script needed, and a crawl of every link.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import axeCore from 'axe-core';
import fg from 'fast-glob';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, keepScreenshot, launchChromium, pageMaker } from './helpers/browser.ts';
import { AFTER_SUNSET, buildSampleData, ROOT } from './helpers/fixtures.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'pages');
const SCHEMES = ['light', 'dark'] as const;
const WIDTHS = [360, 1280] as const;

/** One page of each type; the model is one whose overall score is capped (the note must show). */
const PAGES: Record<string, string> = {
  leaderboard: '/',
  ranking: '/rankings/value/',
  rankings: '/rankings/',
  models: '/models/',
  model: '/models/cobaltreach-reason-1.5/',
  provider: '/providers/aldervane-labs/',
  compare: '/compare/aldervane-orbit-4/aldervane-orbit-4-mini/',
  weeks: '/weeks/',
  week: '/weeks/2026-W47/',
  runs: '/runs/',
  run: '/runs/58/',
  dcd: '/dcd/',
  cases: '/dcd/security/',
  api: '/api/',
  'not-found': '/models/no-such-model/',
};

interface PageFacts {
  scrollWidth: number;
  handlers: string[];
  tablesWithoutCaption: number;
  headersWithoutScope: number;
  images: { alt: string | null }[];
  /** The smallest text of the charts shown, in CSS pixels as drawn (null without a chart). */
  smallestChartText: number | null;
  /** Each line chart's figure: how many of its drawings show, and the one shown's width over the column's. */
  lineCharts: { shown: number; share: number }[];
}

async function pageFacts(page: Page): Promise<PageFacts> {
  return page.evaluate(() => {
    const all = [...document.querySelectorAll('*')];
    return {
      scrollWidth: document.documentElement.scrollWidth,
      handlers: all.flatMap((el) =>
        [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${el.tagName}[${a.name}]`),
      ),
      tablesWithoutCaption: [...document.querySelectorAll('table')].filter((t) => t.caption === null).length,
      headersWithoutScope: [...document.querySelectorAll('th')].filter((th) => !th.hasAttribute('scope')).length,
      images: [...document.querySelectorAll('img')].map((img) => ({ alt: img.getAttribute('alt') })),
      smallestChartText: (() => {
        const sizes = [...document.querySelectorAll<SVGTextElement>('svg.chart text')]
          .filter((t) => t.getClientRects().length > 0)
          .map((t) => Number.parseFloat(getComputedStyle(t).fontSize) * t.ownerSVGElement!.getScreenCTM()!.a);
        return sizes.length === 0 ? null : Math.min(...sizes);
      })(),
      lineCharts: [...document.querySelectorAll('figure.lines')].map((figure) => {
        const shown = [...figure.querySelectorAll('svg.chart')].filter((svg) => svg.getClientRects().length > 0);
        const column = document.querySelector('main')!.getBoundingClientRect().width;
        return { shown: shown.length, share: (shown[0]?.getBoundingClientRect().width ?? 0) / column };
      }),
    };
  });
}

describeBrowser('pages for people', () => {
  let server: RunningServer;
  let browser: Browser;
  let newPage: ReturnType<typeof pageMaker>;
  let outDir: string;

  beforeAll(async () => {
    outDir = await buildSampleData(AFTER_SUNSET);
    // The crawl follows hundreds of v1 links: more than the per-client limit allows in a minute.
    server = await startServe(outDir, ['--rate-limit', '0']);
    browser = await launchChromium();
    newPage = pageMaker(browser);
    // axe-core's own source, served beside the pages: their policy allows same-origin scripts only.
    await writeFile(path.join(outDir, 'axe-under-test.js'), axeCore.source);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const cases = Object.keys(PAGES).flatMap((name) => SCHEMES.map((scheme) => [name, scheme] as const));

  it.concurrent.each(
    cases,
  )('%s page in the %s scheme: accessible, within 360 px, only its own origin', async (name, scheme) => {
    const url = `${server.url}${PAGES[name]}`;
    for (const width of WIDTHS) {
      const page = await newPage({ scheme, width });
      const requests: string[] = [];
      const problems: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
      const response = await page.goto(url);
      expect(response?.status()).toBe(name === 'not-found' ? 404 : 200);
      expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
      const facts = await pageFacts(page);
      expect(facts.scrollWidth, `${name} at ${width} px`).toBeLessThanOrEqual(width);
      expect(facts.handlers).toEqual([]);
      expect(facts.tablesWithoutCaption).toBe(0);
      expect(facts.headersWithoutScope).toBe(0);
      for (const image of facts.images) expect(image.alt).toBeTruthy();
      // Chart text is drawn at 11 px and more, on a phone too.
      if (facts.smallestChartText !== null)
        expect(facts.smallestChartText, `${name} at ${width} px`).toBeGreaterThanOrEqual(11);
      // One drawing of each line chart shows; at 1,280 px it takes the column's width.
      for (const chart of facts.lineCharts) {
        expect(chart.shown, `${name} at ${width} px`).toBe(1);
        if (width === 1280) expect(chart.share, `${name} at ${width} px`).toBeGreaterThan(0.95);
      }
      // The not-found page's own 404 is the answer under test; nothing else may fail to load.
      expect(problems.filter((p) => !(name === 'not-found' && /404/.test(p)))).toEqual([]);
      expect(requests.filter((r) => !r.startsWith(`${server.url}/`))).toEqual([]);
      await keepScreenshot(page, path.join(ARTIFACTS, `${name}-${scheme}-${width}.png`));
      if (width === 1280) {
        await page.addScriptTag({ url: '/axe-under-test.js' });
        const violations = await page.evaluate(async () => {
          const result = await (window as any).axe.run(document, {
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
          });
          return {
            passes: result.passes.length,
            violations: result.violations.map(
              (v: any) => `${v.id}: ${v.nodes.map((n: any) => n.target.join(' ')).join(', ')}`,
            ),
          };
        });
        expect(violations.violations, `${name} (${scheme})`).toEqual([]);
        // The rules ran: contrast, names, table headers, landmarks and more passed on this page.
        expect(violations.passes).toBeGreaterThan(10);
      }
      await page.close();
    }
  });

  it('shows the leaderboard table with JavaScript disabled', async () => {
    const page = await newPage({ js: false });
    await page.goto(`${server.url}/`);
    const table = await page.evaluate(() => {
      const board = document.querySelector('table.board');
      return {
        caption: board?.querySelector('caption')?.textContent,
        head: [...(board?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent),
        // As shown: the provider under the name is for narrow screens only.
        first: [...(board?.querySelectorAll('tbody tr:first-child > *') ?? [])].map((c) =>
          (c as HTMLElement).innerText.trim(),
        ),
        rows: board?.querySelectorAll('tbody tr').length,
      };
    });
    expect(table.caption).toBe('Overall ranking of run 58, 11 models');
    expect(table.head).toEqual([
      'Rank',
      'Model',
      'Provider',
      'Overall',
      'Execution',
      'Grounding',
      'Input price',
      'Output price',
      'Integrity',
      'Recommendation',
      'Change',
    ]);
    // The marks (✓, ▲, ▼) are drawn by the stylesheet and silent to screen readers: the text has the words.
    expect(table.first).toEqual([
      '1',
      'Orbit 4',
      'Aldervane Labs',
      // The ranked score's 95% interval under it (the sample's latest run gives intervals).
      '86.25\n±0.68',
      '87.54',
      '84.68',
      '$3.00',
      '$15.00',
      'pass',
      'Recommended',
      expect.stringContaining('−0.62'),
    ]);
    expect(table.rows).toBe(11);
    await page.close();
  });

  it('shows rank, model, provider and the ranked score at 360 px without scrolling the table', async () => {
    const page = await newPage({ width: 360 });
    await page.goto(`${server.url}/`);
    const view = await page.evaluate(() => {
      const box = document.querySelector('.scroll')!.getBoundingClientRect();
      const board = document.querySelector('table.board')!;
      const inView = (e: Element) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.left >= box.left && r.right <= box.right;
      };
      const head = [...board.querySelectorAll('thead th')].filter(inView).map((th) => th.textContent);
      const first = board.querySelector('tbody tr')!;
      return {
        head,
        row: [...first.children].filter(inView).map((c) => (c as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
        caption: inView(board.querySelector('caption')!),
      };
    });
    // The provider column gives way to the provider under the name; the other scores scroll into view.
    expect(view.head.slice(0, 3)).toEqual(['Rank', 'Model', 'Overall']);
    expect(view.row.slice(0, 3)).toEqual(['1', 'Orbit 4 Aldervane Labs', '86.25 ±0.68']);
    expect(view.caption).toBe(true);
    // A row's figures sit on its name's first line, also where the name takes two ("Heron 2 Flash").
    const offsets = await page.evaluate(() =>
      [...document.querySelectorAll('table.board tbody tr')].map((row) => {
        const range = document.createRange();
        range.selectNodeContents(row.querySelector('td')!);
        const rank = range.getClientRects()[0]!;
        const words = document.createRange();
        words.selectNodeContents(row.querySelector('th[scope="row"] > a')!);
        return Math.round(Math.abs(rank.bottom - words.getClientRects()[0]!.bottom));
      }),
    );
    expect(Math.max(...offsets)).toBeLessThanOrEqual(3);
    // Every table that scrolls shows it (a shade at the edge with more), and its caption wraps inside its box.
    await page.goto(`${server.url}/providers/aldervane-labs/`);
    const provider = await page.evaluate(() => {
      const box = document.querySelector('.scroll')!;
      const caption = box.querySelector('caption')!.getBoundingClientRect();
      const outer = box.getBoundingClientRect();
      return {
        scrolls: box.scrollWidth > box.clientWidth,
        shades: getComputedStyle(box).backgroundImage.match(/radial-gradient/g)?.length ?? 0,
        captionInside: caption.left >= outer.left && caption.right <= outer.right,
        captionLines: Math.round(
          caption.height / Number.parseFloat(getComputedStyle(box.querySelector('caption')!).lineHeight),
        ),
      };
    });
    expect(provider).toMatchObject({ scrolls: true, shades: 2, captionInside: true });
    expect(provider.captionLines).toBeGreaterThan(1);
    await page.close();
  });

  it('every internal link of every page resolves, fragments included', async () => {
    const seen = new Map<string, string>();
    const queue = ['/'];
    const broken: string[] = [];
    const fragments: [page: string, target: string, id: string][] = [];
    while (queue.length > 0) {
      const current = queue.shift()!;
      const response = await fetch(`${server.url}${current}`);
      const body = await response.text();
      if (response.status !== 200) {
        broken.push(`${current}: ${response.status}`);
        continue;
      }
      const type = response.headers.get('content-type') ?? '';
      // Pages (folders) are read for their links; any other file (JSON, CSV, the widget demo) is only checked.
      const isPage = type.startsWith('text/html') && current.endsWith('/');
      seen.set(current, isPage ? body : '');
      if (!isPage) continue;
      for (const [, raw] of body.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
        const link = raw!.replaceAll('&amp;', '&');
        if (/^[a-z]+:/i.test(link)) {
          // The one address outside the site is the site's own home from site.json (never fetched).
          expect(link).toMatch(/^https:\/\/leaderboard\.example(\/|$)/);
          continue;
        }
        const url = new URL(link, `${server.url}${current}`);
        const target = `${url.pathname}${url.search}`;
        if (url.hash !== '') fragments.push([current, target, decodeURIComponent(url.hash.slice(1))]);
        if (!seen.has(target) && !queue.includes(target)) queue.push(target);
      }
    }
    expect(broken).toEqual([]);
    for (const [page, target, id] of fragments) {
      expect(seen.get(target), `${page} → ${target}#${id}`).toContain(`id="${id}"`);
    }
    // Every page the build wrote is reachable from the leaderboard by links, but those that only send the reader
    // on (a compare pair named the other way round).
    const crawled = [...seen].filter(([, html]) => html !== '').map(([page]) => page);
    const written: string[] = [];
    for (const file of await fg('**/index.html', { cwd: outDir })) {
      const onward = (await readFile(path.join(outDir, file), 'utf8')).includes('<meta http-equiv="refresh"');
      if (!onward) written.push(`/${file.slice(0, -'index.html'.length)}`);
    }
    expect(crawled.sort()).toEqual(written.sort());
  });
});
