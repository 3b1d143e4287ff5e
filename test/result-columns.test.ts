// A run file's results are kept as columns once parsed (data/result-columns.ts): what the build reads back is
// exactly what the file holds, evaluation and DCD runs alike, whether validation parsed the file or a memo let
// it through unparsed, and the file is not read again for them after that.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { digestOf } from '../scripts/data/digest.ts';
import { loadDataFiles } from '../scripts/data/load.ts';
import { validateDataset } from '../scripts/data/validate.ts';
import { openDataMemo } from '../scripts/incremental/data-memo.ts';
import { ALPHA, BETA, dcdCase, dcdRun, GAMMA } from './helpers/dcd-fixtures.ts';
import { dataset, model, result, run, tempDir, writeDataset } from './helpers/fixtures.ts';

const RESULTS = [
  result('alpha-1', 83.456789012345, 0.1 + 0.2, 'warn', { recommendation_status: 'not_recommended' }),
  result('beta-2', 100, 0, 'fail', { integrity_raw: 12.5, recommendation_status: 'neutral' }),
  result('gamma-3', 1e-7, 99.99999999999999, 'pass', { judgment_raw: 33.333333333333336 }),
];
/** The DCD fixture's results (hand-picked figures) and one with fractional scores. */
const DCD_RESULTS = [ALPHA, BETA, GAMMA, { ...BETA, model: 'delta' }].map((r, i) =>
  i === 3
    ? {
        ...r,
        scenarios: {
          ...r.scenarios,
          security: {
            R1: { passed: 7, total: 9, score: 77.77777777777777 },
            R2: { passed: 0, total: 9, score: 0 },
            R3: { passed: 9, total: 9, score: 100 },
          },
        },
      }
    : r,
);
const CASES = [dcdCase('case-1', 'alpha', 'security', 'R2', 'high', 42.5)];
const FILES = dataset({
  models: ['alpha-1', 'beta-2', 'gamma-3', 'alpha', 'beta', 'gamma', 'delta'].map((slug) => model(slug)),
  runs: [run(1, '2026-01-05T12:00:00Z', RESULTS)],
  dcd: [dcdRun(1, '2026-01-05T12:00:00Z', DCD_RESULTS, CASES)],
});

async function readTwice(useMemo: boolean) {
  const dir = await tempDir('lb-columns-');
  await writeDataset(path.join(dir, 'data'), FILES);
  const runFile = path.join(dir, 'data', 'runs', '1.json');
  const dcdFile = path.join(dir, 'data', 'dcd', '1.json');
  const expected = JSON.parse(readFileSync(runFile, 'utf8')).results;
  const expectedDcd = JSON.parse(readFileSync(dcdFile, 'utf8'));
  const memoFile = path.join(dir, 'validated.json');
  if (useMemo) {
    // A first validation fills the memo; the second lets the run files through as their summaries, unparsed.
    const memo = openDataMemo(memoFile, 'code');
    validateDataset(await loadDataFiles(path.join(dir, 'data')), memo);
    memo.save();
  }
  const memo = useMemo ? openDataMemo(memoFile, 'code') : undefined;
  const { dataset: validated, errors } = validateDataset(await loadDataFiles(path.join(dir, 'data')), memo);
  expect(errors).toEqual([]);
  if (useMemo) {
    expect(memo!.summary('runs', digestOf(readFileSync(runFile)))).toBeDefined();
    expect(memo!.summary('dcd', digestOf(readFileSync(dcdFile)))).toBeDefined();
  }
  return { value: validated!.runs[0]!, dcd: validated!.dcdRuns[0]!, expected, expectedDcd, runFile, dcdFile };
}

/** Each object's keys, depth first: the order JSON.stringify writes them in. */
const keysOf = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(keysOf)
    : typeof value === 'object' && value !== null
      ? Object.entries(value).map(([k, v]) => [k, keysOf(v)])
      : null;

describe("a run's results kept as columns", () => {
  for (const useMemo of [false, true]) {
    const how = useMemo ? 'memo, parsed on first read' : 'parsed by validation';
    it(`reads back every field of an evaluation run exactly, keys in the schema's order (${how})`, async () => {
      const { value, expected, runFile } = await readTwice(useMemo);
      const first = value.results;
      expect(first).toEqual(expected);
      expect(keysOf(first)).toEqual(keysOf(expected));
      expect(first[0]!.grounding_raw).toBe(0.30000000000000004);
      // Read once at most: with the file gone the results are still there, and the same each time.
      rmSync(runFile);
      expect(value.results).toEqual(expected);
    });

    it(`reads back every figure of a DCD run exactly, and its cases (${how})`, async () => {
      const { dcd, expectedDcd, dcdFile } = await readTwice(useMemo);
      expect(dcd.results).toEqual(expectedDcd.results);
      expect(keysOf(dcd.results)).toEqual(keysOf(expectedDcd.results));
      expect(dcd.results[3]!.scenarios.security.R1.score).toBe(77.77777777777777);
      // The file is read once for both lists: results and cases are kept once either is read (the cases while
      // there is room: here there is).
      rmSync(dcdFile);
      expect(dcd.cases).toEqual(expectedDcd.cases);
      expect(dcd.results).toEqual(expectedDcd.results);
    });
  }
});
