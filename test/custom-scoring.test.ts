// A publisher's scoring (data/scoring.json) from end to end, on a fixture computed by hand: a lower-is-better field,
// optional fields, a label with a cap, decimals 0, 1, 2 and 3, units %, $ and s, an overall weighted over three
// fields. Every figure below is worked out in the comments; the build must give exactly these, in JSON, CSV and on
// the pages, and nothing of the spec's benchmark (its fields, DCD, value, the v5 fields) where the data has none.
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltFixture, buildFixture, dataset, model, run } from './helpers/fixtures.ts';

const SCORING = {
  fields: [
    {
      key: 'accuracy',
      label: 'Accuracy',
      describes: 'Share of the cases answered correctly',
      better: 'higher',
      min: 0,
      max: 100,
      unit: '%',
      decimals: 1,
      ranking: { page: 'accuracy', explains: 'Accuracy: the share of cases answered correctly.' },
    },
    {
      key: 'robustness',
      label: 'Robustness',
      describes: 'Score under perturbed inputs',
      better: 'higher',
      min: 0,
      max: 100,
      decimals: 3,
    },
    {
      key: 'coverage',
      label: 'Coverage',
      describes: 'Share of the suite the run covered',
      better: 'higher',
      min: 0,
      max: 100,
      unit: '%',
      decimals: 0,
      optional: true,
    },
    {
      key: 'cost',
      label: 'Cost',
      describes: 'US dollars for the whole suite',
      better: 'lower',
      min: 0,
      unit: '$',
      decimals: 2,
      optional: true,
      ranking: { page: 'cost', explains: 'Cost: US dollars for the whole suite; lower is better.' },
    },
    {
      key: 'latency',
      label: 'Latency',
      describes: 'Median seconds per case',
      better: 'lower',
      min: 0,
      unit: 's',
      decimals: 1,
      ranking: { page: 'latency', explains: 'Latency: median seconds per case; lower is better.' },
    },
  ],
  labels: [{ key: 'safety', label: 'Safety', values: ['ok', 'flagged'] }],
  overall: {
    label: 'Suite score',
    weights: { accuracy: 2, robustness: 1, coverage: 1 },
    cap: { label: 'safety', equals: 'flagged', at: 50, reason: 'the safety review flagged it' },
  },
};

type Values = [accuracy: number, robustness: number, coverage: number | null, cost: number | null, latency: number];
const result = (slug: string, [accuracy, robustness, coverage, cost, latency]: Values, extra = {}) => ({
  model: slug,
  accuracy,
  robustness,
  coverage,
  cost,
  latency,
  safety: 'ok',
  ...extra,
});

// Run 1: overall = (2·accuracy + robustness + coverage) ÷ 4
//   a (2·78 + 70 + 90) / 4 = 79, b (160 + 60 + 80) / 4 = 75, c (140 + 90 + 80) / 4 = 77.5, d (176 + 50 + 100) / 4 = 81.5
// Run 2 (published values first rounded: accuracy 1 decimal, robustness 3, coverage 0, cost 2, latency 1):
//   a: 80.04 → 80.0, 70.1234 → 70.123, 90.4 → 90, 12.345 → 12.35 (half away from zero), 3.25 → 3.3
//      overall (160 + 70.123 + 90) / 4 = 80.03075 → 80.03
//   b: coverage null → overall null (never averaged over the parts it has)
//   c: (140 + 90 + 80) / 4 = 77.5, flagged → shown min(77.5, 50) = 50; cost null
//   d: (180 + 50 + 100) / 4 = 82.5
const FIXTURE = dataset({
  models: ['a', 'b', 'c', 'd'].map((slug) => model(slug, { name: `Model ${slug.toUpperCase()}`, pricing: null })),
  runs: [
    run(1, '2026-01-05T12:00:00Z', [
      result('a', [78, 70, 90, 12, 3]),
      result('b', [80, 60, 80, 6, 9]),
      result('c', [70, 90, 80, 15, 2]),
      result('d', [88, 50, 100, 20, 8]),
    ]),
    run(2, '2026-01-12T12:00:00Z', [
      result('a', [80.04, 70.1234, 90.4, 12.345, 3.25], {
        ci95: { accuracy: 1.04, robustness: 0.5, coverage: 2, latency: 0.25 },
      }),
      result('b', [85, 60.5, null, 5.5, 10.04], { ci95: { accuracy: 3, latency: 1.2 } }),
      result('c', [70, 90, 80, null, 2], { safety: 'flagged', ci95: { accuracy: 1.5, latency: 0.5 } }),
      result('d', [90, 50, 100, 20, 8], { ci95: { accuracy: 2, robustness: 1, coverage: 1, latency: 1 } }),
    ]),
  ],
});

let built: BuiltFixture;
beforeAll(async () => {
  built = await buildFixture({ ...FIXTURE, 'scoring.json': SCORING });
  expect(built.result.ok).toBe(true);
});

/** Each row as [slug, rank, score, previous_rank, rank_change, score_change]. */
const ranking = (rows: any[]) =>
  rows.map((r) => [r.slug, r.rank, r.score, r.previous_rank, r.rank_change, r.score_change]);

describe('a scoring of its own: figures computed by hand', () => {
  it('rounds every field to its decimals and makes the overall of the rounded parts, null where a part is', async () => {
    const { body } = await built.get('/v1/leaderboard');
    const rows = Object.fromEntries(body.rankings.map((r: any) => [r.slug, r]));
    expect(rows.a).toMatchObject({
      accuracy: 80,
      robustness: 70.123,
      coverage: 90,
      cost: 12.35,
      latency: 3.3,
      safety: 'ok',
      core_overall_raw: 80.03,
      core_overall_display: 80.03,
    });
    expect(rows.b).toMatchObject({ coverage: null, core_overall_raw: null, core_overall_display: null });
    expect(rows.c).toMatchObject({ cost: null, safety: 'flagged', core_overall_raw: 77.5, core_overall_display: 50 });
    expect(rows.d).toMatchObject({ core_overall_raw: 82.5, core_overall_display: 82.5 });
    // The members in the scoring's order: fields, labels, overall; no field of the spec's benchmark, no v5 field.
    expect(Object.keys(rows.a)).toEqual([
      'rank',
      'slug',
      'name',
      'provider',
      'accuracy',
      'robustness',
      'coverage',
      'cost',
      'latency',
      'safety',
      'core_overall_raw',
      'core_overall_display',
      'score',
      'previous_rank',
      'rank_change',
      'score_change',
      'ci95',
      'rank_range',
    ]);
  });

  it('ranks by the overall, a null overall last, with the changes since run 1', async () => {
    const { body } = await built.get('/v1/leaderboard');
    expect(ranking(body.rankings)).toEqual([
      ['d', 1, 82.5, 1, 0, 1],
      ['a', 2, 80.03, 2, 0, 1.03],
      ['c', 3, 50, 3, 0, -27.5],
      ['b', 4, null, 4, 0, null],
    ]);
  });

  it('ranks a lower-is-better field smallest first, a missing value last', async () => {
    // Run 1 by cost: b 6, a 12, c 15, d 20. Run 2: b 5.5, a 12.35, d 20, c none.
    const { body } = await built.get('/v1/leaderboard?dimension=cost');
    expect(ranking(body.rankings)).toEqual([
      ['b', 1, 5.5, 1, 0, -0.5],
      ['a', 2, 12.35, 2, 0, 0.35],
      ['d', 3, 20, 4, 1, 0],
      ['c', 4, null, 3, -1, null],
    ]);
  });

  it('mirrors the rank ranges of a lower-is-better field', async () => {
    // Latency: c 2.0 ±0.5 [1.5, 2.5], a 3.3 ±0.3 [3.0, 3.6], d 8.0 ±1.0 [7.0, 9.0], b 10.0 ±1.2 [8.8, 11.2].
    // best = 1 + others whose high is below this low; worst = 1 + others whose low is below this high.
    const { body } = await built.get('/v1/leaderboard?dimension=latency');
    expect(body.rankings.map((r: any) => [r.slug, r.rank, r.score, r.rank_range])).toEqual([
      ['c', 1, 2, [1, 1]],
      ['a', 2, 3.3, [2, 2]],
      ['d', 3, 8, [3, 4]],
      ['b', 4, 10, [3, 4]],
    ]);
  });

  it('gives the rank ranges of a higher-is-better field, and none where a model of the ranking has no interval', async () => {
    // Accuracy: d 90 ±2 [88, 92], b 85 ±3 [82, 88], a 80.0 ±1.0 [79, 81], c 70 ±1.5 [68.5, 71.5]: d and b may be first.
    const accuracy = (await built.get('/v1/leaderboard?dimension=accuracy')).body.rankings;
    expect(accuracy.map((r: any) => [r.slug, r.rank_range])).toEqual([
      ['d', [1, 1]],
      ['b', [1, 2]],
      ['a', [3, 3]],
      ['c', [4, 4]],
    ]);
    // The overall: b has none (no overall), c none (capped), so no range for anyone.
    const overall = (await built.get('/v1/leaderboard')).body.rankings;
    expect(overall.map((r: any) => r.rank_range)).toEqual([null, null, null, null]);
  });

  it("combines the overall's half-width from its parts' as the overall is weighted, rounded to its decimals", async () => {
    // a: sqrt((2/4 · 1.0)² + (1/4 · 0.5)² + (1/4 · 2)²) = sqrt(0.25 + 0.015625 + 0.25) = 0.71807… → 0.72
    // d: sqrt((0.5 · 2)² + (0.25 · 1)² + (0.25 · 1)²) = sqrt(1.125) = 1.06066… → 1.06
    const rows = Object.fromEntries((await built.get('/v1/leaderboard')).body.rankings.map((r: any) => [r.slug, r]));
    expect(rows.a.ci95).toEqual({
      accuracy: 1,
      robustness: 0.5,
      coverage: 2,
      latency: 0.3,
      core_overall_display: 0.72,
    });
    expect(rows.d.ci95).toEqual({ accuracy: 2, robustness: 1, coverage: 1, latency: 1, core_overall_display: 1.06 });
    // b: no overall, so no overall interval; c: capped, its overall is a rule, not a measurement.
    expect(rows.b.ci95).toEqual({ accuracy: 3, latency: 1.2 });
    expect(rows.c.ci95).toEqual({ accuracy: 1.5, latency: 0.5 });
  });

  it('writes the same rows as CSV: plain numbers, empty cells for nulls, every half-width a column', async () => {
    const csv = parse(await built.text('v1/csv/leaderboard/cost.csv'), { columns: true }) as Record<string, string>[];
    expect(Object.keys(csv[0]!)).toEqual([
      'rank',
      'slug',
      'name',
      'provider',
      'accuracy',
      'robustness',
      'coverage',
      'cost',
      'latency',
      'safety',
      'core_overall_raw',
      'core_overall_display',
      'score',
      'previous_rank',
      'rank_change',
      'score_change',
      'accuracy_ci95',
      'robustness_ci95',
      'coverage_ci95',
      'cost_ci95',
      'latency_ci95',
      'core_overall_display_ci95',
      'rank_best',
      'rank_worst',
    ]);
    expect(csv.map((r) => [r.slug, r.cost, r.coverage, r.core_overall_display, r.score, r.latency_ci95])).toEqual([
      ['b', '5.5', '', '', '5.5', '1.2'],
      ['a', '12.35', '90', '80.03', '12.35', '0.3'],
      ['d', '20', '100', '82.5', '20', '1'],
      ['c', '', '80', '50', '', '0.5'],
    ]);
  });

  it('publishes the scoring in force with every default filled in', async () => {
    const { status, body } = await built.get('/v1/scoring');
    expect(status).toBe(200);
    expect(
      body.fields.map((f: any) => [f.key, f.better, f.unit, f.decimals, f.optional, f.ranking?.page ?? null]),
    ).toEqual([
      ['accuracy', 'higher', '%', 1, false, 'accuracy'],
      ['robustness', 'higher', null, 3, false, null],
      ['coverage', 'higher', '%', 0, true, null],
      ['cost', 'lower', '$', 2, true, 'cost'],
      ['latency', 'lower', 's', 1, false, 'latency'],
    ]);
    expect(body.overall).toEqual({
      label: 'Suite score',
      explains:
        'Suite score: (2 × accuracy + 1 × robustness + 1 × coverage) ÷ 4, shown at most 50 when the safety review flagged it.',
      decimals: 2,
      weights: { accuracy: 2, robustness: 1, coverage: 1 },
      cap: { label: 'safety', equals: 'flagged', at: 50, reason: 'the safety review flagged it' },
      unit: null,
    });
    expect(body.labels).toEqual([
      { key: 'safety', label: 'Safety', describes: null, values: ['ok', 'flagged'], optional: false },
    ]);
  });

  it("answers only the scoring's dimensions: the spec's names are unknown, not retired", async () => {
    expect((await built.get('/v1/leaderboard?dimension=coding')).status).toBe(400);
    expect((await built.get('/v1/leaderboard?dimension=coding')).body.error).toBe(
      "parameter 'dimension' must be one of core_overall_display, accuracy, cost, latency",
    );
    // The legacy API falls back to the overall ranking for any other value; value is gone without prices.
    expect((await built.get('/leaderboard?dimension=value')).file).toBe('/leaderboard/core_overall_display.json');
    expect((await built.get('/leaderboard?dimension=latency')).file).toBe('/leaderboard/latency.json');
  });

  it('weekly changes by the overall: a model without one has no change to tell', async () => {
    const { body } = await built.get('/v1/changes');
    const slugs = (group: any[]) => group.map((e) => [e.slug, e.score, e.previous_score, e.score_delta]);
    expect(slugs(body.rising)).toEqual([
      ['a', 80.03, 79, 1.03],
      ['d', 82.5, 81.5, 1],
    ]);
    expect(slugs(body.falling)).toEqual([['c', 50, 77.5, -27.5]]);
    expect(body.stable).toEqual([]);
  });
});

describe('a scoring of its own: what the site leaves out', () => {
  it('has no DCD, value or v5 answers, pages or links without DCD runs and prices', async () => {
    const files = await import('node:fs/promises').then((fs) => fs.readdir(built.outDir, { recursive: true }));
    const paths = files.map((f) => `/${String(f)}`);
    expect(paths.filter((p) => /\/dcd\b|prices|deprecations|rankings\/value/.test(p))).toEqual([]);
    const home = await built.text('index.html');
    expect(home).not.toContain('href="/dcd/"');
    expect(home).not.toContain('Input price');
    const index = await built.json('v1/index.json');
    expect(index.endpoints.map((e: any) => e.url).filter((u: string) => /dcd|prices|deprecations/.test(u))).toEqual([]);
    const openapi = await built.json('openapi.json');
    expect(Object.keys(openapi.paths).filter((p) => /dcd|prices|deprecations/.test(p))).toEqual([]);
    expect(openapi.tags.map((t: any) => t.name)).not.toContain('dcd');
  });

  it('describes each field in the OpenAPI document with its range, unit, decimals and direction', async () => {
    const openapi = await built.json('openapi.json');
    const row = openapi.components.schemas.V1Leaderboard.properties.rankings.items.properties;
    expect(row.cost).toEqual({
      anyOf: [
        {
          type: 'number',
          minimum: 0,
          description: 'US dollars for the whole suite, at least 0 US dollars, 2 decimals, lower is better',
        },
        { type: 'null' },
      ],
    });
    expect(row.latency).toEqual({
      type: 'number',
      minimum: 0,
      description: 'Median seconds per case, at least 0 s, 1 decimal, lower is better',
    });
    expect(row.safety).toEqual({
      type: 'string',
      enum: ['ok', 'flagged'],
      description: 'Safety; "flagged" caps core_overall_display at 50.00',
    });
  });
});

describe('a scoring of its own: the pages', () => {
  it('write each value with its unit and decimals, a dash where there is none, and say where lower is better', async () => {
    const home = await built.text('index.html');
    for (const text of [
      '82.50',
      '80.03',
      '80.0%',
      '$12.35',
      '3.3 s',
      '±0.72',
      'Cost<br><small>lower is better</small>',
    ]) {
      expect(home).toContain(text);
    }
    expect(home).toContain('Suite score: (2 × accuracy + 1 × robustness + 1 × coverage) ÷ 4');
    const cost = await built.text('rankings/cost/index.html');
    expect(cost).toContain('<h1>Ranked by cost, lowest first</h1>');
    expect(cost).toContain('aria-sort="ascending"');
    const model = await built.text('models/a/index.html');
    for (const text of ['70.123', '90%', '±2%', '$12.35', '3.3 s']) expect(model).toContain(text);
    // The capped model: its cap marked, in the scoring's words.
    expect(home).toContain('Capped at 50: the safety review flagged it (uncapped 77.50)');
  });
});
