// Each widget type in each theme, embedded from another origin, shows the data of the built JSON files with the
// context a reader needs: the date, the site, providers, ties, capped scores and entrants.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser } from './helpers/browser.ts';
import { lowestContrast, readWidget, waitForWidgets } from './helpers/widget-dom.ts';
import { startWidgetScene, type WidgetScene } from './helpers/widget-fixture.ts';

const TYPES = ['leaderboard', 'badge', 'model', 'bulletin'] as const;
const THEMES = ['dark', 'light', 'auto'] as const;
const DARK_BACKGROUND = 'rgb(17, 24, 39)';
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';
const AS_OF = 'As of 8 Jun 2026 · fixture.example';
const CREDIT = 'Fixture data, synthetic · CC-BY-4.0';
const TOP_FIVE = [
  ['1', 'Bravo Two', 'Bravo Two Labs', '87.00', '▲up 1'],
  ['2', 'Alpha One', 'Alpha One Labs', '86.00', '▼down 1'],
  ['=3 (tied)', 'Charlie Three', 'Charlie Three Labs', '74.00', '–unchanged'],
  ['=3 (tied)', 'India Nine', 'India Nine Labs', '74.00* (capped)', '▲up 1'],
  ['5', 'Echo Five', 'Echo Five Labs', '72.00', '▲up 1'],
];
const CAPPED = 'Capped at 74.00: the integrity check failed (uncapped 85.00)';

function changeText(rankChange: number | null): string {
  if (rankChange === null) return 'new';
  if (rankChange === 0) return '–unchanged';
  return rankChange > 0 ? `▲up ${rankChange}` : `▼down ${-rankChange}`;
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
<span id="badge-${theme}" data-type="badge" data-model="alpha" data-theme="${theme}"></span>
<div id="model-${theme}" data-type="model" data-model="alpha" data-theme="${theme}"></div>
<div id="bulletin-${theme}" data-type="bulletin" data-theme="${theme}"></div>`,
        );
        return {
          '/themes': {
            body: `<div id="leaderboard-default" data-type="leaderboard"></div>
<div id="india" data-type="model" data-model="india"></div><span id="india-badge" data-type="badge" data-model="india"></span>
<div lang="fr"><div id="french" data-type="bulletin"></div></div>
${widgets.join('\n')}\n<script src="${fixture.site}/widget.js" async></script>`,
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
    await waitForWidgets(page, 16);
  });

  afterAll(() => scene?.stop());

  it('leaderboard lists the default five with rank, name, provider, score and rank change, and its date and site', async () => {
    const view = await readWidget(page, '#leaderboard-default');
    const body = await scene.fixture.built.json('v1/leaderboard/core_overall_display/5.json');
    expect(view.title).toBe('Top 5 models');
    expect(view.head).toEqual(['Rank', 'Model', 'Provider', 'Score', 'Change']);
    expect(view.rows).toEqual(TOP_FIVE);
    expect(view.rows.map((r) => r[1])).toEqual(body.rankings.map((r: any) => r.name));
    expect(view.rows.map((r) => r[4])).toEqual(body.rankings.map((r: any) => changeText(r.rank_change)));
    expect(view.paragraphs).toEqual([AS_OF, CREDIT]);
    expect(body.run.published_at).toBe('2026-06-08T12:00:00Z');
    expect(view.box).toBe('w leaderboard dark');
    expect(view.backgroundColor).toBe(DARK_BACKGROUND);
  });

  it('marks ties and capped scores, each with a tooltip that explains it', async () => {
    const view = await readWidget(page, '#leaderboard-default');
    const body = await scene.fixture.built.json('v1/leaderboard/core_overall_display/5.json');
    const india = body.rankings.find((r: any) => r.slug === 'india');
    expect([india.integrity_label, india.core_overall_raw, india.score]).toEqual(['fail', 85, 74]);
    expect(view.tooltips.filter((t) => /^(Tied|Capped)/.test(t))).toEqual([
      'Tied with India Nine',
      'Tied with Charlie Three',
      CAPPED,
    ]);
    // Names and providers carry their full text as a tooltip (they may be cut with an ellipsis).
    expect(view.tooltips).toContain('Echo Five');
    expect(view.tooltips).toContain('Echo Five Labs');
  });

  it('a leaderboard of three in each theme', async () => {
    for (const theme of THEMES) {
      const view = await readWidget(page, `#leaderboard-${theme}`);
      expect(view.title).toBe('Top 3 models');
      // A tie is marked among the rows shown: India, tied with Charlie, is not in the top three.
      expect(view.rows).toEqual([
        ...TOP_FIVE.slice(0, 2),
        ['3', 'Charlie Three', 'Charlie Three Labs', '74.00', '–unchanged'],
      ]);
      expect(view.href).toBe(`${scene.fixture.site}/`);
      expect(view.paragraphs).toEqual([AS_OF, CREDIT]);
      expect(view.box).toBe(theme === 'auto' ? 'w leaderboard auto light' : `w leaderboard ${theme}`);
    }
  });

  it('the badge is one line, name then rank and score, linking to the model page with the context as its tooltip', async () => {
    for (const theme of THEMES) {
      const view = await readWidget(page, `#badge-${theme}`);
      expect(view.text).toBe('Alpha One#2 · 86.00');
      expect(view.paragraphs).toEqual([]);
      expect(view.tooltip).toBe(
        'Alpha One (Alpha One Labs): overall score 86.00, rank #2 on fixture.example, as of 8 Jun 2026',
      );
      expect(view.box).toBe(theme === 'auto' ? 'w badge auto light' : `w badge ${theme}`);
    }
    const href = await page.$eval('#badge-dark', (el) => el.shadowRoot?.querySelector('a')?.href);
    expect(href).toBe(`${scene.fixture.site}/models/alpha/`);
    const profile = await scene.fixture.built.json('v1/models/alpha.json');
    expect([profile.dimensions.core_overall_display.value, profile.dimensions.core_overall_display.rank]).toEqual([
      86, 2,
    ]);
    const india = await readWidget(page, '#india-badge');
    expect(india.text).toBe('India Nine#3 · 74.00* (capped)');
    expect(india.tooltips).toEqual(['India Nine', CAPPED]);
  });

  it('the model card shows name, provider, score, rank, date and site', async () => {
    for (const theme of THEMES) {
      const view = await readWidget(page, `#model-${theme}`);
      expect(view.title).toBe('Alpha One');
      expect(view.href).toBe(`${scene.fixture.site}/models/alpha/`);
      expect(view.facts).toEqual(['Score: 86.00', 'Rank: #2']);
      expect(view.paragraphs).toEqual(['Alpha One', 'Alpha One Labs', AS_OF, CREDIT]);
    }
    const india = await readWidget(page, '#india');
    expect(india.facts).toEqual(['Score: 74.00* (capped)', 'Rank: #3']);
    expect(india.tooltips).toContain(CAPPED);
  });

  it('the bulletin shows gains and drops of models that were there, entrants as new, dates, and the incidents of its period', async () => {
    const changes = await scene.fixture.built.json('v1/changes/all.json');
    const entrant = changes.rising.find((e: any) => e.score_delta === null);
    expect(entrant.name).toBe('Hotel Eight');
    for (const theme of THEMES) {
      const view = await readWidget(page, `#bulletin-${theme}`);
      expect(view.lists).toEqual([
        { label: 'Largest gains', items: ['Echo Five+12.00', 'Bravo Two+7.00', 'Golf Seven+1.00'] },
        { label: 'Largest drops', items: ['Alpha One−4.00', 'Delta Four−2.00', 'Charlie Three−1.00'] },
      ]);
      expect(view.paragraphs).toEqual([
        'Latest changes',
        '8 Jun 2026 vs 1 Jun 2026',
        'Largest gains',
        'Largest drops',
        'New: Hotel Eight',
        'Since 1 Jun 2026: 2 incidents, 1 open',
        'Critical: Outage inc-2',
        AS_OF,
        CREDIT,
      ]);
    }
  });

  it('dates follow the language of the page around the widget', async () => {
    const view = await readWidget(page, '#french');
    expect(view.paragraphs[1]).toBe('8 juin 2026 vs 1 juin 2026');
    expect(view.paragraphs.at(-2)).toBe('As of 8 juin 2026 · fixture.example');
  });

  it('dark and light themes have their own colours whatever the system says', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const type of TYPES) {
        expect((await readWidget(page, `#${type}-dark`)).backgroundColor).toBe(DARK_BACKGROUND);
        expect((await readWidget(page, `#${type}-light`)).backgroundColor).toBe(LIGHT_BACKGROUND);
      }
    }
  });

  it.each([
    'light',
    'dark',
  ] as const)('every visible text has at least 4.5:1 contrast (colour scheme %s)', async (scheme) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const type of TYPES) {
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
      colHeaders: 5,
      rowHeaders: ['Bravo Two', 'Alpha One', 'Charlie Three'],
      hiddenArrows: ['▲', '▼', '–'],
    });
    const model = await page.$eval('#model-dark', (el) => el.shadowRoot?.querySelectorAll('dl dt').length);
    expect(model).toBe(2);
  });

  it('logs no warning or error on a page whose widgets are all valid', () => {
    expect(warnings).toEqual([]);
  });
});

describeBrowser('a model that enters at #1', () => {
  let scene: WidgetScene;

  beforeAll(async () => {
    scene = await startWidgetScene({
      newLeader: true,
      pages: (fixture) => ({
        '/': {
          body: `<div id="lb" data-type="leaderboard" data-limit="6"></div>\n<div id="bulletin" data-type="bulletin"></div>
<script src="${fixture.site}/widget.js" async></script>`,
        },
      }),
    });
  });

  afterAll(() => scene?.stop());

  it('is shown as new, and the others keep the rank change they have among the models that were there', async () => {
    const page = await scene.browser.newPage();
    await page.goto(`${scene.embed.origin}/`);
    await waitForWidgets(page, 2);
    const body = await scene.fixture.built.json('v1/leaderboard/core_overall_display/6.json');
    // The file counts the entrant: every model below it moved down one place.
    expect(body.rankings.map((r: any) => r.rank_change)).toEqual([null, 0, -2, -1, 0, 0]);
    const view = await readWidget(page, '#lb');
    expect(view.rows.map((r) => [r[1], r[4]])).toEqual([
      ['Zenith Ten', 'new'],
      ['Bravo Two', '▲up 1'],
      ['Alpha One', '▼down 1'],
      ['Charlie Three', '–unchanged'],
      ['India Nine', '▲up 1'],
      ['Echo Five', '▲up 1'],
    ]);
    const bulletin = await readWidget(page, '#bulletin');
    expect(bulletin.lists[0]?.items).toEqual(['Echo Five+12.00', 'Bravo Two+7.00', 'Golf Seven+1.00']);
    expect(bulletin.paragraphs).toContain('New: Zenith Ten, Hotel Eight');
    await page.close();
  });
});

describeBrowser('the auto theme follows the page, then the system', () => {
  let scene: WidgetScene;
  const widget = '<div id="w" data-type="leaderboard" data-limit="1" data-theme="auto"></div>';

  beforeAll(async () => {
    scene = await startWidgetScene({
      pages: ({ site }) => {
        const page = (head: string) => ({
          body: `${head}\n${widget}\n<script src="${site}/widget.js" async></script>`,
        });
        return {
          '/plain': page(''),
          '/dark-background': page('<style>body { background: #0b1020; color: #eee; }</style>'),
          '/dark-scheme': page('<style>:root { color-scheme: dark; }</style>'),
          '/both-schemes': page('<style>:root { color-scheme: light dark; }</style>'),
          '/light-in-dark': page('<style>:root { color-scheme: dark; } body { background: #fafafa; }</style>'),
          '/branded': {
            body: `<style>
  #w { --lb-accent: #9f1239; --lb-bg: #fff7ed; --lb-font: Georgia, serif; --lb-radius: 0px; }
  #w::part(title) { text-transform: uppercase; }
  #w::part(score) { font-weight: 700; }
</style>\n${widget.replace('auto', 'light')}\n<script src="${site}/widget.js" async></script>`,
          },
        };
      },
    });
  });

  afterAll(() => scene?.stop());

  async function theme(path: string, system: 'light' | 'dark'): Promise<string> {
    const page = await scene.browser.newPage({ colorScheme: system });
    await page.goto(`${scene.embed.origin}${path}`);
    await waitForWidgets(page, 1);
    const view = await readWidget(page, '#w');
    await page.close();
    return `${view.box.replace('w leaderboard ', '')} ${view.backgroundColor}`;
  }

  it('a light page under a dark system preference gets a light widget', async () => {
    expect(await theme('/plain', 'dark')).toBe(`auto light ${LIGHT_BACKGROUND}`);
    expect(await theme('/light-in-dark', 'dark')).toBe(`auto light ${LIGHT_BACKGROUND}`);
  });

  it('a dark page under a light system preference gets a dark widget', async () => {
    expect(await theme('/dark-background', 'light')).toBe(`auto dark ${DARK_BACKGROUND}`);
    expect(await theme('/dark-scheme', 'light')).toBe(`auto dark ${DARK_BACKGROUND}`);
  });

  it('a page that follows the system (color-scheme: light dark) gets the system theme, also when it changes', async () => {
    expect(await theme('/both-schemes', 'light')).toBe(`auto light ${LIGHT_BACKGROUND}`);
    expect(await theme('/both-schemes', 'dark')).toBe(`auto dark ${DARK_BACKGROUND}`);
    const page = await scene.browser.newPage({ colorScheme: 'light' });
    await page.goto(`${scene.embed.origin}/both-schemes`);
    await waitForWidgets(page, 1);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(async () => (await readWidget(page, '#w')).backgroundColor).toBe(DARK_BACKGROUND);
    await page.close();
  });

  it('custom properties and ::part names restyle the widget from the page', async () => {
    const page = await scene.browser.newPage();
    await page.goto(`${scene.embed.origin}/branded`);
    await waitForWidgets(page, 1);
    const styles = await page.$eval('#w', (el) => {
      const root = el.shadowRoot as ShadowRoot;
      const style = (selector: string) => getComputedStyle(root.querySelector(selector) as Element);
      return {
        background: style('.w').backgroundColor,
        radius: style('.w').borderTopLeftRadius,
        font: style('.w').fontFamily,
        link: style('caption a').color,
        title: style('caption').textTransform,
        score: style('[part="score"]').fontWeight,
      };
    });
    expect(styles).toEqual({
      background: 'rgb(255, 247, 237)',
      radius: '0px',
      font: 'Georgia, serif',
      link: 'rgb(159, 18, 57)',
      title: 'uppercase',
      score: '700',
    });
    await page.close();
  });
});
