// A run's ranking as a table: the leaderboard page, the ranking pages and every run's page show it. The ranked
// column comes first after the model and carries `aria-sort`; then the overall and the ranked fields, the prices
// (where the site has any), the labels and the change. The overall's cap is marked and explained below.
// On a narrow screen the provider moves under the model's name (site.css, .wide and .narrow), so the rank, the
// model and its ranked score are in view without scrolling the table.

import type { LeaderboardRow } from '../../compute/leaderboard.ts';
import { blendedPrice } from '../../compute/price-score.ts';
import { labelValue } from '../../compute/scoring.ts';
import type { Model } from '../../data/schema.ts';
import { providerIdOf } from '../../routes/provider-id.ts';
import { OVERALL, type Scoring } from '../../schemas/scoring.ts';
import {
  compactDollars,
  deltaHtml,
  halfWidthHtml,
  NO_VALUE,
  rankMoveHtml,
  rankRangeHtml,
  rankText,
  tiedRanks,
  valueText,
} from './format.ts';
import { type Html, type HtmlValue, html } from './html.ts';
import type { LinkTo } from './layout.ts';
import { PAGE_PATHS } from './paths.ts';
import {
  betterOfColumn,
  type Column,
  capText,
  columnHeading,
  columnValueHtml,
  formatOfColumn,
  isCapped,
  labelHtml,
  overallMirror,
} from './scores.ts';

/** The id of the note that explains the cap; each page has at most one table with capped rows. */
const CAP_NOTE = 'cap-note';

/** A model's name linking to its page, isolated from the text around it (`dir="auto"`, as `<bdi>` would). */
export function modelLink(to: LinkTo, slug: string, name: string): Html {
  return html`<a href="${to(PAGE_PATHS.model(slug))}" dir="auto">${name}</a>`;
}

/** A provider's name linking to its page (`/providers/{id}/`), isolated from the text around it. */
export function providerLink(to: LinkTo, model: Pick<Model, 'provider' | 'provider_id'>): Html {
  return html`<a href="${to(PAGE_PATHS.provider(providerIdOf(model)))}" dir="auto">${model.provider}</a>`;
}

/** A price in US dollars per million tokens: two decimals at least, four at most (`$0.40`, `$0.125`). */
export function priceText(value: number): string {
  // A price far outside what models cost (a warning names it) stays a few characters: $1e-9, $1T.
  if (value >= 1e6 || (value > 0 && value < 1e-4)) return compactDollars(value);
  return `$${value.toFixed(4).replace(/0{1,2}$/, '')}`;
}

/** A model's input and output price cells (a dash without a price). */
export function priceCells(model: Pick<Model, 'pricing'> | undefined): Html {
  const pricing = model?.pricing ?? null;
  if (pricing === null) return html`<td class="n">${NO_VALUE}</td><td class="n">${NO_VALUE}</td>`;
  // The exact number for sorting (site.js): the text of $1e+21 does not read as a number.
  const cell = (price: number) => html`<td class="n" data-v="${price}">${priceText(price)}</td>`;
  return html`${cell(pricing.input_per_mtok)}${cell(pricing.output_per_mtok)}`;
}

/**
 * The room the site script fills with a sortable table's filter box, kept from the first paint so that the box moves
 * nothing when it comes (layout shift 0); without JavaScript a stylesheet of its own hides it (`NOSCRIPT_STYLESHEET`).
 * Only before a table of at least two rows, the ones the script enhances.
 */
export function filterSlot(rows: number, facets = false): Html | string {
  return rows < 2 ? '' : html`<div class="filter-slot${facets ? ' facets' : ''}"></div>`;
}

/**
 * What the script's filters read of a model's row (`facets` slots): open weights (1 or 0), the release day and the
 * blended price, each left out when the model's file does not give it.
 */
export function facetAttributes(model: Pick<Model, 'pricing' | 'open_weights' | 'released'> | undefined): Html {
  const open = model?.open_weights;
  const price = model?.pricing ? blendedPrice(model.pricing) : undefined;
  return html`${open === undefined ? '' : html` data-open="${open ? 1 : 0}"`}${model?.released === undefined ? '' : html` data-released="${model.released}"`}${price === undefined ? '' : html` data-price="${price}"`}`;
}

/** The mark of a model on the price–score frontier (the value page's chart and table). */
export const FRONTIER_MARK: Html = html`<span class="pf" title="On the price–score frontier"><span aria-hidden="true">◆</span><span class="sr">on the price–score frontier</span></span>`;

function overallCell(scoring: Scoring, row: LeaderboardRow): Html {
  const shown = html`${columnValueHtml(scoring, OVERALL, row.core_overall_display)}`;
  if (!isCapped(scoring, row)) return shown;
  const raw = valueText(scoring.overallFormat, row.core_overall_raw!);
  return html`${shown}<a class="cap" href="#${CAP_NOTE}" title="Capped at ${capText(scoring)}: ${scoring.overall.cap!.reason} (uncapped ${raw})"><span aria-hidden="true">†</span><span class="sr">capped, see the note</span></a>`;
}

/**
 * The ranked column shows the row's `score` (the only field value and stability have) and its interval's
 * half-width where it has one; the others their field.
 */
function scoreCell(scoring: Scoring, row: LeaderboardRow, column: Column, ranked: boolean): Html | string {
  const format = formatOfColumn(scoring, column);
  const interval =
    ranked && column !== 'value' && column !== 'stability' ? halfWidthHtml(row.ci95?.[column], format) : '';
  if (column === OVERALL) return html`${overallCell(scoring, row)}${interval}`;
  if (ranked || column === 'value' || column === 'stability')
    return html`${columnValueHtml(scoring, column, row.score)}${interval}`;
  return columnValueHtml(scoring, column, row[column] as number | null);
}

/** "tied for first" after the name of each model whose interval allows first place, when more than one does. */
function tiedForFirst(rows: readonly LeaderboardRow[]): Set<string> {
  const first = rows.filter((r) => r.rank_range?.[0] === 1).map((r) => r.slug);
  return new Set(first.length > 1 ? first : []);
}

/**
 * What the intervals under the table mean, where the ranked scores have any: the ranges, or why there are none
 * (a model of the ranking without an interval for it).
 */
function intervalNote(scoring: Scoring, rows: readonly LeaderboardRow[], key: Column, tied: number): Html | string {
  if (key === 'value' || key === 'stability') return '';
  const without = rows.filter((r) => r.ci95?.[key] === undefined);
  if (without.length === rows.length) return '';
  const meaning = html`± under a score: the half-width of its 95% confidence interval.`;
  if (without.length > 0) {
    const names = without.map(
      (r, i) => html`${i === 0 ? '' : i === without.length - 1 ? ' and ' : ', '}<bdi>${r.name}</bdi>`,
    );
    const capped = key === OVERALL && scoring.overall.cap !== null ? ' (a capped overall score has none)' : '';
    return html`<p class="note">${meaning} No rank ranges: ${names} ${without.length === 1 ? 'has' : 'have'} no interval for this score${capped}.</p>`;
  }
  const ties = tied > 1 ? html` ${tied} models are tied for first: their intervals reach the leader's.` : '';
  const ranges =
    betterOfColumn(scoring, key) === 'lower'
      ? 'from 1 + the models whose interval lies wholly below, to 1 + the models whose interval reaches below its upper end'
      : 'from 1 + the models whose interval lies wholly above, to 1 + the models whose interval reaches above its lower end';
  return html`<p class="note">${meaning} Under a rank: the ranks the intervals allow, ${ranges}.${ties}</p>`;
}

export interface LeaderboardTableInput {
  rows: readonly LeaderboardRow[];
  /** The scoring in force: the columns and how their values read. */
  scoring: Scoring;
  /** Whether the site has prices: the price columns (the spec's scoring shows them whatever the data). */
  prices: boolean;
  dimension: Column;
  caption: HtmlValue;
  to: LinkTo;
  /** Every model by slug: its provider (linked to the provider's page) and its prices. */
  models: ReadonlyMap<string, Model>;
  /** Models marked as on the price–score frontier (the value page). */
  frontier?: ReadonlySet<string>;
}

/** The rank's move over the score's change; a rank that held is not drawn above a score that moved (no "–" over it). */
function changeHtml(scoring: Scoring, row: LeaderboardRow, dimension: Column): Html {
  if (row.score_change === null) return rankMoveHtml(row.rank_change);
  const move = row.rank_change === 0 ? html`<span class="sr">same rank, score </span>` : rankMoveHtml(row.rank_change);
  const delta = deltaHtml(row.score_change, formatOfColumn(scoring, dimension), betterOfColumn(scoring, dimension));
  return html`${move}<small>${delta}</small>`;
}

/** The ranking as a table in its own scrolling box, and the note on capped scores when a row is capped. */
export function leaderboardTable(input: LeaderboardTableInput): Html {
  const { rows, scoring, dimension, caption, to, models, frontier } = input;
  // A score's ranking shows every score; value's and stability's the overall score beside theirs (with the
  // prices, the value table fits 1,280 px: the scores are a click away on the overall ranking).
  const scoreColumns = [OVERALL, ...scoring.ranked.map((f) => f.key)];
  // A field the overall is nothing but is not shown beside it: ranked by one, the other repeats it.
  const mirror = overallMirror(scoring);
  const twin = dimension === mirror ? OVERALL : mirror;
  const others = (dimension === 'value' || dimension === 'stability' ? [OVERALL] : scoreColumns).filter(
    (c) => c !== dimension && c !== twin,
  );
  const columns: Column[] = [dimension, ...others];
  const tied = tiedRanks(rows.map((r) => r.rank));
  const first = tiedForFirst(rows);
  const order = betterOfColumn(scoring, dimension) === 'lower' ? 'ascending' : 'descending';
  const head = columns.map((c, i) =>
    i === 0
      ? html`<th scope="col" class="n k" aria-sort="${order}">${columnHeading(scoring, c)}</th>`
      : html`<th scope="col" class="n">${columnHeading(scoring, c)}</th>`,
  );
  const labels = scoring.labels.map((l) => l.key);
  const body = rows.map((row) => {
    const model = models.get(row.slug);
    const provider = model === undefined ? html`${row.provider}` : providerLink(to, model);
    const mark = frontier?.has(row.slug) === true ? html` ${FRONTIER_MARK}` : '';
    const tiedFirst = first.has(row.slug) ? html` <small class="t1">tied for first</small>` : '';
    const prices = input.prices ? priceCells(model) : '';
    const labelCells = labels.map((key) => html`<td>${labelHtml(scoring, key, labelValue(row, key))}</td>`);
    return html`<tr${facetAttributes(model)}><td class="n">${rankText(row.rank, tied.has(row.rank))}${rankRangeHtml(row.rank_range)}</td><th scope="row">${modelLink(to, row.slug, row.name)}${mark}${tiedFirst}<span class="pv narrow">${provider}</span></th><td class="pv wide">${provider}</td>${columns.map((c, i) => html`<td class="n${i === 0 ? ' k' : ''}">${scoreCell(scoring, row, c, i === 0)}</td>`)}${prices}${labelCells}<td class="n" data-v="${row.rank_change ?? ''}">${changeHtml(scoring, row, dimension)}</td></tr>
`;
  });
  const capped = rows.filter((r) => isCapped(scoring, r));
  const at = capText(scoring);
  const note =
    capped.length === 0
      ? ''
      : html`<p class="note" id="${CAP_NOTE}"><span aria-hidden="true">†</span> ${scoring.words.capNote(at)} Uncapped: ${capped.map((r, i) => html`${i > 0 ? ', ' : ''}<bdi>${r.name}</bdi> ${valueText(scoring.overallFormat, r.core_overall_raw!)}`)}.</p>`;
  const width = 3 + columns.length + (input.prices ? 2 : 0) + labels.length + 1;
  const empty = html`<tr><td colspan="${width}">No model in this run.</td></tr>`;
  const priceHeads = input.prices
    ? html`<th scope="col" class="n">Input price</th><th scope="col" class="n">Output price</th>`
    : '';
  const labelHeads = scoring.labels.map((l) => html`<th scope="col">${l.label}</th>`);
  return html`${filterSlot(rows.length, true)}<section class="scroll" aria-label="Leaderboard table" tabindex="0"><table class="board sortable">
<caption>${caption}</caption>
<thead><tr><th scope="col" class="n">Rank</th><th scope="col">Model</th><th scope="col" class="wide">Provider</th>${head}${priceHeads}${labelHeads}<th scope="col" class="n">Change</th></tr></thead>
<tbody>
${rows.length === 0 ? empty : body}</tbody>
</table></section>
${note}${intervalNote(scoring, rows, dimension, first.size)}`;
}
