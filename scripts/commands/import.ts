// `npm run import`: results kept elsewhere (a CSV file, lm-evaluation-harness output) into `runs/N.json` and the
// files of new models, checked with the whole data folder as the build checks it (import/run.ts), written whole or
// not at all.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { command, UsageError } from '../cli/args.ts';
import { resolveNow } from '../cli/now.ts';
import { type DataIssue, formatIssue } from '../data/issues.ts';
import { loadDataFiles } from '../data/load.ts';
import { validateDataset } from '../data/validate.ts';
import { readCsvResults } from '../import/csv.ts';
import { type HarnessFile, readLmEvalResults } from '../import/lm-eval.ts';
import { type ImportPlan, planImport } from '../import/run.ts';
import type { ReadResults } from '../import/types.ts';
import type { Scoring } from '../schemas/scoring.ts';

const USAGE = `Usage: npm run import -- FILE… --run-id N --published-at ISO [options]

Reads results kept elsewhere and writes them as data/runs/N.json (and a file for each new model), checked as the
build checks a run. Nothing is written when anything is wrong: every problem is listed with its file, its row or
key, the column, what was expected and what was found.

  FILE                  a CSV file (one row per model: model, the scoring's fields, labels, <field>_ci95, and name
                        and provider for a model without a file), or lm-evaluation-harness results: a results JSON
                        file, or a folder of them (one model each; the scoring's fields say where they come from)
  --run-id N            the new run's id (a run file of that id must not exist)
  --published-at ISO    when it is published, an ISO-8601 UTC date-time such as 2026-03-02T12:00:00Z
  --format F            csv or lm-eval (default: csv for .csv files, lm-eval for .json files and folders)
  --kind K              full (default) or partial
  --status S            published (default) or draft
  --carry               start from the latest published full run's results: the imported rows replace those
                        models' results or join them (a leaderboard whose models are evaluated each at its own time)
  --provider NAME       the provider of new models from lm-eval files (default: the model name's text before "/")
  --data DIR            the data folder (default: data)
  --now DATE            the day dates are checked against, as the build's --now (default: SOURCE_DATE_EPOCH,
                        else today): a run, incident or release after it is warned of
  --dry-run             print the run that would be written, write nothing
  -h, --help            show this help`;

type Format = 'csv' | 'lm-eval';

/** Files and new models named one by one up to this many. */
const LISTED = 20;

function options(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        'run-id': { type: 'string' },
        'published-at': { type: 'string' },
        format: { type: 'string' },
        kind: { type: 'string', default: 'full' },
        status: { type: 'string', default: 'published' },
        carry: { type: 'boolean', default: false },
        provider: { type: 'string' },
        data: { type: 'string', default: 'data' },
        now: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n\n${USAGE}`);
  }
}

/** One of `allowed`, or a usage error naming the option. */
function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new UsageError(`--${name}: expected ${allowed.join(' or ')}, found ${JSON.stringify(value)}`);
  }
  return value as T;
}

/** Every `.json` file below a folder, in path order. */
function jsonFilesBelow(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...jsonFilesBelow(full));
    else if (entry.name.endsWith('.json')) found.push(full);
  }
  return found.sort();
}

/** The results of the files given, read by their format. */
async function readSources(scoring: Scoring, files: readonly string[], format: Format | undefined, provider?: string) {
  const read: ReadResults = { results: [], errors: [], warnings: [] };
  const harness: HarnessFile[] = [];
  for (const file of files) {
    const info = statSync(file, { throwIfNoEntry: false });
    if (info === undefined) {
      read.errors.push({ file, path: '', message: 'expected a file or a folder, found nothing there' });
      continue;
    }
    const kind = format ?? (info.isDirectory() || file.endsWith('.json') ? 'lm-eval' : 'csv');
    if (kind === 'csv') {
      const csv = readCsvResults(scoring, file, await readFile(file, 'utf8'));
      read.results.push(...csv.results);
      read.errors.push(...csv.errors);
      read.warnings.push(...csv.warnings);
      continue;
    }
    for (const name of info.isDirectory() ? jsonFilesBelow(file) : [file]) {
      try {
        harness.push({ file: name, value: JSON.parse(await readFile(name, 'utf8')) });
      } catch (err) {
        read.errors.push({ file: name, path: '', message: `expected JSON, found ${(err as Error).message}` });
      }
    }
  }
  if (harness.length > 0) {
    const lm = readLmEvalResults(scoring, harness, provider);
    read.results.push(...lm.results);
    read.errors.push(...lm.errors);
    read.warnings.push(...lm.warnings);
  }
  return read;
}

/** Problems of the sources as they are named, the data folder's below it. */
function print(issues: readonly DataIssue[], kind: 'warning' | 'error', sources: ReadonlySet<string>, dataDir: string) {
  for (const issue of issues) {
    process.stderr.write(`${kind}: ${formatIssue(issue, sources.has(issue.file) ? null : dataDir)}\n`);
  }
}

/** The problems that refuse an import, and its exit status. */
function refuse(errors: readonly DataIssue[], sources: ReadonlySet<string>, dataDir: string): number {
  print(errors, 'error', sources, dataDir);
  process.stderr.write(`${errors.length} problem${errors.length === 1 ? '' : 's'}: nothing was written\n`);
  return 1;
}

/** Where `writePlan` writes a file before renaming it into place: hidden, so that the loader never reads it. */
const temporaryOf = (target: string) =>
  path.join(path.dirname(target), `.${path.basename(target)}.import-${process.pid}`);
/** The name `temporaryOf` gives, from any import, as a killed one leaves it. */
const TEMPORARY = /^\..+\.import-\d+$/;

/** The temporary files an import killed before it could remove them left in models/ and runs/: how many went. */
function removeLeftovers(dataDir: string): number {
  let removed = 0;
  for (const dir of ['models', 'runs'].map((d) => path.join(dataDir, d))) {
    for (const name of existsSync(dir) ? readdirSync(dir) : []) {
      if (!TEMPORARY.test(name)) continue;
      rmSync(path.join(dir, name), { force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * The plan's files written whole: each into a hidden temporary file beside its place (the loader never reads a
 * name starting with "."), then renamed over it, the run last; a failure or an interrupt removes what is left.
 */
async function writePlan(dataDir: string, plan: ImportPlan): Promise<void> {
  const temps = plan.files.map((f) => {
    const target = path.join(dataDir, f.file);
    return {
      target,
      temp: temporaryOf(target),
      text: f.text,
    };
  });
  const cleanUp = () => Promise.all(temps.map((t) => rm(t.temp, { force: true })));
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    // A new data folder may have no models/ or runs/ yet. Written one after the other, without a round trip to
    // the thread pool for each file (docs/scale.md, "An import").
    for (const dir of new Set(temps.map((t) => path.dirname(t.target)))) mkdirSync(dir, { recursive: true });
    for (const t of temps) writeFileSync(t.temp, t.text, { flag: 'wx' });
    for (const t of temps) renameSync(t.temp, t.target);
  } catch (err) {
    await cleanUp();
    throw err;
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
}

export const main = command(async (argv) => {
  const { values, positionals } = options(argv);
  if (values.help === true) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (positionals.length === 0) throw new UsageError(`expected at least one file to import\n\n${USAGE}`);
  const rawId = values['run-id'];
  if (rawId === undefined || !/^[1-9][0-9]*$/.test(rawId)) {
    throw new UsageError(
      `--run-id: expected a positive whole number, found ${rawId === undefined ? 'nothing' : JSON.stringify(rawId)}`,
    );
  }
  const publishedAt = values['published-at'];
  if (publishedAt === undefined)
    throw new UsageError('--published-at: expected an ISO-8601 UTC date-time, found nothing');
  const format = values.format === undefined ? undefined : oneOf('format', values.format, ['csv', 'lm-eval'] as const);
  const kind = oneOf('kind', values.kind!, ['full', 'partial'] as const);
  const status = oneOf('status', values.status!, ['published', 'draft'] as const);
  const dataDir = values.data!;
  // The folder as it is, checked first: the sources are read by its scoring.
  const folder = await loadDataFiles(dataDir);
  const current = validateDataset(folder);
  const sources = new Set<string>(positionals);
  if (current.dataset === null) {
    print(current.warnings, 'warning', sources, dataDir);
    print(current.errors, 'error', sources, dataDir);
    process.stderr.write(`${current.errors.length} problems in ${dataDir}; fix them first: nothing was written\n`);
    return 1;
  }
  const read = await readSources(current.dataset.scoring, positionals, format, values.provider);
  for (const issue of [...read.results, ...read.errors, ...read.warnings]) {
    if (issue.file !== 'scoring.json') sources.add(issue.file);
  }
  // A file refused whole (no header to read it by): its problems, not the empty run they would leave.
  if (read.results.length === 0 && read.errors.length > 0) {
    print(read.warnings, 'warning', sources, dataDir);
    return refuse(read.errors, sources, dataDir);
  }
  // Planned even when a cell could not be read, so that every problem is told at once; a value that could not be
  // read is left out of the run, and the check's word on its absence is not told again.
  const planned = planImport(folder, current, read.results, {
    runId: Number(rawId),
    publishedAt,
    kind,
    status,
    carry: values.carry === true,
    now: resolveNow(values.now),
  });
  print([...read.warnings, ...planned.warnings], 'warning', sources, dataDir);
  const told = new Set(read.errors.map((e) => `${e.file}\0${e.path}`));
  const errors = [
    ...read.errors,
    ...('errors' in planned ? planned.errors : []).filter((e) => !told.has(`${e.file}\0${e.path}`)),
  ];
  if (errors.length > 0 || 'errors' in planned) {
    // In the order of the files and their rows, as a person goes through them.
    const row = (e: DataIssue) => Number(/^row (\d+)/.exec(e.path)?.[1] ?? 0);
    errors.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : row(a) - row(b)));
    return refuse(errors, sources, dataDir);
  }
  const { plan } = planned as Extract<typeof planned, { plan: unknown }>;
  const carried =
    plan.carriedFrom === null
      ? ''
      : `, ${plan.run.results.length - plan.imported.length} carried from run ${plan.carriedFrom}`;
  const summary = `run ${plan.run.run_id} (${plan.run.kind}, ${plan.run.status}, ${plan.run.published_at}): ${plan.run.results.length} results, ${plan.imported.length} imported${carried}`;
  if (values['dry-run'] === true) {
    process.stdout.write(plan.files.at(-1)!.text);
    process.stderr.write(`import: would write ${summary}; --dry-run: nothing was written\n`);
    return 0;
  }
  const left = removeLeftovers(dataDir);
  if (left > 0) process.stdout.write(`import: removed ${left} temporary files an interrupted import left\n`);
  await writePlan(dataDir, plan);
  // Each file and new model by name while they are few; past that, how many.
  const many = plan.files.length > LISTED;
  if (many) {
    const models = path.join(dataDir, 'models');
    process.stdout.write(`import: wrote ${plan.created.length} model files in ${models}/\n`);
  }
  for (const f of many ? plan.files.slice(-1) : plan.files) {
    process.stdout.write(`import: wrote ${path.join(dataDir, f.file)}\n`);
  }
  const created =
    plan.created.length > LISTED
      ? [...plan.created.slice(0, LISTED), `and ${plan.created.length - LISTED} more`]
      : plan.created;
  process.stdout.write(`import: ${summary}${created.length === 0 ? '' : `; new models: ${created.join(', ')}`}\n`);
  return 0;
});
