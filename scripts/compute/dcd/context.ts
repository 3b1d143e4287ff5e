// What every DCD endpoint shares, computed once per build from the build's runs (the build context's `dcd`).
import type { DcdCase, DcdResult, DcdRun, EvalRun, Model } from '../../data/schema.ts';
import { RecentMap } from '../../lib/recent.ts';
import type { BuildRuns } from '../build-runs.ts';
import { rankSnapshot } from '../leaderboard.ts';
import { fullRunAt, runRef } from '../runs.ts';
import { WINDOWS } from '../windows.ts';
import type { MainStanding } from './leaderboard.ts';
import { type ScoredDcdRun, scoreDcdRuns } from './runs.ts';

/** The main leaderboard a DCD run is compared with, and each model's standing on it. */
interface MainComparison {
  run: { run_id: number; published_at: string } | null;
  standings: Map<string, MainStanding>;
}

export interface DcdContext {
  /** Published DCD runs with their rankings, oldest first. */
  runs: ScoredDcdRun[];
  latest: ScoredDcdRun | null;
  models: Map<string, Model>;
  /**
   * A DCD run is compared with the main leaderboard as it stood when the DCD run was published (the
   * latest published full run at or before its `published_at`), so its files never change with later main runs.
   */
  mainFor(run: DcdRun): MainComparison;
  /** A DCD run's results and its cases, from the run store (which may read the run file again for them). */
  resultsOf(run: DcdRun): DcdResult[];
  casesOf(run: DcdRun): DcdCase[];
}

/** The DCD context of a build: made once (the build context's `dcd`), the DCD files and the DCD pages share it. */
export function createDcdContext(ctx: BuildRuns): DcdContext {
  const runs = scoreDcdRuns(ctx.dataset.dcdRuns, ctx.store);
  // A DCD run's files and the DCD page ask for its comparison while the run is at hand: a few are kept (the
  // `dcdComparisons` window), not one per DCD run.
  const comparisons = new RecentMap<number | null, MainComparison>(WINDOWS.dcdComparisons);
  const comparisonWith = (main: EvalRun | null): MainComparison => {
    const key = main?.run_id ?? null;
    const known = comparisons.get(key);
    if (known !== undefined) return known;
    const snapshot = main === null ? undefined : ctx.snapshots.get(main.run_id);
    const ranked = snapshot === undefined ? [] : rankSnapshot(snapshot, 'core_overall_display');
    const comparison: MainComparison = {
      run: runRef(main),
      standings: new Map(ranked.map((r) => [r.item.slug, { rank: r.rank, score: r.item.core_overall_display }])),
    };
    comparisons.set(key, comparison);
    return comparison;
  };
  return {
    runs,
    latest: runs.at(-1) ?? null,
    models: new Map(ctx.dataset.models.map((m) => [m.slug, m])),
    mainFor: (run) => comparisonWith(fullRunAt(ctx.fullRuns, Date.parse(run.published_at))),
    resultsOf: (run) => ctx.store.dcdResults(run),
    casesOf: (run) => ctx.store.dcdCases(run),
  };
}
