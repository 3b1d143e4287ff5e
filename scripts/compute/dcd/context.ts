// What every DCD endpoint shares, computed once per build from the build context.
import type { DcdRun, Model } from '../../data/schema.ts';
import type { BuildContext } from '../context.ts';
import { rankSnapshot } from '../leaderboard.ts';
import type { MainStanding } from './leaderboard.ts';
import { type ScoredDcdRun, scoreDcdRuns } from './runs.ts';

export interface DcdContext {
  /** Published DCD runs with their rankings, oldest first. */
  runs: ScoredDcdRun[];
  latest: ScoredDcdRun | null;
  models: Map<string, Model>;
  /** The main leaderboard the DCD rows are compared with: the latest published full run. */
  mainRun: { run_id: number; published_at: string } | null;
  main: Map<string, MainStanding>;
}

export function runRef(run: Pick<DcdRun, 'run_id' | 'published_at'>) {
  return { run_id: run.run_id, published_at: run.published_at };
}

export function createDcdContext(ctx: BuildContext): DcdContext {
  const runs = scoreDcdRuns(ctx.dataset.dcdRuns);
  const latestMain = ctx.latestRun;
  const snapshot = latestMain === null ? undefined : ctx.snapshots.get(latestMain.run_id);
  const main = new Map(
    (snapshot === undefined ? [] : rankSnapshot(snapshot, 'core_overall_display')).map((r): [string, MainStanding] => [
      r.item.slug,
      { rank: r.rank, score: r.item.core_overall_display },
    ]),
  );
  return {
    runs,
    latest: runs.at(-1) ?? null,
    models: new Map(ctx.dataset.models.map((m) => [m.slug, m])),
    mainRun: latestMain === null ? null : runRef(latestMain),
    main,
  };
}
