import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFixture } from './helpers/fixtures.ts';
import { PROFILE_FIXTURE } from './helpers/profile-fixture.ts';
import { resolveRoute, servedSite } from './helpers/routes.ts';

const history = (entries: [number, string, number, number][]) =>
  entries.map(([run_id, published_at, core_overall_display, rank]) => ({
    run_id,
    published_at: `${published_at}T12:00:00Z`,
    core_overall_display,
    rank,
    integrity_label: 'pass',
  }));

describe('v1 model profiles', async () => {
  const built = await buildFixture(PROFILE_FIXTURE);

  it('publishes scores, per-dimension ranks, pricing and the last five full runs, newest first', async () => {
    expect(await built.json('v1/models/a.json')).toEqual({
      status: 'ok',
      slug: 'a',
      name: 'Model A',
      provider: 'Acme',
      scores: {
        execution_raw: 77,
        grounding_raw: 77,
        judgment_raw: 50,
        communication_raw: 60,
        integrity_raw: 70,
        integrity_label: 'pass',
        recommendation_status: 'neutral',
        core_overall_raw: 77,
        core_overall_display: 77,
      },
      dimensions: {
        core_overall_display: { value: 77, rank: 1, rank_range: null },
        execution_raw: { value: 77, rank: 2, rank_range: null },
        grounding_raw: { value: 77, rank: 1, rank_range: null },
        judgment_raw: { value: 50, rank: 2, rank_range: null },
        communication_raw: { value: 60, rank: 1, rank_range: null },
        integrity_raw: { value: 70, rank: 1, rank_range: null },
      },
      // Its runs give no intervals.
      ci95: null,
      rank_range: null,
      pricing: { currency: 'USD', input_per_mtok: 1, output_per_mtok: 5 },
      // The model file gives no facts: each is null.
      released: null,
      open_weights: null,
      license: null,
      context_window: null,
      run: { run_id: 7, published_at: '2026-04-13T12:00:00Z' },
      // Run 5: a and b both at 75 share rank 1; runs 1 and 2 fall outside the last five.
      history: history([
        [7, '2026-04-13', 77, 1],
        [6, '2026-04-06', 76, 1],
        [5, '2026-03-30', 75, 1],
        [4, '2026-03-23', 74, 2],
        [3, '2026-03-16', 73, 2],
      ]),
      attribution: { text: 'Fixture data, synthetic', license: 'CC-BY-4.0', url: 'https://fixture.example' },
    });
  });

  it('ranks each dimension among the models of the run, equal values sharing a rank', async () => {
    const e = await built.json('v1/models/e.json');
    expect(e.dimensions).toEqual({
      core_overall_display: { value: 72, rank: 3, rank_range: null },
      execution_raw: { value: 90, rank: 1, rank_range: null },
      grounding_raw: { value: 50, rank: 3, rank_range: null },
      judgment_raw: { value: 95, rank: 1, rank_range: null },
      communication_raw: { value: 40, rank: 3, rank_range: null },
      integrity_raw: { value: 70, rank: 1, rank_range: null },
    });
    expect(e.scores).toMatchObject({ integrity_label: 'warn', core_overall_raw: 72, core_overall_display: 72 });
    expect(e.history).toEqual([
      { run_id: 7, published_at: '2026-04-13T12:00:00Z', core_overall_display: 72, rank: 3, integrity_label: 'warn' },
    ]);
    expect(e.pricing).toEqual({ currency: 'USD', input_per_mtok: 0.5, output_per_mtok: 2 });
  });

  it('takes a model absent from the latest run from the latest full run that includes it, ignoring partial runs', async () => {
    const c = await built.json('v1/models/c.json');
    expect(c.run).toEqual({ run_id: 6, published_at: '2026-04-06T12:00:00Z' });
    expect(c.scores.core_overall_display).toBe(72);
    expect(c.dimensions.core_overall_display).toEqual({ value: 72, rank: 3, rank_range: null });
    expect(c.pricing).toBeNull();
    // Run 2: a and c both at 72 behind b share rank 2.
    expect(c.history).toEqual(
      history([
        [6, '2026-04-06', 72, 3],
        [5, '2026-03-30', 72, 3],
        [4, '2026-03-23', 72, 3],
        [3, '2026-03-16', 72, 3],
        [2, '2026-03-09', 72, 2],
      ]),
    );
  });

  it('publishes a model that is in no published full run with null scores and an empty history', async () => {
    const d = await built.json('v1/models/d.json');
    expect(d).toMatchObject({
      slug: 'd',
      scores: null,
      dimensions: null,
      ci95: null,
      rank_range: null,
      run: null,
      history: [],
    });
    expect(d.pricing).toEqual({ currency: 'USD', input_per_mtok: 1, output_per_mtok: 5 });
  });

  it('never publishes raw material from run files and keeps to the documented fields', async () => {
    const dir = path.join(built.outDir, 'v1/models');
    for (const name of await readdir(dir)) {
      const text = await readFile(path.join(dir, name), 'utf8');
      expect(text).not.toContain('SECRET');
      expect(Object.keys(JSON.parse(text))).toEqual([
        'status',
        'slug',
        'name',
        'provider',
        'scores',
        'dimensions',
        'ci95',
        'rank_range',
        'pricing',
        'released',
        'open_weights',
        'license',
        'context_window',
        'run',
        'history',
        'attribution',
      ]);
    }
    expect(built.result.ok && built.result.warnings.map((w) => `${w.file} ${w.path}`)).toContain(
      'runs/7.json results[2] (model "e")',
    );
  });

  it('routes /v1/models/{slug} to the profile file and an unknown slug to 404', async () => {
    const site = await servedSite(built.outDir);
    expect(await resolveRoute(site, '/v1/models/c')).toEqual({ status: 200, file: '/v1/models/c.json' });
    expect(await resolveRoute(site, '/v1/models/zeta')).toEqual({
      status: 404,
      file: '/v1/errors/model-not-found.json',
    });
  });
});
