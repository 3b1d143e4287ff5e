// A run's ranking by one dimension, with changes against the previous published full run.

import type { EvalRun } from '../data/schema.ts';
import { objectMaker } from '../lib/object-maker.ts';
import { obtain } from '../lib/recent.ts';
import { type Dimension, isV5Dimension, V5_DIMENSIONS } from '../schemas/dimensions.ts';
import type { Scoring } from '../schemas/scoring.ts';
import { type V5CompatFields, v5CompatFields } from './compat.ts';
import { HIGHER_FIRST, type Ranked, type RankOrder, type RankRange, rankRows } from './ranking.ts';
import { type Intervals, roundHalfAway, type Scores, scoreMembers, scoreValue } from './scoring.ts';
import type { RunSnapshot, RunSnapshots, ScoredRow } from './snapshots.ts';

interface LeaderboardRowBase extends Scores {
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
  /** The build's rows made by the scoring's members (leaderboardRowMaker). */
  rowMaker: LeaderboardRowMaker;
  /** run_id → the published full run just before it (see previousFullRunMap). */
  previousFullRuns: ReadonlyMap<number, EvalRun | null>;
}

/** The value a row is ranked by; v5 values rank by their v6 field, `knowledge` by nothing (null). */
export function dimensionValue(row: ScoredRow, dimension: Dimension, scoring: Scoring): number | null {
  if (isV5Dimension(dimension, scoring)) {
    const field = V5_DIMENSIONS[dimension];
    return field === null ? null : scoreValue(row, field);
  }
  return scoreValue(row, dimension);
}

/** The field a ranking by `key` reads (a v5 value's v6 field); null for `knowledge`. */
function fieldOf(key: string, scoring: Scoring): string | null {
  return isV5Dimension(key, scoring) ? V5_DIMENSIONS[key] : key;
}

/** The half-width a ranking by `key` reads; null for the rankings without ranges (value, stability, knowledge). */
function intervalKeyOf(key: string, scoring: Scoring): string | null {
  const field = fieldOf(key, scoring);
  return field !== null && scoring.intervalKeys.includes(field) ? field : null;
}

/** Which way a ranking by `key` goes and its values' decimals: the field's; the overall's, value's, stability's. */
function orderOf(key: string, scoring: Scoring): RankOrder {
  const field = fieldOf(key, scoring);
  const known = field === null ? undefined : scoring.field(field);
  if (known !== undefined) return { better: known.better, decimals: known.decimals };
  return field === 'core_overall_display' ? { better: 'higher', decimals: scoring.overall.decimals } : HIGHER_FIRST;
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
  const { scoring } = snapshot;
  const field = intervalKeyOf(key, scoring);
  return obtain(byKey, key, () =>
    rankRows(snapshot.rows, scoreOf, field === null ? undefined : (row) => row.ci95?.[field], orderOf(key, scoring)),
  );
}

/** A run's rows ranked by a dimension (see rankSnapshotBy). */
export function rankSnapshot(snapshot: RunSnapshot, dimension: Dimension): readonly Ranked<ScoredRow>[] {
  return rankSnapshotBy(snapshot, dimension, (row) => dimensionValue(row, dimension, snapshot.scoring));
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

/**
 * score_change: the change of the ranked value since the previous full run, with the value's decimals; null where
 * either is missing.
 */
function scoreChange(value: number | null, before: Ranked<ScoredRow> | undefined, decimals: number): number | null {
  return before === undefined || before.value === null || value === null
    ? null
    : roundHalfAway(value - before.value, decimals);
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
  const snapshot = input.snapshots.get(run!.run_id)!;
  const { decimals } = orderOf(dimension, snapshot.scoring);
  return ranked.map(({ rank, item, value, range }) => {
    const before = previous.get(item.slug);
    return {
      item,
      rank,
      value,
      previousRank: before?.rank ?? null,
      rankChange: before === undefined ? null : before.rank - rank,
      scoreChange: scoreChange(value, before, decimals),
      rankRange: range,
    };
  });
}

type MakeRow = (
  item: ScoredRow,
  rank: number,
  score: number | null,
  previousRank: number | null,
  rankChange: number | null,
  scoreChange: number | null,
  rankRange: RankRange | null,
) => LeaderboardRow;

/** Makes a leaderboard row: the model, its scores in their documented order, the ranked value and the changes. */
export type LeaderboardRowMaker = MakeRow;

/** The maker of a build's leaderboard rows, from the scoring's members (objects of one shape: lib/object-maker.ts). */
export function leaderboardRowMaker(scoring: Scoring): LeaderboardRowMaker {
  return objectMaker<MakeRow>(
    ['item', 'rank', 'score', 'previousRank', 'rankChange', 'scoreChange', 'rankRange'],
    [
      ['rank', 'rank'],
      ['slug', 'item.slug'],
      ['name', 'item.name'],
      ['provider', 'item.provider'],
      ...scoreMembers(scoring, 'item'),
      ['score', 'score'],
      ['previous_rank', 'previousRank'],
      ['rank_change', 'rankChange'],
      ['score_change', 'scoreChange'],
      ['ci95', 'item.ci95'],
      ['rank_range', 'rankRange'],
    ],
  );
}

/** Rows of `run` ranked by `dimension`; `compat` adds the deprecated v5 fields. Empty without a run. */
export function computeLeaderboard(
  input: LeaderboardInput,
  run: EvalRun | null,
  dimension: Dimension,
  compat: boolean,
): LeaderboardRow[] {
  return rankedRows(input, run, dimension).map((ranked): LeaderboardRow => {
    const { item } = ranked;
    const row = input.rowMaker(
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
