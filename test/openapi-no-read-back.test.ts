// The OpenAPI document's examples come from the bodies the build made, never from the files on disk: not from the
// files it has just written, and not from the files it takes from the previous output (the previous build kept
// what the examples show of those in its manifest, incremental/past-output.ts). A file of the previous output
// altered behind the build's back without changing its identity (same inode, size and modification time) is
// taken as it is, and the document still shows what the build made.
import { spawnSync } from 'node:child_process';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../scripts/pipeline.ts';
import { dataset, model, ROOT, result, run, tempDir, writeDataset } from './helpers/fixtures.ts';

const EXAMPLE = 'v1/csv/runs/1.csv';

describe('the examples of the OpenAPI document', () => {
  it('are not read back from the files of the output', async () => {
    const root = await tempDir('lb-openapi-read-');
    const dataDir = path.join(root, 'data');
    const outDir = path.join(root, 'build');
    await writeDataset(
      dataDir,
      dataset({
        models: [model('alpha'), model('beta')],
        runs: [
          run(1, '2025-12-15T12:00:00Z', [result('alpha', 60, 60), result('beta', 50, 50)]),
          run(2, '2025-12-22T12:00:00Z', [result('alpha', 70, 60), result('beta', 55, 50)]),
        ],
      }),
    );
    const options = {
      dataDir,
      outDir,
      publicDir: path.join(ROOT, 'public'),
      now: new Date('2026-07-01T00:00:00Z'),
      cache: { dir: path.join(root, 'cache'), code: 'test' },
      cards: false,
    };
    expect((await buildSite(options)).ok).toBe(true);
    const document = await readFile(path.join(outDir, 'openapi.json'), 'utf8');
    const file = path.join(outDir, EXAMPLE);
    const original = await readFile(file, 'utf8');
    expect(document).toContain(JSON.stringify(original).slice(1, -1));

    // Same length, same modification time: the next build takes the file as it is.
    const altered = original.replace(/[0-9]/g, (d) => String((Number(d) + 1) % 10));
    expect(altered).not.toBe(original);
    const { mtimeNs } = await stat(file, { bigint: true });
    await writeFile(file, altered);
    // Put back to the nanosecond (utimes takes a double of seconds, which loses the last digits).
    const seconds = `${mtimeNs / 1_000_000_000n}.${String(mtimeNs % 1_000_000_000n).padStart(9, '0')}`;
    expect(spawnSync('touch', ['-m', '-d', `@${seconds}`, file]).status).toBe(0);
    expect((await stat(file, { bigint: true })).mtimeNs).toBe(mtimeNs);

    const again = await buildSite(options);
    expect(again.ok && again.report.history.reused).toBeGreaterThan(0);
    expect(await readFile(file, 'utf8')).toBe(altered);
    expect(await readFile(path.join(outDir, 'openapi.json'), 'utf8')).toBe(document);
  });
});
