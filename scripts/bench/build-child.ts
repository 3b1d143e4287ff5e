// Runs one build in a fresh process and prints its figures as JSON, so peak RSS is the build's own. With
// LEADERBOARD_BENCH_REBUILD it then adds a run file and builds again in the same process, as `npm run dev` does
// when a file changes, and times that second build too.
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { command } from '../cli/args.ts';
import { runCommand } from '../cli/run-command.ts';

/**
 * This process's peak RSS in KiB. Linux's VmHWM, the high-water mark of this program's own memory: getrusage's
 * maxrss would also count the memory of the bench process this one was forked from (Linux keeps the larger of
 * the two across exec), and the bench holds a tree of the output.
 */
function peakRssKb(): number {
  const status = existsSync('/proc/self/status') ? readFileSync('/proc/self/status', 'utf8') : '';
  const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1];
  return hwm === undefined ? process.resourceUsage().maxRSS : Number(hwm);
}

/**
 * CPU time so far: of the whole process (every thread) and of its main thread alone, where Linux tells it
 * (/proc/self/task/PID/schedstat, in nanoseconds). The other threads are V8's: its optimising compiler and the
 * collector's helpers, which run beside the build on another core.
 */
function cpuMs(): { all: number; main: number | null } {
  const { user, system } = process.cpuUsage();
  const file = `/proc/self/task/${process.pid}/schedstat`;
  const main = existsSync(file) ? Number(readFileSync(file, 'utf8').split(' ')[0]) / 1e6 : null;
  return { all: (user + system) / 1000, main };
}

const main = command(async ([dataDir, outDir, publicDir]) => {
  if (dataDir === undefined || outDir === undefined || publicDir === undefined) {
    throw new Error('usage: build-child.ts DATA_DIR OUT_DIR PUBLIC_DIR');
  }
  // Loaded once the compile cache is on, as a command's modules are (cli/run-command.ts).
  const [{ buildCacheOf }, { buildSite }, { applyBuildSettings }] = await Promise.all([
    import('../cli/build-options.ts'),
    import('../pipeline.ts'),
    import('../cli/v8-settings.ts'),
  ]);
  // V8 set as the commands that build set it.
  applyBuildSettings();
  // With the caches of `npm run build` unless told not to (the bench times both).
  const cache = buildCacheOf(process.env.LEADERBOARD_BENCH_NO_CACHE === '1');
  // As the commands do: the previous output is removed by a process of its own after the swap.
  const build = () =>
    buildSite({
      dataDir,
      outDir,
      publicDir,
      now: new Date('2026-11-21T00:00:00Z'),
      removePrevious: 'background',
      // The API alone, for the pages' share of the build time (bench/pages-bench.ts).
      pages: process.env.LEADERBOARD_BENCH_NO_PAGES !== '1',
      // The pages without their preview cards, for the cards' own cost.
      cards: process.env.LEADERBOARD_BENCH_NO_CARDS !== '1',
      ...cache,
    });
  const result = await build();
  if (!result.ok) throw new Error(`bench dataset did not validate: ${result.errors.length} problems`);
  const { files, bytes, ms, report } = result;
  const cpu = cpuMs();
  const limits = report.limits.map(({ host, what, value, max }) => ({ host, what, value, max }));
  // The dev loop: a run file added (JSON `[from, to]`), then built again by the process that built before.
  let rebuildMs: number | undefined;
  if (process.env.LEADERBOARD_BENCH_REBUILD !== undefined) {
    const [from, to] = JSON.parse(process.env.LEADERBOARD_BENCH_REBUILD) as [string, string];
    copyFileSync(from, to);
    const started = performance.now();
    const again = await build();
    if (!again.ok) throw new Error(`bench rebuild did not validate: ${again.errors.length} problems`);
    rebuildMs = performance.now() - started;
  }
  const figures = { files, bytes, ms, maxRssKb: peakRssKb(), cpuMs: cpu.all, mainCpuMs: cpu.main, limits, rebuildMs };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  return 0;
});

await runCommand(import.meta, async () => ({ main }));
