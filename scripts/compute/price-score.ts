// Price against score for the value page: each model of the latest published full run with its blended price
// (3 input : 1 output, per million tokens) and overall score, and the Pareto frontier: the models no other model
// beats on both, that is none is at most as dear and at least as good, and strictly better on one of the two.

import type { Model } from '../data/schema.ts';
import { compareText } from '../lib/compare.ts';
import type { Standing } from './standings.ts';

export interface PricedModel {
  slug: string;
  name: string;
  /** (3 × input + output) ÷ 4, US dollars per million tokens, above 0. */
  price: number;
  score: number;
  rank: number;
  /** The half-width of the score's 95% interval, null without one (older runs, a capped overall). */
  halfWidth: number | null;
  /** On the Pareto frontier. */
  frontier: boolean;
}

interface UnpricedModel {
  slug: string;
  name: string;
  score: number | null;
  rank: number;
  /**
   * No price published, a blended price of 0 (no place on a log axis, and no value), or no overall score (a
   * weighted field missing).
   */
  reason: 'no-price' | 'free' | 'no-score';
}

export interface PriceScore {
  /** By price ascending, then score descending, then slug. */
  priced: PricedModel[];
  /** By overall rank. */
  unpriced: UnpricedModel[];
}

/** The blended price per million tokens: 3 parts input to 1 part output. */
export function blendedPrice(pricing: NonNullable<Model['pricing']>): number {
  return (3 * pricing.input_per_mtok + pricing.output_per_mtok) / 4;
}

/** The models of the latest run (`standings`) placed by price and score, the frontier marked. */
export function computePriceScore(models: readonly Model[], standings: ReadonlyMap<string, Standing>): PriceScore {
  const priced: PricedModel[] = [];
  const unpriced: UnpricedModel[] = [];
  for (const model of models) {
    const standing = standings.get(model.slug);
    if (standing === undefined) continue;
    const base = { slug: model.slug, name: model.name, score: standing.score, rank: standing.rank };
    if (base.score === null) {
      unpriced.push({ ...base, reason: 'no-score' });
      continue;
    }
    const price = model.pricing === null ? null : blendedPrice(model.pricing);
    if (price === null || price <= 0) {
      unpriced.push({ ...base, reason: price === null ? 'no-price' : 'free' });
      continue;
    }
    priced.push({
      ...base,
      score: base.score,
      price: round2Price(price),
      halfWidth: standing.halfWidth ?? null,
      frontier: false,
    });
  }
  priced.sort((a, b) => a.price - b.price || b.score - a.score || compareText(a.slug, b.slug));
  // Walking up the prices, a model is on the frontier when it scores higher than every cheaper one; of models at
  // one price only the best (and those tied with it) can be.
  let best = Number.NEGATIVE_INFINITY;
  let i = 0;
  while (i < priced.length) {
    let j = i;
    while (j < priced.length && priced[j]!.price === priced[i]!.price) j++;
    const top = priced[i]!.score;
    if (top > best) {
      for (let k = i; k < j && priced[k]!.score === top; k++) priced[k]!.frontier = true;
      best = top;
    }
    i = j;
  }
  unpriced.sort((a, b) => a.rank - b.rank || compareText(a.slug, b.slug));
  return { priced, unpriced };
}

/** Prices keep four decimals: enough for any published price, and the same bytes on every machine. */
function round2Price(price: number): number {
  const rounded = Math.round(price * 10_000) / 10_000;
  return rounded > 0 ? rounded : price;
}
