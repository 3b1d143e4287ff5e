// Scoring a result under the scoring in force (schemas/scoring.ts; docs/data-format.md, "Scoring rules"): each
// field rounded to its decimals, the overall Σ wᵢ·xᵢ ÷ Σ wᵢ of the weighted fields' published values (null when one
// of them is null: a missing score is neither zero nor a pass), the cap, and the 95% intervals. The row objects are
// made by object makers compiled once per build from the scoring's members (lib/object-maker.ts).
import type { RunResult } from '../data/schema.ts';
import { type Member, objectMaker } from '../lib/object-maker.ts';
import { OVERALL, OVERALL_RAW, type Scoring } from '../schemas/scoring.ts';

/**
 * Rounds half away from zero to `decimals` decimals. `toPrecision(15)` first removes binary noise, so 1.005 →
 * 1.01 at 2 decimals (a plain Math.round(1.005 * 100) gives 1.00), and -0 never appears.
 */
export function roundHalfAway(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  let scaled = Math.abs(value) * factor;
  // Binary noise only matters next to a half (1.005 × 100 = 100.49999999999999): there, cut it off at 15
  // significant digits first. Elsewhere it cannot change the result, and toPrecision is slow.
  if (Math.abs(scaled - Math.floor(scaled) - 0.5) < 1e-6) scaled = Number(scaled.toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** Prices, values and stabilities keep 2 decimals. */
export const round2 = (value: number): number => roundHalfAway(value, 2);

/**
 * A row's scores in their published order: each field's value (null where an optional field is missing), each
 * label's, then the overall as computed and as displayed (null when a weighted field is null).
 */
export interface Scores {
  core_overall_raw: number | null;
  core_overall_display: number | null;
  readonly [key: string]: unknown;
}

/** A score field's (or the overall's) value in a row; null where it has none. */
export const scoreValue = (row: Scores, key: string): number | null => (row[key] as number | null | undefined) ?? null;
/** A label's value in a row; null where an optional label is missing. */
export const labelValue = (row: Scores, key: string): string | null => (row[key] as string | null | undefined) ?? null;

/** A row's half-widths of 95% intervals (`ci95`): the score fields' that the result gives, then the overall's. */
export type Intervals = Partial<Record<string, number>>;

/**
 * The members of a row's scores in their documented order, for an object maker (lib/object-maker.ts): each field's
 * value from `scoreOf`, each label's from `row`, the overall from `overallRaw` and `display` (each an expression of
 * the maker's parameters).
 */
export function scoreMembers(
  scoring: Scoring,
  row: string,
  scoreOf = (key: string) => `${row}.${key}`,
  overallRaw = `${row}.${OVERALL_RAW}`,
  display = `${row}.${OVERALL}`,
): Member[] {
  return [
    ...scoring.fieldKeys.map((key): Member => [key, scoreOf(key)]),
    ...scoring.labelKeys.map((key): Member => [key, `${row}.${key}`]),
    [OVERALL_RAW, overallRaw],
    [OVERALL, display],
  ];
}

/** What a build scores results with: made once from the scoring in force. */
export interface Scorer {
  /** The scoring it scores by. */
  readonly scoring: Scoring;
  /** A result's published scores. */
  score(result: RunResult): Scores;
  /** Just the scores of a larger row, in their documented order (objects of one shape). */
  scoresOf(row: Scores): Scores;
  /** The published `ci95` of a result; null without any half-width. */
  intervals(result: RunResult): Intervals | null;
}

/** A value rounded to `decimals`, null kept (an optional field a result leaves out). */
const roundOrNull = (value: unknown, decimals: number): number | null =>
  value === null || value === undefined ? null : roundHalfAway(value as number, decimals);

export function createScorer(scoring: Scoring): Scorer {
  const { overall } = scoring;
  const weights = scoring.weighted.map((f) => ({ key: f.key, weight: overall.weights[f.key]!, decimals: f.decimals }));
  const total = weights.reduce((sum, w) => sum + w.weight, 0);
  const { cap } = overall;
  const decimalsOf = new Map(scoring.fields.map((f) => [f.key, f.decimals]));
  const optional = new Set(scoring.fields.filter((f) => f.optional).map((f) => f.key));
  // A required field's value is a number: rounded without the check for null (most scorings have none optional).
  const optionalLabels = new Set(scoring.labels.filter((l) => l.optional).map((l) => l.key));
  const members = scoreMembers(
    scoring,
    'row',
    (key) => `${optional.has(key) ? 'maybe' : 'round'}(row.${key}, ${decimalsOf.get(key)})`,
    'overallRaw',
    'display',
  ).map(([key, expression]): Member => [key, optionalLabels.has(key) ? `${expression} ?? null` : expression]);
  // A required field's value is a number: rounded without the check for null (most scorings have none optional).
  const roundedScores = objectMaker<
    (
      row: RunResult,
      overallRaw: number | null,
      display: number | null,
      round: typeof roundHalfAway,
      maybe: typeof roundOrNull,
    ) => Scores
  >(['row', 'overallRaw', 'display', 'round', 'maybe'], members);
  const copyScores = objectMaker<(row: Scores) => Scores>(['row'], scoreMembers(scoring, 'row'));
  const capped = (result: RunResult) => cap !== null && result[cap.label] === cap.equals;

  /** Σ wᵢ·xᵢ ÷ Σ wᵢ of the fields' published values, rounded; null when one of them is null. */
  const overallOf = (result: RunResult): number | null => {
    let sum = 0;
    for (const { key, weight, decimals } of weights) {
      const value = result[key];
      if (value === null || value === undefined) return null;
      sum += weight * roundHalfAway(value as number, decimals);
    }
    return roundHalfAway(total === 1 ? sum : sum / total, overall.decimals);
  };

  return {
    scoring,
    score(result) {
      const raw = overallOf(result);
      const display = raw !== null && capped(result) ? Math.min(raw, cap!.at) : raw;
      return roundedScores(result, raw, display, roundHalfAway, roundOrNull);
    },
    scoresOf: copyScores,
    intervals(result) {
      const { ci95 } = result;
      if (ci95 === undefined) return null;
      const intervals: Intervals = {};
      let any = false;
      for (const field of scoring.fields) {
        const halfWidth = ci95[field.key];
        if (halfWidth === undefined) continue;
        intervals[field.key] = roundHalfAway(halfWidth, field.decimals);
        any = true;
      }
      // sqrt(Σ (wᵢ / Σw · hᵢ)²), when every weighted field has one and the cap does not apply (a capped overall
      // is a rule, not a measurement).
      if (!capped(result) && weights.every((w) => intervals[w.key] !== undefined)) {
        let squares = 0;
        for (const { key, weight } of weights)
          squares += ((total === 1 ? weight : weight / total) * intervals[key]!) ** 2;
        intervals[OVERALL] = roundHalfAway(Math.sqrt(squares), overall.decimals);
      }
      return any ? intervals : null;
    },
  };
}
