// Runs one build in a fresh process and prints its figures as JSON, so peak RSS is the build's own.
import { existsSync, readFileSync } from 'node:fs';
import { command } from '../cli/args.ts';
import { buildCacheOf, tuneCollector } from '../cli/build-options.ts';
import { buildSite } from '../pipeline.ts';

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

export const main = command(async ([dataDir, outDir, publicDir]) => {
  if (dataDir === undefined || outDir === undefined || publicDir === undefined) {
    throw new Error('usage: build-child.ts DATA_DIR OUT_DIR PUBLIC_DIR');
  }
  // The heap bounded as the commands bound it.
  tuneCollector();
  // With the caches of `npm run build` unless told not to (the bench times both).
  const cache = buildCacheOf(process.env.LEADERBOARD_BENCH_NO_CACHE === '1');
  // As the commands do: the previous output is removed by a process of its own after the swap.
  const result = await buildSite({
    dataDir,
    outDir,
    publicDir,
    now: new Date('2026-11-21T00:00:00Z'),
    removePrevious: 'background',
    // The API alone, for the pages' share of the build time (bench/pages-bench.ts).
    pages: process.env.LEADERBOARD_BENCH_NO_PAGES !== '1',
    ...cache,
  });
  if (!result.ok) throw new Error(`bench dataset did not validate: ${result.errors.length} problems`);
  const { files, bytes, ms, report } = result;
  const limits = report.limits.map(({ host, what, value, max }) => ({ host, what, value, max }));
  process.stdout.write(`${JSON.stringify({ files, bytes, ms, maxRssKb: peakRssKb(), limits })}\n`);
  return 0;
});
