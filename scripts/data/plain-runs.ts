// The usual run file checked without zod. At scale the run files are most of the data (a result for every model
// in every run), and zod makes a new object of every one of them only for the build to drop it: its
// output is the file's own value whenever the value passes (data/validation-memo.ts, sameShape). These checks
// accept a value only where the schemas (data/schema.ts) would accept it as it is, keys in the schemas' order;
// anything else, valid or not, goes to zod, which says what is wrong. test/plain-runs.test.ts holds the two to
// the same answers.
import type { z } from 'zod';
import type { Scoring } from '../schemas/scoring.ts';
import { DCD_ROUNDS, DCD_SUBTYPES, DcdRunFile, type runFileSchemas, SLUG_PATTERN } from './schema.ts';
import { sameShape } from './validation-memo.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object's own keys are exactly these, in this order. */
function hasKeys(value: Json, keys: readonly string[]): boolean {
  let i = 0;
  for (const key in value) {
    if (key !== keys[i++]) return false;
  }
  return i === keys.length;
}

/** What `Slug` accepts. */
const isSlug = (value: unknown) => typeof value === 'string' && value.length <= 64 && SLUG_PATTERN.test(value);
/** What `Score` accepts. */
const isScore = (value: unknown) => typeof value === 'number' && value >= 0 && value <= 100;
/** What `z.int().min(0)` accepts. */
const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

/** The scalar fields of a run checked by their own schemas, their values as they are. */
function scalarsPass(shape: Record<string, z.ZodType>, value: Json, keys: readonly string[]): boolean {
  return keys.every((key) => {
    const result = shape[key]!.safeParse(value[key]);
    return result.success && result.data === value[key];
  });
}

/** What a score field accepts as it is: a number in its range, or null where it is optional. */
function fieldCheck(field: Scoring['fields'][number]): (value: unknown) => boolean {
  const { min, max, optional } = field;
  if (min === 0 && max === 100 && !optional) return isScore;
  return (value) =>
    (value === null && optional) ||
    (typeof value === 'number' &&
      Number.isFinite(value) &&
      (min === null || value >= min) &&
      (max === null || value <= max));
}

/** The check of one result under a scoring: its keys in the schema's order, each value one the schema takes as it is. */
function resultCheck(scoring: Scoring, resultKeys: readonly string[]): (result: unknown) => boolean {
  const withoutIntervals = resultKeys.filter((key) => key !== 'ci95');
  const fields = scoring.fields.map((f) => ({ key: f.key, passes: fieldCheck(f) }));
  const labels = scoring.labels.map((l) => ({ key: l.key, values: new Set<unknown>(l.values), optional: l.optional }));
  const widths = new Map(scoring.fields.map((f) => [f.key, f.min === null || f.max === null ? null : f.max - f.min]));
  /** What the intervals' schema accepts: score fields' half-widths, each at least 0 and at most its range. */
  const plainIntervals = (value: unknown): boolean => {
    if (!isObject(value)) return false;
    for (const key in value) {
      const width = widths.get(key);
      const halfWidth = value[key];
      if (
        width === undefined ||
        typeof halfWidth !== 'number' ||
        !(halfWidth >= 0) ||
        (width !== null && halfWidth > width)
      )
        return false;
    }
    return true;
  };
  return (result) => {
    if (!isObject(result) || !isSlug(result.model)) return false;
    if (!hasKeys(result, result.ci95 === undefined ? withoutIntervals : resultKeys)) return false;
    for (const { key, passes } of fields) if (!passes(result[key])) return false;
    if (result.ci95 !== undefined && !plainIntervals(result.ci95)) return false;
    for (const { key, values, optional } of labels) {
      const value = result[key];
      if (!values.has(value) && !(optional && value === null)) return false;
    }
    return true;
  };
}

const ROUND_KEYS = ['passed', 'total', 'score'];
const DCD_RESULT_KEYS = ['model', 'scenarios'];

function plainDcdResult(result: unknown): boolean {
  if (!isObject(result) || !hasKeys(result, DCD_RESULT_KEYS) || !isSlug(result.model)) return false;
  const { scenarios } = result;
  if (!isObject(scenarios) || !hasKeys(scenarios, DCD_SUBTYPES)) return false;
  for (const subtype of DCD_SUBTYPES) {
    const scenario = scenarios[subtype];
    if (!isObject(scenario) || !hasKeys(scenario, DCD_ROUNDS)) return false;
    for (const round of DCD_ROUNDS) {
      const figures = scenario[round];
      if (!isObject(figures) || !hasKeys(figures, ROUND_KEYS)) return false;
      if (!isCount(figures.passed) || !isCount(figures.total) || !isScore(figures.score)) return false;
    }
  }
  return true;
}

const DCD_KEYS = Object.keys(DcdRunFile.shape);
const DCD_SCALARS = DCD_KEYS.filter((key) => key !== 'results' && key !== 'cases');

/** Checks a run file's value without zod: true only where the schema of its kind would accept it as it is. */
export type PlainRunCheck = (kind: 'runs' | 'dcd', value: unknown) => boolean;

/**
 * The check of run files under a scoring and its schemas (data/schema.ts, runFileSchemas): whether a value is one
 * the schema of its kind accepts as it is, checked without zod for its results (a DCD run's few cases still go
 * through zod). False means only "ask zod".
 */
export function plainRunCheck(scoring: Scoring, schemas: ReturnType<typeof runFileSchemas>): PlainRunCheck {
  const evalShape = schemas.file.shape as Record<string, z.ZodType>;
  const evalKeys = Object.keys(evalShape);
  const evalScalars = evalKeys.filter((key) => key !== 'results');
  const plainResult = resultCheck(scoring, Object.keys(schemas.result.shape));
  return (kind, value) => {
    if (!isObject(value)) return false;
    if (kind === 'runs') {
      return (
        hasKeys(value, evalKeys) &&
        scalarsPass(evalShape, value, evalScalars) &&
        Array.isArray(value.results) &&
        value.results.every(plainResult)
      );
    }
    if (!hasKeys(value, DCD_KEYS) || !scalarsPass(DcdRunFile.shape, value, DCD_SCALARS)) return false;
    if (!Array.isArray(value.results) || !value.results.every(plainDcdResult)) return false;
    const cases = DcdRunFile.shape.cases.safeParse(value.cases);
    return cases.success && sameShape(cases.data, value.cases);
  };
}
