// Standard competition ranking ("1224") with the tie-breaks of docs/data-format.md ("Scoring rules"), either way:
// a field where lower is better ranks its smallest value first, and its rank ranges mirror.
import { compareText } from '../lib/compare.ts';
import type { Better } from '../schemas/scoring.ts';

export interface Rankable {
  slug: string;
  core_overall_display: number | null;
}

/** Which way a ranking goes, and the decimals its values and half-widths are published with. */
export interface RankOrder {
  better: Better;
  decimals: number;
}

/** The order of every ranking but a lower-is-better field's: descending, scores published with 2 decimals. */
export const HIGHER_FIRST: RankOrder = { better: 'higher', decimals: 2 };

/** `[best, worst]`: the ranks a model's interval allows (docs/data-format.md, "Intervals"). */
export type RankRange = [best: number, worst: number];

export interface Ranked<T> {
  rank: number;
  item: T;
  value: number | null;
  /** Null where the ranking has no ranges: some model of it without a value or a half-width. */
  range: RankRange | null;
}

/** Descending, nulls last. */
function compareValues(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1; // nulls sort last
  if (b === null) return -1;
  return b - a;
}

/** Ascending, nulls last. */
function compareAscending(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

/** How many of the ascending `sorted` are at most `value`. */
function countAtMost(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Each row's rank range, given every row's value and half-width: with low = s − h and high = s + h, best is 1 + the
 * number of others whose low is above this high, worst 1 + the number of others whose high is above this low (a
 * lower-is-better ranking mirrors it: its values are negated). Null when any value or half-width is missing (most
 * runs give none: that is known at the first row). In units of the last published decimal, so that equal bounds
 * compare equal.
 */
function rankRanges<T>(
  sorted: readonly { item: T; value: number | null }[],
  halfWidthOf: (item: T) => number | undefined,
  order: RankOrder,
): RankRange[] | null {
  const n = sorted.length;
  const lows = new Float64Array(n);
  const highs = new Float64Array(n);
  const unit = 10 ** order.decimals;
  const sign = order.better === 'lower' ? -1 : 1;
  for (let i = 0; i < n; i++) {
    const { item, value } = sorted[i]!;
    const halfWidth = halfWidthOf(item);
    if (value === null || halfWidth === undefined) return null;
    const [s, h] = [sign * Math.round(value * unit), Math.round(halfWidth * unit)];
    lows[i] = s - h;
    highs[i] = s + h;
  }
  const sortedLows = lows.slice().sort();
  const sortedHighs = highs.slice().sort();
  const ranges: RankRange[] = [];
  for (let i = 0; i < n; i++) {
    // A model's own low is never above its own high; its own high is above its own low unless h = 0.
    const best = 1 + n - countAtMost(sortedLows, highs[i]!);
    const worst = 1 + n - countAtMost(sortedHighs, lows[i]!) - (highs[i]! > lows[i]! ? 1 : 0);
    ranges.push([best, worst]);
  }
  return ranges;
}

/**
 * Sorts by `scoreOf`, best first (descending, or ascending where lower is better; nulls last), ties broken by
 * core_overall_display desc (nulls last) then slug asc, and gives equal values the same rank (1, 2, 2, 4). Equal
 * nulls share a rank too. With `halfWidthOf`, each row has its rank range where every row has a value and a
 * half-width.
 */
export function rankRows<T extends Rankable>(
  items: readonly T[],
  scoreOf: (item: T) => number | null,
  halfWidthOf?: (item: T) => number | undefined,
  order: RankOrder = HIGHER_FIRST,
): Ranked<T>[] {
  const compare = order.better === 'lower' ? compareAscending : compareValues;
  const sorted = items
    .map((item) => ({ item, value: scoreOf(item) }))
    .sort(
      (a, b) =>
        compare(a.value, b.value) ||
        compareValues(a.item.core_overall_display, b.item.core_overall_display) ||
        compareText(a.item.slug, b.item.slug),
    );
  const ranges = halfWidthOf === undefined ? null : rankRanges(sorted, halfWidthOf, order);
  const ranked: Ranked<T>[] = [];
  sorted.forEach((entry, index) => {
    const previous = ranked[index - 1];
    const rank = previous !== undefined && previous.value === entry.value ? previous.rank : index + 1;
    ranked.push({ rank, item: entry.item, value: entry.value, range: ranges?.[index] ?? null });
  });
  return ranked;
}
