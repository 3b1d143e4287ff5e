// Build figures on a scale dataset: files, bytes, wall time, peak RSS, `cp -r` of the same tree for scale, and
// how many files one new evaluation run changes (what a deploy uploads).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateDataset } from '../../seeds/generate.ts';
import { formatBytes } from '../cli/report.ts';
import type { BenchContext } from './types.ts';

/** DCD runs of the scale dataset (DESIGN §4: 50 models × 520 runs × 100 DCD runs). */
const SCALE_DCD_RUNS = 100;

/** Every file of a tree as path → bytes. */
async function readTreeBytes(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  return new Map(await Promise.all(files.map(async (f) => [path.relative(dir, f), await readFile(f)] as const)));
}

/** The latest published full run file of a data folder (the one a new week adds). */
async function latestFullRunFile(dataDir: string): Promise<string> {
  const runs = await Promise.all(
    (await readdir(path.join(dataDir, 'runs'))).map(async (name) => {
      const run = JSON.parse(await readFile(path.join(dataDir, 'runs', name), 'utf8'));
      return { name, run };
    }),
  );
  const full = runs.filter(({ run }) => run.kind === 'full' && run.status === 'published');
  full.sort((a, b) => Date.parse(a.run.published_at) - Date.parse(b.run.published_at) || a.run.run_id - b.run.run_id);
  return path.join(dataDir, 'runs', full.at(-1)!.name);
}

export async function writeScaleDataset(dir: string, models: number, runs: number): Promise<number> {
  const files = generateDataset({ models, runs, dcdRuns: SCALE_DCD_RUNS, casesPerRun: 30 });
  for (const [file, text] of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return files.size;
}

export async function benchBuild(ctx: BenchContext): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'leaderboard-bench-'));
  const dataDir = path.join(root, 'data');
  const outDir = path.join(root, 'build');
  const generated = await writeScaleDataset(dataDir, ctx.models, ctx.runs);
  ctx.print(
    `dataset: ${ctx.models} models × ${ctx.runs} weekly runs × ${SCALE_DCD_RUNS} DCD runs (${generated} data files) in ${dataDir}`,
  );

  const wallStart = performance.now();
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'build-child.ts'), dataDir, outDir, path.resolve('public')],
    { encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  const wallMs = performance.now() - wallStart;
  if (child.status !== 0) throw new Error(`bench build failed:\n${child.stderr}`);
  const figures = JSON.parse(child.stdout) as { files: number; bytes: number; ms: number; maxRssKb: number };

  const copyStart = performance.now();
  execFileSync('cp', ['-r', outDir, path.join(root, 'copy')]);
  const copyMs = performance.now() - copyStart;

  ctx.print(`build: ${figures.files} files, ${formatBytes(figures.bytes)} (${figures.bytes} bytes)`);
  ctx.print(
    `build: ${(figures.ms / 1000).toFixed(2)} s in the pipeline, ${(wallMs / 1000).toFixed(2)} s wall including process start`,
  );
  ctx.print(`build: peak RSS ${(figures.maxRssKb / 1024).toFixed(0)} MiB`);
  ctx.print(
    `cp -r of the same tree: ${(copyMs / 1000).toFixed(2)} s (build/copy ratio ${(figures.ms / copyMs).toFixed(1)})`,
  );
  // One new run: the same data without its latest full run, built beside, then compared file by file.
  const previousData = path.join(root, 'data-previous');
  execFileSync('cp', ['-r', dataDir, previousData]);
  await rm(await latestFullRunFile(previousData));
  const previousOut = path.join(root, 'build-previous');
  const previous = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'build-child.ts'),
      previousData,
      previousOut,
      path.resolve('public'),
    ],
    { encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  if (previous.status !== 0) throw new Error(`bench build without the latest run failed:\n${previous.stderr}`);
  const [before, after] = [await readTreeBytes(previousOut), await readTreeBytes(outDir)];
  const added = [...after.keys()].filter((f) => !before.has(f)).length;
  const removed = [...before.keys()].filter((f) => !after.has(f)).length;
  const changed = [...after.keys()].filter((f) => before.has(f) && !before.get(f)!.equals(after.get(f)!)).length;
  ctx.print(
    `one new run: ${added + changed + removed} files changed of ${after.size} (${added} added, ${changed} changed, ${removed} removed)`,
  );
  if (ctx.keep) ctx.print(`kept: ${root}`);
  else await rm(root, { recursive: true, force: true });
}
