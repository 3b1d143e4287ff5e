// DCD figures computed by hand for the small fixture and compared value by value with the compute functions.
import { describe, expect, it } from 'vitest';
import { computeDcdMatrix } from '../scripts/compute/dcd/matrix.ts';
import { publishedDcdRuns, rankDcdRun } from '../scripts/compute/dcd/runs.ts';
import { computeDecay, round4, scoreDcdResult } from '../scripts/compute/dcd/scores.ts';
import { RunStore } from '../scripts/data/run-store.ts';
import type { DcdResult, DcdRunFile } from '../scripts/data/schema.ts';
import { ALPHA, BETA, DCD_FIXTURE, DELTA, dcdRun, flatDcdResult, GAMMA } from './helpers/dcd-fixtures.ts';

const asResult = (r: unknown) => r as DcdResult;

describe('DCD per-model figures', () => {
  it.each([
    // slug, R1, R2, R3 as [score, pass_rate], dcd_score, [r1_r2, r2_r3, coefficient]
    ['alpha', ALPHA, [85, 0.8], [75, 0.64], [65, 0.48], 75, [0.8, 0.75, 0.7746]],
    ['beta', BETA, [70, 1], [60, 0.8], [50, 0.48], 60, [0.8, 0.6, 0.6928]],
    ['gamma', GAMMA, [50, null], [50, 0.5], [50, 0.25], 50, [null, 0.5, null]],
  ] as const)('computes the rounds, dcd_score and decay of %s', (_slug, input, r1, r2, r3, dcd, decay) => {
    const scores = scoreDcdResult(asResult(input));
    expect(scores.rounds).toEqual({
      R1: { score: r1[0], pass_rate: r1[1] },
      R2: { score: r2[0], pass_rate: r2[1] },
      R3: { score: r3[0], pass_rate: r3[1] },
    });
    expect(scores.dcd_score).toBe(dcd);
    expect(scores.decay).toEqual({ r1_r2: decay[0], r2_r3: decay[1], coefficient: decay[2] });
  });

  it('keeps passed and total of each scenario round next to its pass rate and score', () => {
    const scores = scoreDcdResult(asResult(ALPHA));
    expect(scores.scenarios.engineering).toEqual({
      R1: { score: 85, pass_rate: 0.3, passed: 3, total: 10 },
      R2: { score: 75, pass_rate: 0.2, passed: 2, total: 10 },
      R3: { score: 65, pass_rate: 0.1, passed: 1, total: 10 },
    });
    expect(scoreDcdResult(asResult(GAMMA)).scenarios.security.R1).toEqual({
      score: 50,
      pass_rate: null,
      passed: 0,
      total: 0,
    });
  });

  it('derives ratios from exact pass rates and rounds once, to 4 decimals', () => {
    // 1/3 ÷ 2/3 = 0.5 exactly, while the rounded rates would give 0.3333 / 0.6667 = 0.49997…
    expect(computeDecay(2 / 3, 1 / 3, 1 / 6)).toEqual({ r1_r2: 0.5, r2_r3: 0.5, coefficient: 0.5 });
    expect(computeDecay(0, 0, 0)).toEqual({ r1_r2: null, r2_r3: null, coefficient: null });
    expect(computeDecay(0.5, 0, 0)).toEqual({ r1_r2: 0, r2_r3: null, coefficient: 0 });
    expect([round4(0.77459666), round4(1.00005), round4(2 / 3), round4(-0.00004)]).toEqual([0.7746, 1.0001, 0.6667, 0]);
  });

  it('computes dcd_score from the exact round means, rounded once', () => {
    // Round means 10.006, 10.006, 10.002 are emitted as 10.01, 10.01, 10; their exact mean 10.00467 gives 10,
    // where averaging the emitted values would give 10.01.
    const odd = flatDcdResult('odd', 10.006);
    for (const s of Object.values(odd.scenarios)) s.R3.score = 10.002;
    const scores = scoreDcdResult(asResult(odd));
    expect([scores.rounds.R1.score, scores.rounds.R2.score, scores.rounds.R3.score]).toEqual([10.01, 10.01, 10]);
    expect(scores.dcd_score).toBe(10);
  });
});

describe('DCD ranking and publication order', () => {
  const latest = DCD_FIXTURE['dcd/3.json'] as DcdRunFile;

  it('ranks by dcd_score with shared competition ranks, ties listed by slug', () => {
    expect(rankDcdRun(latest, RunStore.holding([], [latest])).map((m) => [m.rank, m.slug, m.dcd_score])).toEqual([
      [1, 'alpha', 75],
      [2, 'beta', 60],
      [2, 'delta', 60],
      [4, 'gamma', 50],
    ]);
  });

  it('orders published runs by published_at then run_id and drops drafts', () => {
    const runs = [
      dcdRun(4, '2026-02-01T00:00:00Z', []),
      dcdRun(2, '2026-03-01T00:00:00Z', []),
      dcdRun(1, '2026-03-01T00:00:00Z', []),
      dcdRun(3, '2026-04-01T00:00:00Z', [], [], 'draft'),
    ] as DcdRunFile[];
    expect(publishedDcdRuns(runs).map((r) => r.run_id)).toEqual([4, 1, 2]);
  });
});

describe('DCD scenario matrix', () => {
  it('averages each scenario over the rounds, then over the models, and names the hardest and easiest', () => {
    const matrix = computeDcdMatrix([ALPHA, BETA, DELTA, GAMMA].map(asResult));
    expect(matrix.models).toEqual([
      {
        slug: 'alpha',
        cells: { data_boundary: 80, resource_limit: 70, business_rule: 90, security: 60, engineering: 75 },
      },
      {
        slug: 'beta',
        cells: { data_boundary: 50, resource_limit: 60, business_rule: 70, security: 40, engineering: 80 },
      },
      {
        slug: 'delta',
        cells: { data_boundary: 50, resource_limit: 60, business_rule: 70, security: 40, engineering: 80 },
      },
      {
        slug: 'gamma',
        cells: { data_boundary: 50, resource_limit: 50, business_rule: 50, security: 50, engineering: 50 },
      },
    ]);
    expect(matrix.averages).toEqual({
      data_boundary: 57.5,
      resource_limit: 60,
      business_rule: 70,
      security: 47.5,
      engineering: 71.25,
    });
    expect([matrix.hardest, matrix.easiest]).toEqual(['security', 'engineering']);
  });

  it('gives a tie to the scenario listed first, and no hardest or easiest without models', () => {
    const flat = computeDcdMatrix([asResult(flatDcdResult('x', 42))]);
    expect([flat.hardest, flat.easiest]).toEqual(['data_boundary', 'data_boundary']);
    const empty = computeDcdMatrix([]);
    expect(empty).toEqual({
      models: [],
      averages: { data_boundary: null, resource_limit: null, business_rule: null, security: null, engineering: null },
      hardest: null,
      easiest: null,
    });
  });
});
