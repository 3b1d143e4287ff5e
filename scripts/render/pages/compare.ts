// Models side by side. `/compare/{a}/{b}/` is pre-rendered for each model with its neighbours in the ranking and
// the leader (compute/compare-pairs.ts); `/compare/` lets a reader pick any 2 to 4 models when JavaScript runs,
// the choice kept in the address (`?models=a,b,c`). Both draw the same view from the same data: this module
// computes each model's table cells and chart line once (the chart's scales are shared by every model, so one
// model's line is the same in any comparison), renders the pre-rendered pages from them, and writes them as
// `/compare/models.json` for the site script, which only places them (docs/pages.md, "Compare").
import { computeComparePairs } from '../../compute/compare-pairs.ts';
import type { LeaderboardRow } from '../../compute/leaderboard.ts';
import { MODEL_HISTORY_POINTS, type ModelHistoryPoint } from '../../compute/model-history.ts';
import { blendedPrice } from '../../compute/price-score.ts';
import { round2 } from '../../compute/scoring.ts';
import type { IntegrityLabel, Model, Site } from '../../data/schema.ts';
import { providerIdOf } from '../../routes/provider-id.ts';
import { SCORE_FIELDS, type ScoreField } from '../../schemas/score-fields.ts';
import type { RenderContext } from '../context.ts';
import { jsonFile } from '../json.ts';
import { leaderboardRows } from '../leaderboard-rows.ts';
import type { SiteFile } from '../types.ts';
import { type ChartBox, drawingBoxes } from './charts/line-chart.ts';
import {
  chartLabel,
  LINE_STYLES,
  type ModelLine,
  overallBox,
  overallChartText,
  overallDrawings,
  overallGeometry,
} from './charts/overall-chart.ts';
import { fixed2, signed2 } from './format.ts';
import { type Html, html } from './html.ts';
import { type LinkTo, linkerOf, renderPage } from './layout.ts';
import { priceText } from './leaderboard-table.ts';
import { COMPARE_DATA, PAGE_PATHS, pageFileOf } from './paths.ts';
import { shareTags, siteCard } from './share-tags.ts';

/** A cell: its text, the class that marks it (integrity, recommendation), a link, or no value (`n`). */
interface CompareCell {
  t: string;
  c?: string;
  h?: string;
  n?: 1;
}

const NONE: CompareCell = { t: '–', n: 1 };
const INTEGRITY_CLASS: Record<IntegrityLabel, string> = { pass: 'ip', warn: 'iw', fail: 'if' };
const RECOMMENDATION = {
  recommended: { t: 'Recommended', c: 'up' },
  neutral: { t: 'Neutral' },
  not_recommended: { t: 'Not recommended', c: 'down' },
} as const;

/** What a model's cells are made from. */
interface CompareFacts {
  to: LinkTo;
  model: Model;
  /** Its row in the latest published run's overall ranking, if it is in that run. */
  row: LeaderboardRow | undefined;
  incidents: number;
}

/** A row of the comparison: its heading and each model's cell. */
interface CompareRow {
  field: string;
  cell(facts: CompareFacts): CompareCell;
}

/** A score, with the half-width of its 95% interval where it has one (`86.25 ±0.68`). */
const score = (value: number | undefined, halfWidth?: number): CompareCell =>
  value === undefined ? NONE : { t: halfWidth === undefined ? fixed2(value) : `${fixed2(value)} ±${halfWidth}` };

/**
 * A score field's rows (schemas/score-fields.ts), in the table's order: its score, and for the field shown with the
 * integrity label, the score and then the label ("Integrity score", "Integrity check").
 */
function scoreRows(f: ScoreField): CompareRow[] {
  const value: CompareRow['cell'] = ({ row }) => score(row?.[f.key], row?.ci95?.[f.key]);
  if (!('withIntegrityLabel' in f)) return [{ field: f.label, cell: value }];
  return [
    { field: `${f.label} score`, cell: value },
    {
      field: `${f.label} check`,
      cell: ({ row }) =>
        row === undefined ? NONE : { t: row.integrity_label, c: INTEGRITY_CLASS[row.integrity_label] },
    },
  ];
}

const blendedOf = (model: Model): number | null => (model.pricing === null ? null : blendedPrice(model.pricing));

/** The rows of the comparison, in order. */
const COMPARE_ROWS: readonly CompareRow[] = [
  {
    field: 'Provider',
    cell: ({ to, model }) => ({ t: model.provider, h: to(PAGE_PATHS.provider(providerIdOf(model))) }),
  },
  { field: 'Overall rank', cell: ({ row }) => (row === undefined ? NONE : { t: String(row.rank) }) },
  { field: 'Overall', cell: ({ row }) => score(row?.core_overall_display, row?.ci95?.core_overall_display) },
  ...SCORE_FIELDS.flatMap(scoreRows),
  {
    field: 'Recommendation',
    cell: ({ row }) => (row === undefined ? NONE : { ...RECOMMENDATION[row.recommendation_status] }),
  },
  {
    field: 'Input price',
    cell: ({ model }) => (model.pricing === null ? NONE : { t: priceText(model.pricing.input_per_mtok) }),
  },
  {
    field: 'Output price',
    cell: ({ model }) => (model.pricing === null ? NONE : { t: priceText(model.pricing.output_per_mtok) }),
  },
  {
    field: 'Blended price',
    cell: ({ model }) => {
      const blended = blendedOf(model);
      return blended === null ? NONE : { t: priceText(round2(blended)) };
    },
  },
  {
    field: 'Value (points per $)',
    cell: ({ model, row }) => {
      const blended = blendedOf(model);
      return row === undefined || blended === null || blended <= 0
        ? NONE
        : { t: fixed2(round2(row.core_overall_display / blended)) };
    },
  },
  { field: 'Incidents', cell: ({ incidents }) => ({ t: String(incidents) }) },
];

/** The rows' headings, in order (the site script reads them from `/compare/models.json`). */
const COMPARE_FIELDS = COMPARE_ROWS.map((r) => r.field);

/** The scores whose differences the comparison weighs against their intervals: the overall and each score field. */
const VERDICT_SCORES = [
  { key: 'core_overall_display', label: 'Overall' },
  ...SCORE_FIELDS.map((f) => ({ key: f.key, label: f.label })),
] as const;

/** A model's score and its half-width (null without one) for each of VERDICT_SCORES; null where it has no score. */
type VerdictScores = ([number, number | null] | null)[];

function verdictScoresOf(row: LeaderboardRow | undefined): VerdictScores {
  return VERDICT_SCORES.map(({ key }) => (row === undefined ? null : [row[key], row.ci95?.[key] ?? null]));
}

/**
 * How a score of `other` differs from the first model's: the difference, and whether it is larger than the two
 * intervals together (|a − b| > hₐ + h_b, in hundredths so that equal sums compare equal); null without both
 * scores. The site script weighs them the same way (public/site.js, verdictText).
 */
function verdictText(first: VerdictScores[number], other: VerdictScores[number]): string | null {
  if (first === null || other === null) return null;
  const difference = round2(other[0] - first[0]);
  if (first[1] === null || other[1] === null) return `${signed2(difference)}, no interval`;
  const beyond = Math.abs(Math.round(difference * 100)) > Math.round(first[1] * 100) + Math.round(other[1] * 100);
  return `${signed2(difference)}, ${beyond ? 'beyond' : 'within'} the intervals`;
}

/**
 * Each other model's differences from the first, score by score, weighed against their intervals: only where
 * some pair of them has intervals to weigh (nothing is said where the runs give none).
 */
function verdictTable(models: readonly CompareModel[]): Html | string {
  const [first, ...others] = models;
  if (first === undefined) return '';
  const texts = others.map((m) => VERDICT_SCORES.map((_, i) => verdictText(first.scores[i]!, m.scores[i]!)));
  if (!texts.some((column) => column.some((t) => t?.endsWith(' the intervals') === true))) return '';
  const head = others.map((m) => html`<th scope="col"><bdi>${m.name}</bdi></th>`);
  const rows = VERDICT_SCORES.map(
    ({ label }, i) =>
      html`<tr><th scope="row">${label}</th>${texts.map((column) => cellHtml(column[i] === null ? NONE : { t: column[i]! }))}</tr>`,
  );
  return html`<section class="scroll" aria-label="Differences and intervals" tabindex="0"><table class="cmp verdict"><caption>Differences from <bdi>${first.name}</bdi>: beyond the intervals when larger than both 95% intervals together</caption><thead><tr><th scope="col">Score</th>${head}</tr></thead><tbody>${rows}</tbody></table></section>`;
}

function cellsOf(facts: CompareFacts): CompareCell[] {
  return COMPARE_ROWS.map((r) => r.cell(facts));
}

function cellHtml(cell: CompareCell): Html {
  if (cell.n === 1) return html`<td><span aria-hidden="true">–</span><span class="sr">no value</span></td>`;
  if (cell.h !== undefined) return html`<td><a href="${cell.h}" dir="auto">${cell.t}</a></td>`;
  if (cell.c !== undefined) return html`<td><span class="${cell.c}">${cell.t}</span></td>`;
  return html`<td>${cell.t}</td>`;
}

/** One model as the comparison needs it: its link, cells and line. */
interface CompareModel {
  slug: string;
  name: string;
  href: string;
  cells: CompareCell[];
  scores: VerdictScores;
  line: ModelLine;
}

/** The comparison of 2 to 4 models: the table and the chart. The site script builds the same markup. */
function compareView(models: readonly CompareModel[], domains: Domains): Html {
  const head = models.map((m) => html`<th scope="col"><a href="${m.href}" dir="auto">${m.name}</a></th>`);
  const rows = COMPARE_FIELDS.map(
    (field, i) => html`<tr><th scope="row">${field}</th>${models.map((m) => cellHtml(m.cells[i]!))}</tr>`,
  );
  const lines = models.map((m) => m.line);
  const chart = overallDrawings(lines, domains, overallChartText('cmp', lines));
  const legend = models.map((m, i) => html`${i > 0 ? '; ' : ''}<bdi>${m.name}</bdi> (${LINE_STYLES[i]!.words})`);
  return html`<section class="scroll" aria-label="Comparison table" tabindex="0"><table class="cmp"><caption>Side by side, latest published run</caption><thead><tr><th scope="col">Model</th>${head}</tr></thead><tbody>${rows}</tbody></table></section>${verdictTable(models)}<figure class="lines" tabindex="0">${chart}<figcaption>Overall score per published full run, over the leaderboard's last ${MODEL_HISTORY_POINTS} runs: ${legend}.</figcaption></figure>`;
}

interface Domains {
  x: readonly [Date, Date];
  y: readonly [number, number];
}

/** The chart's span: the latest published full runs a model page shows, and every overall score in them. */
function sharedDomains(ctx: RenderContext, histories: ReadonlyMap<string, ModelHistoryPoint[]>): Domains | null {
  const runs = ctx.fullRuns.slice(-MODEL_HISTORY_POINTS);
  const first = runs[0];
  const last = runs.at(-1);
  if (first === undefined || last === undefined) return null;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const points of histories.values()) {
    for (const p of points) {
      if (p.published_at < first.published_at) continue;
      low = Math.min(low, p.core_overall_display);
      high = Math.max(high, p.core_overall_display);
    }
  }
  if (low > high) return null;
  return { x: [new Date(first.published_at), new Date(last.published_at)], y: [low, high] };
}

function compareModels(ctx: RenderContext, to: LinkTo, domains: Domains | null): Map<string, CompareModel> {
  const histories = ctx.modelHistories();
  const rows = new Map(leaderboardRows(ctx, ctx.latestRun, 'core_overall_display').map((r) => [r.slug, r]));
  const incidents = new Map<string, number>();
  for (const i of ctx.dataset.incidents) incidents.set(i.model, (incidents.get(i.model) ?? 0) + 1);
  const since = domains === null ? '' : domains.x[0].toISOString();
  const result = new Map<string, CompareModel>();
  for (const model of ctx.dataset.models) {
    const points = (histories.get(model.slug) ?? []).filter((p) => new Date(p.published_at).toISOString() >= since);
    result.set(model.slug, {
      slug: model.slug,
      name: model.name,
      href: to(PAGE_PATHS.model(model.slug)),
      cells: cellsOf({ to, model, row: rows.get(model.slug), incidents: incidents.get(model.slug) ?? 0 }),
      scores: verdictScoresOf(rows.get(model.slug)),
      line: { slug: model.slug, name: model.name, points },
    });
  }
  return result;
}

/** A pair page's title and description, also those of its reversed address. */
function pairText(site: Site, a: CompareModel, b: CompareModel) {
  return {
    title: `${a.name} and ${b.name} compared`,
    description: `${a.name} and ${b.name} side by side on ${site.name}: scores, ranks, prices and history.`,
  };
}

function pairPage(ctx: RenderContext, a: CompareModel, b: CompareModel, domains: Domains): SiteFile {
  const { site } = ctx.dataset;
  const to = linkerOf(site);
  const main = html`<h1><bdi>${a.name}</bdi> and <bdi>${b.name}</bdi></h1>
<p class="lede">Every score, rank, price and the overall score over time, side by side. <a href="${to(PAGE_PATHS.compare)}?models=${a.slug},${b.slug}">Add models to the comparison</a> (up to four).</p>
${compareView([a, b], domains)}`;
  return renderPage(site, {
    path: PAGE_PATHS.comparePair(a.slug, b.slug),
    ...pairText(site, a, b),
    section: 'compare',
    main,
  });
}

/**
 * `/compare/{b}/{a}/`, a pair named the other way round: a page that sends the reader on to the pair's page at once
 * (a refresh without delay, which every host serves as a file), and tells a link preview what the pair's page does.
 */
function reversedPairPage(site: Site, a: CompareModel, b: CompareModel): SiteFile {
  const pair = PAGE_PATHS.comparePair(a.slug, b.slug);
  const target = linkerOf(site)(pair);
  const text = pairText(site, a, b);
  const title = `${text.title} · ${site.name}`;
  const page = html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="0; url=${target}">
<meta name="robots" content="noindex">
<title>${title}</title>
<meta name="description" content="${text.description}">
${shareTags(site, { path: pair, title, description: text.description, card: siteCard(site), type: 'article' })}
</head>
<body>
<p><a href="${target}"><bdi>${a.name}</bdi> and <bdi>${b.name}</bdi> compared</a></p>
</body>
</html>
`;
  return { path: pageFileOf(PAGE_PATHS.comparePair(b.slug, a.slug)), body: page.toString() };
}

function compareIndex(ctx: RenderContext, pairs: readonly [CompareModel, CompareModel][]): SiteFile {
  const { site } = ctx.dataset;
  const to = linkerOf(site);
  const selects = [1, 2, 3, 4].map(
    (n) =>
      html`<label>Model ${n}${n > 2 ? ' (optional)' : ''} <select name="m${n}"${n <= 2 ? html` required` : ''}><option value="">${n > 2 ? 'None' : 'Choose a model'}</option></select></label>`,
  );
  const links = pairs.map(
    ([a, b]) =>
      html`<li><a href="${to(PAGE_PATHS.comparePair(a.slug, b.slug))}"><bdi>${a.name}</bdi> and <bdi>${b.name}</bdi></a></li>`,
  );
  const main = html`<h1>Compare models</h1>
<p class="lede">Put 2 to 4 models side by side: every score, rank, price, integrity, recommendation and incidents count, and their overall scores over time in one chart. The address keeps the choice, so it can be shared; without one, the two leaders are compared.</p>
<form class="pick" id="compare-form" data-src="${to(COMPARE_DATA)}">${selects}<button type="submit">Compare</button></form>
<p id="compare-status" role="status"></p>
<div id="compare-view"></div>
<noscript><p>Choosing models, and showing those an address names after <code>?models=</code>, needs JavaScript; the ready-made comparisons below need none.</p></noscript>
<h2>Ready-made comparisons</h2>
<p>Each model with the models ranked directly above and below it, and with the leader.</p>
<ul class="cols">${links}</ul>`;
  return renderPage(site, {
    path: PAGE_PATHS.compare,
    title: 'Compare models',
    description: `Compare any two to four models of ${site.name} side by side.`,
    section: 'compare',
    main,
  });
}

/** What the script reads: the view's fixed parts and each model's cells and line (see compareView). */
function compareData(ctx: RenderContext, models: ReadonlyMap<string, CompareModel>, domains: Domains | null) {
  const all = [...models.values()];
  // Both drawings' frames, and each model's line in each (as the pre-rendered pages draw them).
  const boxes = drawingBoxes(overallBox(0));
  const frame = (box: ChartBox) => {
    const { xTicks, yTicks, markers } = overallGeometry([], domains!, box);
    return { box, x_ticks: xTicks, y_ticks: yTicks, markers };
  };
  const path = (line: ModelLine, box: ChartBox) => overallGeometry([line], domains!, box).series[0]?.path ?? '';
  return {
    fields: COMPARE_FIELDS,
    verdict_fields: VERDICT_SCORES.map((v) => v.label),
    history_points: MODEL_HISTORY_POINTS,
    chart: domains === null ? null : { wide: frame(boxes.wide), narrow: frame(boxes.narrow) },
    styles: LINE_STYLES,
    models: all.map((m) => {
      const last = m.line.points.at(-1);
      return {
        slug: m.slug,
        name: m.name,
        href: m.href,
        cells: m.cells,
        scores: m.scores,
        label: chartLabel(m.name),
        end: last === undefined ? null : fixed2(last.core_overall_display),
        summary: overallChartText('cmp', [m.line]).description.slice(0, -1),
        paths: domains === null ? null : { wide: path(m.line, boxes.wide), narrow: path(m.line, boxes.narrow) },
      };
    }),
    // Shown when the address names no model: the two first of the latest ranking.
    leaders: leaderboardRows(ctx, ctx.latestRun, 'core_overall_display')
      .slice(0, 2)
      .map((r) => r.slug),
  };
}

/** The slug pairs with a page of their own (none before the first published full run). */
export function comparePairsOf(ctx: RenderContext): [string, string][] {
  if (ctx.fullRuns.length === 0) return [];
  return computeComparePairs(leaderboardRows(ctx, ctx.latestRun, 'core_overall_display').map((r) => r.slug)).pairs;
}

export function* renderComparePages(ctx: RenderContext): Generator<SiteFile> {
  const to = linkerOf(ctx.dataset.site);
  const histories = ctx.modelHistories();
  const domains = sharedDomains(ctx, histories);
  const models = compareModels(ctx, to, domains);
  const pairs = comparePairsOf(ctx).map(([a, b]) => [models.get(a)!, models.get(b)!] as [CompareModel, CompareModel]);
  yield compareIndex(ctx, pairs);
  yield jsonFile(COMPARE_DATA, compareData(ctx, models, domains));
  if (domains === null) return;
  for (const [a, b] of pairs) {
    yield pairPage(ctx, a, b, domains);
    yield reversedPairPage(ctx.dataset.site, a, b);
  }
}
