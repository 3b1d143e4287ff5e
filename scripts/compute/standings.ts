// Where each model stands in the latest published full run: its overall rank and score, or null when absent.
import type { BuildRuns } from './build-runs.ts';
import { rankSnapshot } from './leaderboard.ts';

export interface Standing {
  rank: number;
  /** Null where the model has no overall score (a weighted field missing). */
  score: number | null;
  /** The half-width of the score's 95% interval (snapshots.ts, `ci95`); null or absent where the run gives none. */
  halfWidth?: number | null;
}

/**
 * slug → overall rank, core_overall_display and its half-width in the latest published full run (models in that
 * run only); made once per build (the build context's `standings`).
 */
export function latestStandingsOf(ctx: BuildRuns): Map<string, Standing> {
  const snapshot = ctx.latestRun === null ? undefined : ctx.snapshots.get(ctx.latestRun.run_id);
  const ranked = snapshot === undefined ? [] : rankSnapshot(snapshot, 'core_overall_display');
  return new Map(
    ranked.map(({ rank, item }) => [
      item.slug,
      { rank, score: item.core_overall_display, halfWidth: item.ci95?.core_overall_display ?? null },
    ]),
  );
}
