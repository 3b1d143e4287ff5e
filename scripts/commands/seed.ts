// CLI: generate the synthetic dataset into a folder, replacing it atomically.
//   npm run seed -- [--out DIR] [--models N] [--runs N] [--dcd-runs N] [--cases-per-run N] [--seed S]

import type { Stats } from 'node:fs';
import { lstat, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  BENCHMARKS,
  type Benchmark,
  DEFAULT_SEED_OPTIONS,
  generateDataset,
  SEED_LIMITS,
  type SeedOptions,
} from '../../seeds/generate.ts';
import { listFiles } from '../data/list-files.ts';
import { sha256 } from '../lib/digest.ts';

const d = DEFAULT_SEED_OPTIONS;
export const USAGE = `Usage: npm run seed -- [options]

Generates the deterministic synthetic dataset (same options, same bytes) and replaces the target folder.

Options:
  --out DIR            target folder (default: data). Only an empty folder or one seed wrote and nobody changed
                       since is replaced (seed keeps .seed-manifest.json, the digests of what it wrote)
  --force              replace the target folder even if it holds other or changed files
  --models N           number of models (default: ${d.models}; the first ${d.models} are the hand-written catalog)
  --runs N             weekly published full runs (default: ${d.runs}); partial runs and one draft run are added
  --dcd-runs N         monthly DCD runs (default: ${d.dcdRuns}); the last one is a draft
  --cases-per-run N    DCD cases per DCD run (default: ${d.casesPerRun})
  --seed S             PRNG seed string (default: ${d.seed})
  --benchmark NAME     ${BENCHMARKS.join(' or ')} (default: ${d.benchmark}): coding-agent writes a benchmark with a
                       scoring of its own (scoring.json: five fields, costs and times where lower is better), no
                       prices and no DCD runs (examples/coding-agent/data is its output)
  -h, --help           show this help
`;

/** A failure to report to the user without a stack trace. */
export class SeedError extends Error {}

const FLAGS = { models: 'models', runs: 'runs', dcdRuns: 'dcd-runs', casesPerRun: 'cases-per-run' } as const;

function readFlags(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        out: { type: 'string', default: 'data' },
        models: { type: 'string' },
        runs: { type: 'string' },
        'dcd-runs': { type: 'string' },
        'cases-per-run': { type: 'string' },
        seed: { type: 'string' },
        benchmark: { type: 'string' },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (err) {
    throw new SeedError((err as Error).message);
  }
}

export function parseSeedArgs(
  argv: string[],
): { help: true } | { help: false; out: string; options: SeedOptions; force: boolean } {
  const values = readFlags(argv);
  if (values.help) return { help: true };
  const options: SeedOptions = { ...DEFAULT_SEED_OPTIONS };
  for (const [key, flag] of Object.entries(FLAGS) as [keyof typeof FLAGS, (typeof FLAGS)[keyof typeof FLAGS]][]) {
    const raw = values[flag];
    if (raw === undefined) continue;
    const [min, max] = SEED_LIMITS[key];
    const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!(n >= min && n <= max))
      throw new SeedError(`--${flag} must be an integer from ${min} to ${max}, got "${raw}"`);
    options[key] = n;
  }
  if (values.seed !== undefined) {
    if (values.seed === '') throw new SeedError('--seed must not be empty');
    options.seed = values.seed;
  }
  if (values.benchmark !== undefined) {
    if (!(BENCHMARKS as readonly string[]).includes(values.benchmark)) {
      throw new SeedError(`--benchmark must be one of ${BENCHMARKS.join(', ')}, got "${values.benchmark}"`);
    }
    options.benchmark = values.benchmark as Benchmark;
  }
  if (values.out === '') throw new SeedError('--out must not be empty');
  return { help: false, out: values.out, options, force: values.force };
}

/**
 * What seed writes beside the dataset: the digest of every file it generated. A folder whose files still match
 * it is seed's own and may be replaced; anything else (a run added, a model edited) is the operator's data.
 */
export const MANIFEST_FILE = '.seed-manifest.json';

/** Every file below `dir` except hidden ones (seed's manifest, editor and VCS files), posix paths. */
async function filesBelow(dir: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const rel of listFiles(dir, { hidden: false })) {
    found.set(rel, sha256(await readFile(join(dir, ...rel.split('/')))));
  }
  return found;
}

function manifestText(files: Map<string, string>): string {
  const entries = [...files]
    .map(([rel, contents]) => [rel, sha256(contents)] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `${JSON.stringify({ written_by: 'npm run seed', files: Object.fromEntries(entries) }, null, 2)}\n`;
}

/** What differs between the folder and seed's manifest, in words; empty when the folder is still seed's own. */
async function changesSinceSeed(target: string): Promise<string[] | null> {
  const manifestPath = join(target, MANIFEST_FILE);
  const text = await readFile(manifestPath, 'utf8').catch(() => null);
  if (text === null) return null;
  const written = new Map(Object.entries((JSON.parse(text) as { files: Record<string, string> }).files ?? {}));
  const now = await filesBelow(target);
  const changes: string[] = [];
  for (const [rel, hash] of now) {
    if (!written.has(rel)) changes.push(`${rel} added`);
    else if (written.get(rel) !== hash) changes.push(`${rel} changed`);
  }
  for (const rel of written.keys()) if (!now.has(rel)) changes.push(`${rel} removed`);
  return changes.sort();
}

/**
 * Throws SeedError unless `target` is missing, an empty folder, or a folder seed wrote whose files are unchanged
 * (or `force`). Returns whether it exists.
 */
async function assertReplaceable(target: string, force: boolean): Promise<boolean> {
  let info: Stats;
  try {
    info = await lstat(target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  if (!info.isDirectory()) throw new SeedError(`refusing to write to ${target}: it exists and is not a folder`);
  if ((await readdir(target)).length === 0 || force) return true;
  const changes = await changesSinceSeed(target);
  if (changes === null) {
    throw new SeedError(
      `refusing to replace ${target}: it is not empty and seed did not write it (no ${MANIFEST_FILE}); nothing was written. Use --force to replace it anyway.`,
    );
  }
  if (changes.length > 0) {
    const shown = changes.slice(0, 5).join(', ');
    const more = changes.length > 5 ? ` and ${changes.length - 5} more` : '';
    throw new SeedError(
      `refusing to replace ${target}: its files changed since seed wrote them (${shown}${more}); nothing was written. Use --force to replace it anyway.`,
    );
  }
  return true;
}

/**
 * Writes `files` (relative posix path → contents) into a temporary sibling folder, then swaps it in place of
 * `target`. On any failure the previous folder is left as it was.
 */
export async function writeDatasetAtomically(
  target: string,
  files: Map<string, string>,
  { force = false }: { force?: boolean } = {},
): Promise<void> {
  const abs = resolve(target);
  const exists = await assertReplaceable(abs, force);
  const parent = dirname(abs);
  await mkdir(parent, { recursive: true });
  const tag = `${process.pid}-${Date.now().toString(36)}`;
  const tmp = join(parent, `.${basename(abs)}.seed-tmp-${tag}`);
  const old = join(parent, `.${basename(abs)}.seed-old-${tag}`);
  try {
    await mkdir(tmp);
    for (const [rel, contents] of files) {
      if (isAbsolute(rel) || rel.split('/').some((part) => part === '..' || part === '')) {
        throw new SeedError(`invalid dataset path: ${rel}`);
      }
      const path = join(tmp, ...rel.split('/'));
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, contents);
    }
    await writeFile(join(tmp, MANIFEST_FILE), manifestText(files));
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    throw err;
  }
  if (!exists) {
    await rename(tmp, abs);
    return;
  }
  await rename(abs, old);
  try {
    await rename(tmp, abs);
  } catch (err) {
    await rename(old, abs);
    await rm(tmp, { recursive: true, force: true });
    throw err;
  }
  await rm(old, { recursive: true, force: true });
}

export async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parseSeedArgs>;
  try {
    parsed = parseSeedArgs(argv);
  } catch (err) {
    if (!(err instanceof SeedError)) throw err;
    process.stderr.write(`seed: ${err.message}\nRun "npm run seed -- --help" for usage.\n`);
    return 2;
  }
  if (parsed.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const files = generateDataset(parsed.options);
  try {
    await writeDatasetAtomically(parsed.out, files, { force: parsed.force });
  } catch (err) {
    if (!(err instanceof SeedError)) throw err;
    process.stderr.write(`seed: ${err.message}\n`);
    return 1;
  }
  const count = (prefix: string): number => [...files.keys()].filter((k) => k.startsWith(prefix)).length;
  const abs = resolve(parsed.out);
  const shown = relative(process.cwd(), abs);
  const folder = shown === '' || shown.startsWith('..') || isAbsolute(shown) ? abs : shown;
  const n = (prefix: string, noun: string): string => `${count(prefix)} ${noun}${count(prefix) === 1 ? '' : 's'}`;
  process.stdout.write(
    `seed: wrote ${files.size} files to ${folder} (seed "${parsed.options.seed}": ${n('models/', 'model')}, ` +
      `${n('runs/', 'run')}, ${n('incidents/', 'incident')}, ${n('dcd/', 'DCD run')})\n`,
  );
  return 0;
}
