// A run file's results are kept as columns once parsed (data/result-columns.ts): what the build reads back is
// exactly what the file holds, evaluation and DCD runs alike, whether validation parsed the file or a memo let
// it through unparsed, and the file is not read again for them after that.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDataFiles } from '../scripts/data/load.ts';
import { columnBytes, dcdResultColumns, dcdResultsOf, resultCodec } from '../scripts/data/result-columns.ts';
import type { DcdResult, RunResult } from '../scripts/data/schema.ts';
import { validateDataset } from '../scripts/data/validate.ts';
import { openDataMemo } from '../scripts/incremental/data-memo.ts';
import { sha256 } from '../scripts/lib/digest.ts';
import { SPEC_SCORING } from '../scripts/schemas/spec-scoring.ts';
import { ALPHA, BETA, dcdCase, dcdRun, flatDcdResult, GAMMA } from './helpers/dcd-fixtures.ts';
import { dataset, model, result, run, tempDir, writeDataset } from './helpers/fixtures.ts';

const { columns: resultColumns, results: resultsOf } = resultCodec(SPEC_SCORING);

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
  const { dataset: validated, store, errors } = validateDataset(await loadDataFiles(path.join(dir, 'data')), memo);
  expect(errors).toEqual([]);
  if (useMemo) {
    expect(memo!.summary('runs', sha256(readFileSync(runFile)))).toBeDefined();
    expect(memo!.summary('dcd', sha256(readFileSync(dcdFile)))).toBeDefined();
  }
  const [value, dcd] = [validated!.runs[0]!, validated!.dcdRuns[0]!];
  return {
    results: () => store!.results(value),
    dcd: { results: () => store!.dcdResults(dcd), cases: () => store!.dcdCases(dcd) },
    expected,
    expectedDcd,
    runFile,
    dcdFile,
  };
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
      const { results, expected, runFile } = await readTwice(useMemo);
      const first = results();
      expect(first).toEqual(expected);
      expect(keysOf(first)).toEqual(keysOf(expected));
      expect(first[0]!.grounding_raw).toBe(0.30000000000000004);
      // Read once at most: with the file gone the results are still there, and the same each time.
      rmSync(runFile);
      expect(results()).toEqual(expected);
    });

    it(`reads back every figure of a DCD run exactly, and its cases (${how})`, async () => {
      const { dcd, expectedDcd, dcdFile } = await readTwice(useMemo);
      expect(dcd.results()).toEqual(expectedDcd.results);
      expect(keysOf(dcd.results())).toEqual(keysOf(expectedDcd.results));
      expect(dcd.results()[3]!.scenarios.security.R1.score).toBe(77.77777777777777);
      // The file is read once for both lists: results and cases are kept once either is read (the cases while
      // there is room: here there is).
      rmSync(dcdFile);
      expect(dcd.cases()).toEqual(expectedDcd.cases);
      expect(dcd.results()).toEqual(expectedDcd.results);
    });
  }
});

describe('columns kept as hundredths where that is exact', () => {
  // Two-decimal scores, among them ones whose hundredfold is not a whole double (0.29 × 100 = 28.999999999999996).
  const TWO_DECIMALS = [
    result('a', 0.29, 0.07, 'pass', { integrity_raw: 89.81 }),
    result('b', 100, 0, 'warn', { judgment_raw: 0.01, communication_raw: 99.99, integrity_raw: 12.5 }),
    result('c', 33.33, 66.67, 'fail', { recommendation_status: 'not_recommended' }),
  ] as RunResult[];
  const modelsOf = (results: readonly { model: string }[]) => results.map((r) => r.model);

  it('keeps an evaluation run of two-decimal scores in 12 bytes a result, and reads it back exactly', () => {
    const columns = resultColumns(TWO_DECIMALS);
    expect(columnBytes(columns)).toBe(3 * 12);
    const back = resultsOf(columns, modelsOf(TWO_DECIMALS));
    expect(back).toEqual(TWO_DECIMALS);
    expect(keysOf(back)).toEqual(keysOf(TWO_DECIMALS));
    expect(back[0]!.execution_raw).toBe(0.29);
    expect(JSON.stringify(back)).toBe(JSON.stringify(TWO_DECIMALS));
  });

  it('keeps a run as it is (42 bytes a result) when one score has more decimals, and reads it back exactly', () => {
    const results = [...TWO_DECIMALS, result('d', 50, 12.345)] as RunResult[];
    const columns = resultColumns(results);
    expect(columnBytes(columns)).toBe(4 * 42);
    expect(resultsOf(columns, modelsOf(results))).toEqual(results);
    expect(resultColumns(RESULTS as RunResult[]).scores).toBeInstanceOf(Float64Array);
  });

  it('keeps DCD figures as hundredths (90 bytes a result) up to 655 cases a round, and as they are beyond', () => {
    const small = [flatDcdResult('a', 80.88, 7, 9), flatDcdResult('b', 0.07, 0, 655)] as DcdResult[];
    const compact = dcdResultColumns(small);
    expect(columnBytes(compact)).toBe(2 * 90);
    expect(dcdResultsOf(compact)).toEqual(small);
    expect(JSON.stringify(dcdResultsOf(compact))).toBe(JSON.stringify(small));

    const large = [...small, flatDcdResult('c', 50, 700, 1000)] as DcdResult[];
    const full = dcdResultColumns(large);
    expect(columnBytes(full)).toBe(3 * 360);
    expect(dcdResultsOf(full)).toEqual(large);
    expect(dcdResultsOf(full)[2]!.scenarios.security.R3.total).toBe(1000);
  });
});
