// The rows behind the stability ranking (`/v1/stability`): every model of the latest published full run ranked by
// stability (the legacy dimension's ranking rules), with its overall score and overall rank.
import type { StabilityRow } from '../schemas/stability.ts';
import type { BuildContext } from './context.ts';
import { rankSnapshot } from './leaderboard.ts';

/** The latest run's models ranked by stability, one row each; none without a run. */
export function computeStabilityRows(ctx: BuildContext): StabilityRow[] {
  const snapshot = ctx.latestRun === null ? undefined : ctx.snapshots.get(ctx.latestRun.run_id);
  if (snapshot === undefined) return [];
  const standings = ctx.standings();
  return rankSnapshot(snapshot, 'stability').map(({ rank, item, value }) => ({
    rank,
    slug: item.slug,
    name: item.name,
    provider: item.provider,
    stability: value,
    core_overall_display: item.core_overall_display,
    overall_rank: standings.get(item.slug)!.rank,
  }));
}
