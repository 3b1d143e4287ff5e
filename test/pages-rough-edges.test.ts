// Rough edges a new reader met, each held here where it shows, in Chromium on the sample data served by the real
// serve command: a word broken mid-word in the model's summary cards, chart labels running out of their chart,
// decay values written over the median line, the heatmap and the API reference staying light in the dark scheme.
// And, without a browser, what the markup must say: ties as `=4` on every table, the DCD case headings' level.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBrowser, launchChromium } from './helpers/browser.ts';
import { AFTER_SUNSET, sharedSampleData } from './helpers/fixtures.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';

const WIDTHS = [360, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;
const MODEL = '/models/aldervane-orbit-4/';

/** Texts of every chart that run out of its drawing (outside the viewBox), by chart. */
function textsOutsideCharts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('svg.chart')].flatMap((svg) => {
      const box = (svg as SVGSVGElement).viewBox.baseVal;
      return [...svg.querySelectorAll('text')]
        .filter((t) => {
          const b = t.getBBox();
          return b.x < -0.5 || b.y < -0.5 || b.x + b.width > box.width + 0.5 || b.y + b.height > box.height + 0.5;
        })
        .map((t) => t.textContent ?? '');
    }),
  );
}

describeBrowser('rough edges of the pages', () => {
  let server: RunningServer;
  let browser: Browser;
  let outDir: string;

  beforeAll(async () => {
    outDir = await sharedSampleData(AFTER_SUNSET);
    server = await startServe(outDir, ['--rate-limit', '0']);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const open = async (sitePath: string, width: number, scheme: (typeof SCHEMES)[number]) => {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
    await page.goto(`${server.url}${sitePath}`);
    return page;
  };

  const cases = WIDTHS.flatMap((w) => SCHEMES.map((s) => [w, s] as const));

  it.each(
    cases,
  )('at %i px (%s) no word of the model summary breaks, no chart label runs out', async (width, scheme) => {
    const page = await open(MODEL, width, scheme);
    // Every word of every summary card on one line: a word broken mid-way has two boxes.
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll('.facts dd')].flatMap((dd) => {
        const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
        const words: string[] = [];
        for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const m of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, m.index);
            range.setEnd(node, m.index + m[0].length);
            if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) words.push(m[0]);
          }
        }
        return words;
      }),
    );
    expect(broken).toEqual([]);
    expect(await page.locator('.facts dd.word').textContent()).toBe('Recommended');
    expect(await textsOutsideCharts(page)).toEqual([]);
    await page.close();
  });

  it.each(
    cases,
  )('at %i px (%s) the DCD values sit clear of the median, the heatmap follows the scheme', async (width, scheme) => {
    const page = await open('/dcd/', width, scheme);
    expect(await textsOutsideCharts(page)).toEqual([]);
    // Each value label of a small chart against the other line (the median): its markers and its path.
    const crossings = await page.evaluate(() =>
      [...document.querySelectorAll('.multiples svg.chart')].flatMap((svg) => {
        const ref = svg.querySelector('g.ref');
        if (ref === null) return ['no median line'];
        const path = ref.querySelector('path.line') as SVGPathElement;
        const markers = [...ref.querySelectorAll('use')].map((u) => (u as SVGGraphicsElement).getBBox());
        const samples = Array.from({ length: 200 }, (_, i) => path.getPointAtLength((path.getTotalLength() * i) / 199));
        return [...svg.querySelectorAll('text.value')].flatMap((t) => {
          const b = (t as SVGTextElement).getBBox();
          const inside = (x: number, y: number) => x >= b.x && x <= b.x + b.width && y >= b.y && y <= b.y + b.height;
          const hitsMarker = markers.some(
            (m) => m.x < b.x + b.width && b.x < m.x + m.width && m.y < b.y + b.height && b.y < m.y + m.height,
          );
          const hitsLine = samples.some((p) => inside(p.x, p.y));
          return hitsMarker || hitsLine
            ? [`${svg.closest('li')?.querySelector('h3')?.textContent}: ${t.textContent}`]
            : [];
        });
      }),
    );
    expect(crossings).toEqual([]);
    const cells = await page.evaluate(() =>
      [...document.querySelectorAll('.heat td.cell')].map((td) => {
        const style = getComputedStyle(td);
        return { background: style.backgroundColor, color: style.color };
      }),
    );
    expect(cells.length).toBeGreaterThan(10);
    const luminance = (rgb: string) => {
      const [r, g, b] = (rgb.match(/\d+/g) ?? []).slice(0, 3).map((c) => {
        const s = Number(c) / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const lightest = Math.min(...cells.map((c) => luminance(c.background)));
    const brightest = Math.max(...cells.map((c) => luminance(c.background)));
    if (scheme === 'dark') {
      // The lowest cells are close to the dark page, never near-white blocks.
      expect(lightest).toBeLessThan(0.05);
      expect(brightest).toBeLessThan(0.5);
    } else expect(brightest).toBeGreaterThan(0.8);
    for (const c of cells) {
      const [high, low] = [luminance(c.background), luminance(c.color)].sort((a, b) => b - a);
      expect((high! + 0.05) / (low! + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
    await page.close();
  });

  it.each(SCHEMES)('the API reference follows the %s scheme and has the site navigation', async (scheme) => {
    const page = await open('/docs/', 1280, scheme);
    const facts = await page.evaluate(() => ({
      filter: getComputedStyle(document.documentElement).filter,
      home: (document.querySelector('nav .brand') as HTMLAnchorElement).href,
      items: [...document.querySelectorAll('nav li a')].map((a) => (a as HTMLAnchorElement).textContent),
      current: document.querySelector('nav [aria-current="page"]')?.textContent,
    }));
    expect(facts.home).toBe(`${server.url}/`);
    expect(facts.items).toHaveLength(9);
    expect(facts.current).toBe('API');
    if (scheme === 'dark') expect(facts.filter).toContain('invert');
    else expect(facts.filter).toBe('none');
    await page.close();
  });
});

describe('rough edges in the markup', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = await sharedSampleData(AFTER_SUNSET);
  });
  const read = (file: string) => readFile(path.join(outDir, file), 'utf8');

  it('writes ties as =4 on the leaderboard, the models list and the week tables alike', async () => {
    // Orbit 4 Mini and Canopy 3 share rank 4 in run 58.
    const tie = '<span title="tied">=4</span>';
    for (const file of ['index.html', 'models/index.html', 'weeks/2026-W47/index.html'])
      expect((await read(file)).split(tie).length - 1, file).toBe(2);
  });

  it('heads each DCD case one level below the page title', async () => {
    const page = await read('dcd/security/index.html');
    expect(page).toMatch(/<ul class="cases"><li id="[^"]+"><h2>/);
    expect(page).not.toContain('<h3>');
  });
});
