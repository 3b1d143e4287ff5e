// Standard competition ranking ("1224") with the tie-breaks of docs/data-format.md ("Scoring rules").
import { compareText } from '../lib/compare.ts';

export interface Rankable {
  slug: string;
  core_overall_display: number;
}

export interface Ranked<T> {
  rank: number;
  item: T;
  value: number | null;
}

function compareValues(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1; // nulls sort last
  if (b === null) return -1;
  return b - a;
}

/**
 * Sorts descending by `scoreOf` (nulls last), ties broken by core_overall_display desc then slug asc, and gives
 * equal values the same rank (1, 2, 2, 4). Equal nulls share a rank too.
 */
export function rankRows<T extends Rankable>(items: readonly T[], scoreOf: (item: T) => number | null): Ranked<T>[] {
  const sorted = items
    .map((item) => ({ item, value: scoreOf(item) }))
    .sort(
      (a, b) =>
        compareValues(a.value, b.value) ||
        b.item.core_overall_display - a.item.core_overall_display ||
        compareText(a.item.slug, b.item.slug),
    );
  const ranked: Ranked<T>[] = [];
  sorted.forEach((entry, index) => {
    const previous = ranked[index - 1];
    const rank = previous !== undefined && previous.value === entry.value ? previous.rank : index + 1;
    ranked.push({ rank, item: entry.item, value: entry.value });
  });
  return ranked;
}
