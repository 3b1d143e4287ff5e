// The usual run file checked without zod. At scale the run files are most of the data (a result for every model
// in every run), and zod makes a new object of every one of them only for the build to drop it: its
// output is the file's own value whenever the value passes (data/validation-memo.ts, sameShape). These checks
// accept a value only where the schemas (data/schema.ts) would accept it as it is, keys in the schemas' order;
// anything else, valid or not, goes to zod, which says what is wrong. test/plain-runs.test.ts holds the two to
// the same answers.
import type { z } from 'zod';
import { SCORE_KEYS } from '../schemas/score-fields.ts';
import { DCD_ROUNDS, DCD_SUBTYPES, DcdRunFile, EvalRunFile, RunResult, SLUG_PATTERN } from './schema.ts';
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

const RESULT_KEYS = Object.keys(RunResult.shape);
/** A result's keys without its optional intervals (the last key). */
const RESULT_KEYS_WITHOUT_CI95 = RESULT_KEYS.filter((key) => key !== 'ci95');
const SCORE_KEY_SET = new Set<string>(SCORE_KEYS);
const INTEGRITY_LABELS = new Set<unknown>(RunResult.shape.integrity_label.options);
const RECOMMENDATIONS = new Set<unknown>(RunResult.shape.recommendation_status.options);

/** What `Ci95` accepts: score fields' half-widths. */
function plainIntervals(value: unknown): boolean {
  if (!isObject(value)) return false;
  for (const key in value) if (!SCORE_KEY_SET.has(key) || !isScore(value[key])) return false;
  return true;
}

function plainResult(result: unknown): boolean {
  if (!isObject(result) || !isSlug(result.model)) return false;
  if (!hasKeys(result, result.ci95 === undefined ? RESULT_KEYS_WITHOUT_CI95 : RESULT_KEYS)) return false;
  for (const key of SCORE_KEYS) if (!isScore(result[key])) return false;
  if (result.ci95 !== undefined && !plainIntervals(result.ci95)) return false;
  return INTEGRITY_LABELS.has(result.integrity_label) && RECOMMENDATIONS.has(result.recommendation_status);
}

const EVAL_KEYS = Object.keys(EvalRunFile.shape);
const EVAL_SCALARS = EVAL_KEYS.filter((key) => key !== 'results');

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

/**
 * Whether a run file's value is one the schema of its kind accepts as it is, checked without zod for its
 * results (a DCD run's few cases still go through zod). False means only "ask zod".
 */
export function plainRun(kind: 'runs' | 'dcd', value: unknown): boolean {
  if (!isObject(value)) return false;
  if (kind === 'runs') {
    return (
      hasKeys(value, EVAL_KEYS) &&
      scalarsPass(EvalRunFile.shape, value, EVAL_SCALARS) &&
      Array.isArray(value.results) &&
      value.results.every(plainResult)
    );
  }
  if (!hasKeys(value, DCD_KEYS) || !scalarsPass(DcdRunFile.shape, value, DCD_SCALARS)) return false;
  if (!Array.isArray(value.results) || !value.results.every(plainDcdResult)) return false;
  const cases = DcdRunFile.shape.cases.safeParse(value.cases);
  return cases.success && sameShape(cases.data, value.cases);
}
