// What compute hands render: the runs of the build (build-runs.ts), and the views render reads again and again,
// each made the first time it is asked for and kept to the build's end (or, for the changes of a week, while the
// weeks near it are rendered: windows.ts). Made anew for each build: nothing of one build is kept in the next.
import type { RunStore } from '../data/run-store.ts';
import type { Dataset, EvalRun } from '../data/schema.ts';
import { RecentMap } from '../lib/recent.ts';
import type { Dimension } from '../schemas/dimensions.ts';
import { type BuildRuns, createBuildRuns } from './build-runs.ts';
import { createDcdContext, type DcdContext } from './dcd/context.ts';
import { type LatestDcd, latestDcdOf } from './dcd/latest.ts';
import { computeLeaderboard, type LeaderboardRow, type RankedRow, rankedRows } from './leaderboard.ts';
import { type ModelHistoryPoint, modelHistoriesOf } from './model-history.ts';
import { computeProviders, type ProviderSummary } from './providers.ts';
import { latestStandingsOf, type Standing } from './standings.ts';
import { latestChangeWeek, listChangeWeeks, type WeeklyChanges, weeklyChangesOf } from './weekly-changes.ts';
import { WINDOWS } from './windows.ts';

/**
 * What render may ask the run store: the models of a run and the identity of a file (the incremental build's
 * keys), never a run's results or cases: those reach render as compute made them.
 */
type RunFacts = Pick<RunStore, 'models' | 'identityOf'>;

/**
 * What the site publishes beyond the scores: the DCD section and everything made of prices (the value ranking, its
 * chart, the price columns). The spec's scoring has both whatever the data; another only where the data has them.
 */
interface Offers {
  dcd: boolean;
  prices: boolean;
}

export interface BuildContext extends Omit<BuildRuns, 'store'> {
  store: RunFacts;
  offers: Offers;
  /** The weeks whose changes can be asked for, oldest first (weekly-changes.ts). */
  changeWeeks: string[];
  /** The week of the latest published full run, or null without one. */
  latestWeek: string | null;
  /**
   * A run's rows ranked by a dimension, each with its place in the previous full run's (leaderboard.ts): what
   * every leaderboard file of the run serialises. Ranked once while the run is among those ranked last (windows.ts).
   */
  rankedRows(run: EvalRun | null, dimension: Dimension): RankedRow[];
  /** The same rows as the API's row objects, with the v5 fields while the window is open. */
  leaderboard(run: EvalRun | null, dimension: Dimension): LeaderboardRow[];
  /** slug → the model's recent history (model-history.ts): its page, its card, the compare and provider pages. */
  modelHistories(): ReadonlyMap<string, ModelHistoryPoint[]>;
  /** slug → the model's overall rank and score in the latest published full run, in its ranking's order (standings.ts). */
  standings(): ReadonlyMap<string, Standing>;
  /** Every provider with its models and its best standing, best first (providers.ts): its page and its card. */
  providers(): readonly ProviderSummary[];
  /** The DCD runs scored, and what each is compared with (dcd/context.ts): the DCD files and pages. */
  dcd(): DcdContext;
  /** The latest published DCD run ranked (dcd/latest.ts): what a model's page shows of DCD. */
  latestDcd(): LatestDcd | null;
  /** The changes of a week (weekly-changes.ts), for the week's file, its page and the week's card. */
  weeklyChanges(week: string): WeeklyChanges;
}

/** `make`'s value, made when first asked for. */
function madeOnce<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

export function createBuildContext(dataset: Dataset, store: RunStore, now: Date): BuildContext {
  const runs = createBuildRuns(dataset, store, now);
  const weeks = new RecentMap<string, WeeklyChanges>(WINDOWS.weeklyChanges);
  const standings = madeOnce(() => latestStandingsOf(runs));
  const { spec } = dataset.scoring;
  return {
    ...runs,
    offers: {
      dcd: spec || dataset.dcdRuns.length > 0,
      prices: spec || dataset.models.some((m) => m.pricing !== null),
    },
    changeWeeks: listChangeWeeks(runs.fullRuns),
    latestWeek: latestChangeWeek(runs.fullRuns),
    rankedRows: (run, dimension) => rankedRows(runs, run, dimension),
    leaderboard: (run, dimension) => computeLeaderboard(runs, run, dimension, runs.compat),
    modelHistories: madeOnce(() => modelHistoriesOf(runs)),
    standings,
    providers: madeOnce(() => computeProviders(dataset.models, standings())),
    dcd: madeOnce(() => createDcdContext(runs)),
    latestDcd: madeOnce(() => latestDcdOf(dataset.dcdRuns, store)),
    weeklyChanges: (week) => weeks.obtain(week, () => weeklyChangesOf(runs, week)),
  };
}
