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
import { labelValue, round2, roundHalfAway, scoreValue } from '../../compute/scoring.ts';
import type { Model, Site } from '../../data/schema.ts';
import { providerIdOf } from '../../routes/provider-id.ts';
import { type NumberFormat, OVERALL, type ScoreField, type Scoring } from '../../schemas/scoring.ts';
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
import { fixed2, halfWidthText, POINTS, signedText, valueText } from './format.ts';
import { type Html, html } from './html.ts';
import { type LinkTo, linkerOf, renderPage } from './layout.ts';
import { priceText } from './leaderboard-table.ts';
import { COMPARE_DATA, PAGE_PATHS, pageFileOf } from './paths.ts';
import { overallNoun, overallNounInText, overallNounsInText, scaleWords } from './scores.ts';
import { shareTags, siteCard } from './share-tags.ts';

/** A cell: its text, the class that marks it (integrity, recommendation), a link, or no value (`n`). */
interface CompareCell {
  t: string;
  c?: string;
  h?: string;
  n?: 1;
}

const NONE: CompareCell = { t: '–', n: 1 };

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
const score = (format: NumberFormat, value: number | null | undefined, halfWidth?: number): CompareCell =>
  value === undefined || value === null
    ? NONE
    : {
        t:
          halfWidth === undefined
            ? valueText(format, value)
            : `${valueText(format, value)} ${halfWidthText(format, halfWidth)}`,
      };

/** A label's cell: its words and mark (the scoring's). */
function labelCell(scoring: Scoring, key: string, row: LeaderboardRow | undefined): CompareCell {
  const value = row === undefined ? null : labelValue(row, key);
  if (value === null) return NONE;
  const word = scoring.words.labelWords[key]?.[value] ?? { text: value, tone: '' };
  return word.tone === '' ? { t: word.text } : { t: word.text, c: word.tone };
}

/**
 * A score field's rows, in the fields' order: its score, and for a field shown with a label, the score and then
 * the label ("Integrity score", "Integrity check").
 */
function scoreRows(scoring: Scoring, f: ScoreField): CompareRow[] {
  const lower = f.better === 'lower' ? ' (lower is better)' : '';
  const value: CompareRow['cell'] = ({ row }) =>
    score(f, row === undefined ? undefined : scoreValue(row, f.key), row?.ci95?.[f.key]);
  const label = scoring.words.beside[f.key];
  if (label === undefined) return [{ field: `${f.label}${lower}`, cell: value }];
  return [
    { field: `${f.label} score${lower}`, cell: value },
    { field: `${f.label} check`, cell: ({ row }) => labelCell(scoring, label, row) },
  ];
}

const blendedOf = (model: Model): number | null => (model.pricing === null ? null : blendedPrice(model.pricing));

/** The rows of the comparison, in order: what the site publishes of every model. */
function compareRows(scoring: Scoring, prices: boolean): CompareRow[] {
  const beside = new Set(Object.values(scoring.words.beside));
  const priceRows: CompareRow[] = [
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
        return row === undefined || row.core_overall_display === null || blended === null || blended <= 0
          ? NONE
          : { t: fixed2(round2(row.core_overall_display / blended)) };
      },
    },
  ];
  return [
    {
      field: 'Provider',
      cell: ({ to, model }) => ({ t: model.provider, h: to(PAGE_PATHS.provider(providerIdOf(model))) }),
    },
    {
      field: `${scoring.overall.label} rank`,
      cell: ({ row }) => (row === undefined ? NONE : { t: String(row.rank) }),
    },
    {
      field: scoring.overall.label,
      cell: ({ row }) => score(scoring.overallFormat, row?.core_overall_display, row?.ci95?.core_overall_display),
    },
    ...scoring.fields.flatMap((f) => scoreRows(scoring, f)),
    ...scoring.labels
      .filter((l) => !beside.has(l.key))
      .map((l): CompareRow => ({ field: l.label, cell: ({ row }) => labelCell(scoring, l.key, row) })),
    ...(prices ? priceRows : []),
    { field: 'Incidents', cell: ({ incidents }) => ({ t: String(incidents) }) },
  ];
}

/** The scores whose differences the comparison weighs against their intervals: the overall and each score field. */
function verdictScoresOf(scoring: Scoring): { key: string; label: string; format: NumberFormat }[] {
  return [
    { key: OVERALL, label: scoring.overall.label, format: scoring.overallFormat },
    ...scoring.fields.map((f) => ({ key: f.key, label: f.label, format: { decimals: f.decimals, unit: f.unit } })),
  ];
}

/** A model's score and its half-width (null without one) for each verdict score; null where it has no score. */
type VerdictScores = ([number, number | null] | null)[];

function verdictValuesOf(scoring: Scoring, row: LeaderboardRow | undefined): VerdictScores {
  return verdictScoresOf(scoring).map(({ key }) => {
    const value = row === undefined ? null : scoreValue(row, key);
    return value === null ? null : [value, row!.ci95?.[key] ?? null];
  });
}

/**
 * How a score of `other` differs from the first model's: the difference, and whether it is larger than the two
 * intervals together (|a − b| > hₐ + h_b, in units of the last published decimal so that equal sums compare
 * equal); null without both scores. The site script weighs them the same way (public/site.js, verdictText).
 */
function verdictText(format: NumberFormat, first: VerdictScores[number], other: VerdictScores[number]): string | null {
  if (first === null || other === null) return null;
  const unit = 10 ** format.decimals;
  const difference = roundHalfAway(other[0] - first[0], format.decimals);
  if (first[1] === null || other[1] === null) return `${signedText(format, difference)}, no interval`;
  const beyond = Math.abs(Math.round(difference * unit)) > Math.round(first[1] * unit) + Math.round(other[1] * unit);
  return `${signedText(format, difference)}, ${beyond ? 'beyond' : 'within'} the intervals`;
}

/**
 * Each other model's differences from the first, score by score, weighed against their intervals: only where
 * some pair of them has intervals to weigh (nothing is said where the runs give none).
 */
function verdictTable(scoring: Scoring, models: readonly CompareModel[]): Html | string {
  const [first, ...others] = models;
  if (first === undefined) return '';
  const verdicts = verdictScoresOf(scoring);
  const texts = others.map((m) => verdicts.map((v, i) => verdictText(v.format, first.scores[i]!, m.scores[i]!)));
  if (!texts.some((column) => column.some((t) => t?.endsWith(' the intervals') === true))) return '';
  const head = others.map((m) => html`<th scope="col"><bdi>${m.name}</bdi></th>`);
  const rows = verdicts.map(
    ({ label }, i) =>
      html`<tr><th scope="row">${label}</th>${texts.map((column) => cellHtml(column[i] === null ? NONE : { t: column[i]! }))}</tr>`,
  );
  return html`<section class="scroll" aria-label="Differences and intervals" tabindex="0"><table class="cmp verdict"><caption>Differences from <bdi>${first.name}</bdi>: beyond the intervals when larger than both 95% intervals together</caption><thead><tr><th scope="col">Score</th>${head}</tr></thead><tbody>${rows}</tbody></table></section>`;
}

function cellsOf(rows: readonly CompareRow[], facts: CompareFacts): CompareCell[] {
  return rows.map((r) => r.cell(facts));
}

function cellHtml(cell: CompareCell): Html {
  if (cell.n === 1) return html`<td><span aria-hidden="true">–</span><span class="sr">no value</span></td>`;
  if (cell.h !== undefined) return html`<td><a href="${cell.h}" dir="auto">${cell.t}</a></td>`;
  if (cell.c !== undefined) return html`<td><span class="${cell.c}">${cell.t}</span></td>`;
  return html`<td>${cell.t}</td>`;
}

/** What every comparison of a build shows: its rows (and their headings) and the scores it weighs. */
interface CompareLayout {
  scoring: Scoring;
  rows: CompareRow[];
  /** The rows' headings, in order (the site script reads them from `/compare/models.json`). */
  fields: string[];
  /** The published full runs the chart spans: a model page's history, or every run there is when fewer. */
  runs: number;
}

function compareLayout(ctx: RenderContext): CompareLayout {
  const { scoring } = ctx.dataset;
  const rows = compareRows(scoring, ctx.offers.prices);
  return { scoring, rows, fields: rows.map((r) => r.field), runs: Math.min(MODEL_HISTORY_POINTS, ctx.fullRuns.length) };
}

/** The chart's caption before its legend: `Overall score per published full run`. */
const chartCaption = (scoring: Scoring) => `${overallNoun(scoring)} per published full run${scaleWords(scoring)}`;

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
function compareView(layout: CompareLayout, models: readonly CompareModel[], domains: Domains): Html {
  const { scoring } = layout;
  const head = models.map((m) => html`<th scope="col"><a href="${m.href}" dir="auto">${m.name}</a></th>`);
  const rows = layout.fields.map(
    (field, i) => html`<tr><th scope="row">${field}</th>${models.map((m) => cellHtml(m.cells[i]!))}</tr>`,
  );
  const lines = models.map((m) => m.line);
  const chart = overallDrawings(scoring, lines, domains, overallChartText(scoring, 'cmp', lines));
  const legend = models.map((m, i) => html`${i > 0 ? '; ' : ''}<bdi>${m.name}</bdi> (${LINE_STYLES[i]!.words})`);
  return html`<section class="scroll" aria-label="Comparison table" tabindex="0"><table class="cmp"><caption>Side by side, latest published run</caption><thead><tr><th scope="col">Model</th>${head}</tr></thead><tbody>${rows}</tbody></table></section>${verdictTable(scoring, models)}<figure class="lines" tabindex="0">${chart}<figcaption>${chartCaption(scoring)}, over the leaderboard's last ${layout.runs} runs: ${legend}.</figcaption></figure>`;
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
      if (p.published_at < first.published_at || p.core_overall_display === null) continue;
      low = Math.min(low, p.core_overall_display);
      high = Math.max(high, p.core_overall_display);
    }
  }
  if (low > high) return null;
  return { x: [new Date(first.published_at), new Date(last.published_at)], y: [low, high] };
}

function compareModels(
  ctx: RenderContext,
  layout: CompareLayout,
  to: LinkTo,
  domains: Domains | null,
): Map<string, CompareModel> {
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
      cells: cellsOf(layout.rows, { to, model, row: rows.get(model.slug), incidents: incidents.get(model.slug) ?? 0 }),
      scores: verdictValuesOf(layout.scoring, rows.get(model.slug)),
      line: { slug: model.slug, name: model.name, points },
    });
  }
  return result;
}

/** A pair page's title and description, also those of its reversed address. */
function pairText(site: Site, prices: boolean, a: CompareModel, b: CompareModel) {
  return {
    title: `${a.name} and ${b.name} compared`,
    description: `${a.name} and ${b.name} side by side on ${site.name}: ${prices ? 'scores, ranks, prices' : 'scores, ranks'} and history.`,
  };
}

function pairPage(
  ctx: RenderContext,
  layout: CompareLayout,
  a: CompareModel,
  b: CompareModel,
  domains: Domains,
): SiteFile {
  const site = ctx.pageSite;
  const to = linkerOf(site);
  const { prices } = ctx.offers;
  const main = html`<h1><bdi>${a.name}</bdi> and <bdi>${b.name}</bdi></h1>
<p class="lede">Every score, rank, ${prices ? 'price ' : ''}and the ${overallNounInText(layout.scoring)} over time, side by side. <a href="${to(PAGE_PATHS.compare)}?models=${a.slug},${b.slug}">Add models to the comparison</a> (up to four).</p>
${compareView(layout, [a, b], domains)}`;
  return renderPage(site, {
    path: PAGE_PATHS.comparePair(a.slug, b.slug),
    ...pairText(site, prices, a, b),
    section: 'compare',
    main,
  });
}

/**
 * `/compare/{b}/{a}/`, a pair named the other way round: a page that sends the reader on to the pair's page at once
 * (a refresh without delay, which every host serves as a file), and tells a link preview what the pair's page does.
 */
function reversedPairPage(site: Site, prices: boolean, a: CompareModel, b: CompareModel): SiteFile {
  const pair = PAGE_PATHS.comparePair(a.slug, b.slug);
  const target = linkerOf(site)(pair);
  const text = pairText(site, prices, a, b);
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
  const site = ctx.pageSite;
  const { scoring } = ctx.dataset;
  const shown = [
    'every score',
    'rank',
    ...(ctx.offers.prices ? ['price'] : []),
    ...scoring.labels.map((l) => l.label.toLowerCase()),
    'incidents count',
  ];
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
<p class="lede">Put 2 to 4 models side by side: ${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}, and their ${overallNounsInText(scoring)} over time in one chart. The address keeps the choice, so it can be shared; without one, the two leaders are compared.</p>
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
function compareData(
  ctx: RenderContext,
  layout: CompareLayout,
  models: ReadonlyMap<string, CompareModel>,
  domains: Domains | null,
) {
  const { scoring } = layout;
  const all = [...models.values()];
  // Both drawings' frames, and each model's line in each (as the pre-rendered pages draw them).
  const boxes = drawingBoxes(overallBox(0));
  const frame = (box: ChartBox) => {
    const { xTicks, yTicks, markers } = overallGeometry(scoring, [], domains!, box);
    return { box, x_ticks: xTicks, y_ticks: yTicks, markers };
  };
  const path = (line: ModelLine, box: ChartBox) =>
    overallGeometry(scoring, [line], domains!, box).series[0]?.path ?? '';
  const verdicts = verdictScoresOf(scoring);
  // What the script writes of a scoring other than the spec's: left out where it says what the script assumes
  // (2 decimals without a unit, "Overall score per published full run"), so the spec's file is as it was.
  const formats = verdicts.map((v) => v.format);
  const caption = chartCaption(scoring);
  return {
    fields: layout.fields,
    verdict_fields: verdicts.map((v) => v.label),
    ...(formats.every((f) => f.decimals === POINTS.decimals && f.unit === null) ? {} : { verdict_formats: formats }),
    ...(caption === 'Overall score per published full run' ? {} : { chart_caption: caption }),
    history_points: layout.runs,
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
        end: last?.core_overall_display == null ? null : valueText(scoring.overallFormat, last.core_overall_display),
        summary: overallChartText(scoring, 'cmp', [m.line]).description.slice(0, -1),
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
  const layout = compareLayout(ctx);
  const models = compareModels(ctx, layout, to, domains);
  const pairs = comparePairsOf(ctx).map(([a, b]) => [models.get(a)!, models.get(b)!] as [CompareModel, CompareModel]);
  yield compareIndex(ctx, pairs);
  yield jsonFile(COMPARE_DATA, compareData(ctx, layout, models, domains));
  if (domains === null) return;
  for (const [a, b] of pairs) {
    yield pairPage(ctx, layout, a, b, domains);
    yield reversedPairPage(ctx.dataset.site, ctx.offers.prices, a, b);
  }
}
