// A small dataset and every parameter error it must answer: request, status, answering file, exact body.
// Shared by the route-list tests and the HTTP tests against the serve command.
import { expect } from 'vitest';
import { dataset, model, result, run } from './fixtures.ts';

export const ERROR_FIXTURE = dataset({
  models: [model('alpha'), model('beta.2')],
  runs: [
    run(1, '2026-01-05T12:00:00Z', [result('alpha', 80, 70), result('beta.2', 70, 70)]),
    run(2, '2026-01-07T12:00:00Z', [result('alpha', 81, 70)], { kind: 'partial' }),
    run(3, '2026-01-12T12:00:00Z', [result('alpha', 82, 70), result('beta.2', 71, 70)]),
    run(4, '2026-01-19T12:00:00Z', [result('alpha', 83, 70)], { status: 'draft' }),
  ],
});

const legacy = (error: string) => `${JSON.stringify({ ok: false, error })}\n`;
const v1 = (error: string) => `${JSON.stringify({ status: 'error', error })}\n`;

const WEEK_MALFORMED = legacy(
  "parameter 'week' must be an ISO 8601 week YYYY-Www such as 2026-W07; weeks with changes run from 2026-W02 to 2026-W03",
);
const WEEK_NOT_FOUND = legacy(
  'week not found: weeks with changes run from 2026-W02 to 2026-W03 (form YYYY-Www, e.g. 2026-W07)',
);
const RUN_NOT_FOUND = legacy(
  'run not found: no published run has this run_id (published run ids range from 1 to 3, the latest full run is 3)',
);
const RUN_MALFORMED = legacy(
  "parameter 'run_id' must be a positive integer (published run ids range from 1 to 3, the latest full run is 3)",
);
const BAD_LIMIT = v1("parameter 'limit' must be an integer from 1 to 50");
const BAD_DIMENSION = v1("parameter 'dimension' must be one of core_overall_display, execution_raw, grounding_raw");
const MODEL_NOT_FOUND = v1(
  "model not found: parameter 'model' must be a listed model's slug; known slugs: alpha, beta.2",
);
const MODEL_MALFORMED = v1(
  "parameter 'model' must be a model slug (lower-case letters and digits joined by '-' or '.'); known slugs: alpha, beta.2",
);
const PROFILE_NOT_FOUND = v1('model not found: no model has this slug; known slugs: alpha, beta.2');
const BAD_FORMAT = v1("parameter 'format' must be one of json, csv");

/** Request → status, answering file and its exact body. */
export const ERROR_CASES: [url: string, status: number, file: string, body: string][] = [
  ['/changes?week=2026-W3', 400, '/errors/week-malformed.json', WEEK_MALFORMED],
  ['/changes?week=2026-W54', 400, '/errors/week-malformed.json', WEEK_MALFORMED],
  ['/changes?week=2026-w03', 400, '/errors/week-malformed.json', WEEK_MALFORMED],
  ['/changes?week=latest', 400, '/errors/week-malformed.json', WEEK_MALFORMED],
  ['/changes?week=2026-W04', 404, '/errors/week-not-found.json', WEEK_NOT_FOUND],
  ['/changes?week=2025-W53', 404, '/errors/week-not-found.json', WEEK_NOT_FOUND],
  ['/leaderboard?run_id=4', 404, '/errors/run-not-found.json', RUN_NOT_FOUND],
  ['/leaderboard?run_id=99', 404, '/errors/run-not-found.json', RUN_NOT_FOUND],
  ['/leaderboard?dimension=value&run_id=99', 404, '/errors/run-not-found.json', RUN_NOT_FOUND],
  ['/leaderboard?dimension=anything&run_id=7', 404, '/errors/run-not-found.json', RUN_NOT_FOUND],
  ['/leaderboard?run_id=abc', 400, '/errors/run-id-malformed.json', RUN_MALFORMED],
  ['/leaderboard?dimension=stability&run_id=0', 400, '/errors/run-id-malformed.json', RUN_MALFORMED],
  ['/leaderboard?run_id=01', 400, '/errors/run-id-malformed.json', RUN_MALFORMED],
  ['/v1/leaderboard?limit=0', 400, '/v1/errors/leaderboard-limit.json', BAD_LIMIT],
  ['/v1/leaderboard?limit=51', 400, '/v1/errors/leaderboard-limit.json', BAD_LIMIT],
  ['/v1/leaderboard?limit=1.5', 400, '/v1/errors/leaderboard-limit.json', BAD_LIMIT],
  ['/v1/leaderboard?limit=05', 400, '/v1/errors/leaderboard-limit.json', BAD_LIMIT],
  ['/v1/leaderboard?limit=ten', 400, '/v1/errors/leaderboard-limit.json', BAD_LIMIT],
  ['/v1/leaderboard?dimension=grounding_raw&limit=-1', 400, '/v1/errors/leaderboard-limit.json', BAD_LIMIT],
  ['/v1/leaderboard?dimension=value', 400, '/v1/errors/leaderboard-dimension.json', BAD_DIMENSION],
  ['/v1/leaderboard?dimension=Execution_raw', 400, '/v1/errors/leaderboard-dimension.json', BAD_DIMENSION],
  ['/v1/leaderboard?dimension=speed&limit=5', 400, '/v1/errors/leaderboard-dimension.json', BAD_DIMENSION],
  ['/v1/changes?model=gamma', 404, '/v1/errors/changes-model-not-found.json', MODEL_NOT_FOUND],
  ['/v1/changes?model=Alpha', 400, '/v1/errors/changes-model-malformed.json', MODEL_MALFORMED],
  ['/v1/changes?model=', 400, '/v1/errors/changes-model-malformed.json', MODEL_MALFORMED],
  ['/v1/models/gamma', 404, '/v1/errors/model-not-found.json', PROFILE_NOT_FOUND],
  ['/v1/models/Alpha', 404, '/v1/errors/model-not-found.json', PROFILE_NOT_FOUND],
  ['/v1/prices?format=xml', 400, '/v1/errors/format-invalid.json', BAD_FORMAT],
  ['/v1/prices?format=CSV', 400, '/v1/errors/format-invalid.json', BAD_FORMAT],
  ['/v1/prices?format=', 400, '/v1/errors/format-invalid.json', BAD_FORMAT],
];

/**
 * A query whose percent-encoding does not decode, on a host serving a build of ERROR_FIXTURE: refused with a 400
 * JSON answer on the API (its type not to be sniffed), ignored on a page. The legacy API's address, which no rate
 * limit counts (the v1 limit's own tests fill its window).
 */
export async function expectMalformedQueries(origin: string): Promise<void> {
  const api = await fetch(`${origin}/leaderboard?dimension=%ZZ`);
  expect([
    api.status,
    api.headers.get('content-type'),
    api.headers.get('x-content-type-options'),
    api.headers.get('access-control-allow-origin'),
  ]).toEqual([400, 'application/json; charset=utf-8', 'nosniff', '*']);
  expect((await api.json()).error).toBe('bad request: malformed percent-encoding in the query');
  for (const page of ['/?utm_source=%ZZ', '/models/alpha/?x=%E0%A4%A']) {
    const answer = await fetch(`${origin}${page}`);
    expect([page, answer.status, answer.headers.get('content-type')]).toEqual([page, 200, 'text/html; charset=utf-8']);
  }
}
