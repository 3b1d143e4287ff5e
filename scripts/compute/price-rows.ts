// The rows behind the price-against-score view (`/v1/prices`): every model of the latest published full run ranked
// by value, with its prices, its blended price and whether it is on the frontier of price-score.ts.
import type { Model } from '../data/schema.ts';
import type { PriceRow } from '../schemas/prices.ts';
import type { BuildContext } from './context.ts';
import { rankSnapshot } from './leaderboard.ts';
import { blendedPrice, computePriceScore } from './price-score.ts';

/** The latest run's models ranked by value (the legacy dimension's ranking rules), one row each; none without a run. */
export function computePriceRows(ctx: BuildContext): PriceRow[] {
  const snapshot = ctx.latestRun === null ? undefined : ctx.snapshots.get(ctx.latestRun.run_id);
  if (snapshot === undefined) return [];
  const models = new Map<string, Model>(ctx.dataset.models.map((m) => [m.slug, m]));
  const standings = ctx.standings();
  // The chart's placing: its blended price (rounded as drawn) and the frontier.
  const placed = new Map(computePriceScore(ctx.dataset.models, standings).priced.map((p) => [p.slug, p]));
  return rankSnapshot(snapshot, 'value').map(({ rank, item, value }) => {
    const pricing = models.get(item.slug)?.pricing ?? null;
    const priced = placed.get(item.slug);
    return {
      rank,
      slug: item.slug,
      name: item.name,
      provider: item.provider,
      input_per_mtok: pricing?.input_per_mtok ?? null,
      output_per_mtok: pricing?.output_per_mtok ?? null,
      // A price of 0 has no place on the chart, but it is a price.
      blended_per_mtok: priced?.price ?? (pricing === null ? null : blendedPrice(pricing)),
      core_overall_display: item.core_overall_display,
      overall_rank: standings.get(item.slug)!.rank,
      value,
      frontier: priced?.frontier ?? false,
    };
  });
}
