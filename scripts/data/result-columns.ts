// A run file's results kept as columns once parsed: an evaluation result's five numbers and two labels, a DCD
// result's 45 figures, in typed arrays. Scores are given to two decimals in practice, so a run's numbers are kept
// as hundredths in 16 bits when every one of them reads back exactly that way, else as they are (NumberColumn): a
// small fraction of the parsed objects' memory. A run's results are read again long after validation (its page,
// its place in a model's history, the stability of later runs, the DCD summaries): at scale the run files are too
// large to keep parsed, and parsing them again is a large part of the build. An evaluation run's models are its
// own list (validate.ts, resultModelsOf), so only its scores are kept here.
import { type Member, objectMaker } from '../lib/object-maker.ts';
import { SCORE_KEYS } from '../schemas/score-fields.ts';
import {
  DCD_ROUNDS,
  DCD_SUBTYPES,
  type DcdResult,
  type DcdRound,
  type DcdSubtype,
  type IntegrityLabel,
  type RunResult,
} from './schema.ts';

const LABELS: readonly IntegrityLabel[] = ['pass', 'warn', 'fail'];
const STATUSES: readonly RunResult['recommendation_status'][] = ['recommended', 'neutral', 'not_recommended'];

/**
 * Numbers as hundredths in 16 bits when each of them is exactly such a number (0 to 655.34, at most two
 * decimals: JSON's 89.81 is the double nearest 8981 / 100, which is what dividing gives back), else as they are.
 * NaN stands for a number the result does not give (an interval), ABSENT among hundredths.
 */
type NumberColumn = Uint16Array | Float64Array;

const ABSENT = 0xffff;

/** `values` as hundredths when every one of them reads back exactly, else `values` itself. */
function compactColumn(values: Float64Array): NumberColumn {
  const hundredths = new Uint16Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (Number.isNaN(value)) {
      hundredths[i] = ABSENT;
      continue;
    }
    const scaled = Math.round(value * 100);
    if (!(scaled >= 0 && scaled < ABSENT && scaled / 100 === value) || Object.is(value, -0)) return values;
    hundredths[i] = scaled;
  }
  return hundredths;
}

/** The number at `at` of a column, NaN where none is given. */
function numberAt(column: NumberColumn, at: number, divisor: number): number {
  const stored = column[at]!;
  return divisor === 100 && stored === ABSENT ? Number.NaN : stored / divisor;
}

/** What a column's numbers are divided by to read them: 100 for hundredths, 1 (exact) for numbers as they are. */
const divisorOf = (column: NumberColumn): number => (column instanceof Uint16Array ? 100 : 1);

/** The bytes a run's columns take. */
export function columnBytes(columns: ResultColumns | DcdResultColumns): number {
  return 'scores' in columns
    ? columns.scores.byteLength + columns.labels.byteLength + (columns.intervals?.byteLength ?? 0)
    : columns.figures.byteLength;
}

export interface ResultColumns {
  /** SCORE_KEYS.length numbers per result, in result order. */
  scores: NumberColumn;
  /** Per result: the index of its integrity label in LABELS, then of its status in STATUSES. */
  labels: Uint8Array;
  /**
   * Per result: 1 if it has `ci95` (NaN if not), then the half-width of each score field (NaN where it gives
   * none). Null when no result of the run has `ci95`.
   */
  intervals: NumberColumn | null;
}

const codeOf = <T>(list: readonly T[], value: T): number => {
  const code = list.indexOf(value);
  if (code < 0) throw new Error(`result columns: unknown value ${JSON.stringify(value)}`);
  return code;
};

/** The columns of results that passed the schema. */
export function resultColumns(results: readonly RunResult[]): ResultColumns {
  const width = SCORE_KEYS.length;
  const scores = new Float64Array(results.length * width);
  const labels = new Uint8Array(results.length * 2);
  // One more number per result than the scores: 1 when it has `ci95` (even an empty one), NaN when not.
  const intervalWidth = width + 1;
  let intervals: Float64Array | null = null;
  results.forEach((result, i) => {
    for (let f = 0; f < width; f++) scores[i * width + f] = result[SCORE_KEYS[f]!];
    labels[i * 2] = codeOf(LABELS, result.integrity_label);
    labels[i * 2 + 1] = codeOf(STATUSES, result.recommendation_status);
    const { ci95 } = result;
    if (ci95 === undefined) return;
    intervals ??= new Float64Array(results.length * intervalWidth).fill(Number.NaN);
    intervals[i * intervalWidth] = 1;
    for (let f = 0; f < width; f++) intervals[i * intervalWidth + 1 + f] = ci95[SCORE_KEYS[f]!] ?? Number.NaN;
  });
  return { scores: compactColumn(scores), labels, intervals: intervals === null ? null : compactColumn(intervals) };
}

/** The `ci95` of the result at `i`, keys in the table's order; undefined where the result has none. */
function intervalsAt(column: NumberColumn, i: number): RunResult['ci95'] {
  const divisor = divisorOf(column);
  const at = i * (SCORE_KEYS.length + 1);
  if (Number.isNaN(numberAt(column, at, divisor))) return undefined;
  const ci95: Record<string, number> = {};
  SCORE_KEYS.forEach((key, f) => {
    const halfWidth = numberAt(column, at + 1 + f, divisor);
    if (!Number.isNaN(halfWidth)) ci95[key] = halfWidth;
  });
  return ci95;
}

/** A result from its model, its scores at `at` in `scores` (divided by `divisor`) and its labels. */
const makeResult = objectMaker<
  (
    model: string,
    scores: NumberColumn,
    at: number,
    divisor: number,
    label: IntegrityLabel,
    status: RunResult['recommendation_status'],
  ) => RunResult
>(
  ['model', 'scores', 'at', 'divisor', 'label', 'status'],
  [
    ['model', 'model'],
    ...SCORE_KEYS.map((key, f): Member => [key, `scores[at + ${f}] / divisor`]),
    ['integrity_label', 'label'],
    ['recommendation_status', 'status'],
  ],
);

/** The results again, as the schema gives them (keys in its order), `models` being their models in order. */
export function resultsOf(columns: ResultColumns, models: readonly string[]): RunResult[] {
  const { scores, labels, intervals } = columns;
  const divisor = divisorOf(scores);
  const width = SCORE_KEYS.length;
  return models.map((model, i) => {
    const result = makeResult(
      model,
      scores,
      i * width,
      divisor,
      LABELS[labels[i * 2]!]!,
      STATUSES[labels[i * 2 + 1]!]!,
    );
    const ci95 = intervals === null ? undefined : intervalsAt(intervals, i);
    if (ci95 !== undefined) result.ci95 = ci95;
    return result;
  });
}

/** A DCD result's figures, in the schema's order: each scenario's rounds, each round's passed, total and score. */
const DCD_FIGURES = DCD_SUBTYPES.length * DCD_ROUNDS.length * 3;

/** A DCD run's results as columns: their models, and DCD_FIGURES numbers per result. */
export interface DcdResultColumns {
  models: string[];
  figures: NumberColumn;
}

/** The columns of DCD results that passed the schema. */
export function dcdResultColumns(results: readonly DcdResult[]): DcdResultColumns {
  const figures = new Float64Array(results.length * DCD_FIGURES);
  let at = 0;
  for (const { scenarios } of results) {
    for (const subtype of DCD_SUBTYPES) {
      for (const round of DCD_ROUNDS) {
        const { passed, total, score } = scenarios[subtype][round];
        figures[at++] = passed;
        figures[at++] = total;
        figures[at++] = score;
      }
    }
  }
  return { models: results.map((r) => r.model), figures: compactColumn(figures) };
}

/** The DCD results again, as the schema gives them (keys in its order). */
export function dcdResultsOf(columns: DcdResultColumns): DcdResult[] {
  const { models, figures } = columns;
  const divisor = divisorOf(figures);
  let at = 0;
  return models.map((model) => {
    const scenarios = {} as Record<DcdSubtype, Record<DcdRound, { passed: number; total: number; score: number }>>;
    for (const subtype of DCD_SUBTYPES) {
      const rounds = {} as Record<DcdRound, { passed: number; total: number; score: number }>;
      for (const round of DCD_ROUNDS) {
        rounds[round] = {
          passed: figures[at]! / divisor,
          total: figures[at + 1]! / divisor,
          score: figures[at + 2]! / divisor,
        };
        at += 3;
      }
      scenarios[subtype] = rounds;
    }
    return { model, scenarios };
  });
}
