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
 * Numbers as hundredths in 16 bits when each of them is exactly such a number (0 to 655.35, at most two
 * decimals: JSON's 89.81 is the double nearest 8981 / 100, which is what dividing gives back), else as they are.
 */
type NumberColumn = Uint16Array | Float64Array;

/** `values` as hundredths when every one of them reads back exactly, else `values` itself. */
function compactColumn(values: Float64Array): NumberColumn {
  const hundredths = new Uint16Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    const scaled = Math.round(value * 100);
    if (!(scaled >= 0 && scaled <= 0xffff && scaled / 100 === value) || Object.is(value, -0)) return values;
    hundredths[i] = scaled;
  }
  return hundredths;
}

/** What a column's numbers are divided by to read them: 100 for hundredths, 1 (exact) for numbers as they are. */
const divisorOf = (column: NumberColumn): number => (column instanceof Uint16Array ? 100 : 1);

/** The bytes a run's columns take. */
export function columnBytes(columns: ResultColumns | DcdResultColumns): number {
  return 'scores' in columns ? columns.scores.byteLength + columns.labels.byteLength : columns.figures.byteLength;
}

export interface ResultColumns {
  /** SCORE_KEYS.length numbers per result, in result order. */
  scores: NumberColumn;
  /** Per result: the index of its integrity label in LABELS, then of its status in STATUSES. */
  labels: Uint8Array;
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
  results.forEach((result, i) => {
    for (let f = 0; f < width; f++) scores[i * width + f] = result[SCORE_KEYS[f]!];
    labels[i * 2] = codeOf(LABELS, result.integrity_label);
    labels[i * 2 + 1] = codeOf(STATUSES, result.recommendation_status);
  });
  return { scores: compactColumn(scores), labels };
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
  const { scores, labels } = columns;
  const divisor = divisorOf(scores);
  const width = SCORE_KEYS.length;
  return models.map((model, i) =>
    makeResult(model, scores, i * width, divisor, LABELS[labels[i * 2]!]!, STATUSES[labels[i * 2 + 1]!]!),
  );
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
