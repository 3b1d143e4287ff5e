// Builders of DCD input files for tests, and the small hand-computed DCD dataset most DCD suites share.
import { createBuildContext } from '../../scripts/compute/context.ts';
import { loadDataFiles } from '../../scripts/data/load.ts';
import { validateDataset } from '../../scripts/data/validate.ts';
import { createRenderContext } from '../../scripts/render/context.ts';
import { renderDcd } from '../../scripts/render/dcd/section.ts';
import { RENDER_EVERY_GROUP } from '../../scripts/render/reuse.ts';
import { AFTER_SUNSET, dataset, model, result, run } from './fixtures.ts';

export const SUBTYPES = ['data_boundary', 'resource_limit', 'business_rule', 'security', 'engineering'] as const;
type Subtype = (typeof SUBTYPES)[number];

/** [passed, total, score] of one round. */
export type RoundSpec = [number, number, number];
/** R1, R2, R3 of one scenario. */
export type ScenarioSpec = [RoundSpec, RoundSpec, RoundSpec];

function dcdResult(slug: string, specs: Record<Subtype, ScenarioSpec>) {
  const scenarios = Object.fromEntries(
    SUBTYPES.map((s) => {
      const [r1, r2, r3] = specs[s];
      const round = ([passed, total, score]: RoundSpec) => ({ passed, total, score });
      return [s, { R1: round(r1), R2: round(r2), R3: round(r3) }];
    }),
  );
  return { model: slug, scenarios };
}

/** Every scenario the same: handy when only dcd_score or the run matters. */
export function flatDcdResult(slug: string, score: number, passed: RoundSpec[0] = 5, total = 10) {
  const spec: ScenarioSpec = [
    [passed, total, score],
    [passed, total, score],
    [passed, total, score],
  ];
  return dcdResult(slug, Object.fromEntries(SUBTYPES.map((s) => [s, spec])) as Record<Subtype, ScenarioSpec>);
}

export function dcdCase(
  id: string,
  slug: string,
  subtype: Subtype,
  round: string,
  severity: string,
  score: number,
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    model: slug,
    subtype,
    round,
    severity,
    score,
    constraint: `constraint of ${id}`,
    summary: `summary of ${id}`,
    scoring: { turns: 4, judge: 'rule' },
    ...extra,
  };
}

export function dcdRun(
  runId: number,
  publishedAt: string,
  results: unknown[],
  cases: unknown[] = [],
  status = 'published',
) {
  return { run_id: runId, status, published_at: publishedAt, results, cases };
}

// Pass rates and scores chosen so every figure can be checked by hand (see the DCD compute tests).
export const ALPHA = dcdResult('alpha', {
  data_boundary: [
    [10, 10, 90],
    [8, 10, 80],
    [6, 10, 70],
  ],
  resource_limit: [
    [9, 10, 80],
    [7, 10, 70],
    [5, 10, 60],
  ],
  business_rule: [
    [10, 10, 100],
    [9, 10, 90],
    [8, 10, 80],
  ],
  security: [
    [8, 10, 70],
    [6, 10, 60],
    [4, 10, 50],
  ],
  engineering: [
    [3, 10, 85],
    [2, 10, 75],
    [1, 10, 65],
  ],
});
const BETA_SPEC: Record<Subtype, ScenarioSpec> = {
  data_boundary: [
    [5, 5, 60],
    [4, 5, 50],
    [3, 5, 40],
  ],
  resource_limit: [
    [5, 5, 70],
    [4, 5, 60],
    [3, 5, 50],
  ],
  business_rule: [
    [5, 5, 80],
    [4, 5, 70],
    [3, 5, 60],
  ],
  security: [
    [5, 5, 50],
    [4, 5, 40],
    [3, 5, 30],
  ],
  engineering: [
    [5, 5, 90],
    [4, 5, 80],
    [0, 5, 70],
  ],
};
export const BETA = dcdResult('beta', BETA_SPEC);
/** Same figures as beta: ties on dcd_score and coefficient. */
export const DELTA = dcdResult('delta', BETA_SPEC);
/** No checks in R1: its pass rate and every ratio that needs it are null. */
export const GAMMA = dcdResult(
  'gamma',
  Object.fromEntries(
    SUBTYPES.map((s) => [
      s,
      [
        [0, 0, 50],
        [1, 2, 50],
        [1, 4, 50],
      ] as ScenarioSpec,
    ]),
  ) as Record<Subtype, ScenarioSpec>,
);

/** Latest DCD run (id 3) cases, listed out of order on purpose. */
const CASES = [
  dcdCase('c-a', 'alpha', 'security', 'R1', 'high', 30),
  dcdCase('c-d', 'beta', 'engineering', 'R1', 'low', 5),
  dcdCase('c-c', 'alpha', 'data_boundary', 'R3', 'medium', 10),
  dcdCase('c-e', 'alpha', 'security', 'R2', 'high', 20),
  dcdCase('c-f', 'gamma', 'business_rule', 'R3', 'medium', 40.004),
  dcdCase('c-b', 'beta', 'security', 'R2', 'high', 20, { scoring: { z: 1, a: 'first', m: -2 } }),
];

/**
 * Models whose names exercise CSV quoting and formula neutralisation; a main run (delta leads it, gamma is
 * absent); DCD run 5 (older by date), run 3 (latest published, the hand-computed one) and run 9 (a draft, newest).
 */
export const DCD_FIXTURE = dataset({
  models: [
    model('alpha', { name: 'Alpha, "the first"\nof its kind' }),
    model('beta', { name: "=cmd|' /C calc'!A0" }),
    model('gamma', { name: '-1+1' }),
    model('delta', { name: '@SUM(A1)' }),
    model('epsilon', { name: '+1' }),
  ],
  runs: [
    run(1, '2026-03-02T12:00:00Z', [result('alpha', 60, 60), result('beta', 50, 50)]),
    run(2, '2026-03-09T12:00:00Z', [
      result('alpha', 80, 80),
      result('beta', 90, 90),
      result('delta', 99, 99),
      result('epsilon', 95, 95),
    ]),
  ],
  dcd: [
    dcdRun(5, '2026-02-15T09:00:00Z', [flatDcdResult('alpha', 40), flatDcdResult('beta', 70)]),
    dcdRun(3, '2026-03-15T09:00:00Z', [GAMMA, DELTA, BETA, ALPHA], CASES),
    dcdRun(
      9,
      '2026-04-15T09:00:00Z',
      [flatDcdResult('alpha', 99)],
      [dcdCase('draft-1', 'alpha', 'security', 'R1', 'high', 1)],
      'draft',
    ),
  ],
});

/** The DCD section rendered from a dataset folder by the real load → validate → compute stages. */
export async function renderDcdSection(dataDir: string, now = AFTER_SUNSET) {
  const { dataset: validated, store, errors } = validateDataset(await loadDataFiles(dataDir));
  if (validated === null) throw new Error(`fixture does not validate: ${JSON.stringify(errors)}`);
  return renderDcd(createRenderContext(createBuildContext(validated, store, now), RENDER_EVERY_GROUP));
}
