// 95% intervals (`ci95` of a run result): checked on input, each refusal naming the file and the path; published
// in v1 rows and profiles with the overall score's half-width and the rank range of every ranking, in JSON and CSV;
// null where a run gives none, and nowhere in the legacy API. Every figure below is worked out by hand.
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../scripts/data/issues.ts';
import { parseCsvObjects } from './helpers/csv.ts';
import { BEFORE_SUNSET, buildFixture, dataset, model, result, run } from './helpers/fixtures.ts';
import { INTERVALS_FIXTURE as FIXTURE, withCi } from './helpers/intervals-fixture.ts';

/**
 * Rank ranges, [1 + others whose low is above this high, 1 + others whose high is above this low]:
 * overall a [78.58, 81.42], d [78.55, 79.45], b [76.9, 79.1], c [71.42, 75.18], e [59.64, 60.36];
 * execution a [78, 82], b [76, 80], c [75, 77], d [70, 70], e [59.5, 60.5];
 * grounding d [89, 91], a [78, 82], b [78, 78] (a high bound equal to a low one is not above it), c [66, 74], e.
 */
const RANGES = {
  core_overall_display: { a: [1, 3], d: [1, 3], b: [1, 3], c: [4, 4], e: [5, 5] },
  execution_raw: { a: [1, 2], b: [1, 3], c: [2, 3], d: [4, 4], e: [5, 5] },
  grounding_raw: { d: [1, 1], a: [2, 2], b: [2, 3], c: [4, 4], e: [5, 5] },
};

const CI95 = {
  a: { execution_raw: 2, grounding_raw: 2, judgment_raw: 3, core_overall_display: 1.42 },
  b: { execution_raw: 2, grounding_raw: 0, judgment_raw: 3, core_overall_display: 1.1 },
  c: { execution_raw: 1, grounding_raw: 4, judgment_raw: 3, core_overall_display: 1.88 },
  d: { execution_raw: 0, grounding_raw: 1, judgment_raw: 3, core_overall_display: 0.45 },
  e: { execution_raw: 0.5, grounding_raw: 0.5, core_overall_display: 0.36 },
};

type Row = { slug: string; ci95: Record<string, number> | null; rank_range: [number, number] | null };
const rangesOf = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.slug, r.rank_range]));

describe('95% intervals', async () => {
  const built = await buildFixture(FIXTURE, { now: BEFORE_SUNSET });

  it.each(
    Object.entries(RANGES),
  )('give the rank ranges of the %s ranking, in JSON and CSV', async (dimension, ranges) => {
    const { rankings } = await built.json(`v1/leaderboard/${dimension}.json`);
    expect(rangesOf(rankings)).toEqual(ranges);
    expect(Object.keys(rangesOf(rankings))).toEqual(Object.keys(ranges));
    expect(Object.fromEntries(rankings.map((r: Row) => [r.slug, r.ci95]))).toEqual(CI95);
    const csv = parseCsvObjects(await built.text(`v1/csv/leaderboard/${dimension}.csv`));
    expect(csv.map((r) => [r.slug, [r.rank_best, r.rank_worst]])).toEqual(Object.entries(ranges));
    expect(csv.map((r) => [r.slug, r.core_overall_display_ci95, r.execution_raw_ci95, r.judgment_raw_ci95])).toEqual(
      ['a', 'b', 'c', 'd', 'e']
        .sort((x, y) => Object.keys(ranges).indexOf(x) - Object.keys(ranges).indexOf(y))
        .map((slug) => {
          const ci95 = CI95[slug as keyof typeof CI95] as Record<string, number | undefined>;
          return [slug, ci95.core_overall_display, ci95.execution_raw, ci95.judgment_raw ?? null];
        }),
    );
  });

  it('give the v5 dimension values the ranges of their v6 field, and knowledge none', async () => {
    for (const [v5, v6] of [
      ['coding', 'execution_raw'],
      ['longctx', 'grounding_raw'],
      ['overall', 'core_overall_display'],
    ] as const) {
      expect(rangesOf((await built.json(`v1/leaderboard/${v5}.json`)).rankings)).toEqual(RANGES[v6]);
    }
    const knowledge = (await built.json('v1/leaderboard/knowledge.json')).rankings as Row[];
    expect(knowledge.map((r) => r.rank_range)).toEqual([null, null, null, null, null]);
  });

  it('have no ranges where a model of the ranking has no interval, and null where the run gives none', async () => {
    const run2 = (await built.json('v1/runs/2.json')).rankings as Row[];
    expect(run2.map((r) => r.rank_range)).toEqual([null, null, null, null, null]);
    // The capped overall has no half-width; the others are as in the latest run.
    expect(run2.find((r) => r.slug === 'e')?.ci95).toEqual({ execution_raw: 0.5, grounding_raw: 0.5 });
    expect(run2.find((r) => r.slug === 'a')?.ci95).toEqual(CI95.a);
    const run1 = (await built.json('v1/runs/1.json')).rankings as Row[];
    expect(run1.map((r) => [r.ci95, r.rank_range])).toEqual(Array(5).fill([null, null]));
    const csv = parseCsvObjects(await built.text('v1/csv/runs/1.csv'));
    expect(csv.map((r) => [r.execution_raw_ci95, r.core_overall_display_ci95, r.rank_best, r.rank_worst])).toEqual(
      Array(5).fill([null, null, null, null]),
    );
  });

  it("are in the profile: the latest scores' half-widths, the overall range and each field's", async () => {
    const profile = await built.json('v1/models/b.json');
    expect(profile.ci95).toEqual(CI95.b);
    expect(profile.rank_range).toEqual([1, 3]);
    const ranges = Object.fromEntries(
      Object.entries(profile.dimensions as Record<string, { rank_range: unknown }>).map(([k, v]) => [k, v.rank_range]),
    );
    // Judgment: e has no interval; communication and integrity: nobody has one.
    expect(ranges).toEqual({
      core_overall_display: [1, 3],
      execution_raw: [1, 3],
      grounding_raw: [2, 3],
      judgment_raw: null,
      communication_raw: null,
      integrity_raw: null,
    });
  });

  it('stay out of the legacy API', async () => {
    for (const file of ['leaderboard/core_overall_display.json', 'leaderboard/runs/3/execution_raw.json']) {
      for (const row of (await built.json(file)).rankings) {
        expect(Object.keys(row)).not.toContain('ci95');
        expect(Object.keys(row)).not.toContain('rank_range');
      }
    }
  });

  it('are on the ranking pages: ± under the ranked score, the rank range under the rank, ties for first in words', async () => {
    const board = await built.text('index.html');
    const rowOf = (page: string, slug: string) =>
      page.split('<tr').find((tr) => tr.includes(`href="/models/${slug}/"`))!;
    // a, d and b: each interval reaches the leader's (best rank 1).
    for (const [slug, rank, halfWidth] of [
      ['a', 1, '1.42'],
      ['d', 2, '0.45'],
      ['b', 3, '1.1'],
    ] as const) {
      const row = rowOf(board, slug);
      expect(row).toContain(
        `<td class="n">${rank}<small class="rr"><span class="sr">could rank 1 to 3</span><span aria-hidden="true">1\u2060–\u20603</span></small></td>`,
      );
      expect(row).toContain('<small class="t1">tied for first</small>');
      expect(row).toContain(`<small class="ci">±${halfWidth}</small>`);
    }
    // c: one rank only, no range under it; not tied for first.
    expect(rowOf(board, 'c')).toContain('<td class="n">4</td>');
    expect(rowOf(board, 'c')).not.toContain('tied for first');
    expect(board).toContain("3 models are tied for first: their intervals reach the leader's.");
    // The execution ranking: a and b tied for first; c could rank 2 to 3.
    const execution = await built.text('rankings/execution/index.html');
    expect(execution.match(/tied for first<\/small>/g)).toHaveLength(2);
    expect(rowOf(execution, 'c')).toContain('<span aria-hidden="true">2\u2060–\u20603</span>');
    expect(rowOf(execution, 'c')).toContain('<small class="ci">±1</small>');
    // Run 2: e's capped overall has no interval, so the overall ranking has no ranges; the note says why.
    const run2 = await built.text('runs/2/index.html');
    expect(run2).not.toContain('class="rr"');
    expect(run2).not.toContain('tied for first');
    expect(run2).toContain(
      'No rank ranges: <bdi>E</bdi> has no interval for this score (a capped overall score has none).',
    );
    // Run 1 has no intervals: nothing drawn, nothing said.
    const run1 = await built.text('runs/1/index.html');
    for (const mark of ['class="ci"', 'class="rr"', 'tied for first', '95% confidence'])
      expect(run1).not.toContain(mark);
    // The model page: each score with its half-width, the ranks its interval allows beside its rank.
    const b = await built.text('models/b/index.html');
    expect(b).toContain(
      '<div><dt>Overall</dt><dd>78.00<span class="pm"> ±1.1</span> <small>rank 3, could be 1\u2060–\u20603</small></dd></div>',
    );
    expect(b).toContain(
      '<div><dt>Grounding</dt><dd>78.00<span class="pm"> ±0</span> <small>rank 3, could be 2\u2060–\u20603</small></dd></div>',
    );
    expect(b).toContain('<div><dt>Communication</dt><dd>60.00 <small>rank 1</small></dd></div>');
    // The value ranking has no intervals of its own.
    expect(await built.text('rankings/value/index.html')).not.toContain('class="rr"');
  });

  it('weigh each difference on a compare page against both intervals, and say nothing without them', async () => {
    const page = await built.text('compare/a/d/index.html');
    const verdicts = [...page.matchAll(/<tr><th scope="row">([^<]+)<\/th><td>([^<]*)<\/td><\/tr>/g)]
      .map((m) => [m[1], m[2]])
      .filter(([, text]) => text!.includes('interval'));
    // d against a: overall 79 − 80 within 1.42 + 0.45; execution 70 − 80 beyond 2 + 0; grounding 90 − 80 beyond 2 + 1;
    // judgment 0 within 3 + 3; communication and integrity without intervals.
    expect(verdicts).toEqual([
      ['Overall', '−1.00, within the intervals'],
      ['Execution', '−10.00, beyond the intervals'],
      ['Grounding', '+10.00, beyond the intervals'],
      ['Judgment', '0.00, within the intervals'],
      ['Communication', '0.00, no interval'],
      ['Integrity', '0.00, no interval'],
    ]);
    expect(page).toContain('<td>80.00 ±1.42</td><td>79.00 ±0.45</td>');
    // What the script weighs from: each model's scores with their half-widths.
    const data = await built.json('comparisons.json');
    expect(data.verdict_fields).toEqual([
      'Overall',
      'Execution',
      'Grounding',
      'Judgment',
      'Communication',
      'Integrity',
    ]);
    expect(data.models.find((m: { slug: string }) => m.slug === 'e').scores).toEqual([
      [60, 0.36],
      [60, 0.5],
      [60, 0.5],
      [50, null],
      [60, null],
      [70, null],
    ]);
  });

  it('refuse an unknown field, a negative, an over-100 or a non-finite half-width, naming the file and path', async () => {
    const bad = await buildFixture({
      ...dataset({
        models: [model('a'), model('b')],
        runs: [
          run(1, '2026-06-01T12:00:00Z', [
            withCi('a', 80, 80, { grounding_raw: -0.5, judgment_raw: 101 }),
            withCi('b', 80, 80, { execution: 1, grounding_raw: 1 }),
          ]),
        ],
      }),
      // 1e999 is valid JSON that no double holds: it reads as Infinity.
      'runs/2.json':
        '{"run_id":2,"kind":"full","status":"published","published_at":"2026-06-08T12:00:00Z","results":[{"model":"a","execution_raw":80,"grounding_raw":80,"judgment_raw":50,"communication_raw":60,"integrity_raw":70,"integrity_label":"pass","recommendation_status":"neutral","ci95":{"execution_raw":1e999,"integrity_raw":"1.2"}}]}',
      // JSON gives this object an own key `__proto__`, which no object literal would.
      'runs/4.json':
        '{"run_id":4,"kind":"full","status":"published","published_at":"2026-06-22T12:00:00Z","results":[{"model":"a","execution_raw":80,"grounding_raw":80,"judgment_raw":50,"communication_raw":60,"integrity_raw":70,"integrity_label":"pass","recommendation_status":"neutral","ci95":{"__proto__":1}}]}',
      'runs/3.json': {
        ...run(3, '2026-06-15T12:00:00Z', [result('a', 80, 80, 'pass', { ci95: [1, 2] })]),
      },
    });
    expect(bad.result.ok).toBe(false);
    if (bad.result.ok) return;
    expect(bad.result.errors.map((e) => formatIssue(e, 'data'))).toEqual([
      'data/runs/1.json → results[0] (model "a").ci95.grounding_raw: expected a number ≥ 0, found -0.5',
      'data/runs/1.json → results[0] (model "a").ci95.judgment_raw: expected a number ≤ 100, found 101',
      `data/runs/1.json → results[1] (model "b").ci95.execution: expected a score field's name (execution_raw, grounding_raw, judgment_raw, communication_raw, integrity_raw), found "execution"`,
      'data/runs/2.json → results[0] (model "a").ci95.execution_raw: expected a finite number, found Infinity',
      'data/runs/2.json → results[0] (model "a").ci95.integrity_raw: expected a number, found "1.2"',
      'data/runs/3.json → results[0] (model "a").ci95: expected an object, found an array of 2 items',
      `data/runs/4.json → results[0] (model "a").ci95.__proto__: expected a score field's name (execution_raw, grounding_raw, judgment_raw, communication_raw, integrity_raw), found "__proto__"`,
    ]);
  });
});
