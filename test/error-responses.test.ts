import { describe, expect, it } from 'vitest';
import { ERROR_CASES, ERROR_FIXTURE } from './helpers/error-cases.ts';
import { AFTER_SUNSET, buildFixture } from './helpers/fixtures.ts';
import { resolveRoute, servedSite } from './helpers/routes.ts';

describe('error responses', async () => {
  const built = await buildFixture(ERROR_FIXTURE, { now: AFTER_SUNSET });
  const site = await servedSite(built.outDir);

  it.each(ERROR_CASES)('answers %s with %i and the exact body of %s', async (url, status, file, body) => {
    expect(await resolveRoute(site, url)).toEqual({ status, file });
    expect(await built.text(file.slice(1))).toBe(body);
  });

  it.each([
    ['/leaderboard?dimension=anything', '/leaderboard/core_overall_display.json'],
    ['/leaderboard?run_id=2', '/leaderboard/runs/2/core_overall_display.json'],
    ['/changes?week=2026-W02', '/changes/2026-W02.json'],
    ['/v1/leaderboard?limit=50', '/v1/leaderboard/core_overall_display/50.json'],
    ['/v1/leaderboard?dimension=grounding_raw&limit=1', '/v1/leaderboard/grounding_raw/1.json'],
    ['/v1/changes?model=beta.2', '/v1/changes/models/beta.2.json'],
    ['/v1/models/beta.2', '/v1/models/beta.2.json'],
    ['/v1/prices', '/v1/prices.json'],
    ['/v1/prices?format=json', '/v1/prices.json'],
  ])('still answers the valid neighbour %s with 200', async (url, file) => {
    expect(await resolveRoute(site, url)).toEqual({ status: 200, file });
    await expect(built.text(file.slice(1))).resolves.toMatch(/^\{"(ok|status)":(true|"ok")/);
  });

  it('serves every error body with CORS and the JSON content type', async () => {
    const headers = await built.text('_headers');
    expect(headers.startsWith('/*\n  Access-Control-Allow-Origin: *\n')).toBe(true);
    for (const pattern of ['/errors/*', '/v1/errors/*']) {
      expect(headers).toContain(`\n${pattern}\n  Content-Type: application/json; charset=utf-8\n`);
    }
    for (const [, , file] of ERROR_CASES) expect(file).toMatch(/^\/(v1\/)?errors\/[a-z-]+\.json$/);
  });

  it('keeps legacy and v1 envelopes apart: legacy errors below /errors/, v1 errors below /v1/errors/', () => {
    for (const [url, , file, body] of ERROR_CASES) {
      const isV1 = url.startsWith('/v1/');
      expect(file.startsWith('/v1/errors/')).toBe(isV1);
      expect(Object.keys(JSON.parse(body))).toEqual(isV1 ? ['status', 'error'] : ['ok', 'error']);
    }
  });
});
