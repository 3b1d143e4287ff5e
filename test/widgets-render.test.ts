// Each widget type in each theme, embedded from another origin, shows the data of the built JSON files.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser } from './helpers/browser.ts';
import { lowestContrast, readWidget, waitForWidgets } from './helpers/widget-dom.ts';
import { startWidgetScene, type WidgetScene } from './helpers/widget-fixture.ts';

const THEMES = ['dark', 'light', 'auto'] as const;
const DARK_BACKGROUND = 'rgb(17, 24, 39)';
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';
const FOOTER = 'Fixture data, synthetic · CC-BY-4.0';

function changeText(rankChange: number | null): string {
  if (rankChange === null) return 'new';
  if (rankChange === 0) return '=unchanged';
  return rankChange > 0 ? `▲up ${rankChange}` : `▼down ${-rankChange}`;
}

function deltaText(delta: number | null): string {
  if (delta === null) return 'new';
  return `${delta > 0 ? '+' : delta < 0 ? '−' : '±'}${Math.abs(delta).toFixed(2)}`;
}

describeBrowser('widgets render the built data in every theme', () => {
  let scene: WidgetScene;
  let context: BrowserContext;
  let page: Page;
  const warnings: string[] = [];

  beforeAll(async () => {
    scene = await startWidgetScene({
      pages: (fixture) => {
        const widgets = THEMES.map(
          (theme) => `<div id="leaderboard-${theme}" data-type="leaderboard" data-limit="3" data-theme="${theme}"></div>
<div id="badge-${theme}" data-type="badge" data-model="alpha" data-theme="${theme}"></div>
<div id="bulletin-${theme}" data-type="bulletin" data-theme="${theme}"></div>`,
        );
        return {
          '/themes': {
            body: `<div id="leaderboard-default" data-type="leaderboard"></div>\n${widgets.join('\n')}\n<script src="${fixture.site}/widget.js" async></script>`,
          },
        };
      },
    });
    context = await scene.browser.newContext({ colorScheme: 'light' });
    page = await context.newPage();
    page.on(
      'console',
      (m) => (m.type() === 'warning' || m.type() === 'error') && warnings.push(`${m.text()} (${m.location().url})`),
    );
    await page.goto(`${scene.embed.origin}/themes`);
    await waitForWidgets(page, 10);
  });

  afterAll(() => scene?.stop());

  it('leaderboard card lists the default five by overall score with rank, name, score and rank change', async () => {
    const view = await readWidget(page, '#leaderboard-default');
    const body = await scene.fixture.built.json('v1/leaderboard/core_overall_display/5.json');
    expect(view.title).toBe('Top 5 models');
    expect(view.head).toEqual(['Rank', 'Model', 'Score', 'Change']);
    expect(view.rows).toEqual([
      ['1', 'Bravo Two', '87.00', '▲up 1'],
      ['2', 'Alpha One', '86.00', '▼down 1'],
      ['3', 'Charlie Three', '75.00', '=unchanged'],
      ['4', 'Echo Five', '72.00', '▲up 1'],
      ['5', 'Delta Four', '68.00', '▼down 1'],
    ]);
    expect(view.rows).toEqual(
      body.rankings.map((r: any) => [String(r.rank), r.name, r.score.toFixed(2), changeText(r.rank_change)]),
    );
    expect(view.box).toBe('w dark leaderboard');
    expect(view.backgroundColor).toBe(DARK_BACKGROUND);
  });

  it.each(THEMES)('leaderboard card with data-limit="3" in the %s theme', async (theme) => {
    const view = await readWidget(page, `#leaderboard-${theme}`);
    const body = await scene.fixture.built.json('v1/leaderboard/core_overall_display/3.json');
    expect(view.title).toBe('Top 3 models');
    expect(view.rows).toEqual(
      body.rankings.map((r: any) => [String(r.rank), r.name, r.score.toFixed(2), changeText(r.rank_change)]),
    );
    expect(view.rows.map((r) => r[1])).toEqual(['Bravo Two', 'Alpha One', 'Charlie Three']);
    expect(view.box).toBe(`w ${theme} leaderboard`);
    expect(view.href).toBe(`${scene.fixture.site}/`);
    expect(view.paragraphs).toEqual([FOOTER]);
  });

  it.each(THEMES)('badge shows the model name, overall score and rank in the %s theme', async (theme) => {
    const view = await readWidget(page, `#badge-${theme}`);
    const profile = await scene.fixture.built.json('v1/models/alpha.json');
    expect(view.title).toBe('Alpha One');
    expect(view.facts).toEqual(['Score: 86.00', 'Rank: #2']);
    const overall = profile.dimensions.core_overall_display;
    expect(view.facts).toEqual([`Score: ${overall.value.toFixed(2)}`, `Rank: #${overall.rank}`]);
    expect(view.title).toBe(profile.name);
    expect(view.href).toBe(`${scene.fixture.site}/`);
    expect(view.paragraphs).toEqual(['Alpha One', FOOTER]);
    expect(view.box).toBe(`w ${theme} badge`);
  });

  it.each(
    THEMES,
  )('bulletin shows the largest gains and drops and the incident count in the %s theme', async (theme) => {
    const view = await readWidget(page, `#bulletin-${theme}`);
    const changes = await scene.fixture.built.json('v1/changes/all.json');
    const line = (e: any) => `${e.name} ${deltaText(e.score_delta)}`;
    const bySize = (sign: number) => (a: any, b: any) =>
      (b.score_delta ?? -Infinity) * sign - (a.score_delta ?? -Infinity) * sign;
    expect(view.lists).toEqual([
      { label: 'Largest gains', items: ['Echo Five +12.00', 'Bravo Two +7.00', 'Golf Seven +1.00'] },
      { label: 'Largest drops', items: ['Alpha One −4.00', 'Delta Four −2.00'] },
    ]);
    expect(view.lists[0]?.items).toEqual([...changes.rising].sort(bySize(1)).slice(0, 3).map(line));
    expect(view.lists[1]?.items).toEqual([...changes.falling].sort(bySize(-1)).slice(0, 3).map(line));
    const count = changes.incidents.length;
    const open = changes.incidents.filter((i: any) => i.status === 'open').length;
    expect([count, open]).toEqual([2, 1]);
    expect(view.paragraphs).toEqual([
      'Latest changes',
      'Run 2 (2026-06-08) vs run 1 (2026-06-01)',
      'Largest gains',
      'Largest drops',
      `${count} incidents, ${open} open`,
      FOOTER,
    ]);
    expect(view.box).toBe(`w ${theme} bulletin`);
  });

  it('dark and light themes have their own colours; auto follows prefers-color-scheme', async () => {
    const background = async (id: string) => (await readWidget(page, id)).backgroundColor;
    for (const type of ['leaderboard', 'badge', 'bulletin']) {
      expect(await background(`#${type}-dark`)).toBe(DARK_BACKGROUND);
      expect(await background(`#${type}-light`)).toBe(LIGHT_BACKGROUND);
      await page.emulateMedia({ colorScheme: 'light' });
      expect(await background(`#${type}-auto`)).toBe(LIGHT_BACKGROUND);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await background(`#${type}-auto`)).toBe(DARK_BACKGROUND);
    }
  });

  it.each([
    'light',
    'dark',
  ] as const)('every visible text has at least 4.5:1 contrast (colour scheme %s)', async (scheme) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const type of ['leaderboard', 'badge', 'bulletin']) {
      for (const theme of THEMES) {
        const lowest = await lowestContrast(page, `#${type}-${theme}`);
        expect(lowest.ratio, `${type} ${theme}: "${lowest.text}"`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('uses accessible markup: a captioned table with header cells, labelled lists and a definition list', async () => {
    const markup = await page.$eval('#leaderboard-dark', (el) => {
      const root = el.shadowRoot as ShadowRoot;
      return {
        colHeaders: root.querySelectorAll('thead th[scope="col"]').length,
        rowHeaders: [...root.querySelectorAll('tbody th[scope="row"]')].map((th) => th.textContent),
        hiddenArrows: [...root.querySelectorAll('[aria-hidden="true"]')].map((s) => s.textContent),
      };
    });
    expect(markup).toEqual({
      colHeaders: 4,
      rowHeaders: ['Bravo Two', 'Alpha One', 'Charlie Three'],
      hiddenArrows: ['▲', '▼', '='],
    });
    const badge = await page.$eval('#badge-dark', (el) => el.shadowRoot?.querySelectorAll('dl dt').length);
    expect(badge).toBe(2);
  });

  it('logs no warning or error on a page whose widgets are all valid', () => {
    expect(warnings).toEqual([]);
  });
});
