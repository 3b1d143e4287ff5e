// Pure validation: data files (as text) → a Dataset, or every problem at once.

import type { z } from 'zod';
import { compareText } from '../lib/compare.ts';
import { obtain } from '../lib/recent.ts';
import type { Scoring } from '../schemas/scoring.ts';
import { SPEC_SCORING } from '../schemas/spec-scoring.ts';
import { decodeUtf8, textOfValidUtf8 } from './decode.ts';
import { type DataIssue, issuesFromZod, stripUnknownKeys } from './issues.ts';
import { checkJsonStructure } from './json-structure.ts';
import type { DataFile, DataFolder } from './load.ts';
import { type PlainRunCheck, plainRunCheck } from './plain-runs.ts';
import { providerIdIssues } from './provider-ids.ts';
import {
  checkReferences,
  dcdRunIssues,
  evalRunIssues,
  type Parsed,
  type ParsedCollections,
  type Unshaped,
  unshapedReferenceIssues,
} from './references.ts';
import { type RunSource, RunStore } from './run-store.ts';
import {
  type Dataset,
  type DcdRun,
  DcdRunFile,
  type EvalRun,
  type EvalRunFile,
  Incident,
  Model,
  runFileSchemas,
  Site,
} from './schema.ts';
import { checkScoringFile, SCORING_FILE } from './scoring-file.ts';
import { type FileSummary, sameShape, type ValidationMemo } from './validation-memo.ts';

/** A valid dataset and its run store, or every problem at once. */
export type ValidationResult = ({ dataset: Dataset; store: RunStore } | { dataset: null; store: null }) & {
  errors: DataIssue[];
  warnings: DataIssue[];
};

type CollectionName = 'models' | 'runs' | 'incidents' | 'dcd';

/** JSON.parse with a message that points at line and column. */
function parseJson(text: string): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (err) {
    const message = (err as Error).message;
    const position = /position (\d+)/.exec(message);
    let where = '';
    if (position) {
      const before = text.slice(0, Number(position[1]));
      const line = before.split('\n').length;
      where = ` at line ${line} column ${before.length - before.lastIndexOf('\n')}`;
    }
    const reason = message.replace(/ in JSON at position \d+.*$/, '').replace(/\s*\(line \d+ column \d+\)$/, '');
    return { error: `expected valid JSON, found a syntax error${where} (${reason})` };
  }
}

function classify(file: string): CollectionName | 'site' | 'scoring' | null {
  if (file === 'site.json') return 'site';
  if (file === SCORING_FILE) return 'scoring';
  const match = /^(models|runs|incidents|dcd)\/[^/]+\.json$/.exec(file);
  return match ? (match[1] as CollectionName) : null;
}

/** A data file's JSON value, or its problems: encoding, syntax, duplicate keys, nesting depth. */
function readJson(file: DataFile): { value: unknown } | { errors: DataIssue[] } {
  const decoded = decodeUtf8(file.bytes);
  if ('error' in decoded) return { errors: [{ file: file.file, path: '', message: decoded.error }] };
  if (decoded.text.trim() === '') {
    return { errors: [{ file: file.file, path: '', message: 'expected a JSON object, found an empty file' }] };
  }
  const json = parseJson(decoded.text);
  if ('error' in json) return { errors: [{ file: file.file, path: '', message: json.error }] };
  const structure = checkJsonStructure(decoded.text, json.value);
  if (structure.length > 0) return { errors: structure.map((p) => ({ file: file.file, ...p })) };
  return json;
}

type RunKind = 'runs' | 'dcd';
const isRunKind = (kind: CollectionName | 'site'): kind is RunKind => kind === 'runs' || kind === 'dcd';

/** Published full runs with no results: the latest would empty the leaderboard, an earlier one a past week. */
function emptyFullRuns(runs: ParsedCollections['runs']): DataIssue[] {
  return runs
    .filter(({ value, modelRefs }) => value.kind === 'full' && value.status === 'published' && modelRefs.length === 0)
    .map(({ file }) => ({
      file,
      path: 'results',
      message:
        'expected at least one result in a published full run, found an empty array (it would publish an empty leaderboard; keep the run as a draft until it has results)',
    }));
}

/** A run's fields but its lists, keys in the schema's order: the summary the build carries. */
function fieldsOf(kind: RunKind, run: EvalRunFile | DcdRunFile): FileSummary['fields'] {
  if (kind === 'runs') {
    const { run_id, kind: runKind, status, published_at } = run as EvalRunFile;
    return { run_id, kind: runKind, status, published_at };
  }
  const { run_id, status, published_at } = run;
  return { run_id, status, published_at };
}

/** The models a run refers to: of its results, and of a DCD run's cases. */
function modelRefsOf(kind: RunKind, run: EvalRunFile | DcdRunFile): string[] {
  if (kind === 'runs') return run.results.map((r) => r.model);
  const { results, cases } = run as DcdRunFile;
  return [...new Set([...results.map((r) => r.model), ...cases.map((c) => c.model)])];
}

/** What the memo keeps of a run file free of problems within itself; nothing for other files and one with some. */
function summaryOf(kind: CollectionName | 'site', file: string, value: unknown): FileSummary | undefined {
  if (!isRunKind(kind)) return undefined;
  const run = value as EvalRunFile | DcdRunFile;
  const issues =
    kind === 'runs' ? evalRunIssues(file, run as EvalRunFile, null) : dcdRunIssues(file, run as DcdRunFile, null);
  if (issues.length > 0) return undefined;
  return { fields: fieldsOf(kind, run), modelRefs: modelRefsOf(kind, run) };
}

/** What the run summaries share: one string per model slug, one array per distinct list of models. */
interface SharedModels {
  slugs: Map<string, string>;
  /** The lists kept so far by their length, first and last slug. */
  lists: Map<string, string[][]>;
}

/**
 * A run summary's models made to share what earlier summaries hold, for the whole build. JSON.parse gives every
 * occurrence of a slug a string of its own, and most runs name the same models as some run before them: one
 * string per slug and one array per distinct list instead of one for each run (docs/scale.md).
 */
function shareModels(summary: FileSummary, shared: SharedModels): FileSummary {
  const refs = summary.modelRefs;
  for (let i = 0; i < refs.length; i++) {
    const slug = refs[i]!;
    const known = shared.slugs.get(slug);
    if (known === undefined) shared.slugs.set(slug, slug);
    else refs[i] = known;
  }
  const lists = obtain(shared.lists, `${refs.length}\n${refs[0] ?? ''}\n${refs.at(-1) ?? ''}`, () => []);
  const same = lists.find((list) => list.every((slug, i) => slug === refs[i]));
  if (same === undefined) lists.push(refs);
  else summary.modelRefs = same;
  return summary;
}

/** The state of one validation: what has been read so far, and its problems. */
interface Validation {
  memo: ValidationMemo | undefined;
  /** The scoring in force (the spec's until `scoring.json` says otherwise); null when that file has problems. */
  scoring: Scoring | null;
  /** The schema of each kind of file, and the fast check of run files, under the scoring. */
  schemas: Record<CollectionName | 'site', z.ZodType>;
  plain: PlainRunCheck;
  /** The memo's kind of evaluation run files: their checks hold under the scoring they were checked against. */
  runsKind: string;
  store: RunStore;
  shared: SharedModels;
  site: Parsed<Site> | null;
  parsed: ParsedCollections;
  unshaped: Unshaped[];
  errors: DataIssue[];
  warnings: DataIssue[];
}

/**
 * A run recorded: its summary in the collection, its lists in the store. `summary` is set for a file free of
 * problems within itself; `parsed` is its value where validation parsed it; `asRead` says that value is the file
 * as it is, so the store may read the file again instead of holding it.
 */
function addRun(
  state: Validation,
  kind: RunKind,
  file: DataFile,
  digest: string | undefined,
  found: { summary?: FileSummary; parsed?: EvalRunFile | DcdRunFile; asRead: boolean },
): void {
  const { summary, parsed, asRead } = found;
  const shared = summary === undefined ? undefined : shareModels(summary, state.shared);
  const value = { ...(shared?.fields ?? fieldsOf(kind, parsed!)) };
  const models = shared?.modelRefs ?? modelRefsOf(kind, parsed!);
  const clean = shared !== undefined;
  const source: RunSource = {
    models,
    digest,
    size: file.size,
    readAgain: asRead ? file.readAgain : undefined,
    parsed,
  };
  const { store } = state;
  if (kind === 'runs') {
    const run = value as unknown as EvalRun;
    store.addRun(run, source);
    const full = () => (parsed as EvalRunFile | undefined) ?? { ...run, results: store.results(run) };
    state.parsed.runs.push({ file: file.file, value: run, modelRefs: models, clean, full });
  } else {
    const run = value as unknown as DcdRun;
    store.addDcdRun(run, source);
    const full = () =>
      (parsed as DcdRunFile | undefined) ?? { ...run, results: store.dcdResults(run), cases: store.dcdCases(run) };
    state.parsed.dcd.push({ file: file.file, value: run, modelRefs: models, clean, full });
  }
}

/** A value that is not a run recorded in its collection, with the digest of its file. */
function addValue(state: Validation, kind: CollectionName | 'site', file: string, value: object, digest?: string) {
  if (digest !== undefined) state.store.addDigest(value, digest);
  if (kind === 'site') state.site = { file, value: value as Site };
  else (state.parsed[kind] as Parsed<unknown>[]).push({ file, value });
}

/** The kind a file is known by in the memo: an evaluation run's passed its checks under one scoring. */
const memoKind = (state: Validation, kind: CollectionName | 'site') => (kind === 'runs' ? state.runsKind : kind);

/** A file that passed its own checks before (data/validation-memo.ts): only parsed, a run file not even that. */
function takeChecked(state: Validation, kind: CollectionName | 'site', file: DataFile, digest: string): void {
  const summary = isRunKind(kind) ? state.memo!.summary(memoKind(state, kind), digest) : undefined;
  if (summary !== undefined && isRunKind(kind)) {
    addRun(state, kind, file, digest, { summary, asRead: true });
    return;
  }
  const value = JSON.parse(textOfValidUtf8(file.bytes)) as object;
  if (isRunKind(kind)) addRun(state, kind, file, digest, { parsed: value as EvalRunFile, asRead: true });
  else addValue(state, kind, file.file, value, digest);
}

/** A file checked: its JSON, its schema (or the fast run check), then recorded with its problems. */
function checkFile(state: Validation, kind: CollectionName | 'site', file: DataFile, digest: string | undefined): void {
  const json = readJson(file);
  if ('errors' in json) {
    state.errors.push(...json.errors);
    return;
  }
  const schema = state.schemas[kind];
  // The usual run file passes its schema as it is, checked without zod making a copy of it (data/plain-runs.ts).
  const plain = isRunKind(kind) && state.plain(kind, json.value);
  let result: z.ZodSafeParseResult<unknown> = plain
    ? { success: true, data: json.value }
    : schema.safeParse(json.value);
  // A value that is its JSON as it is (no unknown field dropped) can be recorded in the memo and read again.
  const asRead =
    result.success && (plain || ((isRunKind(kind) || state.memo !== undefined) && sameShape(result.data, json.value)));
  const summary = asRead ? summaryOf(kind, file.file, result.data) : undefined;
  if (asRead && digest !== undefined) state.memo?.add(memoKind(state, kind), digest, summary);
  if (!result.success) {
    const found = issuesFromZod(file.file, json.value, result.error.issues, schema);
    state.errors.push(...found.errors);
    state.warnings.push(...found.warnings);
    if (found.errors.length > 0) {
      // Its references are still checked, from the raw value, beside its schema problems.
      const reported = new Set(found.errors.map((e) => e.path));
      if (kind !== 'site') state.unshaped.push({ kind, file: file.file, value: json.value, reported });
      return;
    }
    result = schema.safeParse(stripUnknownKeys(json.value, result.error.issues));
    if (!result.success) return;
  }
  const value = result.data as object;
  if (isRunKind(kind)) addRun(state, kind, file, digest, { summary, parsed: value as EvalRunFile, asRead });
  else addValue(state, kind, file.file, value, digest);
}

/** The cross-file checks, then the dataset in its order, or every problem. */
function finish(state: Validation, folder: DataFolder): ValidationResult {
  const { site, parsed, errors, warnings } = state;
  if (site === null && !errors.some((e) => e.file === 'site.json')) {
    errors.push({
      file: 'site.json',
      path: '',
      message: 'expected the site file (name, url, attribution, license), found nothing (the file is missing)',
    });
  }
  // Model files that could not even be read still count as models, so their references do not cascade.
  const modelFiles = [...folder.names, ...folder.errors.map((e) => e.file)];
  const modelFileSlugs = new Set(modelFiles.filter((f) => classify(f) === 'models').map((f) => f.slice(7, -5)));
  const references = checkReferences(parsed, modelFileSlugs);
  const slugs = new Set([...modelFileSlugs, ...parsed.models.map((m) => m.value.slug)]);
  errors.push(...references, ...unshapedReferenceIssues(state.unshaped, slugs), ...emptyFullRuns(parsed.runs));
  errors.push(...providerIdIssues(parsed.models));
  // One list in file order: a file's schema and reference problems together.
  errors.sort((a, b) => compareText(a.file, b.file));
  if (errors.length > 0 || site === null || state.scoring === null)
    return { dataset: null, store: null, errors, warnings };
  const dataset: Dataset = {
    site: site.value,
    scoring: state.scoring,
    models: parsed.models.map((p) => p.value).sort((a, b) => compareText(a.slug, b.slug)),
    runs: parsed.runs.map((p) => p.value).sort((a, b) => a.run_id - b.run_id),
    incidents: parsed.incidents.map((p) => p.value).sort((a, b) => compareText(a.id, b.id)),
    dcdRuns: parsed.dcd.map((p) => p.value).sort((a, b) => a.run_id - b.run_id),
  };
  return { dataset, store: state.store, errors, warnings };
}

/**
 * Every data file checked, then the files together: a dataset of summaries and the run store that holds the
 * runs' lists (data/run-store.ts), or every problem at once. `memo` skips the checks of files that passed them
 * before (data/validation-memo.ts).
 */
export function validateDataset(folder: DataFolder, memo?: ValidationMemo): ValidationResult {
  const state: Validation = {
    memo,
    scoring: SPEC_SCORING,
    ...schemasUnder(SPEC_SCORING),
    runsKind: 'runs',
    store: new RunStore(SPEC_SCORING),
    shared: { slugs: new Map(), lists: new Map() },
    site: null,
    parsed: { models: [], runs: [], incidents: [], dcd: [] },
    unshaped: [],
    errors: [...folder.errors],
    warnings: [...folder.warnings],
  };
  // The scoring first (load.ts lists it first): every run is checked against it.
  for (const file of folder.files) {
    const kind = classify(file.file);
    if (kind === null) {
      state.warnings.push({ file: file.file, path: '', message: 'not a data file of a known kind; ignored' });
      continue;
    }
    if (kind === 'scoring') {
      takeScoring(state, file, memo?.digestOf(file));
      continue;
    }
    // Run files cannot be checked against a scoring with problems: the scoring's are reported alone.
    if (kind === 'runs' && state.scoring === null) continue;
    const digest = memo?.digestOf(file);
    if (digest !== undefined && memo?.has(memoKind(state, kind), digest) === true)
      takeChecked(state, kind, file, digest);
    else checkFile(state, kind, file, digest);
  }
  return finish(state, folder);
}

/** The schemas of every kind of file and the fast check of run files, under a scoring. */
function schemasUnder(scoring: Scoring): Pick<Validation, 'schemas' | 'plain'> {
  const runs = runFileSchemas(scoring);
  return {
    schemas: { site: Site, models: Model, runs: runs.file, incidents: Incident, dcd: DcdRunFile },
    plain: plainRunCheck(scoring, runs),
  };
}

/** `scoring.json` checked (data/scoring-file.ts): the scoring every later run file is checked against. */
function takeScoring(state: Validation, file: DataFile, digest: string | undefined): void {
  const json = readJson(file);
  const checked = 'errors' in json ? { scoring: null, errors: json.errors } : checkScoringFile(json.value);
  state.errors.push(...checked.errors);
  state.scoring = checked.scoring;
  if (checked.scoring === null) return;
  Object.assign(state, schemasUnder(checked.scoring));
  state.store = new RunStore(checked.scoring);
  // Without a memo nothing is known by kind; with one, the file's digest is the scoring's identity.
  state.runsKind = `runs@${digest ?? ''}`;
}
