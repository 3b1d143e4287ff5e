// CLI: generate the synthetic dataset into a folder, replacing it atomically.
//   npm run seed -- [--out DIR] [--models N] [--runs N] [--dcd-runs N] [--cases-per-run N] [--seed S]
import type { Stats } from 'node:fs';
import { lstat, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_SEED_OPTIONS, generateDataset, SEED_LIMITS, type SeedOptions } from '../seeds/generate.ts';

const d = DEFAULT_SEED_OPTIONS;
export const USAGE = `Usage: npm run seed -- [options]

Generates the deterministic synthetic dataset (same options, same bytes) and replaces the target folder.

Options:
  --out DIR            target folder (default: data). Refused if it exists, is not empty and has no site.json
  --models N           number of models (default: ${d.models}; the first ${d.models} are the hand-written catalog)
  --runs N             weekly published full runs (default: ${d.runs}); partial runs and one draft run are added
  --dcd-runs N         monthly DCD runs (default: ${d.dcdRuns}); the last one is a draft
  --cases-per-run N    DCD cases per DCD run (default: ${d.casesPerRun})
  --seed S             PRNG seed string (default: ${d.seed})
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
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (err) {
    throw new SeedError((err as Error).message);
  }
}

export function parseSeedArgs(argv: string[]): { help: true } | { help: false; out: string; options: SeedOptions } {
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
  if (values.out === '') throw new SeedError('--out must not be empty');
  return { help: false, out: values.out, options };
}

/** Throws SeedError unless `target` is missing, an empty folder, or a folder holding a site.json. */
async function assertReplaceable(target: string): Promise<boolean> {
  let info: Stats;
  try {
    info = await lstat(target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  if (!info.isDirectory()) throw new SeedError(`refusing to write to ${target}: it exists and is not a folder`);
  const entries = await readdir(target);
  if (entries.length > 0 && !entries.includes('site.json')) {
    throw new SeedError(
      `refusing to overwrite ${target}: it is not empty and has no site.json, so it is not a dataset folder`,
    );
  }
  return true;
}

/**
 * Writes `files` (relative posix path → contents) into a temporary sibling folder, then swaps it in place of
 * `target`. On any failure the previous folder is left as it was.
 */
export async function writeDatasetAtomically(target: string, files: Map<string, string>): Promise<void> {
  const abs = resolve(target);
  const exists = await assertReplaceable(abs);
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
    await writeDatasetAtomically(parsed.out, files);
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

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`seed: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
