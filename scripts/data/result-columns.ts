// A run file's results kept as columns once parsed: an evaluation result's numbers and labels (as the scoring in
// force names them), a DCD result's 45 figures, in typed arrays. Scores are given to two decimals in practice, so a
// run's numbers are kept as hundredths in 16 bits when every one of them reads back exactly that way, else as they
// are (NumberColumn): a small fraction of the parsed objects' memory. A run's results are read again long after
// validation (its page, its place in a model's history, the stability of later runs, the DCD summaries): at scale
// the run files are too large to keep parsed, and parsing them again is a large part of the build. An evaluation
// run's models are its own list (validate.ts, resultModelsOf), so only its scores are kept here.
import { type Member, objectMaker } from '../lib/object-maker.ts';
import type { Scoring } from '../schemas/scoring.ts';
import { DCD_ROUNDS, DCD_SUBTYPES, type DcdResult, type DcdRound, type DcdSubtype, type RunResult } from './schema.ts';

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
  /** The scoring's field count of numbers per result, in result order; NaN (ABSENT) where an optional one is null. */
  scores: NumberColumn;
  /** Per result: the index of each label's value in its list, NO_LABEL where an optional one is null. */
  labels: Uint8Array;
  /**
   * Per result: 1 if it has `ci95` (NaN if not), then the half-width of each score field (NaN where it gives
   * none). Null when no result of the run has `ci95`.
   */
  intervals: NumberColumn | null;
}

/** The code of a label a result leaves out (a label has at most 20 values). */
const NO_LABEL = 0xff;

/** What turns results into columns and back under one scoring: made once per build with the run store. */
export interface ResultCodec {
  /** The columns of results that passed the scoring's schema. */
  columns(results: readonly RunResult[]): ResultColumns;
  /** The results again, as the schema gives them (keys in its order), `models` being their models in order. */
  results(columns: ResultColumns, models: readonly string[]): RunResult[];
}

export function resultCodec(scoring: Scoring): ResultCodec {
  const keys = scoring.fieldKeys;
  const width = keys.length;
  const labels = scoring.labels.map((l) => l.values);
  const labelWidth = labels.length;
  const optional = scoring.fields.map((f) => f.optional);
  // A required field's number is read as it is; an optional one's NaN (or ABSENT hundredths) is null.
  const read = (column: NumberColumn, at: number, divisor: number): number | null => {
    const value = numberAt(column, at, divisor);
    return Number.isNaN(value) ? null : value;
  };
  const label = (values: readonly string[], code: number): string | null => (code === NO_LABEL ? null : values[code]!);
  /** A result from its model, its scores at `at` in `scores` (divided by `divisor`) and its labels' codes at `codeAt`. */
  const makeResult = objectMaker<
    (
      model: string,
      scores: NumberColumn,
      at: number,
      divisor: number,
      codes: Uint8Array,
      codeAt: number,
      values: readonly (readonly string[])[],
      read: (column: NumberColumn, at: number, divisor: number) => number | null,
      label: (values: readonly string[], code: number) => string | null,
    ) => RunResult
  >(
    ['model', 'scores', 'at', 'divisor', 'codes', 'codeAt', 'values', 'read', 'label'],
    [
      ['model', 'model'],
      ...keys.map(
        (key, f): Member => [key, optional[f] ? `read(scores, at + ${f}, divisor)` : `scores[at + ${f}] / divisor`],
      ),
      ...scoring.labels.map((l, k): Member => [l.key, `label(values[${k}], codes[codeAt + ${k}])`]),
    ],
  );
  /** The `ci95` of the result at `i`, keys in the fields' order; undefined where the result has none. */
  const intervalsAt = (column: NumberColumn, i: number): RunResult['ci95'] => {
    const divisor = divisorOf(column);
    const at = i * (width + 1);
    if (Number.isNaN(numberAt(column, at, divisor))) return undefined;
    const ci95: Record<string, number> = {};
    keys.forEach((key, f) => {
      const halfWidth = numberAt(column, at + 1 + f, divisor);
      if (!Number.isNaN(halfWidth)) ci95[key] = halfWidth;
    });
    return ci95;
  };
  return {
    columns(results) {
      const scores = new Float64Array(results.length * width);
      const codes = new Uint8Array(results.length * labelWidth);
      // One more number per result than the scores: 1 when it has `ci95` (even an empty one), NaN when not.
      const intervalWidth = width + 1;
      let intervals: Float64Array | null = null;
      results.forEach((result, i) => {
        for (let f = 0; f < width; f++)
          scores[i * width + f] = (result[keys[f]!] as number | null | undefined) ?? Number.NaN;
        for (let k = 0; k < labelWidth; k++) {
          const value = result[scoring.labels[k]!.key];
          codes[i * labelWidth + k] =
            value === null || value === undefined ? NO_LABEL : codeOf(labels[k]!, value as string);
        }
        const { ci95 } = result;
        if (ci95 === undefined) return;
        intervals ??= new Float64Array(results.length * intervalWidth).fill(Number.NaN);
        intervals[i * intervalWidth] = 1;
        for (let f = 0; f < width; f++) intervals[i * intervalWidth + 1 + f] = ci95[keys[f]!] ?? Number.NaN;
      });
      return {
        scores: compactColumn(scores),
        labels: codes,
        intervals: intervals === null ? null : compactColumn(intervals),
      };
    },
    results(columns, models) {
      const { scores, labels: codes, intervals } = columns;
      const divisor = divisorOf(scores);
      return models.map((model, i) => {
        const result = makeResult(model, scores, i * width, divisor, codes, i * labelWidth, labels, read, label);
        const ci95 = intervals === null ? undefined : intervalsAt(intervals, i);
        if (ci95 !== undefined) result.ci95 = ci95;
        return result;
      });
    },
  };
}

const codeOf = <T>(list: readonly T[], value: T): number => {
  const code = list.indexOf(value);
  if (code < 0) throw new Error(`result columns: unknown value ${JSON.stringify(value)}`);
  return code;
};

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
