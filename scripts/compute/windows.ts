// The run windows of compute: how many of the most recently used entries each of its caches keeps. What a build
// computes per run is kept while the runs near it are rendered, then let go, so memory follows the size of a run,
// not the number of runs; every section renders a run's files before the next run's (render/site.ts), which
// keeps the hits high, and a miss only means computing again. Each window is made by the build context
// (context.ts) or by what it makes, so a build never sees another's. docs/scale.md has the measurements behind
// each number.
export const WINDOWS = {
  /**
   * Snapshots of the runs rendered last (snapshots.ts): the run being rendered and those it is compared with (the
   * previous full run, the week before), with room for partial runs between them. More would hold every snapshot
   * long enough to be promoted to the old generation.
   */
  snapshots: 8,
  /**
   * Snapshots of the latest runs, kept once made: the feeds (the last 50 full runs), the model pages (52) and the
   * profiles read them again after every run is rendered. A year of weekly runs, with room for partial runs.
   */
  latestSnapshots: 64,
  /** Each recent run's results by model and their scores, read by the snapshots of the runs around it. */
  scoredRuns: 8,
  /**
   * Rankings by every key asked for (leaderboard.ts): a run's files rank it by each dimension and rank the
   * previous full run again; the sections that walk back over the latest runs rank each by one field. Kept for
   * the runs ranked last, not as long as a snapshot: the latest snapshots' rankings by every dimension are large.
   */
  rankings: 8,
  /** Weeks whose changes are kept (weekly-changes.ts): a week's API file and its page are rendered together. */
  weeklyChanges: 4,
  /** Main leaderboards a DCD run is compared with (dcd/context.ts): asked for while the run is at hand. */
  dcdComparisons: 4,
  /** DCD rankings (dcd/runs.ts): the run at hand and the latest. */
  dcdRankings: 2,
} as const;
