// Names that try to be markup, reverse the text around them, hide in zero-width characters or run to the
// 120-character cap: on every page they are inert text, and no page scrolls sideways at 360 px.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeBrowser, launchChromium } from './helpers/browser.ts';
import { dcdRun, flatDcdResult } from './helpers/dcd-fixtures.ts';
import { type BuiltFixture, buildFixture, dataset, model, result, run } from './helpers/fixtures.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';

const HOSTILE = {
  script: '</script><script>window.__owned = 1</script>',
  image: '<img src=x onerror="window.__owned = 1">',
  rtl: 'Echo \u202EFive 2026',
  zero: 'Zero\u200B\u200Bwidth\u2060name',
  long: `${'Extraordinarily-Long-Model-Name-'.repeat(3)}${'X'.repeat(24)}`,
  words: 'A model name made of many short words that still reach the limit of one hundred and twenty ch',
};
const SLUGS = Object.keys(HOSTILE);

function hostileDataset() {
  const names = Object.values(HOSTILE);
  const models = SLUGS.map((slug, i) =>
    model(slug, { name: names[i], provider: i % 2 === 0 ? `${names[i]} Labs`.slice(0, 120) : 'Plain Labs' }),
  );
  const results = (offset: number) =>
    SLUGS.map((slug, i) => result(slug, 60 + i * 3 + offset, 55 + i * 2, i === 1 ? 'fail' : 'pass'));
  return dataset({
    models,
    runs: [run(1, '2026-06-01T12:00:00Z', results(0)), run(2, '2026-06-08T12:00:00Z', results(2))],
    incidents: [
      {
        id: 'inc-1',
        model: 'script',
        date: '2026-06-05',
        severity: 'critical',
        status: 'open',
        title: HOSTILE.image,
        summary: HOSTILE.script,
      },
    ],
    dcd: [
      dcdRun(
        1,
        '2026-06-09T09:00:00Z',
        SLUGS.map((slug, i) => flatDcdResult(slug, 50 + i * 5)),
      ),
    ],
  });
}

describe('hostile names in the pages', () => {
  let built: BuiltFixture;

  beforeAll(async () => {
    built = await buildFixture(hostileDataset());
    expect(built.result.ok).toBe(true);
  });

  it('are the longest names the data accepts', () => {
    expect(HOSTILE.long).toHaveLength(120);
    expect(HOSTILE.words.length).toBeLessThanOrEqual(120);
  });

  it('are written escaped: no page carries the markup they hold', async () => {
    for (const page of [
      'index.html',
      'models/script/index.html',
      'runs/2/index.html',
      'weeks/2026-W23/index.html',
      'dcd/index.html',
      'providers/index.html',
      'providers/script-script-window-owned-1-script-labs/index.html',
      'rankings/value/index.html',
      'compare/script/words/index.html',
    ]) {
      const html = await built.text(page);
      expect(html, page).not.toContain('<script>');
      expect(html, page).not.toContain('<img src=x');
      expect(html, page).toContain('&lt;/script&gt;&lt;script&gt;window.__owned = 1&lt;/script&gt;');
    }
    expect(await built.text('models/image/index.html')).toContain(
      '<h1><bdi>&lt;img src=x onerror=&quot;window.__owned = 1&quot;&gt;</bdi></h1>',
    );
  });

  it('are escaped for the language of each badge snippet, so the copied text is safe too', async () => {
    const page = await built.text('models/image/index.html');
    // The text a reader copies: the name's isolation (<bdi>) copies as nothing.
    const snippets = [...page.matchAll(/<pre><code>(.*?)<\/code><\/pre>/gs)].map((m) =>
      m[1]!
        .replaceAll(/<\/?bdi>/g, '')
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&quot;', '"')
        .replaceAll('&#39;', "'")
        .replaceAll('&amp;', '&'),
    );
    expect(snippets[1]).toBe(
      '<a href="https://fixture.example/models/image/"><img src="https://fixture.example/badges/image.svg" ' +
        'alt="&lt;img src=x onerror=&quot;window.__owned = 1&quot;&gt;: rank and score on Fixture Leaderboard"></a>',
    );
    const markdown = await built.text('models/script/index.html');
    expect(markdown).toContain(
      '[![<bdi>&lt;/script&gt;&lt;script&gt;window.__owned = 1&lt;/script&gt;</bdi> on Fixture Leaderboard]',
    );
    // A right-to-left override in a name turns only the name around, not the address after it.
    const rtl = await built.text('models/rtl/index.html');
    expect(rtl).toContain('<pre><code>[![<bdi>Echo \u202EFive 2026</bdi> on Fixture Leaderboard](https://');
    expect(rtl).toContain('alt=&quot;<bdi>Echo \u202EFive 2026</bdi>: rank and score on Fixture Leaderboard');
  });
});

describeBrowser('hostile names in the pages, in Chromium', () => {
  let built: BuiltFixture;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    built = await buildFixture(hostileDataset());
    server = await startServe(built.outDir);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const pages = [
    '/',
    '/rankings/execution/',
    '/models/',
    '/models/script/',
    '/models/long/',
    '/runs/2/',
    '/weeks/2026-W23/',
    '/dcd/',
    '/dcd/security/',
    '/providers/',
    '/providers/script-script-window-owned-1-script-labs/',
    '/rankings/value/',
    '/compare/script/words/',
    '/compare/?models=script,image,long,words',
  ];

  it.each(pages)('%s: nothing runs, the names read as text, nothing scrolls sideways at 360 px', async (url) => {
    for (const width of [360, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const dialogs: string[] = [];
      page.on('dialog', async (d) => {
        dialogs.push(d.message());
        await d.dismiss();
      });
      const response = await page.goto(`${server.url}${url}`);
      expect(response?.status()).toBe(200);
      const facts = await page.evaluate(() => ({
        owned: (window as any).__owned ?? null,
        scripts: [...document.scripts].map((s) => s.getAttribute('src')),
        images: [...document.images].map((img) => img.getAttribute('src')),
        scrollWidth: document.documentElement.scrollWidth,
        text: document.body.innerText,
        isolated: [...document.querySelectorAll('main a bdi')].every(
          (b) => getComputedStyle(b).unicodeBidi === 'isolate',
        ),
      }));
      expect(facts.owned).toBeNull();
      // The site's own script, and nothing else.
      expect(facts.scripts).toEqual(['/site.js']);
      expect(facts.images.every((src) => src?.startsWith('/badges/'))).toBe(true);
      expect(facts.scrollWidth, `${url} at ${width} px`).toBeLessThanOrEqual(width);
      expect(facts.isolated).toBe(true);
      expect(dialogs).toEqual([]);
      if (url === '/' || url === '/runs/2/') {
        for (const name of [HOSTILE.script, HOSTILE.image, HOSTILE.long]) expect(facts.text).toContain(name);
      }
      await page.close();
    }
  });

  it('keep the score after a right-to-left name in its order, in the charts the build and the script draw', async () => {
    const provider = (await readdir(path.join(built.outDir, 'providers'))).find((name) => name.startsWith('echo'));
    expect(provider).toBeDefined();
    // A pre-rendered pair of the right-to-left model, in the order the build writes it.
    const compare = path.join(built.outDir, 'compare');
    const pairs = await readdir(compare, { recursive: true });
    const pair = pairs.find((p) => {
      const [a, b] = p.split('/');
      return /^[^/]+\/[^/]+$/.test(p) && (a === 'rtl' || b === 'rtl') && a! < b!;
    });
    expect(pair).toBeDefined();
    const page = await browser.newPage();
    for (const url of [`/providers/${provider}/`, `/compare/${pair}/`, '/compare/?models=rtl,script']) {
      expect((await page.goto(`${server.url}${url}`))?.status(), url).toBe(200);
      if (url.includes('?')) {
        await page.locator('#compare-view figure').waitFor();
        // The status names the models each isolated: the override turns only its own name around.
        expect(await page.locator('#compare-status').textContent()).toContain(`\u2068${HOSTILE.rtl}\u2069`);
      }
      // For each end label of the right-to-left model: where each character of its score is drawn.
      const scores = await page.evaluate(() =>
        [...document.querySelectorAll<SVGTextElement>('svg text.label')]
          // The drawing shown (a line chart has two, one hidden).
          .filter((label) => label.textContent!.includes('Echo') && label.getClientRects().length > 0)
          .map((label) => {
            const text = label.textContent!;
            const start = text.lastIndexOf(' ') + 1;
            return {
              score: text.slice(start),
              x: [...text.slice(start)].map((_, i) => label.getStartPositionOfChar(start + i).x),
            };
          }),
      );
      expect(scores.length, url).toBeGreaterThan(0);
      for (const { score, x } of scores) {
        expect(score, url).toMatch(/^\d+\.\d\d$/);
        // Left to right, as the digits are written; reversed, "71.66" would read "66.17".
        expect(x, `${url}: ${score}`).toEqual([...x].sort((a, b) => a - b));
      }
    }
    await page.close();
  });
});
