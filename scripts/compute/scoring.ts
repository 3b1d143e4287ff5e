// Scoring rules of the v6 system (docs/data-format.md, "Scoring rules").
import type { IntegrityLabel, RunResult } from '../data/schema.ts';
import { type Member, objectMaker } from '../lib/object-maker.ts';
import { type RawScores, SCORE_KEYS } from '../schemas/score-fields.ts';

/** core_overall_display is capped at 74 when integrity_label is `fail`. */
export const INTEGRITY_CAP = 74;
/** core_overall_raw = 0.55 × execution_raw + 0.45 × grounding_raw. */
const EXECUTION_WEIGHT = 0.55;
const GROUNDING_WEIGHT = 0.45;

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

/** Scores and prices keep 2 decimals. */
export const round2 = (value: number): number => roundHalfAway(value, 2);

export function coreOverallRaw(executionRaw: number, groundingRaw: number): number {
  return round2(EXECUTION_WEIGHT * executionRaw + GROUNDING_WEIGHT * groundingRaw);
}

export function coreOverallDisplay(overallRaw: number, integrityLabel: IntegrityLabel): number {
  return integrityLabel === 'fail' ? Math.min(overallRaw, INTEGRITY_CAP) : overallRaw;
}

/** The v6 scoring fields in the order every answer publishes them: the score fields, the labels, the overall. */
export type V6Scores = RawScores & {
  integrity_label: IntegrityLabel;
  recommendation_status: RunResult['recommendation_status'];
  core_overall_raw: number;
  core_overall_display: number;
};

/**
 * The members of the v6 scores in their documented order, for an object maker (lib/object-maker.ts): each score
 * field's value from `scoreOf`, the labels from `row`, the overall scores from `overallRaw` and `display` (each
 * an expression of the maker's parameters).
 */
export function v6Members(
  row: string,
  scoreOf = (key: string) => `${row}.${key}`,
  overallRaw = `${row}.core_overall_raw`,
  display = `${row}.core_overall_display`,
): Member[] {
  return [
    ...SCORE_KEYS.map((key): Member => [key, scoreOf(key)]),
    ['integrity_label', `${row}.integrity_label`],
    ['recommendation_status', `${row}.recommendation_status`],
    ['core_overall_raw', overallRaw],
    ['core_overall_display', display],
  ];
}

const copyScores = objectMaker<(row: V6Scores) => V6Scores>(['row'], v6Members('row'));

const roundedScores = objectMaker<
  (row: RunResult, overallRaw: number, display: number, round: (value: number) => number) => V6Scores
>(
  ['row', 'overallRaw', 'display', 'round'],
  v6Members('row', (key) => `round(row.${key})`, 'overallRaw', 'display'),
);

/** Just the v6 scores of a larger row, in their documented order (objects of one shape: lib/object-maker.ts). */
export function v6ScoresOf(row: V6Scores): V6Scores {
  return copyScores(row);
}

export function scoreResult(result: RunResult): V6Scores {
  const overallRaw = coreOverallRaw(round2(result.execution_raw), round2(result.grounding_raw));
  return roundedScores(result, overallRaw, coreOverallDisplay(overallRaw, result.integrity_label), round2);
}

/** The fields with a half-width in a row's `ci95`, in its order (CSV columns follow it): the score fields, the overall. */
export const INTERVAL_KEYS = [...SCORE_KEYS, 'core_overall_display'] as const;

/** A row's half-widths of 95% intervals (`ci95`): the score fields' that the result gives, then the overall's. */
export type Intervals = Partial<Record<(typeof INTERVAL_KEYS)[number], number>>;

/**
 * The published `ci95` of a result: its half-widths rounded like scores, and the overall score's, combined from
 * its two parts' as the overall is (sqrt((0.55·h_execution)² + (0.45·h_grounding)²)) when both have one and the
 * integrity label is not `fail` (a capped overall is a rule, not a measurement). Null without any half-width.
 */
export function resultIntervals(result: RunResult): Intervals | null {
  const { ci95 } = result;
  if (ci95 === undefined) return null;
  const intervals: Intervals = {};
  let any = false;
  for (const key of SCORE_KEYS) {
    const halfWidth = ci95[key];
    if (halfWidth === undefined) continue;
    intervals[key] = round2(halfWidth);
    any = true;
  }
  const { execution_raw: execution, grounding_raw: grounding } = intervals;
  if (execution !== undefined && grounding !== undefined && result.integrity_label !== 'fail') {
    intervals.core_overall_display = round2(
      Math.sqrt((EXECUTION_WEIGHT * execution) ** 2 + (GROUNDING_WEIGHT * grounding) ** 2),
    );
  }
  return any ? intervals : null;
}
