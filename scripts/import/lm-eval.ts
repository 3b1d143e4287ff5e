// Results as EleutherAI's lm-evaluation-harness writes them: a results JSON file per evaluation of one model. A
// scoring field says where it comes from (`source: { lm_eval: "<task>/<metric>,<filter>", scale }`): its value is
// `results[task]["<metric>,<filter>"] × scale`, its half-width 1.96 × the stderr × scale where the stderr is a number
// (the harness writes "N/A" where it has none). The scale is the publisher's: the harness mixes fractions, 0–100
// scores and perplexities. The model is the file's `model_name`, else `pretrained` of `config.model_args`; several
// files of one model merge, and one field given by two of them is refused. A task is a task or a group (its aggregate
// in `results`, or in `groups` alone). Where the harness's `higher_is_better` says the other way from the field's
// `better`, a warning says so: the scoring decides.
import type { DataIssue } from '../data/issues.ts';
import type { ScoreField, Scoring } from '../schemas/scoring.ts';
import type { ImportedResult, ReadResults } from './types.ts';

/** The z of a two-sided 95% interval: the harness gives standard errors. */
const Z95 = 1.96;

/** A product of binary fractions without its noise (0.535 × 100 is 53.50000000000001): 12 significant digits. */
const clean = (value: number) => Number(value.toPrecision(12));

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A harness file as read: its name and parsed value. */
export interface HarnessFile {
  file: string;
  value: unknown;
}

/** Where a field comes from: its task, and the value's and stderr's keys in the task's results. */
function sourceOf(field: ScoreField) {
  const { lm_eval: address, scale } = field.source!;
  const slash = address.indexOf('/');
  const [task, key] = [address.slice(0, slash), address.slice(slash + 1)];
  const comma = key.indexOf(',');
  return { task, key, stderr: `${key.slice(0, comma)}_stderr,${key.slice(comma + 1)}`, scale };
}

/** The model a file is about: `model_name`, else `pretrained` of `config.model_args` (a string or an object). */
function modelTextOf(value: Json): string | null {
  if (typeof value.model_name === 'string' && value.model_name.trim() !== '') return value.model_name.trim();
  const config = isObject(value.config) ? value.config : {};
  const args = config.model_args;
  let pretrained: unknown;
  if (typeof args === 'string') pretrained = /(?:^|,)\s*pretrained=([^,]*)/.exec(args)?.[1];
  else if (isObject(args)) pretrained = args.pretrained;
  if (typeof pretrained !== 'string' || pretrained.trim() === '') return null;
  const text = pretrained.trim();
  // A local path counts by its last segment: the folder the weights were in says nothing of the model.
  if (/^(\/|\.\/|\.\.\/|~)/.test(text)) return text.replace(/\/+$/, '').split('/').at(-1) ?? text;
  return text;
}

/** A slug from a model's name: lower case, every run of characters other than a–z, 0–9 and `.` one hyphen. */
function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
}

/** One file's values of the scoring's fields that have a source, and the problems of the file. */
function readFile(
  scoring: Scoring,
  harness: HarnessFile,
  provider: string | undefined,
  errors: DataIssue[],
  warnings: DataIssue[],
) {
  const { file, value } = harness;
  if (!isObject(value) || !isObject(value.results)) {
    errors.push({
      file,
      path: '',
      message: 'expected an lm-evaluation-harness results file (an object with "results"), found something else',
    });
    return null;
  }
  const text = modelTextOf(value);
  if (text === null) {
    errors.push({
      file,
      path: 'model_name',
      message: "expected the model's name (model_name, or pretrained= in config.model_args), found none",
    });
    return null;
  }
  const slash = text.indexOf('/');
  const result: ImportedResult = {
    file,
    where: '',
    model: slugOf(text),
    values: {},
    ci95: {},
    origins: {},
    name: text,
    ...(provider !== undefined ? { provider } : slash > 0 ? { provider: text.slice(0, slash) } : {}),
  };
  const results = value.results;
  // A group's aggregate is in `results` beside its tasks; harness versions that keep it only in `groups` count too.
  const groups = isObject(value.groups) ? value.groups : {};
  const directions = isObject(value.higher_is_better) ? value.higher_is_better : {};
  for (const field of scoring.fields) {
    if (field.source === null) continue;
    const { task, key, stderr, scale } = sourceOf(field);
    const entry = results[task] ?? groups[task];
    // The harness says which way its metric is better: a scoring that says otherwise is most likely a slip.
    const metric = key.slice(0, key.indexOf(','));
    const harnessSays = isObject(directions[task]) ? directions[task][metric] : undefined;
    const said = `higher_is_better.${task}.${metric}`;
    // Once, at the first file that says so: every file of the harness says the same.
    if (
      typeof harnessSays === 'boolean' &&
      harnessSays !== (field.better === 'higher') &&
      !warnings.some((w) => w.path === said)
    ) {
      warnings.push({
        file,
        path: said,
        message: `the harness says ${harnessSays ? 'higher' : 'lower'} is better, the scoring's field ${field.key} says ${field.better}; imported as the scoring says`,
      });
    }
    const at = `results.${task}[${JSON.stringify(key)}]`;
    const given = isObject(entry) ? entry[key] : undefined;
    if (given === undefined) continue;
    result.origins[field.key] = at;
    if (typeof given !== 'number') {
      errors.push({ file, path: at, message: `expected a number, found ${JSON.stringify(given)}` });
      continue;
    }
    result.values[field.key] = clean(given * scale);
    const spread = isObject(entry) ? entry[stderr] : undefined;
    if (typeof spread === 'number') result.ci95[field.key] = clean(Z95 * spread * scale);
  }
  return result;
}

/** Results files of lm-evaluation-harness as results, one per model, several files of a model merged. */
export function readLmEvalResults(scoring: Scoring, files: readonly HarnessFile[], provider?: string): ReadResults {
  const errors: DataIssue[] = [];
  const warnings: DataIssue[] = [];
  if (!scoring.fields.some((f) => f.source !== null)) {
    errors.push({
      file: 'scoring.json',
      path: 'fields',
      message:
        'expected a field with a "source" ({ "lm_eval": "<task>/<metric>,<filter>", "scale": … }), found none: the import cannot tell which result is which field',
    });
    return { results: [], errors, warnings };
  }
  const byModel = new Map<string, ImportedResult>();
  for (const harness of files) {
    const read = readFile(scoring, harness, provider, errors, warnings);
    if (read === null) continue;
    const known = byModel.get(read.model);
    if (known === undefined) {
      byModel.set(read.model, read);
      continue;
    }
    // Another file of the same model: its fields join, none twice.
    for (const [key, value] of Object.entries(read.values)) {
      if (Object.hasOwn(known.values, key)) {
        errors.push({
          file: read.file,
          path: read.origins[key]!,
          message: `expected each field of a model from one file, found ${key} of ${read.model} in ${known.file} too`,
        });
        continue;
      }
      known.values[key] = value;
      known.origins[key] = `${read.origins[key]} of ${read.file}`;
      if (read.ci95[key] !== undefined) known.ci95[key] = read.ci95[key]!;
    }
  }
  // A field with a source that no file of a model gives: missing, which only an optional field may be.
  for (const result of byModel.values()) {
    for (const field of scoring.fields) {
      if (field.source === null || Object.hasOwn(result.values, field.key)) continue;
      if (field.optional) {
        result.values[field.key] = null;
        continue;
      }
      const { task, key } = sourceOf(field);
      result.origins[field.key] = `results.${task}[${JSON.stringify(key)}]`;
      errors.push({
        file: result.file,
        path: `results.${task}[${JSON.stringify(key)}]`,
        message: `expected the value of field ${field.key}, found nothing there (nor in any other file of ${result.model})`,
      });
    }
  }
  return { results: [...byModel.values()], errors, warnings };
}
