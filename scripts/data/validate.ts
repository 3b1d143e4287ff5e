// Pure validation: data files (as text) → a Dataset, or every problem at once.

import type { z } from 'zod';
import { compareText } from './compare.ts';
import { decodeUtf8, textOfValidUtf8 } from './decode.ts';
import { type DataIssue, issuesFromZod, stripUnknownKeys } from './issues.ts';
import { checkJsonStructure } from './json-structure.ts';
import type { DataFile, DataFolder } from './load.ts';
import { plainRun } from './plain-runs.ts';
import { providerIdIssues } from './provider-ids.ts';
import { obtain, RecentMap } from './recent.ts';
import {
  checkReferences,
  dcdRunIssues,
  evalRunIssues,
  type Parsed,
  type ParsedCollections,
  type Unshaped,
  unshapedReferenceIssues,
} from './references.ts';
import { dcdResultColumns, dcdResultsOf, resultColumns, resultsOf } from './result-columns.ts';
import { type Dataset, type DcdResult, DcdRun, EvalRun, Incident, Model, type RunResult, Site } from './schema.ts';
import { type FileSummary, sameShape, type ValidationMemo } from './validation-memo.ts';

export interface ValidationResult {
  dataset: Dataset | null;
  errors: DataIssue[];
  warnings: DataIssue[];
}

/**
 * Each validated value's file as read, by the digest of its bytes: its identity for the keys of the incremental
 * build (render/reuse.ts). Known where the memo took the digest, that is in every build with caches, the only
 * ones that key anything; the bytes themselves are not kept (at scale they are as large as the parsed data).
 */
const sources = new WeakMap<object, string>();

/** The digest of the bytes of the file a validated value was read from, where a memo took it. */
export function sourceDigestOf(value: object): string | undefined {
  return sources.get(value);
}

const COLLECTIONS = { models: Model, runs: EvalRun, incidents: Incident, dcd: DcdRun } as const;
type CollectionName = keyof typeof COLLECTIONS;

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

function classify(file: string): CollectionName | 'site' | null {
  if (file === 'site.json') return 'site';
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

/** Published full runs with no results: the latest would empty the leaderboard, an earlier one a past week. */
function emptyFullRuns(runs: readonly { file: string; value: EvalRun }[]): DataIssue[] {
  return runs
    .filter(({ value }) => value.kind === 'full' && value.status === 'published' && resultModelsOf(value).length === 0)
    .map(({ file }) => ({
      file,
      path: 'results',
      message:
        'expected at least one result in a published full run, found an empty array (it would publish an empty leaderboard; keep the run as a draft until it has results)',
    }));
}

/** What the memo keeps of a run file free of problems within itself; nothing for other files and one with some. */
function summaryOf(kind: CollectionName | 'site', file: string, value: unknown): FileSummary | undefined {
  if (kind === 'runs') {
    const run = value as EvalRun;
    if (evalRunIssues(file, run, null).length > 0) return undefined;
    const { run_id, kind: runKind, status, published_at } = run;
    return { fields: { run_id, kind: runKind, status, published_at }, modelRefs: run.results.map((r) => r.model) };
  }
  if (kind === 'dcd') {
    const run = value as DcdRun;
    if (dcdRunIssues(file, run, null).length > 0) return undefined;
    const { run_id, status, published_at } = run;
    const modelRefs = [...new Set([...run.results.map((r) => r.model), ...run.cases.map((c) => c.model)])];
    return { fields: { run_id, status, published_at }, modelRefs };
  }
  return undefined;
}

/** Each run read from its summary: the models of its results, in order (see resultModelsOf). */
const summarised = new WeakMap<object, FileSummary>();

/**
 * The cases of DCD runs kept parsed, by the size of their files (which bounds them): all of them in a leaderboard
 * of the bench's size (100 DCD runs); at larger scales those read last. Only the latest run's cases are rendered,
 * so the others are let go first, and read again from the file only if asked for.
 */
const PARSED_LIST_BYTES = 32 * 1024 * 1024;
type ParsedLists = RecentMap<object, Record<string, unknown>>;

/**
 * A run file free of problems within itself, kept as its summary (its fields but the lists, which come last in
 * both kinds, keys in the schema's order) and its results as columns (result-columns.ts): from the value
 * validation parsed, or when first read where a memo let the file through unparsed. So a run file is parsed once
 * at most for its results, and its files can be taken from the previous output without parsing it at all. A DCD
 * run's cases are parsed with it and kept while there is room (PARSED_LIST_BYTES).
 */
function lazyRun(
  parsedLists: ParsedLists,
  kind: 'runs' | 'dcd',
  file: DataFile,
  summary: FileSummary,
  parsed?: Record<string, unknown>,
): object {
  const value: Record<string, unknown> = { ...summary.fields };
  const { readAgain } = file;
  const parse = () => JSON.parse(textOfValidUtf8(readAgain())) as Record<string, unknown>;
  if (kind === 'runs') {
    let columns = parsed === undefined ? undefined : resultColumns(parsed.results as RunResult[]);
    Object.defineProperty(value, 'results', {
      enumerable: true,
      get: () => {
        columns ??= resultColumns(parse().results as RunResult[]);
        return resultsOf(columns, summary.modelRefs);
      },
    });
  } else {
    const { size } = file;
    let columns = parsed === undefined ? undefined : dcdResultColumns(parsed.results as DcdResult[]);
    /** The file parsed again for its cases; its results become columns too if they were not yet. */
    const casesOf = () => {
      const again = parse();
      columns ??= dcdResultColumns(again.results as DcdResult[]);
      return { cases: again.cases };
    };
    Object.defineProperty(value, 'results', {
      enumerable: true,
      get: () => {
        // Parsed once for both lists: the cases are kept while there is room.
        if (columns === undefined) parsedLists.obtain(value, casesOf, size);
        return dcdResultsOf(columns!);
      },
    });
    Object.defineProperty(value, 'cases', {
      enumerable: true,
      get: () => parsedLists.obtain(value, casesOf, size).cases,
    });
    // The cases validation parsed are kept while there is room.
    if (parsed !== undefined) parsedLists.set(value, { cases: parsed.cases }, size);
  }
  summarised.set(value, summary);
  return value;
}

/** The models of a run's results, in order, without parsing a run read from its summary. */
export function resultModelsOf(run: EvalRun): readonly string[] {
  return summarised.get(run)?.modelRefs ?? run.results.map((r) => r.model);
}

/** What the run summaries share: one string per model slug, one array per distinct list of models. */
interface SharedModels {
  slugs: Map<string, string>;
  /** The lists kept so far by their length, first and last slug. */
  lists: Map<string, string[][]>;
}

/**
 * A run summary's models made to share what earlier summaries hold, for the whole build. JSON.parse gives every
 * occurrence of a slug a string of its own: at 300 models × 1,040 runs those copies were 350,000 strings, about
 * 11 MB. And most runs name the same models as some run before them (171 lists among 1,171 runs there): one
 * array for each list instead of one for each run, 2.2 MB less.
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

/** `memo` skips the checks of files that passed them before (data/validation-memo.ts). */
export function validateDataset(folder: DataFolder, memo?: ValidationMemo): ValidationResult {
  const { files } = folder;
  const parsedLists: ParsedLists = new RecentMap(PARSED_LIST_BYTES);
  const sharedModels: SharedModels = { slugs: new Map(), lists: new Map() };
  const errors: DataIssue[] = [...folder.errors];
  const warnings: DataIssue[] = [...folder.warnings];
  let site: Parsed<Site> | null = null;
  const parsed: ParsedCollections = { models: [], runs: [], incidents: [], dcd: [] };
  const unshaped: Unshaped[] = [];

  for (const file of files) {
    const kind = classify(file.file);
    if (kind === null) {
      warnings.push({ file: file.file, path: '', message: 'not a data file of a known kind; ignored' });
      continue;
    }
    // A file that passed its own checks before is only parsed (data/validation-memo.ts); a run file not even that.
    const digest = memo?.digestOf(file);
    if (digest !== undefined && memo?.has(kind, digest) === true) {
      const summary = kind === 'runs' || kind === 'dcd' ? memo.summary(kind, digest) : undefined;
      if (summary !== undefined && (kind === 'runs' || kind === 'dcd')) {
        const value = lazyRun(parsedLists, kind, file, shareModels(summary, sharedModels));
        sources.set(value, digest);
        (parsed[kind] as (Parsed<unknown> & { modelRefs: readonly string[] })[]).push({
          file: file.file,
          value,
          modelRefs: summary.modelRefs,
        });
        continue;
      }
      const value = JSON.parse(textOfValidUtf8(file.bytes)) as object;
      sources.set(value, digest);
      if (kind === 'site') site = { file: file.file, value: value as Site };
      else (parsed[kind] as Parsed<unknown>[]).push({ file: file.file, value });
      continue;
    }
    const json = readJson(file);
    if ('errors' in json) {
      errors.push(...json.errors);
      continue;
    }
    const schema: z.ZodType = kind === 'site' ? Site : COLLECTIONS[kind];
    // The usual run file passes its schema as it is, checked without zod making a copy of it (data/plain-runs.ts).
    const plain = (kind === 'runs' || kind === 'dcd') && plainRun(kind, json.value);
    let result: z.ZodSafeParseResult<unknown> = plain
      ? { success: true, data: json.value }
      : schema.safeParse(json.value);
    // A run file whose value is its JSON as it is (no unknown field dropped) is kept as its summary (lazyRun).
    const asRead =
      result.success &&
      (plain || ((kind === 'runs' || kind === 'dcd' || memo !== undefined) && sameShape(result.data, json.value)));
    const summary = asRead ? summaryOf(kind, file.file, result.data) : undefined;
    if (asRead && digest !== undefined) memo?.add(kind, digest, summary);
    if (summary !== undefined && (kind === 'runs' || kind === 'dcd')) {
      const value = lazyRun(
        parsedLists,
        kind,
        file,
        shareModels(summary, sharedModels),
        json.value as Record<string, unknown>,
      );
      if (digest !== undefined) sources.set(value, digest);
      (parsed[kind] as (Parsed<unknown> & { modelRefs: readonly string[] })[]).push({
        file: file.file,
        value,
        modelRefs: summary.modelRefs,
      });
      continue;
    }
    if (!result.success) {
      const found = issuesFromZod(file.file, json.value, result.error.issues, schema);
      errors.push(...found.errors);
      warnings.push(...found.warnings);
      if (found.errors.length > 0) {
        // Its references are still checked, from the raw value, beside its schema problems.
        if (kind !== 'site')
          unshaped.push({
            kind,
            file: file.file,
            value: json.value,
            reported: new Set(found.errors.map((e) => e.path)),
          });
        continue;
      }
      result = schema.safeParse(stripUnknownKeys(json.value, result.error.issues));
      if (!result.success) continue;
    }
    if (digest !== undefined && typeof result.data === 'object' && result.data !== null) {
      sources.set(result.data, digest);
    }
    if (kind === 'site') site = { file: file.file, value: result.data as Site };
    else (parsed[kind] as Parsed<unknown>[]).push({ file: file.file, value: result.data });
  }

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
  errors.push(...references, ...unshapedReferenceIssues(unshaped, slugs), ...emptyFullRuns(parsed.runs));
  errors.push(...providerIdIssues(parsed.models));
  // One list in file order: a file's schema and reference problems together.
  errors.sort((a, b) => compareText(a.file, b.file));
  if (errors.length > 0 || site === null) return { dataset: null, errors, warnings };

  return {
    dataset: {
      site: site.value,
      models: parsed.models.map((p) => p.value).sort((a, b) => compareText(a.slug, b.slug)),
      runs: parsed.runs.map((p) => p.value).sort((a, b) => a.run_id - b.run_id),
      incidents: parsed.incidents.map((p) => p.value).sort((a, b) => compareText(a.id, b.id)),
      dcdRuns: parsed.dcd.map((p) => p.value).sort((a, b) => a.run_id - b.run_id),
    },
    errors,
    warnings,
  };
}
