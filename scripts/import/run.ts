// The run an import makes, checked as the build checks it: the results read from elsewhere (csv.ts, lm-eval.ts)
// become `runs/N.json` and the files of models that have none, laid beside the data folder's own files and
// validated with them (data/validate.ts: one validation, not a second one). A problem in the new files is told in
// the terms of where the value came from (the CSV's row and column, the harness file's key), never as the run file
// nobody wrote. `--carry` starts from the latest published full run's results, so that a leaderboard whose models
// are evaluated each at its own time keeps a full run for every update.
import type { DataIssue } from '../data/issues.ts';
import type { DataFile, DataFolder } from '../data/load.ts';
import { plausibilityWarnings } from '../data/plausibility.ts';
import type { EvalRun, EvalRunFile, RunResult } from '../data/schema.ts';
import { type ValidationResult, validateDataset } from '../data/validate.ts';
import type { ImportedResult } from './types.ts';

export interface RunOptions {
  runId: number;
  publishedAt: string;
  kind: 'full' | 'partial';
  status: 'published' | 'draft';
  carry: boolean;
  /** The day dates are checked against, as the build's now: a run, incident or release after it is warned of. */
  now: Date;
}

export interface ImportPlan {
  /** The files to write, relative to the data folder, with their text: the run's and the new models'. */
  files: { file: string; text: string }[];
  run: EvalRunFile;
  /** The models of the run that came from the import (not carried), and those that got a file. */
  imported: string[];
  created: string[];
  /** The run the results were carried from, if any. */
  carriedFrom: number | null;
}

export type PlanResult = { plan: ImportPlan; warnings: DataIssue[] } | { errors: DataIssue[]; warnings: DataIssue[] };

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A data file that is not on disk: the text the import would write. */
function virtualFile(file: string, text: string): DataFile {
  const bytes = Buffer.from(text);
  return { file, size: bytes.length, identity: null, bytes, readAgain: () => bytes };
}

/** The folder as it would be: its own files, then the import's (the scoring stays first, as load.ts lists it). */
function withFiles(folder: DataFolder, added: readonly { file: string; text: string }[]): DataFolder {
  const names = new Set(added.map((a) => a.file));
  return {
    names: [...folder.names.filter((n) => !names.has(n)), ...names].sort(),
    files: {
      *[Symbol.iterator]() {
        for (const file of folder.files) if (!names.has(file.file)) yield file;
        for (const { file, text } of added) yield virtualFile(file, text);
      },
    },
    errors: folder.errors,
    warnings: folder.warnings,
  };
}

/** The result as a run file holds it: the model, the scoring's members in its order, the half-widths. */
function resultOf(imported: ImportedResult, order: readonly string[]): RunResult {
  const result: RunResult = { model: imported.model };
  for (const key of order) if (Object.hasOwn(imported.values, key)) result[key] = imported.values[key]!;
  if (Object.keys(imported.ci95).length > 0) result.ci95 = imported.ci95;
  return result;
}

/**
 * Problems of the imported rows themselves: a model twice, a new model without a name or provider. The rows with
 * one are left out of the run that is checked: what the check would say of them is said here, once.
 */
function rowIssues(
  results: readonly ImportedResult[],
  modelFiles: ReadonlySet<string>,
): { issues: DataIssue[]; refused: Set<ImportedResult> } {
  const issues: DataIssue[] = [];
  const refused = new Set<ImportedResult>();
  const first = new Map<string, ImportedResult>();
  for (const r of results) {
    const where = r.where === '' ? '' : `${r.where} `;
    const earlier = first.get(r.model);
    if (earlier !== undefined) {
      const also = `${earlier.file}${earlier.where === '' ? '' : ` ${earlier.where}`}`;
      issues.push({
        file: r.file,
        path: `${where}(model ${JSON.stringify(r.model)})`,
        message: `expected each model once, found it again (also ${also})`,
      });
      refused.add(r);
      continue;
    }
    first.set(r.model, r);
    if (r.model !== '' && !modelFiles.has(r.model) && (r.name === undefined || r.provider === undefined)) {
      const missing = [r.name === undefined ? 'name' : null, r.provider === undefined ? 'provider' : null].filter(
        (m) => m !== null,
      );
      issues.push({
        file: r.file,
        path: `${where}(model ${JSON.stringify(r.model)})`,
        message: `expected a model of the data folder (models/${r.model}.json), or its ${missing.join(' and ')} to give it a file, found neither`,
      });
      refused.add(r);
    }
  }
  return { issues, refused };
}

/**
 * A validation problem of the run file said where its value came from: `results[3] (model "x").cost` of the run
 * is row 5's column cost of the CSV file (or the harness file's key); other problems are left as they are.
 */
function placed(issue: DataIssue, runFile: string, sources: ReadonlyMap<number, ImportedResult>): DataIssue {
  if (issue.file !== runFile) return issue;
  const match = /^results\[(\d+)\](?: \(model "[^"]*"\))?(?:\.(.+))?$/.exec(issue.path);
  const source = match === null ? undefined : sources.get(Number(match[1]));
  if (match === null || source === undefined) return issue;
  const member = match[2];
  const origin =
    member === undefined ? undefined : (source.origins[member] ?? source.origins[member.replace(/^ci95\./, 'ci95.')]);
  const model = `(model ${JSON.stringify(source.model)})`;
  if (source.where === '') {
    return {
      file: source.file,
      path: origin ?? `${model}${member === undefined ? '' : `.${member}`}`,
      message: issue.message,
    };
  }
  const column = member === undefined ? '' : `, column ${origin ?? member}`;
  return { file: source.file, path: `${source.where} ${model}${column}`, message: issue.message };
}

/**
 * The run an import makes and the model files it adds, checked with the whole data folder (`current`: the folder
 * as it is, validated); or every problem.
 */
export function planImport(
  folder: DataFolder,
  current: ValidationResult,
  imported: readonly ImportedResult[],
  options: RunOptions,
): PlanResult {
  if (current.dataset === null) return { errors: current.errors, warnings: current.warnings };
  const { dataset, store } = current;
  const runFile = `runs/${options.runId}.json`;
  if (folder.names.includes(runFile)) {
    return {
      errors: [
        {
          file: runFile,
          path: '',
          message: `expected a run id no run has, found ${runFile} there already (an import never replaces a run)`,
        },
      ],
      warnings: current.warnings,
    };
  }
  const modelSlugs = new Set(dataset.models.map((m) => m.slug));
  const rows = rowIssues(imported, modelSlugs);
  imported = imported.filter((r) => !rows.refused.has(r));
  const order = [...dataset.scoring.fieldKeys, ...dataset.scoring.labelKeys];
  // The latest published full run, as the leaderboard's latest: its results carried, the imported ones over them.
  const base = options.carry ? latestFullRun(dataset.runs) : null;
  const carried = base === null ? [] : store.results(base);
  const importedBySlug = new Map(imported.map((r) => [r.model, r]));
  const results: RunResult[] = [];
  const sources = new Map<number, ImportedResult>();
  for (const result of carried) {
    const over = importedBySlug.get(result.model);
    if (over !== undefined) sources.set(results.length, over);
    results.push(over === undefined ? result : resultOf(over, order));
  }
  const carriedSlugs = new Set(carried.map((r) => r.model));
  for (const r of imported) {
    if (carriedSlugs.has(r.model)) continue;
    sources.set(results.length, r);
    results.push(resultOf(r, order));
  }
  const run: EvalRunFile = {
    run_id: options.runId,
    kind: options.kind,
    status: options.status,
    published_at: options.publishedAt,
    results,
  };
  const created = imported.filter((r) => !modelSlugs.has(r.model));
  const files = [
    ...created.map((r) => ({
      file: `models/${r.model}.json`,
      text: json({ slug: r.model, name: r.name, provider: r.provider, pricing: null }),
    })),
    { file: runFile, text: json(run) },
  ];
  const checked = validateDataset(withFiles(folder, files));
  const added = new Set(files.map((f) => f.file));
  const ours = (issue: DataIssue) => added.has(issue.file);
  const warnings = [
    ...current.warnings,
    ...plausibilityWarnings(checked.dataset ?? dataset, options.now),
    ...checked.warnings.filter(ours).map((w) => placed(w, runFile, sources)),
  ];
  if (checked.dataset === null || rows.issues.length > 0) {
    const errors = [...rows.issues, ...checked.errors.map((e) => placed(e, runFile, sources))];
    return { errors, warnings };
  }
  return {
    plan: {
      files,
      run,
      imported: imported.map((r) => r.model),
      created: created.map((r) => r.model),
      carriedFrom: base?.run_id ?? null,
    },
    warnings,
  };
}

/** The published full run with the greatest publication time (then run id): the leaderboard's latest. */
function latestFullRun(runs: readonly EvalRun[]): EvalRun | null {
  const full = runs.filter((r) => r.kind === 'full' && r.status === 'published');
  full.sort((a, b) => Date.parse(a.published_at) - Date.parse(b.published_at) || a.run_id - b.run_id);
  return full.at(-1) ?? null;
}
