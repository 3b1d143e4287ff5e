// A run file is kept as its summary once validated and read again when its results are rendered
// (data/validate.ts, lazyRun): the second read gives the same bytes, and a file changed in between stops the
// build with its name instead of mixing two versions of the data.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDataFiles } from '../scripts/data/load.ts';
import { dataset, model, result, run, tempDir, writeDataset } from './helpers/fixtures.ts';

const FILES = dataset({
  models: [model('alpha-1'), model('beta-2')],
  runs: [run(1, '2026-01-05T12:00:00Z', [result('alpha-1', 80, 70), result('beta-2', 60, 90)])],
});

describe('a data file read again', () => {
  it('gives the bytes first read while the file is as it was', async () => {
    const dir = await tempDir('lb-reread-');
    await writeDataset(dir, FILES);
    const folder = await loadDataFiles(dir);
    const runFile = [...folder.files].find((f) => f.file === 'runs/1.json')!;
    expect(runFile.readAgain().equals(runFile.bytes)).toBe(true);
    expect(runFile.bytes.equals(readFileSync(path.join(dir, 'runs', '1.json')))).toBe(true);
  });

  it('refuses a file changed since, naming it', async () => {
    const dir = await tempDir('lb-reread-');
    await writeDataset(dir, FILES);
    const folder = await loadDataFiles(dir);
    const runFile = [...folder.files].find((f) => f.file === 'runs/1.json')!;
    const file = path.join(dir, 'runs', '1.json');
    await writeFile(file, `${readFileSync(file, 'utf8')} `);
    expect(() => runFile.readAgain()).toThrow(
      'runs/1.json changed while the build was reading the data folder: build again',
    );
  });
});
