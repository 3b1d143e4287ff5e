// Build figures on a scale dataset: files, bytes, wall time, peak RSS, and `cp -r` of the same tree for scale.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateDataset } from '../../seeds/generate.ts';
import { formatBytes } from '../cli/report.ts';
import type { BenchContext } from './types.ts';

export async function writeScaleDataset(dir: string, models: number, runs: number): Promise<number> {
  const files = generateDataset({ models, runs, dcdRuns: 24, casesPerRun: 40 });
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
  ctx.print(`dataset: ${ctx.models} models × ${ctx.runs} weekly runs (${generated} data files) in ${dataDir}`);

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
  if (ctx.keep) ctx.print(`kept: ${root}`);
  else await rm(root, { recursive: true, force: true });
}
