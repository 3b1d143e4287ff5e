// Where each model stands in the latest published full run: its overall rank and score, or null when absent.
import type { BuildContext } from './context.ts';
import { rankSnapshot } from './leaderboard.ts';

export interface Standing {
  rank: number;
  score: number;
}

/** slug → overall rank and core_overall_display in the latest published full run (models in that run only). */
export function latestStandings(ctx: BuildContext): Map<string, Standing> {
  const snapshot = ctx.latestRun === null ? undefined : ctx.snapshots.get(ctx.latestRun.run_id);
  const ranked = snapshot === undefined ? [] : rankSnapshot(snapshot, 'core_overall_display');
  return new Map(ranked.map(({ rank, item }) => [item.slug, { rank, score: item.core_overall_display }]));
}
