// What the pages for people cost at the bench scale: their files (against the hosts' 20,000), their share of the
// build time (the build with pages against the API alone, pairwise in one run, first and weekly builds), peak
// memory, and the largest page gzipped against its 60 KB budget.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CLOUDFLARE_MAX_FILES } from '../hosts/limits.ts';
import { formatBytes } from '../report/format-bytes.ts';
import { type ChildFigures, latestFullRunFile, runBuildChild, writeScaleDataset } from './build-bench.ts';
import type { BenchContext } from './types.ts';

/** The budgets: pages add at most 1,500 files and 30% of the build time; a page is at most 60 KB gzipped. */
const PAGE_GZIP_BUDGET = 60 * 1000;
const PAIRS = 3;

/** How much `a` is more than `b`, signed: +8%, -1%. */
function change(a: number, b: number): string {
  const percent = Math.round((a / b - 1) * 100);
  return `${percent < 0 ? '' : '+'}${percent}%`;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

type Figures = Pick<ChildFigures, 'files' | 'bytes' | 'ms' | 'maxRssKb' | 'cpuMs'> & { wallMs: number };

export async function benchPages(ctx: BenchContext): Promise<void> {
  const root = await mkdtemp(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'leaderboard-bench-pages-'));
  try {
    const dataDir = path.join(root, 'data');
    await writeScaleDataset(dataDir, ctx.models, ctx.runs, ctx.dcdRuns);
    const previousData = path.join(root, 'data-previous');
    execFileSync('cp', ['-r', dataDir, previousData]);
    await rm(await latestFullRunFile(previousData));
    type Side = 'pages' | 'api' | 'nocards';
    const build = (data: string, out: string, side: Side, cached: boolean): Figures =>
      runBuildChild(data, out, {
        LEADERBOARD_CACHE_DIR: path.join(root, `cache-${side}`),
        LEADERBOARD_BENCH_NO_CACHE: cached ? '' : '1',
        LEADERBOARD_BENCH_NO_PAGES: side === 'api' ? '1' : '',
        LEADERBOARD_BENCH_NO_CARDS: side === 'nocards' ? '1' : '',
      });
    const withPages = path.join(root, 'with-pages');
    const apiOnly = path.join(root, 'api-only');
    const noCards = path.join(root, 'no-cards');
    const first = { pages: [] as Figures[], api: [] as Figures[], nocards: [] as Figures[] };
    const weekly = { pages: [] as Figures[], api: [] as Figures[], nocards: [] as Figures[] };
    /** The cards' files by inode: a card taken from the previous output keeps its inode, a drawn one has a new one. */
    const cardInodes = async (out: string) => {
      const dir = path.join(out, 'cards');
      const names = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.png'));
      return new Map(await Promise.all(names.map(async (n) => [n, (await stat(path.join(dir, n))).ino] as const)));
    };
    let redrawn = { drawn: 0, of: 0 };
    // Alternating, so that load on a shared machine falls on every side alike.
    for (let i = 0; i < PAIRS; i++) {
      first.pages.push(build(dataDir, withPages, 'pages', false));
      first.api.push(build(dataDir, apiOnly, 'api', false));
      first.nocards.push(build(dataDir, noCards, 'nocards', false));
      for (const side of ['pages', 'api', 'nocards'] as const) {
        const out = path.join(root, `weekly-${side}-${i}`);
        build(previousData, out, side, true);
        const before = side === 'pages' ? await cardInodes(out) : null;
        weekly[side].push(build(dataDir, out, side, true));
        if (before !== null) {
          const after = await cardInodes(out);
          redrawn = { drawn: [...after].filter(([n, ino]) => before.get(n) !== ino).length, of: after.size };
        }
        await rm(out, { recursive: true, force: true });
      }
    }
    const pageFiles = (await readdir(withPages, { recursive: true })).filter(
      (f) => f.endsWith('.html') && !f.startsWith('docs') && f !== 'widgets.html',
    );
    let largest = { file: '', gzipped: 0 };
    for (const file of pageFiles) {
      const gzipped = gzipSync(await readFile(path.join(withPages, file)), { level: 9 }).length;
      if (gzipped > largest.gzipped) largest = { file, gzipped };
    }
    const share = (side: { pages: Figures[]; api: Figures[] }) => {
      const [p, a] = [median(side.pages.map((f) => f.wallMs)), median(side.api.map((f) => f.wallMs))];
      return `${(p / 1000).toFixed(2)} s with pages, ${(a / 1000).toFixed(2)} s without (${change(p, a)})`;
    };
    // Wall time, and the CPU time of every thread (the cards are drawn on workers beside the main thread).
    const cardShare = (side: { pages: Figures[]; nocards: Figures[] }) => {
      const [p, n] = [median(side.pages.map((f) => f.wallMs)), median(side.nocards.map((f) => f.wallMs))];
      const [pc, nc] = [median(side.pages.map((f) => f.cpuMs)), median(side.nocards.map((f) => f.cpuMs))];
      return `${(p / 1000).toFixed(2)} s with cards, ${(n / 1000).toFixed(2)} s without (${change(p, n)}; CPU ${(pc / 1000).toFixed(2)} s against ${(nc / 1000).toFixed(2)} s, ${change(pc, nc)})`;
    };
    const files = first.pages[0]!;
    const added = files.files - first.api[0]!.files;
    const peak = Math.max(...[...first.pages, ...weekly.pages].map((f) => f.maxRssKb));
    const peakNoCards = Math.max(...[...first.nocards, ...weekly.nocards].map((f) => f.maxRssKb));
    ctx.print(
      `pages: ${added} files (budget 1,500), ${formatBytes(files.bytes - first.api[0]!.bytes)}; the output ${files.files.toLocaleString('en-US')} files of the ${CLOUDFLARE_MAX_FILES.toLocaleString('en-US')} a deployment may hold`,
    );
    ctx.print(`pages: first build ${share(first)}; weekly build ${share(weekly)} (median of ${PAIRS} pairs)`);
    const cards = (await readdir(path.join(withPages, 'cards'), { recursive: true })).filter((f) => f.endsWith('.png'));
    ctx.print(
      `cards: ${cards.length} preview cards; first build ${cardShare(first)}; weekly build ${cardShare(weekly)} (median of ${PAIRS} rounds); a weekly build draws ${redrawn.drawn} of ${redrawn.of}`,
    );
    ctx.print(
      `pages: peak RSS ${(peak / 1024).toFixed(0)} MiB with pages and cards (${(peakNoCards / 1024).toFixed(0)} MiB without cards); largest page ${largest.file} ${formatBytes(largest.gzipped)} gzipped (budget ${formatBytes(PAGE_GZIP_BUDGET)})`,
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
