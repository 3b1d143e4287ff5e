// What every view of a build is computed from: the validated data, its published runs in publication order and
// each run's snapshot (made when first asked for). The build context (context.ts) adds the views made from it.
import type { RunStore } from '../data/run-store.ts';
import type { Dataset, EvalRun } from '../data/schema.ts';
import { isCompatActive } from './compat.ts';
import { type LeaderboardRowMaker, leaderboardRowMaker } from './leaderboard.ts';
import { previousFullRunMap, publishedFullRuns, publishedRuns } from './runs.ts';
import { createScorer, type Scorer } from './scoring.ts';
import { buildRunSnapshots, type RunSnapshots } from './snapshots.ts';

export interface BuildRuns {
  dataset: Dataset;
  /** The runs' results and cases as validation kept them (data/run-store.ts). */
  store: RunStore;
  /** The build's "now": decides the v5 compatibility window. */
  now: Date;
  /** True under the spec's scoring before the sunset date: compat fields and legacy dimension values are published. */
  compat: boolean;
  /** The scoring in force, compiled into the makers of the build's score rows (scoring.ts). */
  scorer: Scorer;
  /** The maker of the build's leaderboard rows (leaderboard.ts). */
  rowMaker: LeaderboardRowMaker;
  snapshots: RunSnapshots;
  /** Published runs (full and partial), oldest first. */
  publishedRuns: EvalRun[];
  /** Published full runs, oldest first. */
  fullRuns: EvalRun[];
  latestRun: EvalRun | null;
  /** run_id of every published run → the published full run just before it (changes are measured against it). */
  previousFullRuns: Map<number, EvalRun | null>;
}

export function createBuildRuns(dataset: Dataset, store: RunStore, now: Date): BuildRuns {
  const fullRuns = publishedFullRuns(dataset.runs);
  const published = publishedRuns(dataset.runs);
  const scorer = createScorer(dataset.scoring);
  return {
    dataset,
    store,
    now,
    // The v5 compatibility belongs to the spec's scoring alone.
    compat: dataset.scoring.spec && isCompatActive(now, dataset.site.compat.sunset),
    scorer,
    rowMaker: leaderboardRowMaker(dataset.scoring),
    snapshots: buildRunSnapshots(dataset.runs, dataset.models, store, scorer),
    publishedRuns: published,
    fullRuns,
    latestRun: fullRuns.at(-1) ?? null,
    previousFullRuns: previousFullRunMap(published),
  };
}
