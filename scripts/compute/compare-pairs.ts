// The pairs of models that get a compare page of their own: each model of the latest published full run with the
// models ranked directly above and below it and with the leader. A pair is named in slug order (`a` before `b`).
import { compareText } from '../lib/compare.ts';

export interface ComparePairs {
  /** Every pair once, `[a, b]` with a before b in slug order, sorted. */
  pairs: [string, string][];
  /** slug → the models it has a page with, in the order of the ranking. */
  partners: Map<string, string[]>;
}

/** `ranked`: the slugs of the latest run in ranking order (ties in the ranking's own order). */
export function computeComparePairs(ranked: readonly string[]): ComparePairs {
  const partners = new Map<string, string[]>(ranked.map((slug) => [slug, []]));
  const keys = new Set<string>();
  const pairs: [string, string][] = [];
  const add = (x: string, y: string) => {
    if (x === y) return;
    const [a, b] = compareText(x, y) <= 0 ? [x, y] : [y, x];
    const key = `${a}\0${b}`;
    if (keys.has(key)) return;
    keys.add(key);
    pairs.push([a, b]);
    partners.get(a)!.push(b);
    partners.get(b)!.push(a);
  };
  const leader = ranked[0];
  ranked.forEach((slug, i) => {
    if (leader !== undefined) add(slug, leader);
    if (i + 1 < ranked.length) add(slug, ranked[i + 1]!);
  });
  const position = new Map(ranked.map((slug, i) => [slug, i]));
  for (const list of partners.values()) list.sort((x, y) => position.get(x)! - position.get(y)!);
  pairs.sort((x, y) => compareText(x[0], y[0]) || compareText(x[1], y[1]));
  return { pairs, partners };
}
