// Cross-file checks: file names match ids, ids are unique, every model reference resolves, counts add up.
import { type DataIssue, editDistance } from './issues.ts';
import type { DcdRun, DcdRunFile, EvalRun, EvalRunFile, Incident, Model } from './schema.ts';
import { DCD_ROUNDS, DCD_SUBTYPES } from './schema.ts';

/** One file's validated content, with the file it came from. */
export interface Parsed<T> {
  file: string;
  value: T;
}

export interface ParsedCollections {
  models: Parsed<Model>[];
  incidents: Parsed<Incident>[];
  runs: ParsedRun<EvalRun, EvalRunFile>[];
  dcd: ParsedRun<DcdRun, DcdRunFile>[];
}

/**
 * A run's summary; the models it refers to; whether it is known free of problems within its file; and its whole
 * value, read again from the run store only where a reference does not resolve or the run is not known free of
 * problems (evalRunIssues, dcdRunIssues then say which).
 */
interface ParsedRun<Summary, File> extends Parsed<Summary> {
  modelRefs: readonly string[];
  clean: boolean;
  full: () => File;
}

/** `results[3] (model "orbit-4")`: the index and the model the operator knows the entry by. */
function itemPath(list: string, index: number, model: string): string {
  return `${list}[${index}] (model ${JSON.stringify(model)})`;
}

function baseName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.json$/, '');
}

/** File name = id, and no id used twice within one collection. */
function checkIds<T>(items: Parsed<T>[], field: string, idOf: (v: T) => string | number, issues: DataIssue[]) {
  const seen = new Map<string, string>();
  for (const { file, value } of items) {
    const id = idOf(value);
    if (String(id) !== baseName(file)) {
      issues.push({
        file,
        path: field,
        message: `expected the file name to equal the ${field} (${String(id)}.json), found ${JSON.stringify(baseName(file))}`,
      });
    }
    const first = seen.get(String(id));
    if (first !== undefined) {
      issues.push({
        file,
        path: field,
        message: `expected a ${field} not used by ${first}, found ${JSON.stringify(id)}`,
      });
    } else {
      seen.set(String(id), file);
    }
  }
}

/** Paths are made only for a problem: a dataset at scale has hundreds of thousands of entries and none. */
type LazyPath = () => string;

/** Up to three known slugs close to an unknown one (a typo, a version off by one), closest first. */
function closestSlugs(slug: string, known: Iterable<string>): string[] {
  const limit = Math.max(2, Math.floor(slug.length / 3));
  // A slug is usually the provider's name and the model's: compare with the whole and with each tail after a
  // hyphen (`orbit-5` is one edit from `aldervane-orbit-4`'s `orbit-4`).
  const distanceTo = (candidate: string) =>
    Math.min(
      editDistance(slug, candidate),
      ...[...candidate.matchAll(/-/g)].map((m) => editDistance(slug, candidate.slice(m.index + 1))),
    );
  return [...known]
    .map((candidate) => ({ candidate, distance: distanceTo(candidate) }))
    .filter((c) => c.distance <= limit || c.candidate.startsWith(slug) || slug.startsWith(c.candidate))
    .sort((a, b) => a.distance - b.distance || (a.candidate < b.candidate ? -1 : 1))
    .slice(0, 3)
    .map((c) => c.candidate);
}

function checkModelRef(slugs: ReadonlySet<string>, file: string, path: LazyPath, slug: string, issues: DataIssue[]) {
  if (!slugs.has(slug)) {
    const close = closestSlugs(slug, slugs);
    const hint = close.length === 0 ? '' : ` (did you mean ${close.map((c) => JSON.stringify(c)).join(' or ')}?)`;
    issues.push({
      file,
      path: path(),
      message: `expected the slug of a model in models/, found ${JSON.stringify(slug)}${hint}`,
    });
  }
}

function checkUniqueWithin<T>(
  file: string,
  items: readonly T[],
  keyOf: (item: T) => string,
  pathOf: (item: T, index: number) => string,
  what: string,
  issues: DataIssue[],
) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (seen.has(key)) {
      issues.push({
        file,
        path: pathOf(item, index),
        message: `expected each ${what} once, found ${JSON.stringify(key)} again`,
      });
    }
    seen.add(key);
  });
}

/**
 * Each result's model resolves (with `slugs`; not checked without) and appears once. `each` adds a kind's own
 * checks of a result, reported right after that result's reference.
 */
function checkResultModels<R extends { model: string }>(
  file: string,
  results: readonly R[],
  slugs: ReadonlySet<string> | null,
  issues: DataIssue[],
  each: (result: R, index: number) => void = () => {},
): void {
  results.forEach((r, i) => {
    if (slugs !== null) checkModelRef(slugs, file, () => `${itemPath('results', i, r.model)}.model`, r.model, issues);
    each(r, i);
  });
  checkUniqueWithin(
    file,
    results,
    (r) => r.model,
    (r, i) => `${itemPath('results', i, r.model)}.model`,
    'model',
    issues,
  );
}

/** The problems of one evaluation run: model references that do not resolve (with `slugs`), a model twice. */
export function evalRunIssues(file: string, run: EvalRunFile, slugs: ReadonlySet<string> | null): DataIssue[] {
  const issues: DataIssue[] = [];
  checkResultModels(file, run.results, slugs, issues);
  return issues;
}

/**
 * The problems of one DCD run: model references that do not resolve (with `slugs`; none without), a count passed
 * over its total, a model or a case id twice.
 */
export function dcdRunIssues(file: string, run: DcdRunFile, slugs: ReadonlySet<string> | null): DataIssue[] {
  const issues: DataIssue[] = [];
  checkResultModels(file, run.results, slugs, issues, (r, i) => {
    for (const subtype of DCD_SUBTYPES) {
      for (const round of DCD_ROUNDS) {
        const { passed, total } = r.scenarios[subtype][round];
        if (passed > total) {
          issues.push({
            file,
            path: `${itemPath('results', i, r.model)}.scenarios.${subtype}.${round}.passed`,
            message: `expected at most total (${total}), found ${passed}`,
          });
        }
      }
    }
  });
  run.cases.forEach((c, i) => {
    if (slugs !== null) checkModelRef(slugs, file, () => `${itemPath('cases', i, c.model)}.model`, c.model, issues);
  });
  checkUniqueWithin(
    file,
    run.cases,
    (c) => c.id,
    (c, i) => `${itemPath('cases', i, c.model)}.id`,
    'case id',
    issues,
  );
  return issues;
}

/**
 * `modelFileSlugs` are the names of every file in models/, valid or not: a model whose file has its own
 * problem still resolves, so one mistake is reported once instead of once per reference.
 */
export function checkReferences(parsed: ParsedCollections, modelFileSlugs: ReadonlySet<string>): DataIssue[] {
  const issues: DataIssue[] = [];
  checkIds(parsed.models, 'slug', (m) => m.slug, issues);
  checkIds(parsed.runs, 'run_id', (r) => r.run_id, issues);
  checkIds(parsed.incidents, 'id', (i) => i.id, issues);
  checkIds(parsed.dcd, 'run_id', (r) => r.run_id, issues);
  const slugs = new Set([...modelFileSlugs, ...parsed.models.map((m) => m.value.slug)]);

  // A file known to pass its own checks whose models all resolve has nothing to report: its value is not even
  // parsed (data/validation-memo.ts).
  const resolved = (run: ParsedRun<unknown, unknown>) => run.clean && run.modelRefs.every((slug) => slugs.has(slug));
  for (const run of parsed.runs) {
    if (!resolved(run)) issues.push(...evalRunIssues(run.file, run.full(), slugs));
  }
  for (const { file, value: incident } of parsed.incidents)
    checkModelRef(slugs, file, () => 'model', incident.model, issues);
  for (const run of parsed.dcd) {
    if (!resolved(run)) issues.push(...dcdRunIssues(run.file, run.full(), slugs));
  }
  return issues;
}

/** A data file that is JSON but not of its kind's shape (its schema problems are reported on their own). */
export interface Unshaped {
  kind: 'models' | 'runs' | 'incidents' | 'dcd';
  file: string;
  value: unknown;
  /** The paths its schema problems were found at: nothing is reported twice at one place. */
  reported: ReadonlySet<string>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The reference problems of a file whose shape is wrong elsewhere, read from its raw value as far as it goes:
 * its id against its file name, and the model of each entry. So one pass reports every problem at once, not
 * the references only once the shape is fixed.
 */
export function unshapedReferenceIssues(items: readonly Unshaped[], slugs: ReadonlySet<string>): DataIssue[] {
  const issues: DataIssue[] = [];
  const ID_FIELDS = { models: 'slug', runs: 'run_id', incidents: 'id', dcd: 'run_id' } as const;
  for (const { kind, file, value, reported } of items) {
    if (!isObject(value)) continue;
    const field = ID_FIELDS[kind];
    const id = value[field];
    if ((typeof id === 'string' || typeof id === 'number') && !reported.has(field) && String(id) !== baseName(file)) {
      issues.push({
        file,
        path: field,
        message: `expected the file name to equal the ${field} (${String(id)}.json), found ${JSON.stringify(baseName(file))}`,
      });
    }
    const ref = (path: string, model: unknown) => {
      if (typeof model === 'string' && !reported.has(path)) checkModelRef(slugs, file, () => path, model, issues);
    };
    if (kind === 'incidents') ref('model', value.model);
    for (const list of kind === 'runs' ? ['results'] : kind === 'dcd' ? ['results', 'cases'] : []) {
      const entries = value[list];
      if (!Array.isArray(entries)) continue;
      entries.forEach((entry, i) => {
        if (isObject(entry)) ref(`${itemPath(list, i, String(entry.model))}.model`, entry.model);
      });
    }
  }
  return issues;
}
