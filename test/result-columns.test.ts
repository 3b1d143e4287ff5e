// An evaluation run's results are kept as columns once parsed (data/result-columns.ts): what the build reads
// back is exactly what the file holds, whether validation parsed the file or a memo let it through unparsed,
// and the file is not read again after that.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDataFiles } from '../scripts/data/load.ts';
import { validateDataset } from '../scripts/data/validate.ts';
import { openDataMemo } from '../scripts/incremental/data-memo.ts';
import { dataset, model, result, run, tempDir, writeDataset } from './helpers/fixtures.ts';

const RESULTS = [
  result('alpha-1', 83.456789012345, 0.1 + 0.2, 'warn', { recommendation_status: 'not_recommended' }),
  result('beta-2', 100, 0, 'fail', { integrity_raw: 12.5, recommendation_status: 'neutral' }),
  result('gamma-3', 1e-7, 99.99999999999999, 'pass', { judgment_raw: 33.333333333333336 }),
];
const FILES = dataset({
  models: [model('alpha-1'), model('beta-2'), model('gamma-3')],
  runs: [run(1, '2026-01-05T12:00:00Z', RESULTS)],
});

async function readTwice(useMemo: boolean) {
  const dir = await tempDir('lb-columns-');
  await writeDataset(path.join(dir, 'data'), FILES);
  const runFile = path.join(dir, 'data', 'runs', '1.json');
  const expected = JSON.parse(readFileSync(runFile, 'utf8')).results;
  const memoFile = path.join(dir, 'validated.json');
  if (useMemo) {
    // A first validation fills the memo; the second lets the run file through as its summary, unparsed.
    const memo = openDataMemo(memoFile, 'code');
    validateDataset(await loadDataFiles(path.join(dir, 'data')), memo);
    memo.save();
  }
  const memo = useMemo ? openDataMemo(memoFile, 'code') : undefined;
  const { dataset: validated, errors } = validateDataset(await loadDataFiles(path.join(dir, 'data')), memo);
  expect(errors).toEqual([]);
  // The run file went through the memo: its summary stands for it until its results are read.
  if (useMemo) expect(memo!.summary('runs', readFileSync(runFile))).toBeDefined();
  const value = validated!.runs[0]!;
  return { value, expected, runFile };
}

describe("an evaluation run's results kept as columns", () => {
  for (const useMemo of [false, true]) {
    it(`reads back every field exactly, keys in the schema's order (${useMemo ? 'memo, parsed on first read' : 'parsed by validation'})`, async () => {
      const { value, expected, runFile } = await readTwice(useMemo);
      const first = value.results;
      expect(first).toEqual(expected);
      expect(first.map((r) => Object.keys(r))).toEqual(expected.map((r: object) => Object.keys(r)));
      expect(first[0]!.grounding_raw).toBe(0.30000000000000004);
      // Read once at most: with the file gone the results are still there, and the same each time.
      rmSync(runFile);
      expect(value.results).toEqual(expected);
    });
  }
});
