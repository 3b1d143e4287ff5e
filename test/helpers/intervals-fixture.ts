// A dataset with 95% intervals worked out by hand (test/intervals.test.ts has the expected figures): a run without
// intervals, a run whose capped overall leaves the overall ranking without ranges, and a latest run in which three
// models are tied for first.
import { dataset, model, result, run } from './fixtures.ts';

/** A result with intervals: execution, grounding and label, then `ci95`. */
export const withCi = (
  slug: string,
  execution: number,
  grounding: number,
  ci95: Record<string, number>,
  label = 'pass',
) => result(slug, execution, grounding, label, { ci95 });

/**
 * The latest run, overall = 0.55 × execution + 0.45 × grounding, its half-width sqrt((0.55 he)² + (0.45 hg)²):
 *
 * | model | execution | grounding | overall | overall ± |
 * | a | 80 ± 2 | 80 ± 2 | 80 | sqrt(1.21 + 0.81) = 1.42 |
 * | b | 78 ± 2 | 78 ± 0 | 78 | 1.1 |
 * | c | 76 ± 1 | 70 ± 4 | 73.3 | sqrt(0.3025 + 3.24) = 1.88 |
 * | d | 70 ± 0 | 90 ± 1 | 79 | 0.45 |
 * | e | 60 ± 0.5 | 60 ± 0.5 | 60 | sqrt(0.075625 + 0.050625) = 0.36 |
 */
const LATEST = [
  withCi('a', 80, 80, { execution_raw: 2, grounding_raw: 2, judgment_raw: 3 }),
  withCi('b', 78, 78, { execution_raw: 2, grounding_raw: 0, judgment_raw: 3 }),
  withCi('c', 76, 70, { execution_raw: 1, grounding_raw: 4, judgment_raw: 3 }),
  withCi('d', 70, 90, { execution_raw: 0, grounding_raw: 1, judgment_raw: 3 }),
  // No judgment interval: the profile's judgment ranking has no ranges.
  withCi('e', 60, 60, { execution_raw: 0.5, grounding_raw: 0.5 }, 'warn'),
];

export const INTERVALS_FIXTURE = dataset({
  models: ['a', 'b', 'c', 'd', 'e'].map((slug) => model(slug)),
  runs: [
    // No intervals at all.
    run(
      1,
      '2026-06-01T12:00:00Z',
      LATEST.map(({ ci95: _, ...plain }: Record<string, unknown>) => plain),
    ),
    // e fails its integrity check: its overall is capped, so it has no overall interval, and the overall ranking
    // no ranges; the execution ranking still has them.
    run(2, '2026-06-08T12:00:00Z', [
      ...LATEST.slice(0, 4),
      withCi('e', 60, 60, { execution_raw: 0.5, grounding_raw: 0.5 }, 'fail'),
    ]),
    run(3, '2026-06-15T12:00:00Z', LATEST),
  ],
});
