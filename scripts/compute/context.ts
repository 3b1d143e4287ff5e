// What compute hands render: the runs of the build (build-runs.ts), and the views render reads again and again,
// each made the first time it is asked for and kept to the build's end (or, for the changes of a week, while the
// weeks near it are rendered: windows.ts). Made anew for each build: nothing of one build is kept in the next.
import type { RunStore } from '../data/run-store.ts';
import type { Dataset } from '../data/schema.ts';
import { RecentMap } from '../lib/recent.ts';
import { type BuildRuns, createBuildRuns } from './build-runs.ts';
import { createDcdContext, type DcdContext } from './dcd/context.ts';
import { type LatestDcd, latestDcdOf } from './dcd/latest.ts';
import { type ModelHistoryPoint, modelHistoriesOf } from './model-history.ts';
import { latestStandingsOf, type Standing } from './standings.ts';
import { type WeeklyChanges, weeklyChangesOf } from './weekly-changes.ts';
import { WINDOWS } from './windows.ts';

export interface BuildContext extends BuildRuns {
  /** slug → the model's recent history (model-history.ts): its page, its card, the compare and provider pages. */
  modelHistories(): ReadonlyMap<string, ModelHistoryPoint[]>;
  /** slug → the model's overall rank and score in the latest published full run (standings.ts). */
  standings(): ReadonlyMap<string, Standing>;
  /** The DCD runs scored, and what each is compared with (dcd/context.ts): the DCD files and pages. */
  dcd(): DcdContext;
  /** The latest published DCD run ranked (dcd/latest.ts): what a model's page shows of DCD. */
  latestDcd(): LatestDcd | null;
  /** The changes of a week (weekly-changes.ts), for the week's file, its page and the week's card. */
  weeklyChanges(week: string): WeeklyChanges;
}

/** `make`'s value, made when first asked for. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

export function createBuildContext(dataset: Dataset, store: RunStore, now: Date): BuildContext {
  const runs = createBuildRuns(dataset, store, now);
  const weeks = new RecentMap<string, WeeklyChanges>(WINDOWS.weeklyChanges);
  return {
    ...runs,
    modelHistories: once(() => modelHistoriesOf(runs)),
    standings: once(() => latestStandingsOf(runs)),
    dcd: once(() => createDcdContext(runs)),
    latestDcd: once(() => latestDcdOf(dataset.dcdRuns, store)),
    weeklyChanges: (week) => weeks.obtain(week, () => weeklyChangesOf(runs, week)),
  };
}
