// The leaderboard at `/` (overall) and one page per other dimension at `/rankings/{dimension}/`: the latest
// published full run ranked, with its date, the run it is compared with, and the data behind the view.
import { computePriceScore } from '../../compute/price-score.ts';
import type { Model } from '../../data/schema.ts';
import type { Dimension } from '../../schemas/dimensions.ts';
import { OVERALL } from '../../schemas/scoring.ts';
import type { RenderContext } from '../context.ts';
import { leaderboardRows } from '../leaderboard-rows.ts';
import type { SiteFile } from '../types.ts';
import { V1_PRICES_CSV_FILE, V1_PRICES_FILE } from '../v1-prices.ts';
import { V1_STABILITY_CSV_FILE, V1_STABILITY_FILE } from '../v1-stability.ts';
import { priceChart } from './charts/price-chart.ts';
import { dateHtml, plural, scoreHtml } from './format.ts';
import { type Html, html } from './html.ts';
import { dataLinks, type LinkTo, linkerOf, renderPage } from './layout.ts';
import { FRONTIER_MARK, leaderboardTable, modelLink } from './leaderboard-table.ts';
import { CARD_PATHS, PAGE_PATHS } from './paths.ts';
import { overallNoun, overallNounInText } from './scores.ts';

export interface RankingView {
  path: string;
  /** Its name in `/rankings/{page}/`; null for the overall ranking, the leaderboard at `/`. */
  page: string | null;
  /** Its preview card: its top five (cards/section.ts draws it under the view's title). */
  card: string;
  dimension: Dimension;
  tab: string;
  title: string;
  /** What the ranked value means. */
  explains: string;
  /** The JSON and CSV files of the same ranking. */
  data: { label: string; path: string }[];
}

const v1Data = (dimension: string) => [
  { label: 'JSON', path: `/v1/leaderboard/${dimension}.json` },
  { label: 'CSV', path: `/v1/csv/leaderboard/${dimension}.csv` },
];

/** Stability, which v1 does not rank by, is `/v1/stability`: the same ranking with the overall scores, JSON and CSV. */
const stabilityData = [
  { label: 'JSON', path: V1_STABILITY_FILE },
  { label: 'CSV', path: V1_STABILITY_CSV_FILE },
];

/** The value page's data is `/v1/prices`: the same ranking with the prices and the frontier, as JSON and CSV. */
const priceData = [
  { label: 'JSON', path: V1_PRICES_FILE },
  { label: 'CSV', path: V1_PRICES_CSV_FILE },
];

/** The rankings the site publishes: the overall at `/`, each ranked field, value (where there are prices), stability. */
export function rankingViews(ctx: RenderContext): RankingView[] {
  const { scoring } = ctx.dataset;
  return [
    {
      path: PAGE_PATHS.home,
      page: null,
      card: CARD_PATHS.leaderboard,
      dimension: OVERALL,
      tab: scoring.overall.label,
      title: 'Leaderboard',
      explains: scoring.overall.explains,
      data: v1Data(OVERALL),
    },
    ...scoring.ranked.map((field) => ({
      path: PAGE_PATHS.ranking(field.ranking.page),
      page: field.ranking.page,
      card: CARD_PATHS.ranking(field.ranking.page),
      dimension: field.key,
      tab: field.label,
      title: `Ranked by ${field.label.toLowerCase()}${field.better === 'lower' ? ', lowest first' : ''}`,
      explains: field.ranking.explains,
      data: v1Data(field.key),
    })),
    ...(ctx.offers.prices
      ? [
          {
            path: PAGE_PATHS.ranking('value'),
            page: 'value',
            card: CARD_PATHS.ranking('value'),
            dimension: 'value',
            tab: 'Value',
            title: 'Ranked by value for money',
            explains: `Value: ${overallNounInText(scoring)} per US dollar of blended price per million tokens. The blended price weighs input and output 3 to 1, as a workload that reads three tokens for each one it writes: (3 × input price + output price) ÷ 4. Models without a price have no value and come last.`,
            data: priceData,
          },
        ]
      : []),
    {
      path: PAGE_PATHS.ranking('stability'),
      page: 'stability',
      card: CARD_PATHS.ranking('stability'),
      dimension: 'stability',
      tab: 'Stability',
      title: 'Ranked by stability',
      explains: `Stability: 100 minus the spread (population standard deviation) of the model's ${overallNounInText(scoring)} over its last five published full runs; none with fewer than two.`,
      data: stabilityData,
    },
  ];
}

function tabs(to: LinkTo, views: readonly RankingView[], current: RankingView): Html {
  const items = views.map(
    (v) => html`<li><a href="${to(v.path)}"${v === current ? html` aria-current="page"` : ''}>${v.tab}</a></li>`,
  );
  return html`<nav class="tabs" aria-label="Rank by"><ul>${items}</ul></nav>`;
}

function asOf(ctx: RenderContext, to: LinkTo): Html {
  const run = ctx.latestRun;
  if (run === null) return html`<p class="asof">No published full run yet: the table fills in with the first one.</p>`;
  const previous = ctx.previousFullRuns.get(run.run_id) ?? null;
  const compared =
    previous === null
      ? html` It is the first published full run, so there are no changes yet.`
      : html` Changes are against <a href="${to(PAGE_PATHS.run(previous.run_id))}">run ${previous.run_id}</a> of ${dateHtml(previous.published_at)}.`;
  return html`<p class="asof">As of <a href="${to(PAGE_PATHS.run(run.run_id))}">run ${run.run_id}</a>, published ${dateHtml(run.published_at)}.${compared}</p>`;
}

/** The value page's chart of price against score, its legend, and the models it cannot place. */
/** Why a model of the run has no place on the price chart. */
const UNPRICED_REASONS = {
  free: 'a price of $0 (no place on a log scale)',
  'no-price': 'no price published',
  'no-score': 'no overall score (a part of it is missing)',
} as const;

function priceScoreSection(ctx: RenderContext, to: LinkTo): { section: Html; frontier: Set<string> } {
  const { scoring } = ctx.dataset;
  const { priced, unpriced } = computePriceScore(ctx.dataset.models, ctx.standings());
  const chart = priceChart('price', priced, to, ctx.dataset.scoring);
  const frontier = new Set(priced.filter((m) => m.frontier).map((m) => m.slug));
  const missing =
    unpriced.length === 0
      ? html`<p>Every model of the run has a price.</p>`
      : html`<ul class="cols">${unpriced.map((m) => html`<li>${modelLink(to, m.slug, m.name)}: ${scoring.overall.label.toLowerCase()} ${scoreHtml(m.score, scoring.overallFormat)}, rank ${m.rank}, ${UNPRICED_REASONS[m.reason]}</li>`)}</ul>`;
  const figure =
    chart === null
      ? html`<p>No model of the run has a price yet.</p>`
      : html`<figure>${chart}<figcaption><span aria-hidden="true">◆</span> the Pareto frontier, joined by the line: the models no other model beats on both, cheaper (or as cheap) and better (or as good). <span aria-hidden="true">●</span> every other model.${priced.some((m) => m.halfWidth !== null) ? ' A bar through a mark spans its score’s 95% interval.' : ''} Each mark links to its model's page; ◆ marks the frontier in the table too.</figcaption></figure>`;
  return {
    frontier,
    section: html`<h2>Price against score</h2>
<p>${overallNoun(scoring)} against blended price per million tokens, (3 × input + output) ÷ 4 in US dollars, on a log scale: each step along it is the same factor dearer.</p>
${figure}
<h3>Not on the chart</h3>
${missing}
<h2>The ranking</h2>`,
  };
}

function renderView(
  ctx: RenderContext,
  views: readonly RankingView[],
  view: RankingView,
  models: ReadonlyMap<string, Model>,
): SiteFile {
  const site = ctx.pageSite;
  const { scoring } = ctx.dataset;
  const to = linkerOf(site);
  const rows = leaderboardRows(ctx, ctx.latestRun, view.dimension as Dimension);
  const value = view.dimension === 'value' ? priceScoreSection(ctx, to) : null;
  const caption =
    ctx.latestRun === null
      ? html`${view.tab} ranking`
      : html`${view.tab} ranking of run ${ctx.latestRun.run_id}, ${plural(rows.length, 'model')}`;
  const main = html`<h1>${view.title}</h1>
${tabs(to, views, view)}
<p class="lede">${view.explains}</p>
${asOf(ctx, to)}
${value?.section}
${leaderboardTable({ rows, scoring, prices: ctx.offers.prices, dimension: view.dimension, caption, to, models, frontier: value?.frontier })}
${value === null || value.frontier.size === 0 ? '' : html`<p class="note">${FRONTIER_MARK} marks a model on the price–score frontier.</p>`}
${dataLinks(to, view.data)}`;
  return renderPage(site, {
    path: view.path,
    title: view.title,
    description: `${site.name}: ${view.tab.toLowerCase()} ranking of the latest published run.`,
    // The overall ranking is the leaderboard itself, at the site's root.
    section: view.path === PAGE_PATHS.home ? 'leaderboard' : 'rankings',
    main,
    card: {
      path: view.card,
      alt: `${site.name}: the top five models ranked by ${view.tab.toLowerCase()} in the latest published run`,
    },
    alternates: view.data.map((d) => ({
      type: d.label === 'CSV' ? 'text/csv' : 'application/json',
      path: d.path,
      title: `${view.tab} ranking (${d.label})`,
    })),
  });
}

/** `/rankings/`: every ranking the site publishes, with what each ranks by and its data. */
function rankingsIndex(ctx: RenderContext, views: readonly RankingView[]): SiteFile {
  const site = ctx.pageSite;
  const to = linkerOf(site);
  const items = views.map(
    (v) => html`<li><h2><a href="${to(v.path)}">${v.title}</a></h2><p>${v.explains}</p>${dataLinks(to, v.data)}</li>`,
  );
  const run = ctx.latestRun;
  const main = html`<h1>Rankings</h1>
<p class="lede">${plural(views.length, 'ranking')} of the latest published full run${run === null ? '' : html` (<a href="${to(PAGE_PATHS.run(run.run_id))}">run ${run.run_id}</a>, ${dateHtml(run.published_at)})`}, each with the data behind it.</p>
<ul class="rankings">${items}</ul>`;
  return renderPage(site, {
    path: PAGE_PATHS.rankings,
    title: 'Rankings',
    description: `Every ranking of ${site.name}: ${views.map((v) => v.tab.toLowerCase()).join(', ')}.`,
    section: 'rankings',
    main,
  });
}

/** `/`, the `/rankings/{dimension}/` pages and their list: they change with every published full run. */
export function renderRankingPages(ctx: RenderContext): SiteFile[] {
  const models = new Map(ctx.dataset.models.map((m) => [m.slug, m]));
  const views = rankingViews(ctx);
  return [...views.map((view) => renderView(ctx, views, view, models)), rankingsIndex(ctx, views)];
}

/** The names of the ranking pages below `/rankings/`, in the order of the views. */
export function rankingPages(ctx: RenderContext): string[] {
  return rankingViews(ctx).flatMap((v) => (v.page === null ? [] : [v.page]));
}
