import { describe, expect, it } from 'vitest';
import { computeLeaderboard, dimensionValue, leaderboardRowMaker } from '../scripts/compute/leaderboard.ts';
import { rankRows } from '../scripts/compute/ranking.ts';
import { previousFullRunMap, publishedRuns } from '../scripts/compute/runs.ts';
import { createScorer, round2 } from '../scripts/compute/scoring.ts';
import { buildRunSnapshots, stabilityScore, valueScore } from '../scripts/compute/snapshots.ts';
import { RunStore } from '../scripts/data/run-store.ts';
import type { EvalRunFile, Model, RunResult } from '../scripts/data/schema.ts';
import { INTEGRITY_CAP, SPEC_SCORING } from '../scripts/schemas/spec-scoring.ts';

// The spec's scoring as the build compiles it (compute/scoring.ts), asked as the formulas are written.
const scorer = createScorer(SPEC_SCORING);
const scoreResult = (result: RunResult) => scorer.score(result);
const specResult = (execution: number, grounding: number, label: string): RunResult => ({
  model: 'a',
  execution_raw: execution,
  grounding_raw: grounding,
  judgment_raw: 0,
  communication_raw: 0,
  integrity_raw: 0,
  integrity_label: label,
  recommendation_status: 'neutral',
});
const coreOverallRaw = (execution: number, grounding: number) =>
  scoreResult(specResult(execution, grounding, 'pass')).core_overall_raw;
/** The displayed overall of a result whose parts both score `raw` (so its raw overall is `raw`). */
const coreOverallDisplay = (raw: number, label: string) =>
  scoreResult(specResult(raw, raw, label)).core_overall_display;

describe('core_overall_raw = 0.55 × execution + 0.45 × grounding', () => {
  it.each([
    [80, 60, 71],
    [100, 100, 100],
    [0, 0, 0],
    [90, 70, 81],
    [77.77, 66.66, 72.77], // 42.7735 + 29.997 = 72.7705 → 72.77
    [85.5, 74.3, 80.46], // 47.025 + 33.435 = 80.46
    [73.33, 91.11, 81.33], // 40.3315 + 40.9995 = 81.331
  ])('execution %d, grounding %d → %d', (execution, grounding, expected) => {
    expect(coreOverallRaw(execution, grounding)).toBe(expected);
  });
});

describe('integrity cap at 74', () => {
  it.each([
    ['fail', 80, 74],
    ['fail', 74.01, 74],
    ['fail', 70, 70],
    ['fail', 74, 74],
    ['warn', 80, 80],
    ['warn', 99.99, 99.99],
    ['pass', 80, 80],
  ] as const)('%s with raw %d displays %d', (label, raw, expected) => {
    expect(coreOverallDisplay(raw, label)).toBe(expected);
  });

  it('keeps the raw overall visible next to the capped display', () => {
    const scores = scoreResult({
      model: 'a',
      execution_raw: 90,
      grounding_raw: 80,
      judgment_raw: 1,
      communication_raw: 2,
      integrity_raw: 3,
      integrity_label: 'fail',
      recommendation_status: 'not_recommended',
    });
    expect(scores.core_overall_raw).toBe(85.5);
    expect(scores.core_overall_display).toBe(INTEGRITY_CAP);
  });
});

describe('round2 rounds half away from zero without binary noise', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [72.7705, 72.77],
    [2.675, 2.68],
    [-0.125, -0.13],
    [-0.004, 0],
    [0.1 + 0.2, 0.3],
    [99.995, 100],
  ])('%d → %d', (input, expected) => {
    expect(round2(input)).toBe(expected);
    expect(Object.is(round2(input), -0)).toBe(false);
  });
});

const row = (slug: string, display: number, value: number | null = display) => ({
  slug,
  core_overall_display: display,
  value,
});

describe('competition ranks with tie-breaks', () => {
  it('gives equal values the same rank and skips the next (1, 2, 2, 4)', () => {
    const ranked = rankRows([row('a', 90), row('b', 80), row('c', 80), row('d', 70)], (r) => r.value);
    expect(ranked.map((r) => [r.item.slug, r.rank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 2],
      ['d', 4],
    ]);
  });

  it('orders equal values by core_overall_display desc, then slug asc', () => {
    const ranked = rankRows(
      [row('zeta', 70, 50), row('beta', 60, 50), row('alpha', 60, 50), row('top', 10, 90)],
      (r) => r.value,
    );
    expect(ranked.map((r) => `${r.rank}:${r.item.slug}`)).toEqual(['1:top', '2:zeta', '2:alpha', '2:beta']);
  });

  it('sorts nulls last, sharing one rank', () => {
    const ranked = rankRows([row('a', 50, null), row('b', 60, 10), row('c', 70, null)], (r) => r.value);
    expect(ranked.map((r) => `${r.rank}:${r.item.slug}`)).toEqual(['1:b', '2:c', '2:a']);
  });
});

describe('value (score per blended price)', () => {
  it.each([
    [80, { input_per_mtok: 1, output_per_mtok: 5 }, 40], // blended (3 + 5) / 4 = 2
    [74, { input_per_mtok: 0.5, output_per_mtok: 1.5 }, 98.67], // blended 0.75
    [60, { input_per_mtok: 0, output_per_mtok: 0 }, null],
  ])('display %d at %o → %s', (display, price, expected) => {
    expect(valueScore(display, { currency: 'USD', ...price })).toBe(expected);
  });

  it('is null without pricing', () => {
    expect(valueScore(80, null)).toBeNull();
  });
});

describe('stability = 100 − population standard deviation', () => {
  it.each([
    [[80], null],
    [[], null],
    [[80, 80], 100],
    [[80, 82], 99],
    [[70, 72, 74, 76, 78], 97.17], // σ = √8 = 2.828…
    [[0, 100], 50],
    [[0, 100, 0, 100, 0], 51.01], // σ = 48.99
  ])('%j → %s', (series, expected) => {
    expect(stabilityScore(series)).toBe(expected);
  });

  it('is floored at 0', () => {
    // Scores are 0–100, so σ ≤ 50 and the floor guards only against bad inputs.
    expect(stabilityScore([-1000, 1000])).toBe(0);
  });
});

const models: Model[] = ['a', 'b', 'c'].map((slug) => ({
  slug,
  name: slug.toUpperCase(),
  provider: 'P',
  pricing: slug === 'c' ? null : { currency: 'USD', input_per_mtok: 1, output_per_mtok: 1 },
}));
const result = (model: string, execution: number, grounding: number, label: 'pass' | 'warn' | 'fail' = 'pass') => ({
  model,
  execution_raw: execution,
  grounding_raw: grounding,
  judgment_raw: 0,
  communication_raw: 0,
  integrity_raw: 0,
  integrity_label: label,
  recommendation_status: 'neutral' as const,
});
const runs: EvalRunFile[] = [
  {
    run_id: 1,
    kind: 'full',
    status: 'published',
    published_at: '2026-01-05T12:00:00Z',
    results: [result('a', 70, 70), result('b', 80, 80)],
  },
  {
    run_id: 2,
    kind: 'full',
    status: 'published',
    published_at: '2026-01-12T12:00:00Z',
    results: [result('a', 90, 90, 'fail'), result('b', 76, 76), result('c', 60, 60)],
  },
];

describe('leaderboard rows', () => {
  const snapshots = buildRunSnapshots(runs, models, RunStore.holding(runs), scorer);
  const input = {
    snapshots,
    rowMaker: leaderboardRowMaker(SPEC_SCORING),
    previousFullRuns: previousFullRunMap(publishedRuns(runs)),
  };

  it('ranks by the capped display and reports changes against the previous full run', () => {
    const rows = computeLeaderboard(input, runs[1]!, 'core_overall_display', false);
    expect(
      rows.map((r) => [
        r.slug,
        r.rank,
        r.core_overall_raw,
        r.core_overall_display,
        r.previous_rank,
        r.rank_change,
        r.score_change,
      ]),
    ).toEqual([
      ['b', 1, 76, 76, 1, 0, -4],
      ['a', 2, 90, 74, 2, 0, 4],
      ['c', 3, 60, 60, null, null, null],
    ]);
  });

  it('ranks by execution_raw with the uncapped value', () => {
    const rows = computeLeaderboard(input, runs[1]!, 'execution_raw', false);
    expect(rows.map((r) => [r.slug, r.score, r.rank_change])).toEqual([
      ['a', 90, 1],
      ['b', 76, -1],
      ['c', 60, null],
    ]);
  });

  it('computes value and stability, null where undefined', () => {
    const snapshot = snapshots.get(2)!;
    const bySlug = new Map(snapshot.rows.map((r) => [r.slug, r]));
    expect(bySlug.get('a')?.value).toBe(74);
    expect(bySlug.get('c')?.value).toBeNull();
    expect(bySlug.get('a')?.stability).toBe(98); // displays 70 and 74: σ = 2
    expect(bySlug.get('b')?.stability).toBe(98); // 80 and 76
    expect(bySlug.get('c')?.stability).toBeNull(); // one run only
    expect(dimensionValue(bySlug.get('a')!, 'knowledge', SPEC_SCORING)).toBeNull();
    expect(dimensionValue(bySlug.get('a')!, 'coding', SPEC_SCORING)).toBe(90);
  });

  it('adds the v5 compatibility fields only when asked', () => {
    const [withCompat] = computeLeaderboard(input, runs[1]!, 'core_overall_display', true);
    expect(withCompat).toMatchObject({
      coding: 76,
      longctx: 76,
      overall: 76,
      knowledge: null,
      official_knowledge: null,
    });
    const [without] = computeLeaderboard(input, runs[1]!, 'core_overall_display', false);
    expect(without).not.toHaveProperty('coding');
  });
});
