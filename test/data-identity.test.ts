// A data file with the identity an earlier build recorded (inode, size, modification and change times) is not
// read to be digested: the memo knows its digest, and a run file known valid is not read at all until something
// about it is rendered. A file changed since, or too recently for its times to tell two versions apart, is read.
import { statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DataFile, type DataFolder, loadDataFiles } from '../scripts/data/load.ts';
import { validateDataset } from '../scripts/data/validate.ts';
import { openDataMemo } from '../scripts/incremental/data-memo.ts';
import { dataset, model, result, run, tempDir, writeDataset } from './helpers/fixtures.ts';

const FILES = dataset({
  models: [model('alpha-1'), model('beta-2')],
  runs: [
    run(1, '2026-01-05T12:00:00Z', [result('alpha-1', 80, 70), result('beta-2', 60, 90)]),
    run(2, '2026-01-12T12:00:00Z', [result('alpha-1', 81, 71), result('beta-2', 61, 91)]),
  ],
});

/** The clock as a later build sees it: every file written by the test is older than the settle time. */
function later() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 10_000);
}

/** The folder, noting the files whose bytes are asked for. */
async function counted(dir: string): Promise<{ folder: DataFolder; reads: Set<string> }> {
  const folder = await loadDataFiles(dir);
  const reads = new Set<string>();
  const files = [...folder.files].map(
    (file) =>
      new Proxy(file, {
        get(target, key) {
          if (key === 'bytes') reads.add(target.file);
          return Reflect.get(target, key);
        },
      }) as DataFile,
  );
  return { folder: { ...folder, files }, reads };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('data files known by their identity', () => {
  it('has no identity while just changed, then its inode, size and times', async () => {
    const dir = await tempDir('lb-identity-');
    await writeDataset(dir, FILES);
    expect([...(await loadDataFiles(dir)).files].map((f) => f.identity)).toEqual(Array(5).fill(null));
    later();
    const file = [...(await loadDataFiles(dir)).files].find((f) => f.file === 'runs/1.json')!;
    const info = statSync(path.join(dir, 'runs', '1.json'), { bigint: true });
    expect(file.identity).toBe(`${info.ino}:${info.size}:${info.mtimeNs}:${info.ctimeNs}`);
    expect(file.size).toBe(Number(info.size));
  });

  it('reads no run file the memo knows by its identity, and reads one changed since', async () => {
    const dir = await tempDir('lb-identity-');
    const data = path.join(dir, 'data');
    const memoFile = path.join(dir, 'validated.json');
    await writeDataset(data, FILES);
    later();
    const first = openDataMemo(memoFile, 'code');
    expect(validateDataset(await loadDataFiles(data), first).errors).toEqual([]);
    first.save();

    const second = await counted(data);
    const secondMemo = openDataMemo(memoFile, 'code');
    const unchanged = validateDataset(second.folder, secondMemo);
    expect(unchanged.errors).toEqual([]);
    // The site and model files are parsed; the run files are known valid and not read until rendered.
    expect([...second.reads].sort()).toEqual(['models/alpha-1.json', 'models/beta-2.json', 'site.json']);
    expect(unchanged.store!.results(unchanged.dataset!.runs[1]!)[0]!.execution_raw).toBe(81);

    // The same size, other bytes: its change time moved, so it is read, checked and its new value used.
    const runFile = path.join(data, 'runs', '2.json');
    const text = await readFile(runFile, 'utf8');
    await writeFile(runFile, text.replace('"execution_raw": 81', '"execution_raw": 82'));
    expect(statSync(runFile).size).toBe(Buffer.byteLength(text));
    vi.setSystemTime(Date.now() + 10_000);
    const third = await counted(data);
    const memo = openDataMemo(memoFile, 'code');
    const changed = validateDataset(third.folder, memo);
    expect([...third.reads].sort()).toEqual(['models/alpha-1.json', 'models/beta-2.json', 'runs/2.json', 'site.json']);
    // One file more checked than before: the one changed.
    const before = secondMemo.counts();
    expect(memo.counts()).toEqual({ reused: before.reused - 1, checked: before.checked + 1 });
    expect(changed.store!.results(changed.dataset!.runs[1]!)[0]!.execution_raw).toBe(82);
  });

  it('reads every file changed within the settle time, known or not', async () => {
    const dir = await tempDir('lb-identity-');
    const data = path.join(dir, 'data');
    const memoFile = path.join(dir, 'validated.json');
    await writeDataset(data, FILES);
    const first = openDataMemo(memoFile, 'code');
    validateDataset(await loadDataFiles(data), first);
    first.save();
    const second = await counted(data);
    validateDataset(second.folder, openDataMemo(memoFile, 'code'));
    expect([...second.reads].sort()).toEqual([
      'models/alpha-1.json',
      'models/beta-2.json',
      'runs/1.json',
      'runs/2.json',
      'site.json',
    ]);
  });
});
