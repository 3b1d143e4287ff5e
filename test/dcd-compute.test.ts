// DCD figures computed by hand for the small fixture and compared value by value, in compute and in built files.
import { describe, expect, it } from 'vitest';
import { computeDcdMatrix } from '../scripts/compute/dcd-matrix.ts';
import { publishedDcdRuns, rankDcdRun } from '../scripts/compute/dcd-runs.ts';
import { computeDecay, round4, scoreDcdResult } from '../scripts/compute/dcd-scores.ts';
import type { DcdResult, DcdRun } from '../scripts/data/schema.ts';
import { buildFixture } from './helpers/fixtures.ts';
import { ALPHA, BETA, DCD_FIXTURE, DELTA, GAMMA, dcdRun, flatDcdResult } from './helpers/dcd-fixtures.ts';

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
    expect(scoreDcdResult(asResult(GAMMA)).scenarios.security.R1).toEqual({ score: 50, pass_rate: null, passed: 0, total: 0 });
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
  const latest = DCD_FIXTURE['dcd/3.json'] as DcdRun;

  it('ranks by dcd_score with shared competition ranks, ties listed by slug', () => {
    expect(rankDcdRun(latest).map((m) => [m.rank, m.slug, m.dcd_score])).toEqual([
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
    ] as DcdRun[];
    expect(publishedDcdRuns(runs).map((r) => r.run_id)).toEqual([4, 1, 2]);
  });
});

describe('DCD scenario matrix', () => {
  it('averages each scenario over the rounds, then over the models, and names the hardest and easiest', () => {
    const matrix = computeDcdMatrix([ALPHA, BETA, DELTA, GAMMA].map(asResult));
    expect(matrix.models).toEqual([
      { slug: 'alpha', cells: { data_boundary: 80, resource_limit: 70, business_rule: 90, security: 60, engineering: 75 } },
      { slug: 'beta', cells: { data_boundary: 50, resource_limit: 60, business_rule: 70, security: 40, engineering: 80 } },
      { slug: 'delta', cells: { data_boundary: 50, resource_limit: 60, business_rule: 70, security: 40, engineering: 80 } },
      { slug: 'gamma', cells: { data_boundary: 50, resource_limit: 50, business_rule: 50, security: 50, engineering: 50 } },
    ]);
    expect(matrix.averages).toEqual({ data_boundary: 57.5, resource_limit: 60, business_rule: 70, security: 47.5, engineering: 71.25 });
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

describe('DCD files of a real build of the fixture', async () => {
  const built = await buildFixture(DCD_FIXTURE);
  const attribution = { text: 'Fixture data, synthetic', license: 'CC-BY-4.0', url: 'https://fixture.example' };
  const run3 = { run_id: 3, published_at: '2026-03-15T09:00:00Z' };

  it('builds', () => expect(built.result.ok).toBe(true));

  it('publishes the latest DCD leaderboard compared with the latest main run', async () => {
    const body = await built.json('v1/dcd/leaderboard/latest.json');
    expect(body).toEqual({
      status: 'ok',
      run: run3,
      main_run: { run_id: 2, published_at: '2026-03-09T12:00:00Z' },
      count: 4,
      rankings: [
        {
          rank: 1, slug: 'alpha', name: 'Alpha, "the first"\nof its kind', dcd_score: 75,
          rounds: { R1: { score: 85, pass_rate: 0.8 }, R2: { score: 75, pass_rate: 0.64 }, R3: { score: 65, pass_rate: 0.48 } },
          decay_coefficient: 0.7746, main_rank: 4, main_score: 80, rank_delta: 3,
        },
        {
          rank: 2, slug: 'beta', name: "=cmd|' /C calc'!A0", dcd_score: 60,
          rounds: { R1: { score: 70, pass_rate: 1 }, R2: { score: 60, pass_rate: 0.8 }, R3: { score: 50, pass_rate: 0.48 } },
          decay_coefficient: 0.6928, main_rank: 3, main_score: 90, rank_delta: 1,
        },
        {
          rank: 2, slug: 'delta', name: '@SUM(A1)', dcd_score: 60,
          rounds: { R1: { score: 70, pass_rate: 1 }, R2: { score: 60, pass_rate: 0.8 }, R3: { score: 50, pass_rate: 0.48 } },
          decay_coefficient: 0.6928, main_rank: 1, main_score: 99, rank_delta: -1,
        },
        {
          rank: 4, slug: 'gamma', name: '-1+1', dcd_score: 50,
          rounds: { R1: { score: 50, pass_rate: null }, R2: { score: 50, pass_rate: 0.5 }, R3: { score: 50, pass_rate: 0.25 } },
          decay_coefficient: null, main_rank: null, main_score: null, rank_delta: null,
        },
      ],
      attribution,
    });
    expect(await built.text('v1/dcd/leaderboard/3.json')).toBe(await built.text('v1/dcd/leaderboard/latest.json'));
  });

  it('publishes an older run by run_id and never a draft', async () => {
    const body = await built.json('v1/dcd/leaderboard/5.json');
    expect(body.run).toEqual({ run_id: 5, published_at: '2026-02-15T09:00:00Z' });
    expect(body.rankings.map((r: any) => [r.rank, r.slug, r.dcd_score, r.main_rank, r.rank_delta])).toEqual([
      [1, 'beta', 70, 3, 2],
      [2, 'alpha', 40, 4, 2],
    ]);
    await expect(built.text('v1/dcd/leaderboard/9.json')).rejects.toThrow(/ENOENT/);
    await expect(built.text('v1/dcd/csv/9.csv')).rejects.toThrow(/ENOENT/);
  });

  it('lists the published runs newest first with their models and average score', async () => {
    expect(await built.json('v1/dcd/runs.json')).toEqual({
      status: 'ok',
      count: 2,
      runs: [
        { ...run3, models: ['alpha', 'beta', 'delta', 'gamma'], average_score: 61.25 },
        { run_id: 5, published_at: '2026-02-15T09:00:00Z', models: ['alpha', 'beta'], average_score: 55 },
      ],
      attribution,
    });
  });

  it('publishes the decay per model, best retention first and models without a coefficient last', async () => {
    expect(await built.json('v1/dcd/decay.json')).toEqual({
      status: 'ok',
      run: run3,
      count: 4,
      models: [
        { slug: 'alpha', name: 'Alpha, "the first"\nof its kind', pass_rates: { R1: 0.8, R2: 0.64, R3: 0.48 }, decay: { r1_r2: 0.8, r2_r3: 0.75, coefficient: 0.7746 } },
        { slug: 'beta', name: "=cmd|' /C calc'!A0", pass_rates: { R1: 1, R2: 0.8, R3: 0.48 }, decay: { r1_r2: 0.8, r2_r3: 0.6, coefficient: 0.6928 } },
        { slug: 'delta', name: '@SUM(A1)', pass_rates: { R1: 1, R2: 0.8, R3: 0.48 }, decay: { r1_r2: 0.8, r2_r3: 0.6, coefficient: 0.6928 } },
        { slug: 'gamma', name: '-1+1', pass_rates: { R1: null, R2: 0.5, R3: 0.25 }, decay: { r1_r2: null, r2_r3: 0.5, coefficient: null } },
      ],
      attribution,
    });
  });

  it('publishes the matrix in DCD leaderboard order', async () => {
    const body = await built.json('v1/dcd/matrix.json');
    expect(body.scenarios).toEqual(['data_boundary', 'resource_limit', 'business_rule', 'security', 'engineering']);
    expect(body.models.map((m: any) => [m.slug, Object.values(m.cells)])).toEqual([
      ['alpha', [80, 70, 90, 60, 75]],
      ['beta', [50, 60, 70, 40, 80]],
      ['delta', [50, 60, 70, 40, 80]],
      ['gamma', [50, 50, 50, 50, 50]],
    ]);
    expect(body).toMatchObject({
      status: 'ok',
      run: run3,
      averages: { data_boundary: 57.5, resource_limit: 60, business_rule: 70, security: 47.5, engineering: 71.25 },
      hardest: 'security',
      easiest: 'engineering',
      attribution,
    });
  });

  it('publishes a model with its current figures, scenarios and trend (oldest first, drafts left out)', async () => {
    const body = await built.json('v1/dcd/models/alpha.json');
    expect(Object.keys(body)).toEqual(['status', 'slug', 'name', 'provider', 'run', 'current', 'scenarios', 'history', 'attribution']);
    expect(body.current).toEqual({
      rank: 1,
      dcd_score: 75,
      rounds: { R1: { score: 85, pass_rate: 0.8 }, R2: { score: 75, pass_rate: 0.64 }, R3: { score: 65, pass_rate: 0.48 } },
      decay: { r1_r2: 0.8, r2_r3: 0.75, coefficient: 0.7746 },
    });
    expect(body.scenarios.security).toEqual({
      R1: { score: 70, pass_rate: 0.8, passed: 8, total: 10 },
      R2: { score: 60, pass_rate: 0.6, passed: 6, total: 10 },
      R3: { score: 50, pass_rate: 0.4, passed: 4, total: 10 },
    });
    expect(body.history).toEqual([
      { run_id: 5, published_at: '2026-02-15T09:00:00Z', dcd_score: 40, rank: 2 },
      { ...run3, dcd_score: 75, rank: 1 },
    ]);
  });

  it('publishes a model without DCD data with null figures and an empty trend', async () => {
    expect(await built.json('v1/dcd/models/epsilon.json')).toEqual({
      status: 'ok',
      slug: 'epsilon',
      name: '+1',
      provider: 'Fixture Labs',
      run: run3,
      current: null,
      scenarios: null,
      history: [],
      attribution,
    });
  });
});
