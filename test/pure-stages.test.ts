// Compute and render read no file. With the run store loaded (every run's lists read), the whole site is computed
// and rendered while every file read of the process fails; without loading it, the same render fails at the first
// run file the store reads again, so the guard is real.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCardEncoder } from '../scripts/cards/encoder.ts';
import { createBuildContext } from '../scripts/compute/context.ts';
import { loadAssets, loadDataFiles, loadReferenceAssets } from '../scripts/data/load.ts';
import { validateDataset } from '../scripts/data/validate.ts';
import { openDataMemo } from '../scripts/incremental/data-memo.ts';
import { loadRuntimeBundles } from '../scripts/incremental/runtime-bundles.ts';
import { CARD_FONT_FAMILY } from '../scripts/render/cards/draw.ts';
import { RENDER_EVERY_GROUP } from '../scripts/render/reuse.ts';
import { renderSite } from '../scripts/render/site.ts';
import type { SiteFile } from '../scripts/render/types.ts';
import { ROOT, tempDir } from './helpers/fixtures.ts';

/** The fs functions that read a file or a folder, each failing while blocked. */
const READS = ['readFileSync', 'readFile', 'openSync', 'open', 'createReadStream', 'readdirSync', 'statSync'] as const;
const PROMISED = ['readFile', 'open', 'readdir', 'stat'] as const;
const saved = new Map<string, unknown>();
const attempts: string[] = [];

function blockReads(): void {
  const target = fs as unknown as Record<string, unknown>;
  const promised = fs.promises as unknown as Record<string, unknown>;
  for (const name of READS) {
    saved.set(name, target[name]);
    target[name] = (file: unknown) => {
      attempts.push(`${name} ${String(file)}`);
      throw new Error(`a file read while computing and rendering: ${name} ${String(file)}`);
    };
  }
  for (const name of PROMISED) {
    saved.set(`promises.${name}`, promised[name]);
    promised[name] = async (file: unknown) => {
      attempts.push(`promises.${name} ${String(file)}`);
      throw new Error(`a file read while computing and rendering: ${name} ${String(file)}`);
    };
  }
  syncBuiltinESMExports();
}

function unblockReads(): void {
  const target = fs as unknown as Record<string, unknown>;
  const promised = fs.promises as unknown as Record<string, unknown>;
  for (const [name, fn] of saved) {
    if (name.startsWith('promises.')) promised[name.slice(9)] = fn;
    else target[name] = fn;
  }
  saved.clear();
  syncBuiltinESMExports();
}

afterEach(() => {
  unblockReads();
  attempts.length = 0;
});

/** The sample validated the way a second build validates it: run files let through as summaries, unparsed. */
async function validatedFromMemo() {
  const cache = await tempDir('lb-pure-');
  const memoFile = path.join(cache, 'validated.json');
  const dataDir = path.join(ROOT, 'data');
  const first = openDataMemo(memoFile, 'code');
  expect(validateDataset(await loadDataFiles(dataDir), first).errors).toEqual([]);
  first.save();
  const validated = validateDataset(await loadDataFiles(dataDir), openDataMemo(memoFile, 'code'));
  if (validated.dataset === null) throw new Error('the sample does not validate');
  return validated;
}

/** Every file of the site rendered, its body read, as the writer would; then the files made from them. */
async function renderEverything(validated: Awaited<ReturnType<typeof validatedFromMemo>>): Promise<SiteFile[]> {
  const assets = [...(await loadAssets(path.join(ROOT, 'public'))), ...(await loadReferenceAssets())];
  const runtimes = loadRuntimeBundles();
  // The cards' encoder (its font and its worker threads) is made before, as the pipeline makes it.
  const cards = createCardEncoder(CARD_FONT_FAMILY);
  blockReads();
  const computed = createBuildContext(validated.dataset!, validated.store!, new Date('2026-11-26T00:00:00Z'));
  try {
    const rendered = renderSite(computed, assets, { reuse: RENDER_EVERY_GROUP, pages: true, runtimes, cards });
    const files: SiteFile[] = [];
    for (const { path: at, body } of rendered.files) {
      // As written: the pieces of a body one after the other (a card's, once drawn).
      const bytes =
        typeof body === 'string' || Buffer.isBuffer(body) ? body : Array.isArray(body) ? body.join('') : await body;
      files.push({ path: at, body: bytes });
    }
    files.push(...rendered.finish(files).files);
    return files;
  } finally {
    unblockReads();
    await cards.close();
  }
}

describe('compute and render', () => {
  it('render the whole site with the run store loaded while every file read fails', async () => {
    const validated = await validatedFromMemo();
    validated.store!.loadAll();
    const files = await renderEverything(validated);
    expect(attempts).toEqual([]);
    const paths = new Set(files.map((f) => f.path));
    for (const file of ['/index.html', '/v1/runs/1.json', '/v1/dcd/cases/all.json', '/openapi.json', '/_worker.js'])
      expect(paths).toContain(file);
    expect(files.length).toBeGreaterThan(1000);
  });

  it('fail at the first run file read again when the store was not loaded (the guard works)', async () => {
    const validated = await validatedFromMemo();
    await expect(renderEverything(validated)).rejects.toThrow(/a file read while computing and rendering: \w+ .*runs/);
    expect(attempts.length).toBeGreaterThan(0);
  });
});
