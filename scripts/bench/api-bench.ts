// Figures of the non-DCD endpoint families on the scale dataset, before and after the v5 sunset: files, bytes and
// render time per section (the sunset changes the leaderboard file count and row size).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createBuildContext } from '../compute/context.ts';
import { loadDataFiles } from '../data/load.ts';
import { validateDataset } from '../data/validate.ts';
import { createRenderContext, type SectionRenderer } from '../render/context.ts';
import { renderLegacyLeaderboard } from '../render/legacy-leaderboard.ts';
import { RENDER_EVERY_GROUP } from '../render/reuse.ts';
import { sizeOf } from '../render/types.ts';
import { renderV1Changes } from '../render/v1-changes.ts';
import { renderV1Leaderboard } from '../render/v1-leaderboard.ts';
import { renderV1Models } from '../render/v1-models.ts';
import { renderWeeklyChanges } from '../render/weekly-changes.ts';
import { formatBytes } from '../report/format-bytes.ts';
import { writeScaleDataset } from './build-bench.ts';
import type { BenchContext } from './types.ts';

const SECTIONS: readonly [name: string, render: SectionRenderer][] = [
  ['/leaderboard', renderLegacyLeaderboard],
  ['/changes', renderWeeklyChanges],
  ['/v1/leaderboard', renderV1Leaderboard],
  ['/v1/changes', renderV1Changes],
  ['/v1/models', renderV1Models],
];
const DATES = [
  ['before sunset', new Date('2026-06-29T00:00:00Z')],
  ['after sunset', new Date('2026-07-01T00:00:00Z')],
] as const;

export async function benchApi(ctx: BenchContext): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'leaderboard-bench-api-'));
  try {
    await writeScaleDataset(root, ctx.models, ctx.runs, ctx.dcdRuns);
    const { dataset, store } = validateDataset(await loadDataFiles(root));
    if (dataset === null) throw new Error('the scale dataset does not validate');
    for (const [label, now] of DATES) {
      const buildCtx = createRenderContext(
        createBuildContext(dataset, store.forAnotherBuild(), now),
        RENDER_EVERY_GROUP,
      );
      for (const [name, render] of SECTIONS) {
        const started = performance.now();
        const section = render(buildCtx);
        let [count, bytes, largest] = [0, 0, 0];
        // Every file: those about each run, then the others (as render/site.ts asks for them).
        const { runFiles } = section;
        const perRun = runFiles === undefined ? [] : buildCtx.publishedRuns.map((run) => runFiles(run));
        for (const files of [...perRun, section.files]) {
          for (const file of files) {
            const size = sizeOf(file);
            [count, bytes, largest] = [count + 1, bytes + size, Math.max(largest, size)];
          }
        }
        const ms = performance.now() - started;
        ctx.print(
          `api (${label}): ${name.padEnd(16)} ${String(count).padStart(7)} files ${formatBytes(bytes).padStart(10)}` +
            ` (largest ${formatBytes(largest)}), ${String(section.routes.length).padStart(3)} routes, ${(ms / 1000).toFixed(2)} s`,
        );
      }
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
