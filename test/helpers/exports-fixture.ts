// A small dataset for the discovery, export, feed and badge suites: two full runs around a partial one, a model
// that enters in the latest run, names a spreadsheet would run as formulas, and incidents between the runs.
import { dataset, model, result, run } from './fixtures.ts';

const EXPORTS_MODELS = [
  model('alpha', { name: 'Alpha, "the first"' }),
  model('beta', { name: '=HYPERLINK("http://x.example")', provider: '-Minus Labs' }),
  model('gamma', { name: 'Gamma <g> & co', provider: '@Gamma' }),
];

const EXPORTS_RUNS = [
  run(1, '2026-03-02T12:00:00Z', [result('alpha', 60, 60), result('beta', 50, 50)]),
  run(2, '2026-03-05T12:00:00Z', [result('gamma', 70, 70)], { kind: 'partial' }),
  run(3, '2026-03-09T12:00:00Z', [result('alpha', 70, 60), result('beta', 55, 50), result('gamma', 80, 80)]),
];

/** Run 4 a week later: alpha and beta only (gamma left). */
const EXPORTS_NEXT_RUN = run(4, '2026-03-16T12:00:00Z', [result('alpha', 71, 60), result('beta', 40, 40)]);

const incident = (id: string, slug: string, date: string) => ({
  id,
  model: slug,
  date,
  severity: 'major',
  status: 'open',
  title: `Title ${id}`,
  summary: `Summary <${id}>`,
});

const EXPORTS_INCIDENTS = [
  incident('inc-1', 'alpha', '2026-03-01'),
  incident('inc-2', 'beta', '2026-03-04'),
  incident('inc-3', 'gamma', '2026-03-09'),
  incident('inc-4', 'alpha', '2026-03-12'),
];

/** The same runs with the first published in the last days of 2025 (ISO week 2026-W01): history in two years. */
export const EXPORTS_HISTORY_FIXTURE = dataset({
  models: EXPORTS_MODELS,
  runs: [{ ...EXPORTS_RUNS[0]!, published_at: '2025-12-29T12:00:00Z' }, ...EXPORTS_RUNS.slice(1)],
  incidents: EXPORTS_INCIDENTS,
});

export const EXPORTS_FIXTURE = dataset({ models: EXPORTS_MODELS, runs: EXPORTS_RUNS, incidents: EXPORTS_INCIDENTS });
export const EXPORTS_FIXTURE_NEXT = dataset({
  models: EXPORTS_MODELS,
  runs: [...EXPORTS_RUNS, EXPORTS_NEXT_RUN],
  incidents: EXPORTS_INCIDENTS,
});
