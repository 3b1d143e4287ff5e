// Everything the renderers share, computed once per build from the validated dataset.
import type { RunStore } from '../data/run-store.ts';
import type { Dataset, EvalRun } from '../data/schema.ts';
import { isCompatActive } from './compat.ts';
import { previousFullRunMap, publishedFullRuns, publishedRuns } from './runs.ts';
import { buildRunSnapshots, type RunSnapshots } from './snapshots.ts';

export interface BuildContext {
  dataset: Dataset;
  /** The runs' results and cases, and every per-build cache and run window (data/run-store.ts). */
  store: RunStore;
  /** The build's "now": decides the v5 compatibility window. */
  now: Date;
  /** True before the sunset date: compat fields and legacy dimension values are published. */
  compat: boolean;
  snapshots: RunSnapshots;
  /** Published runs (full and partial), oldest first. */
  publishedRuns: EvalRun[];
  /** Published full runs, oldest first. */
  fullRuns: EvalRun[];
  latestRun: EvalRun | null;
  /** run_id of every published run → the published full run just before it (changes are measured against it). */
  previousFullRuns: Map<number, EvalRun | null>;
}

export function createBuildContext(dataset: Dataset, store: RunStore, now: Date): BuildContext {
  const fullRuns = publishedFullRuns(dataset.runs);
  const published = publishedRuns(dataset.runs);
  return {
    dataset,
    store,
    now,
    compat: isCompatActive(now, dataset.site.compat.sunset),
    snapshots: buildRunSnapshots(dataset.runs, dataset.models, store),
    publishedRuns: published,
    fullRuns,
    latestRun: fullRuns.at(-1) ?? null,
    previousFullRuns: previousFullRunMap(published),
  };
}
