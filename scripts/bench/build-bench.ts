// Build figures on a scale dataset: files, bytes, wall time, peak RSS, `cp -r` of the same tree for scale, and
// how many files one new evaluation run changes (what a deploy uploads).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateDataset } from '../../seeds/generate.ts';
import { projectPath, RUN_SCRIPT } from '../project-root.ts';
import { formatBytes } from '../report/format-bytes.ts';
import type { BenchContext } from './types.ts';

/** The build as `npm run build` runs it (compiled by scripts/run.mjs), in a process of its own. */
const BUILD_CHILD = projectPath('scripts', 'bench', 'build-child.ts');
const FLOOR_CHILD = projectPath('scripts', 'bench', 'floor-child.mjs');

/** DCD runs of the scale dataset (DESIGN §4: 50 models × 520 runs × 100 DCD runs). */
const SCALE_DCD_RUNS = 100;

/** Every file of a tree as path → bytes. */
async function readTreeBytes(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  return new Map(await Promise.all(files.map(async (f) => [path.relative(dir, f), await readFile(f)] as const)));
}

/** The latest published full run file of a data folder (the one a new week adds). */
export async function latestFullRunFile(dataDir: string): Promise<string> {
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

/** Pairs of (build, floor, copy) timed alternately; the medians are printed. */
const PAIRS = 3;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Every output file in one file (a JSON index of paths and lengths, then the bytes) for the floor script. */
async function writePack(file: string, tree: Map<string, Buffer>): Promise<void> {
  const entries = [...tree].sort(([a], [b]) => (a < b ? -1 : 1));
  const index = Buffer.from(JSON.stringify(entries.map(([f, b]) => [f, b.length])));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(index.length);
  await writeFile(file, Buffer.concat([length, index, ...entries.map(([, b]) => b)]));
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
  // tmpfs where there is one: file-heavy timings on a disk vary too much to compare.
  const root = await mkdtemp(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'leaderboard-bench-'));
  const dataDir = path.join(root, 'data');
  const outDir = path.join(root, 'build');
  const generated = await writeScaleDataset(dataDir, ctx.models, ctx.runs);
  ctx.print(
    `dataset: ${ctx.models} models × ${ctx.runs} weekly runs × ${SCALE_DCD_RUNS} DCD runs (${generated} data files) in ${dataDir}`,
  );

  const cacheDir = path.join(root, 'cache');
  const previousData = path.join(root, 'data-previous');
  execFileSync('cp', ['-r', dataDir, previousData]);
  await rm(await latestFullRunFile(previousData));
  /** One build in a process of its own; `cached` lets it use the caches (what `npm run build` does). */
  const buildOnce = (data = dataDir, out = outDir, cached = false) => {
    const started = performance.now();
    const child = spawnSync(process.execPath, [RUN_SCRIPT, BUILD_CHILD, data, out, path.resolve('public')], {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
      env: { ...process.env, LEADERBOARD_CACHE_DIR: cacheDir, LEADERBOARD_BENCH_NO_CACHE: cached ? '' : '1' },
    });
    if (child.status !== 0) throw new Error(`bench build failed:\n${child.stderr}`);
    const figures = JSON.parse(child.stdout) as { files: number; bytes: number; ms: number; maxRssKb: number };
    return { ...figures, wallMs: performance.now() - started };
  };
  const first = buildOnce();
  const tree = await readTreeBytes(outDir);
  const pack = path.join(root, 'output.pack');
  await writePack(pack, tree);

  // Pairwise, alternating, so that load on a shared machine falls on both sides alike.
  const builds: number[] = [];
  const pipelines: number[] = [];
  const weeklies: number[] = [];
  const weeklyPipelines: number[] = [];
  let weeklyRss = 0;
  const floors: number[] = [];
  const copies: number[] = [];
  for (let i = 0; i < PAIRS; i++) {
    const build = buildOnce();
    builds.push(build.wallMs);
    pipelines.push(build.ms);
    // The weekly case: the output and caches of the build before the latest run, then the build with it.
    const weeklyOut = path.join(root, `weekly-${i}`);
    buildOnce(previousData, weeklyOut, true);
    const weekly = buildOnce(dataDir, weeklyOut, true);
    weeklies.push(weekly.wallMs);
    weeklyPipelines.push(weekly.ms);
    weeklyRss = Math.max(weeklyRss, weekly.maxRssKb);
    const weeklyTree = await readTreeBytes(weeklyOut);
    if (weeklyTree.size !== tree.size || [...tree].some(([f, b]) => !weeklyTree.get(f)?.equals(b))) {
      throw new Error('the build with its caches did not write the same tree as the build without');
    }
    await rm(weeklyOut, { recursive: true, force: true });
    const floorOut = path.join(root, `floor-${i}`);
    const floorStart = performance.now();
    execFileSync(process.execPath, [FLOOR_CHILD, dataDir, pack, floorOut]);
    floors.push(performance.now() - floorStart);
    const copyStart = performance.now();
    execFileSync('cp', ['-r', outDir, path.join(root, `copy-${i}`)]);
    copies.push(performance.now() - copyStart);
    await rm(floorOut, { recursive: true, force: true });
    await rm(path.join(root, `copy-${i}`), { recursive: true, force: true });
  }
  const floorTree = await (async () => {
    const out = path.join(root, 'floor-check');
    execFileSync(process.execPath, [FLOOR_CHILD, dataDir, pack, out]);
    return readTreeBytes(out);
  })();
  if (floorTree.size !== tree.size || [...tree].some(([f, b]) => !floorTree.get(f)?.equals(b))) {
    throw new Error('the floor script did not write the same tree as the build');
  }
  const [build, pipeline, floor, copy] = [median(builds), median(pipelines), median(floors), median(copies)];
  const [weekly, weeklyPipeline] = [median(weeklies), median(weeklyPipelines)];
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

  ctx.print(`build: ${first.files} files, ${formatBytes(first.bytes)} (${first.bytes} bytes)`);
  ctx.print(
    `floor (plain node: parse every input file, write the same tree): ${seconds(floor)}; cp -r of the same tree: ${seconds(copy)} (median of ${PAIRS})`,
  );
  ctx.print(
    `build, every file rendered (--no-cache): ${seconds(build)} wall including process start, ${seconds(pipeline)} in the pipeline; ` +
      `build/floor ${(build / floor).toFixed(1)}, build/copy ${(build / copy).toFixed(1)}; peak RSS ${(first.maxRssKb / 1024).toFixed(0)} MiB`,
  );
  ctx.print(
    `build after one new run (previous output and caches in place): ${seconds(weekly)} wall, ${seconds(weeklyPipeline)} in the pipeline; ` +
      `build/floor ${(weekly / floor).toFixed(1)}, build/copy ${(weekly / copy).toFixed(1)}; peak RSS ${(weeklyRss / 1024).toFixed(0)} MiB`,
  );
  // One new run: the same data without its latest full run, built beside, then compared file by file.
  const previousOut = path.join(root, 'build-previous');
  const previous = spawnSync(
    process.execPath,
    [RUN_SCRIPT, BUILD_CHILD, previousData, previousOut, path.resolve('public')],
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
