// Runs one build in a fresh process and prints its figures as JSON, so peak RSS is the build's own.
import { command } from '../cli/args.ts';
import { boundHeapGrowth, buildCacheOf } from '../cli/build-options.ts';
import { buildSite } from '../pipeline.ts';

export const main = command(async ([dataDir, outDir, publicDir]) => {
  if (dataDir === undefined || outDir === undefined || publicDir === undefined) {
    throw new Error('usage: build-child.ts DATA_DIR OUT_DIR PUBLIC_DIR');
  }
  // The heap bounded as the commands bound it.
  boundHeapGrowth();
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
  // resourceUsage().maxRSS is in kilobytes.
  process.stdout.write(
    `${JSON.stringify({ files: result.files, bytes: result.bytes, ms: result.ms, maxRssKb: process.resourceUsage().maxRSS })}\n`,
  );
  return 0;
});
