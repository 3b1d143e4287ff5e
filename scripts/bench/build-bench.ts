// Build figures on a scale dataset: files, bytes, wall time, peak RSS, the host limits the output reaches, the
// floor (a plain Node script that parses every input file and writes the same tree) and `cp -r` of the tree for
// scale, and how many files one new evaluation run changes (what a deploy uploads). Trees are compared file by
// file, never held whole: at the large shape the output is over a GiB.
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Benchmark, generateDataset } from '../../seeds/generate.ts';
import { listFiles } from '../data/list-files.ts';
import { projectPath } from '../project-root.ts';
import { formatBytes } from '../report/format-bytes.ts';
import type { BenchContext } from './types.ts';

/** The build as `npm run build` runs it, in a process of its own. */
const BUILD_CHILD = projectPath('scripts', 'bench', 'build-child.ts');
const FLOOR_CHILD = projectPath('scripts', 'bench', 'floor-child.mjs');

/** Every file of a tree, relative to it, in path order. */
const filesOf = (dir: string) => listFiles(dir, { hidden: true }).sort();

/** How two trees differ: files only in `after`, changed, only in `before`. */
function compareTrees(before: string, after: string): { added: number; changed: number; removed: number } {
  const [a, b] = [new Set(filesOf(before)), filesOf(after)];
  let [added, changed] = [0, 0];
  for (const file of b) {
    if (!a.delete(file)) added++;
    else if (!readFileSync(path.join(before, file)).equals(readFileSync(path.join(after, file)))) changed++;
  }
  return { added, changed, removed: a.size };
}

function assertSameTree(expected: string, actual: string, what: string): void {
  const diff = compareTrees(expected, actual);
  if (diff.added + diff.changed + diff.removed > 0) {
    throw new Error(`${what} did not write the same tree: ${JSON.stringify(diff)}`);
  }
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

/** The value at fraction `q` of the sorted values (0.5: the median), at the nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) * q + 0.5)]!;
}
const median = (values: readonly number[]) => quantile(values, 0.5);

/** Every output file in one file (a JSON index of paths and lengths, then the bytes) for the floor script. */
function writePack(file: string, dir: string): void {
  const names = filesOf(dir);
  const index = Buffer.from(JSON.stringify(names.map((name) => [name, statSync(path.join(dir, name)).size])));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(index.length);
  const fd = openSync(file, 'w');
  try {
    writeSync(fd, length);
    writeSync(fd, index);
    // A file at a time: at the large shape the tree is over a GiB.
    for (const name of names) writeSync(fd, readFileSync(path.join(dir, name)));
  } finally {
    closeSync(fd);
  }
}

export async function writeScaleDataset(
  dir: string,
  models: number,
  runs: number,
  dcdRuns: number,
  benchmark: Benchmark = 'spec',
): Promise<number> {
  const files = generateDataset({ models, runs, dcdRuns, casesPerRun: 30, benchmark });
  for (const [file, text] of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return files.size;
}

export interface ChildFigures {
  files: number;
  bytes: number;
  ms: number;
  maxRssKb: number;
  /** CPU time of every thread, and of the main thread alone where the system tells it. */
  cpuMs: number;
  mainCpuMs: number | null;
  limits: { host: string; what: string; value: number; max: number }[];
  /** The second build of a process that added a run file after its first (LEADERBOARD_BENCH_REBUILD). */
  rebuildMs?: number;
}

/**
 * One build in a process of its own, as `npm run build` runs it, with this process's Node.js flags (none unless
 * the bench was started with some) and `env` added to its environment.
 * Its figures, and the wall time around the process.
 */
export function runBuildChild(
  data: string,
  out: string,
  env: Record<string, string>,
  child: readonly string[] = [process.execPath, ...process.execArgv, BUILD_CHILD],
): ChildFigures & { wallMs: number } {
  const started = performance.now();
  const [file, ...args] = child as [string, ...string[]];
  const built = spawnSync(file, [...args, data, out, projectPath('public')], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
    env: { ...process.env, ...env },
  });
  if (built.status !== 0) throw new Error(`bench build of ${data} by ${child.join(' ')} failed:\n${built.stderr}`);
  return { ...(JSON.parse(built.stdout) as ChildFigures), wallMs: performance.now() - started };
}

type Timed = ChildFigures & { wallMs: number };

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** This code's first and weekly builds against the other checkout's of the same rounds (`--vs`). */
function printPaired(
  ctx: BenchContext,
  ours: { builds: number[]; weeklies: number[]; firstRss: number; weeklyRss: number },
  theirs: { first: Timed[]; weekly: Timed[] },
): void {
  const paired = (times: readonly number[], other: readonly Timed[]) => {
    const ratios = times.map((t, i) => t / other[i]!.wallMs);
    const [low, mid, high] = [0.25, 0.5, 0.75].map((q) => quantile(ratios, q).toFixed(2));
    return `${seconds(median(times))} against ${seconds(median(other.map((f) => f.wallMs)))}, ratio ${mid} (quartiles ${low}–${high})`;
  };
  const peak = (figures: readonly ChildFigures[]) => (Math.max(...figures.map((f) => f.maxRssKb)) / 1024).toFixed(0);
  ctx.print(`against --vs (${ctx.vs!.join(' ')}), the same ${ctx.rounds} rounds:`);
  ctx.print(
    `  first build ${paired(ours.builds, theirs.first)}; peak RSS ${(ours.firstRss / 1024).toFixed(0)} against ${peak(theirs.first)} MiB`,
  );
  ctx.print(
    `  build after one new run ${paired(ours.weeklies, theirs.weekly)}; peak RSS ${(ours.weeklyRss / 1024).toFixed(0)} against ${peak(theirs.weekly)} MiB`,
  );
}

export async function benchBuild(ctx: BenchContext): Promise<void> {
  // tmpfs where there is one: file-heavy timings on a disk vary too much to compare.
  const root = await mkdtemp(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'leaderboard-bench-'));
  const dataDir = path.join(root, 'data');
  const outDir = path.join(root, 'build');
  const generated = await writeScaleDataset(dataDir, ctx.models, ctx.runs, ctx.dcdRuns);
  ctx.print(
    `dataset: ${ctx.models} models × ${ctx.runs} weekly runs × ${ctx.dcdRuns} DCD runs (${generated} data files) in ${dataDir}`,
  );

  const cacheDir = path.join(root, 'cache');
  // The weekly case's data folder: the dataset without its latest run, which each round adds to it and takes away
  // again, as an operator adds a run file to the one data folder.
  const previousData = path.join(root, 'data-previous');
  execFileSync('cp', ['-r', dataDir, previousData]);
  const latestRun = await latestFullRunFile(dataDir);
  const addedRun = path.join(previousData, path.relative(dataDir, latestRun));
  await rm(addedRun);
  /**
   * One build in a process of its own; `cached` lets it use the caches (what `npm run build` does); `rebuild`
   * has the same process add a run file and build again (the dev loop).
   */
  const buildOnce = (data = dataDir, out = outDir, cached = false, rebuild?: [string, string]) =>
    runBuildChild(data, out, {
      LEADERBOARD_CACHE_DIR: cacheDir,
      LEADERBOARD_BENCH_NO_CACHE: cached ? '' : '1',
      ...(rebuild === undefined ? {} : { LEADERBOARD_BENCH_REBUILD: JSON.stringify(rebuild) }),
    });
  const first = buildOnce();
  const pack = path.join(root, 'output.pack');
  writePack(pack, outDir);

  // The other checkout's builds (--vs): caches and outputs of their own, below the same folder.
  const vs = { first: [] as Timed[], weekly: [] as Timed[] };
  const vsEnv = (cached: boolean) => ({
    LEADERBOARD_CACHE_DIR: path.join(root, 'cache-vs'),
    LEADERBOARD_BENCH_NO_CACHE: cached ? '' : '1',
  });
  // Pairwise, alternating, so that load on a shared machine falls on both sides alike.
  const builds: number[] = [];
  const pipelines: number[] = [];
  const weeklies: number[] = [];
  const weeklyPipelines: number[] = [];
  const rebuilds: number[] = [];
  const cpus: number[] = [];
  /** Each round's CPU time on V8's threads beside the main one; empty where the system does not tell. */
  const besides: number[] = [];
  const floorCpus: number[] = [];
  let [firstRss, weeklyRss] = [first.maxRssKb, 0];
  const floors: number[] = [];
  const copies: number[] = [];
  for (let i = 0; i < ctx.rounds; i++) {
    // A first build: no caches and no previous output to compare with or link from, as the floor writes a new tree.
    const firstOut = path.join(root, `first-${i}`);
    const build = buildOnce(dataDir, firstOut);
    assertSameTree(outDir, firstOut, 'a first build');
    await rm(firstOut, { recursive: true, force: true });
    if (ctx.vs !== undefined) {
      vs.first.push(runBuildChild(dataDir, `${firstOut}-vs`, vsEnv(false), ctx.vs));
      await rm(`${firstOut}-vs`, { recursive: true, force: true });
    }
    builds.push(build.wallMs);
    pipelines.push(build.ms);
    cpus.push(build.cpuMs);
    if (build.mainCpuMs !== null) besides.push(build.cpuMs - build.mainCpuMs);
    firstRss = Math.max(firstRss, build.maxRssKb);
    // The weekly case: the output and caches of the build before the latest run, then the build with it.
    const weeklyOut = path.join(root, `weekly-${i}`);
    buildOnce(previousData, weeklyOut, true);
    await copyFile(latestRun, addedRun);
    const weekly = buildOnce(previousData, weeklyOut, true);
    await rm(addedRun);
    if (ctx.vs !== undefined) {
      runBuildChild(previousData, `${weeklyOut}-vs`, vsEnv(true), ctx.vs);
      await copyFile(latestRun, addedRun);
      vs.weekly.push(runBuildChild(previousData, `${weeklyOut}-vs`, vsEnv(true), ctx.vs));
      await rm(addedRun);
      await rm(`${weeklyOut}-vs`, { recursive: true, force: true });
    }
    weeklies.push(weekly.wallMs);
    weeklyPipelines.push(weekly.ms);
    weeklyRss = Math.max(weeklyRss, weekly.maxRssKb);
    assertSameTree(outDir, weeklyOut, 'the build with its caches');
    await rm(weeklyOut, { recursive: true, force: true });
    // The dev loop: the same week's build by a process that has built before (`npm run dev` after a change).
    const devOut = path.join(root, `dev-${i}`);
    const dev = buildOnce(previousData, devOut, true, [latestRun, addedRun]);
    await rm(addedRun);
    rebuilds.push(dev.rebuildMs!);
    assertSameTree(outDir, devOut, 'the dev loop');
    await rm(devOut, { recursive: true, force: true });
    const floorOut = path.join(root, `floor-${i}`);
    const floorStart = performance.now();
    const floorOutput = execFileSync(process.execPath, [FLOOR_CHILD, dataDir, pack, floorOut], { encoding: 'utf8' });
    floors.push(performance.now() - floorStart);
    floorCpus.push((JSON.parse(floorOutput) as { cpuMs: number }).cpuMs);
    const copyStart = performance.now();
    execFileSync('cp', ['-r', outDir, path.join(root, `copy-${i}`)]);
    copies.push(performance.now() - copyStart);
    if (i === 0) assertSameTree(outDir, floorOut, 'the floor script');
    await rm(floorOut, { recursive: true, force: true });
    await rm(path.join(root, `copy-${i}`), { recursive: true, force: true });
  }
  await rm(pack, { force: true });
  const [build, pipeline, floor, copy] = [median(builds), median(pipelines), median(floors), median(copies)];
  const [weekly, weeklyPipeline] = [median(weeklies), median(weeklyPipelines)];
  /**
   * The median of the rounds' ratios of `times` to `base` (the floor takes a third of a second at the bench's
   * shape, so one slow floor would move a ratio of medians more than the builds do), with the first and third
   * quartiles: on a shared machine one round's ratio moves by a tenth or more.
   */
  const ratio = (times: readonly number[], base: readonly number[]) => {
    const ratios = times.map((t, i) => t / base[i]!);
    const [low, mid, high] = [0.25, 0.5, 0.75].map((q) => quantile(ratios, q).toFixed(1));
    return `${mid} (quartiles ${low}–${high})`;
  };

  ctx.print(`build: ${first.files} files, ${formatBytes(first.bytes)} (${first.bytes} bytes)`);
  for (const limit of first.limits) {
    const share = ((limit.value / limit.max) * 100).toFixed(1);
    ctx.print(
      `host limit: ${limit.host} ${limit.what}: ${limit.value.toLocaleString('en-US')} of ${limit.max.toLocaleString('en-US')} (${share}%)`,
    );
  }
  ctx.print(
    `floor (plain node: parse every input file, write the same tree): ${seconds(floor)}; cp -r of the same tree: ${seconds(copy)} (medians of ${ctx.rounds} rounds; each ratio below is the median of the rounds' ratios)`,
  );
  ctx.print(
    `first build (no caches, no previous output): ${seconds(build)} wall including process start, ${seconds(pipeline)} in the pipeline; ` +
      `build/floor ${ratio(builds, floors)}, build/copy ${ratio(builds, copies)}; peak RSS ${(firstRss / 1024).toFixed(0)} MiB`,
  );
  ctx.print(
    `build after one new run (previous output and caches in place): ${seconds(weekly)} wall, ${seconds(weeklyPipeline)} in the pipeline; ` +
      `build/floor ${ratio(weeklies, floors)}, build/copy ${ratio(weeklies, copies)}; peak RSS ${(weeklyRss / 1024).toFixed(0)} MiB`,
  );
  ctx.print(
    `the same build in the dev loop (a process that has built before, as npm run dev rebuilds): ${seconds(median(rebuilds))}; ` +
      `build/floor ${ratio(rebuilds, floors)}`,
  );
  ctx.print(
    `CPU time: first build ${seconds(median(cpus))}` +
      (besides.length === 0
        ? ''
        : `, of which V8's compiler and collector threads beside the main one ${seconds(median(besides))}`) +
      `; the floor ${seconds(median(floorCpus))}`,
  );
  if (ctx.vs !== undefined) printPaired(ctx, { builds, weeklies, firstRss, weeklyRss }, vs);
  // One new run: the same data without its latest full run, built beside, then compared file by file.
  const previousOut = path.join(root, 'build-previous');
  runBuildChild(previousData, previousOut, { LEADERBOARD_BENCH_NO_CACHE: '1' });
  const { added, changed, removed } = compareTrees(previousOut, outDir);
  ctx.print(
    `one new run: ${added + changed + removed} files changed of ${first.files} (${added} added, ${changed} changed, ${removed} removed)`,
  );
  if (ctx.keep) ctx.print(`kept: ${root}`);
  else await rm(root, { recursive: true, force: true });
}
