// A run's ranking by one dimension, with changes against the previous published full run.

import type { EvalRun } from '../data/schema.ts';
import { objectMaker } from '../lib/object-maker.ts';
import { obtain } from '../lib/recent.ts';
import { type Dimension, isV5Dimension, V5_DIMENSIONS } from '../schemas/dimensions.ts';
import { type V5CompatFields, v5CompatFields } from './compat.ts';
import { type Ranked, type RankRange, rankRows } from './ranking.ts';
import { INTERVAL_KEYS, type Intervals, round2, type V6Scores, v6Members } from './scoring.ts';
import type { RunSnapshot, RunSnapshots, ScoredRow } from './snapshots.ts';

interface LeaderboardRowBase extends V6Scores {
  rank: number;
  slug: string;
  name: string;
  provider: string;
  score: number | null;
  previous_rank: number | null;
  /** previous_rank − rank: positive means the model moved up. */
  rank_change: number | null;
  score_change: number | null;
  /** The row's half-widths (v1 only: the legacy rows end at score_change). */
  ci95: Intervals | null;
  rank_range: RankRange | null;
}

export type LeaderboardRow = LeaderboardRowBase & Partial<V5CompatFields>;

export interface LeaderboardInput {
  snapshots: RunSnapshots;
  /** run_id → the published full run just before it (see previousFullRunMap). */
  previousFullRuns: ReadonlyMap<number, EvalRun | null>;
}

/** The value a row is ranked by; v5 values rank by their v6 field, `knowledge` by nothing (null). */
export function dimensionValue(row: ScoredRow, dimension: Dimension): number | null {
  if (isV5Dimension(dimension)) {
    const field = V5_DIMENSIONS[dimension];
    return field === null ? null : row[field];
  }
  return row[dimension];
}

const INTERVAL_FIELDS = new Set<string>(INTERVAL_KEYS);

/** The half-width a ranking by `key` reads; null for the rankings without ranges (value, stability, knowledge). */
function intervalKeyOf(key: string): keyof Intervals | null {
  const field = isV5Dimension(key) ? V5_DIMENSIONS[key] : key;
  return field !== null && INTERVAL_FIELDS.has(field) ? (field as keyof Intervals) : null;
}

/**
 * A run's rows ranked by what `scoreOf` reads, which `key` names (a dimension, or a score field of the rows),
 * with their rank ranges where the key's field has intervals; ranked once while the run is among the ones ranked
 * last (the `rankings` window of windows.ts): every run is ranked again as the previous run of the next, and by
 * several sections.
 */
export function rankSnapshotBy(
  snapshot: RunSnapshot,
  key: string,
  scoreOf: (row: ScoredRow) => number | null,
): readonly Ranked<ScoredRow>[] {
  const byKey = snapshot.rankings.obtain(snapshot, () => new Map());
  const field = intervalKeyOf(key);
  return obtain(byKey, key, () =>
    rankRows(snapshot.rows, scoreOf, field === null ? undefined : (row) => row.ci95?.[field]),
  );
}

/** A run's rows ranked by a dimension (see rankSnapshotBy). */
export function rankSnapshot(snapshot: RunSnapshot, dimension: Dimension): readonly Ranked<ScoredRow>[] {
  return rankSnapshotBy(snapshot, dimension, (row) => dimensionValue(row, dimension));
}

/** A run's ranking by a dimension, and each model's place in the previous full run's ranking by it. */
interface RankingWithPrevious {
  ranked: readonly Ranked<ScoredRow>[];
  previous: ReadonlyMap<string, Ranked<ScoredRow>>;
}

/** The ranking of `run` by `dimension` with the previous full run's; null without a run. */
function rankingWithPrevious(
  input: LeaderboardInput,
  run: EvalRun | null,
  dimension: Dimension,
): RankingWithPrevious | null {
  const snapshot = run === null ? undefined : input.snapshots.get(run.run_id);
  if (run === null || snapshot === undefined) return null;
  const previousRun = input.previousFullRuns.get(run.run_id) ?? null;
  const previousSnapshot = previousRun === null ? undefined : input.snapshots.get(previousRun.run_id);
  const previous = new Map(
    (previousSnapshot === undefined ? [] : rankSnapshot(previousSnapshot, dimension)).map((r) => [r.item.slug, r]),
  );
  return { ranked: rankSnapshot(snapshot, dimension), previous };
}

/** score_change: the change of the ranked value since the previous full run, null where either is missing. */
function scoreChange(value: number | null, before: Ranked<ScoredRow> | undefined): number | null {
  return before === undefined || before.value === null || value === null ? null : round2(value - before.value);
}

/** A row of a ranking and its own figures: what depends on the dimension. */
export interface RankedRow {
  item: ScoredRow;
  rank: number;
  value: number | null;
  previousRank: number | null;
  /** previousRank − rank: positive means the model moved up. */
  rankChange: number | null;
  scoreChange: number | null;
  rankRange: RankRange | null;
}

/** The rows of `run` ranked by `dimension`, each with its place in the previous full run's ranking; none without a run. */
export function rankedRows(input: LeaderboardInput, run: EvalRun | null, dimension: Dimension): RankedRow[] {
  const ranking = rankingWithPrevious(input, run, dimension);
  if (ranking === null) return [];
  const { ranked, previous } = ranking;
  return ranked.map(({ rank, item, value, range }) => {
    const before = previous.get(item.slug);
    return {
      item,
      rank,
      value,
      previousRank: before?.rank ?? null,
      rankChange: before === undefined ? null : before.rank - rank,
      scoreChange: scoreChange(value, before),
      rankRange: range,
    };
  });
}

/** A leaderboard row: the model, its v6 scores in their documented order, the ranked value and the changes. */
const makeRow = objectMaker<
  (
    item: ScoredRow,
    rank: number,
    score: number | null,
    previousRank: number | null,
    rankChange: number | null,
    scoreChange: number | null,
    rankRange: RankRange | null,
  ) => LeaderboardRow
>(
  ['item', 'rank', 'score', 'previousRank', 'rankChange', 'scoreChange', 'rankRange'],
  [
    ['rank', 'rank'],
    ['slug', 'item.slug'],
    ['name', 'item.name'],
    ['provider', 'item.provider'],
    ...v6Members('item'),
    ['score', 'score'],
    ['previous_rank', 'previousRank'],
    ['rank_change', 'rankChange'],
    ['score_change', 'scoreChange'],
    ['ci95', 'item.ci95'],
    ['rank_range', 'rankRange'],
  ],
);

/** Rows of `run` ranked by `dimension`; `compat` adds the deprecated v5 fields. Empty without a run. */
export function computeLeaderboard(
  input: LeaderboardInput,
  run: EvalRun | null,
  dimension: Dimension,
  compat: boolean,
): LeaderboardRow[] {
  return rankedRows(input, run, dimension).map((ranked): LeaderboardRow => {
    const { item } = ranked;
    const row = makeRow(
      item,
      ranked.rank,
      ranked.value,
      ranked.previousRank,
      ranked.rankChange,
      ranked.scoreChange,
      ranked.rankRange,
    );
    return compat ? Object.assign(row, v5CompatFields(item)) : row;
  });
}
