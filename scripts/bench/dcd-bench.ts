// DCD figures on the scale dataset: files and bytes per DCD endpoint family and the time to render them.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createBuildContext } from '../compute/context.ts';
import { loadDataFiles } from '../data/load.ts';
import { validateDataset } from '../data/validate.ts';
import { createRenderContext } from '../render/context.ts';
import { renderDcd } from '../render/dcd/section.ts';
import { RENDER_EVERY_GROUP } from '../render/reuse.ts';
import { sizeOf } from '../render/types.ts';
import { formatBytes } from '../report/format-bytes.ts';
import { writeScaleDataset } from './build-bench.ts';
import type { BenchContext } from './types.ts';

/** `/v1/dcd/cases/…` → `cases`, `/v1/errors/dcd/…` → `errors`. */
function familyOf(file: string): string {
  return file.startsWith('/v1/errors/') ? 'errors' : (file.split('/')[3] ?? file).replace(/\.json$/, '');
}

export async function benchDcd(ctx: BenchContext): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'leaderboard-bench-dcd-'));
  try {
    await writeScaleDataset(root, ctx.models, ctx.runs, ctx.dcdRuns);
    const { dataset, store } = validateDataset(await loadDataFiles(root));
    if (dataset === null) throw new Error('the scale dataset does not validate');
    const started = performance.now();
    const section = renderDcd(createRenderContext(createBuildContext(dataset, store, new Date()), RENDER_EVERY_GROUP));
    const families = new Map<string, { files: number; bytes: number }>();
    // The files are rendered as they are asked for: the time covers them all.
    for (const file of section.files) {
      const entry = families.get(familyOf(file.path)) ?? { files: 0, bytes: 0 };
      entry.files += 1;
      entry.bytes += sizeOf(file);
      families.set(familyOf(file.path), entry);
    }
    const ms = performance.now() - started;
    const total = [...families.values()].reduce(
      (sum, f) => ({ files: sum.files + f.files, bytes: sum.bytes + f.bytes }),
      { files: 0, bytes: 0 },
    );
    ctx.print(
      `dcd: ${dataset.dcdRuns.length} DCD runs; ${total.files} files, ${formatBytes(total.bytes)}, ${section.routes.length} routes, rendered in ${(ms / 1000).toFixed(2)} s`,
    );
    for (const [family, f] of [...families].sort((a, b) => b[1].bytes - a[1].bytes)) {
      ctx.print(`dcd: ${family.padEnd(12)} ${String(f.files).padStart(6)} files ${formatBytes(f.bytes).padStart(10)}`);
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
