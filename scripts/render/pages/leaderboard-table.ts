// A run's ranking as a table: the leaderboard page, the ranking pages and every run's page show it. The ranked
// column comes first after the model and carries `aria-sort`; the integrity cap is marked and explained below.
// On a narrow screen the provider moves under the model's name (site.css, .wide and .narrow), so the rank, the
// model and its ranked score are in view without scrolling the table.

import type { LeaderboardRow } from '../../compute/leaderboard.ts';
import { blendedPrice } from '../../compute/price-score.ts';
import { INTEGRITY_CAP } from '../../compute/scoring.ts';
import type { IntegrityLabel, Model } from '../../data/schema.ts';
import { providerIdOf } from '../../routes/provider-id.ts';
import type { Dimension } from '../../schemas/dimensions.ts';
import { RANKED_SCORE_FIELDS, RANKED_SCORE_KEYS } from '../../schemas/score-fields.ts';
import {
  compactDollars,
  deltaHtml,
  fixed2,
  halfWidthHtml,
  NO_VALUE,
  rankMoveHtml,
  rankRangeHtml,
  rankText,
  scoreHtml,
  tiedRanks,
} from './format.ts';
import { type Html, type HtmlValue, html } from './html.ts';
import type { LinkTo } from './layout.ts';
import { PAGE_PATHS } from './paths.ts';

/** The columns every table shows: the overall score and the rankable score fields (schemas/score-fields.ts). */
const SCORE_COLUMNS = ['core_overall_display', ...RANKED_SCORE_KEYS] as const;

/** The score columns a table can show, with their headings. */
const COLUMNS: Record<Column, string> = {
  core_overall_display: 'Overall',
  ...Object.fromEntries(RANKED_SCORE_FIELDS.map((f) => [f.key, f.label])),
  // Overall score points per US dollar of the blended price per million tokens.
  value: 'Value (points per $)',
  stability: 'Stability',
} as Record<Column, string>;
type Column = (typeof SCORE_COLUMNS)[number] | 'value' | 'stability';

/** Each label's class: the stylesheet draws its mark (✓, !, ✗) and colour; the word is always written. */
const INTEGRITY_CLASS: Record<IntegrityLabel, string> = { pass: 'ip', warn: 'iw', fail: 'if' };

const RECOMMENDATION: Record<LeaderboardRow['recommendation_status'], { text: string; tone: string }> = {
  recommended: { text: 'Recommended', tone: 'up' },
  neutral: { text: 'Neutral', tone: '' },
  not_recommended: { text: 'Not recommended', tone: 'down' },
};

/** The id of the note that explains the cap; each page has at most one table with capped rows. */
const CAP_NOTE = 'cap-note';

export function integrityHtml(label: IntegrityLabel): Html {
  return html`<span class="${INTEGRITY_CLASS[label]}">${label}</span>`;
}

export function recommendationHtml(status: LeaderboardRow['recommendation_status']): Html {
  const { text, tone } = RECOMMENDATION[status];
  return tone === '' ? html`${text}` : html`<span class="${tone}">${text}</span>`;
}

/** True when the overall score shown is the cap, lower than the computed one. */
export function isCapped(row: Pick<LeaderboardRow, 'integrity_label' | 'core_overall_raw' | 'core_overall_display'>) {
  return row.integrity_label === 'fail' && row.core_overall_raw > row.core_overall_display;
}

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

function overallCell(row: LeaderboardRow): Html {
  if (!isCapped(row)) return html`${fixed2(row.core_overall_display)}`;
  return html`${fixed2(row.core_overall_display)}<a class="cap" href="#${CAP_NOTE}" title="Capped at ${INTEGRITY_CAP}: the integrity check failed (uncapped ${fixed2(row.core_overall_raw)})"><span aria-hidden="true">†</span><span class="sr">capped, see the note</span></a>`;
}

/**
 * The ranked column shows the row's `score` (the only field value and stability have) and its interval's
 * half-width where it has one; the others their field.
 */
function scoreCell(row: LeaderboardRow, column: Column, ranked: boolean): Html | string {
  const interval = ranked && column !== 'value' && column !== 'stability' ? halfWidthHtml(row.ci95?.[column]) : '';
  if (column === 'core_overall_display') return html`${overallCell(row)}${interval}`;
  if (ranked || column === 'value' || column === 'stability') return html`${scoreHtml(row.score)}${interval}`;
  return scoreHtml(row[column]);
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
function intervalNote(rows: readonly LeaderboardRow[], key: Column, tied: number): Html | string {
  if (key === 'value' || key === 'stability') return '';
  const without = rows.filter((r) => r.ci95?.[key] === undefined);
  if (without.length === rows.length) return '';
  const meaning = html`± under a score: the half-width of its 95% confidence interval.`;
  if (without.length > 0) {
    const names = without.map(
      (r, i) => html`${i === 0 ? '' : i === without.length - 1 ? ' and ' : ', '}<bdi>${r.name}</bdi>`,
    );
    return html`<p class="note">${meaning} No rank ranges: ${names} ${without.length === 1 ? 'has' : 'have'} no interval for this score${key === 'core_overall_display' ? ' (a capped overall score has none)' : ''}.</p>`;
  }
  const ties = tied > 1 ? html` ${tied} models are tied for first: their intervals reach the leader's.` : '';
  return html`<p class="note">${meaning} Under a rank: the ranks the intervals allow, from 1 + the models whose interval lies wholly above, to 1 + the models whose interval reaches above its lower end.${ties}</p>`;
}

export interface LeaderboardTableInput {
  rows: readonly LeaderboardRow[];
  dimension: Extract<Dimension, Column>;
  caption: HtmlValue;
  to: LinkTo;
  /** Every model by slug: its provider (linked to the provider's page) and its prices. */
  models: ReadonlyMap<string, Model>;
  /** Models marked as on the price–score frontier (the value page). */
  frontier?: ReadonlySet<string>;
}

/** The rank's move over the score's change; a rank that held is not drawn above a score that moved (no "–" over it). */
function changeHtml(row: LeaderboardRow): Html {
  if (row.score_change === null) return rankMoveHtml(row.rank_change);
  const move = row.rank_change === 0 ? html`<span class="sr">same rank, score </span>` : rankMoveHtml(row.rank_change);
  return html`${move}<small>${deltaHtml(row.score_change)}</small>`;
}

/** The ranking as a table in its own scrolling box, and the note on capped scores when a row is capped. */
export function leaderboardTable({ rows, dimension, caption, to, models, frontier }: LeaderboardTableInput): Html {
  // A score's ranking shows every score; value's and stability's the overall score beside theirs (with the
  // prices, the value table fits 1,280 px: the scores are a click away on the overall ranking).
  const others = (
    dimension === 'value' || dimension === 'stability' ? ['core_overall_display' as const] : SCORE_COLUMNS
  ).filter((c) => c !== dimension);
  const columns: Column[] = [dimension, ...others];
  const tied = tiedRanks(rows.map((r) => r.rank));
  const first = tiedForFirst(rows);
  const head = columns.map((c, i) =>
    i === 0
      ? html`<th scope="col" class="n k" aria-sort="descending">${COLUMNS[c]}</th>`
      : html`<th scope="col" class="n">${COLUMNS[c]}</th>`,
  );
  const body = rows.map((row) => {
    const model = models.get(row.slug);
    const provider = model === undefined ? html`${row.provider}` : providerLink(to, model);
    const mark = frontier?.has(row.slug) === true ? html` ${FRONTIER_MARK}` : '';
    const tiedFirst = first.has(row.slug) ? html` <small class="t1">tied for first</small>` : '';
    return html`<tr${facetAttributes(model)}><td class="n">${rankText(row.rank, tied.has(row.rank))}${rankRangeHtml(row.rank_range)}</td><th scope="row">${modelLink(to, row.slug, row.name)}${mark}${tiedFirst}<span class="pv narrow">${provider}</span></th><td class="pv wide">${provider}</td>${columns.map((c, i) => html`<td class="n${i === 0 ? ' k' : ''}">${scoreCell(row, c, i === 0)}</td>`)}${priceCells(model)}<td>${integrityHtml(row.integrity_label)}</td><td>${recommendationHtml(row.recommendation_status)}</td><td class="n" data-v="${row.rank_change ?? ''}">${changeHtml(row)}</td></tr>
`;
  });
  const capped = rows.filter(isCapped);
  const note =
    capped.length === 0
      ? ''
      : html`<p class="note" id="${CAP_NOTE}"><span aria-hidden="true">†</span> Capped at ${INTEGRITY_CAP}: a model that fails the integrity check is shown with an overall score of at most ${INTEGRITY_CAP}. Uncapped: ${capped.map((r, i) => html`${i > 0 ? ', ' : ''}<bdi>${r.name}</bdi> ${fixed2(r.core_overall_raw)}`)}.</p>`;
  const empty = html`<tr><td colspan="${columns.length + 8}">No model in this run.</td></tr>`;
  return html`${filterSlot(rows.length, true)}<section class="scroll" aria-label="Leaderboard table" tabindex="0"><table class="board sortable">
<caption>${caption}</caption>
<thead><tr><th scope="col" class="n">Rank</th><th scope="col">Model</th><th scope="col" class="wide">Provider</th>${head}<th scope="col" class="n">Input price</th><th scope="col" class="n">Output price</th><th scope="col">Integrity</th><th scope="col">Recommendation</th><th scope="col" class="n">Change</th></tr></thead>
<tbody>
${rows.length === 0 ? empty : body}</tbody>
</table></section>
${note}${intervalNote(rows, dimension, first.size)}`;
}
