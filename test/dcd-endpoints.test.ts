// The DCD JSON files of a real build of the hand-computed fixture, compared value by value.
import { describe, expect, it } from 'vitest';
import { DCD_FIXTURE, dcdRun, flatDcdResult } from './helpers/dcd-fixtures.ts';
import { buildFixture, dataset, model } from './helpers/fixtures.ts';

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
          rank: 1,
          slug: 'alpha',
          name: 'Alpha, "the first"\nof its kind',
          dcd_score: 75,
          rounds: {
            R1: { score: 85, pass_rate: 0.8 },
            R2: { score: 75, pass_rate: 0.64 },
            R3: { score: 65, pass_rate: 0.48 },
          },
          decay_coefficient: 0.7746,
          main_rank: 4,
          main_score: 80,
          rank_delta: 3,
        },
        {
          rank: 2,
          slug: 'beta',
          name: "=cmd|' /C calc'!A0",
          dcd_score: 60,
          rounds: {
            R1: { score: 70, pass_rate: 1 },
            R2: { score: 60, pass_rate: 0.8 },
            R3: { score: 50, pass_rate: 0.48 },
          },
          decay_coefficient: 0.6928,
          main_rank: 3,
          main_score: 90,
          rank_delta: 1,
        },
        {
          rank: 2,
          slug: 'delta',
          name: '@SUM(A1)',
          dcd_score: 60,
          rounds: {
            R1: { score: 70, pass_rate: 1 },
            R2: { score: 60, pass_rate: 0.8 },
            R3: { score: 50, pass_rate: 0.48 },
          },
          decay_coefficient: 0.6928,
          main_rank: 1,
          main_score: 99,
          rank_delta: -1,
        },
        {
          rank: 4,
          slug: 'gamma',
          name: '-1+1',
          dcd_score: 50,
          rounds: {
            R1: { score: 50, pass_rate: null },
            R2: { score: 50, pass_rate: 0.5 },
            R3: { score: 50, pass_rate: 0.25 },
          },
          decay_coefficient: null,
          main_rank: null,
          main_score: null,
          rank_delta: null,
        },
      ],
      attribution,
    });
    expect(await built.text('v1/dcd/leaderboard/3.json')).toBe(await built.text('v1/dcd/leaderboard/latest.json'));
  });

  it('publishes an older run by run_id, compared with the main leaderboard of its day, and never a draft', async () => {
    const body = await built.json('v1/dcd/leaderboard/5.json');
    expect(body.run).toEqual({ run_id: 5, published_at: '2026-02-15T09:00:00Z' });
    // Published before any main run: nothing to compare with, so later main runs never change this file.
    expect(body.main_run).toBeNull();
    expect(body.rankings.map((r: any) => [r.rank, r.slug, r.dcd_score, r.main_rank, r.rank_delta])).toEqual([
      [1, 'beta', 70, null, null],
      [2, 'alpha', 40, null, null],
    ]);
    expect((await built.json('v1/dcd/leaderboard/3.json')).main_run).toEqual({
      run_id: 2,
      published_at: '2026-03-09T12:00:00Z',
    });
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
        {
          slug: 'alpha',
          name: 'Alpha, "the first"\nof its kind',
          pass_rates: { R1: 0.8, R2: 0.64, R3: 0.48 },
          decay: { r1_r2: 0.8, r2_r3: 0.75, coefficient: 0.7746 },
        },
        {
          slug: 'beta',
          name: "=cmd|' /C calc'!A0",
          pass_rates: { R1: 1, R2: 0.8, R3: 0.48 },
          decay: { r1_r2: 0.8, r2_r3: 0.6, coefficient: 0.6928 },
        },
        {
          slug: 'delta',
          name: '@SUM(A1)',
          pass_rates: { R1: 1, R2: 0.8, R3: 0.48 },
          decay: { r1_r2: 0.8, r2_r3: 0.6, coefficient: 0.6928 },
        },
        {
          slug: 'gamma',
          name: '-1+1',
          pass_rates: { R1: null, R2: 0.5, R3: 0.25 },
          decay: { r1_r2: null, r2_r3: 0.5, coefficient: null },
        },
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
    expect(Object.keys(body)).toEqual([
      'status',
      'slug',
      'name',
      'provider',
      'run',
      'current',
      'scenarios',
      'history',
      'attribution',
    ]);
    expect(body.current).toEqual({
      rank: 1,
      dcd_score: 75,
      rounds: {
        R1: { score: 85, pass_rate: 0.8 },
        R2: { score: 75, pass_rate: 0.64 },
        R3: { score: 65, pass_rate: 0.48 },
      },
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

describe('DCD files without any published DCD run', async () => {
  const built = await buildFixture(
    dataset({
      models: [model('alpha')],
      dcd: [dcdRun(1, '2026-03-15T09:00:00Z', [flatDcdResult('alpha', 50)], [], 'draft')],
    }),
  );
  const attribution = { text: 'Fixture data, synthetic', license: 'CC-BY-4.0', url: 'https://fixture.example' };

  it('publishes empty answers rather than missing files', async () => {
    expect(await built.json('v1/dcd/leaderboard/latest.json')).toEqual({
      status: 'ok',
      run: null,
      main_run: null,
      count: 0,
      rankings: [],
      attribution,
    });
    expect(await built.text('v1/dcd/csv/latest.csv')).toBe(
      'rank,slug,name,dcd_score,r1_score,r1_pass_rate,r2_score,r2_pass_rate,r3_score,r3_pass_rate,decay_coefficient,main_rank,main_score,rank_delta\r\n',
    );
    expect(await built.json('v1/dcd/runs.json')).toEqual({ status: 'ok', count: 0, runs: [], attribution });
    expect(await built.json('v1/dcd/cases/all.json')).toMatchObject({ run: null, count: 0, total: 0, cases: [] });
    expect(await built.json('v1/dcd/decay.json')).toEqual({
      status: 'ok',
      run: null,
      count: 0,
      models: [],
      attribution,
    });
    expect(await built.json('v1/dcd/matrix.json')).toMatchObject({
      run: null,
      models: [],
      hardest: null,
      easiest: null,
    });
    expect(await built.json('v1/dcd/models/alpha.json')).toMatchObject({
      run: null,
      current: null,
      scenarios: null,
      history: [],
    });
  });
});
