// What a publisher's scoring costs: the spec's benchmark and the five-field coding-agent benchmark
// (seeds/coding-agent.ts, scoring.json) at the same shape, neither with DCD runs, built in turn in processes of their
// own, first builds and builds after one new run. The ratios of the rounds' times, this code against itself.
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { latestFullRunFile, quantile, runBuildChild, writeScaleDataset } from './build-bench.ts';
import type { BenchContext } from './types.ts';

const BENCHMARKS = ['spec', 'coding-agent'] as const;

export async function benchScoring(ctx: BenchContext): Promise<void> {
  const root = await mkdtemp(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'leaderboard-scoring-'));
  const figures = new Map<string, { first: number[]; weekly: number[]; files: number; rss: number }>();
  const folders = new Map<string, { data: string; latest: string; added: string }>();
  for (const benchmark of BENCHMARKS) {
    const data = path.join(root, benchmark);
    await writeScaleDataset(data, ctx.models, ctx.runs, 0, benchmark);
    const latest = await latestFullRunFile(data);
    // The weekly case's data folder holds every run but the latest, which each round adds and takes away again.
    const previous = path.join(root, `${benchmark}-previous`);
    await writeScaleDataset(previous, ctx.models, ctx.runs, 0, benchmark);
    const added = path.join(previous, path.relative(data, latest));
    await rm(added);
    folders.set(benchmark, { data, latest, added: previous });
    figures.set(benchmark, { first: [], weekly: [], files: 0, rss: 0 });
  }
  ctx.print(
    `scoring: the spec's benchmark against the coding-agent one (5 fields, 2 labels, scoring.json), ${ctx.models} models × ${ctx.runs} weekly runs, no DCD runs, ${ctx.rounds} rounds`,
  );
  for (let i = 0; i < ctx.rounds; i++) {
    for (const benchmark of BENCHMARKS) {
      const { data, latest, added } = folders.get(benchmark)!;
      const entry = figures.get(benchmark)!;
      const cache = path.join(root, `cache-${benchmark}`);
      const out = path.join(root, `out-${benchmark}-${i}`);
      const first = runBuildChild(data, out, { LEADERBOARD_CACHE_DIR: cache, LEADERBOARD_BENCH_NO_CACHE: '1' });
      await rm(out, { recursive: true, force: true });
      const weeklyOut = path.join(root, `weekly-${benchmark}-${i}`);
      const env = { LEADERBOARD_CACHE_DIR: cache, LEADERBOARD_BENCH_NO_CACHE: '' };
      runBuildChild(added, weeklyOut, env);
      const file = path.join(added, path.relative(data, latest));
      await copyFile(latest, file);
      const weekly = runBuildChild(added, weeklyOut, env);
      await rm(file);
      await rm(weeklyOut, { recursive: true, force: true });
      entry.first.push(first.wallMs);
      entry.weekly.push(weekly.wallMs);
      entry.files = first.files;
      entry.rss = Math.max(entry.rss, first.maxRssKb, weekly.maxRssKb);
    }
  }
  const spec = figures.get('spec')!;
  const agent = figures.get('coding-agent')!;
  const paired = (ours: readonly number[], theirs: readonly number[]) => {
    const ratios = ours.map((t, i) => t / theirs[i]!);
    const [low, mid, high] = [0.25, 0.5, 0.75].map((q) => quantile(ratios, q).toFixed(2));
    const s = (times: readonly number[]) => `${(quantile(times, 0.5) / 1000).toFixed(2)} s`;
    return `${s(ours)} against ${s(theirs)}, ratio ${mid} (quartiles ${low}–${high})`;
  };
  ctx.print(`  files: coding-agent ${agent.files}, spec ${spec.files}`);
  ctx.print(`  first build: coding-agent ${paired(agent.first, spec.first)}`);
  ctx.print(`  build after one new run: coding-agent ${paired(agent.weekly, spec.weekly)}`);
  ctx.print(`  peak RSS: coding-agent ${(agent.rss / 1024).toFixed(0)} MiB, spec ${(spec.rss / 1024).toFixed(0)} MiB`);
  if (ctx.keep) ctx.print(`kept: ${root}`);
  else await rm(root, { recursive: true, force: true });
}
