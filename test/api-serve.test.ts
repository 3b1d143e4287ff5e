// The non-DCD endpoints over real HTTP: the serve command answering from the route table (routes, constraints
// and headers), exactly as a client sees them.
import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CASES, ERROR_FIXTURE } from './helpers/error-cases.ts';
import { AFTER_SUNSET, BEFORE_SUNSET, buildFixture } from './helpers/fixtures.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

async function serveFixture(now: Date): Promise<RunningServer> {
  const built = await buildFixture(ERROR_FIXTURE, { now });
  if (!built.result.ok) throw new Error('fixture does not build');
  const server = await startServe(built.outDir, ['--rate-limit', '0', '--quiet']);
  servers.push(server);
  return server;
}

describe('error answers over HTTP', async () => {
  const server = await serveFixture(AFTER_SUNSET);

  it.each(ERROR_CASES)('GET %s → %i with the exact body of %s, JSON and CORS', async (url, status, _file, body) => {
    const response = await fetch(`${server.url}${url}`);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(body);
    expect(response.headers.get('content-type')).toBe(JSON_TYPE);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    // v1 errors are cached for a minute (a model published meanwhile shows within it), answers for an hour.
    if (url.startsWith('/v1/')) expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('answers a retired v5 dimension with 400 naming the replacement', async () => {
    const response = await fetch(`${server.url}/v1/leaderboard?dimension=coding&limit=2`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 'error',
      error: "dimension 'coding' was retired on 2026-06-30; use 'execution_raw'",
    });
    expect(response.headers.get('deprecation')).toBeNull();
  });

  it('falls back to the overall ranking for a retired value on the legacy API', async () => {
    const response = await fetch(`${server.url}/leaderboard?dimension=coding`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, dimension: 'core_overall_display', run_id: 3 });
  });
});

describe('v5 compatibility headers over HTTP before the sunset', async () => {
  const server = await serveFixture(BEFORE_SUNSET);
  const deprecation = {
    deprecation: '@1767614400', // 2026-01-05T12:00:00Z, the fixture's first published run
    sunset: 'Tue, 30 Jun 2026 00:00:00 GMT',
    link: '</v1/deprecations/v5.json>; rel="deprecation"; type="application/json"',
  };
  const headersOf = (response: Response) => ({
    deprecation: response.headers.get('deprecation'),
    sunset: response.headers.get('sunset'),
    link: response.headers.get('link'),
  });

  it.each([
    '/leaderboard',
    '/leaderboard?dimension=coding&run_id=1',
    '/v1/leaderboard?dimension=knowledge&limit=2',
    '/v1/leaderboard',
    '/v1/models/alpha',
    '/leaderboard/runs/1/overall.json',
  ])('sends Deprecation, Sunset and Link with %s', async (file) => {
    const response = await fetch(`${server.url}${file}`);
    expect(response.status).toBe(200);
    expect(headersOf(response)).toEqual(deprecation);
    expect(response.headers.get('content-type')).toBe(JSON_TYPE);
  });

  it.each([
    '/v1/changes?model=alpha',
    '/changes',
    '/v1/leaderboard?limit=0',
    '/v1/deprecations/v5.json',
  ])('sends none with %s', async (file) => {
    const response = await fetch(`${server.url}${file}`);
    expect(headersOf(response)).toEqual({ deprecation: null, sunset: null, link: null });
  });

  it('answers the legacy values with their rankings on both APIs', async () => {
    const legacy = await fetch(`${server.url}/leaderboard?dimension=coding`);
    expect(await legacy.json()).toMatchObject({ ok: true, dimension: 'coding' });
    const v1 = await fetch(`${server.url}/v1/leaderboard?dimension=longctx&limit=1`);
    expect(v1.status).toBe(200);
    expect(await v1.json()).toMatchObject({ status: 'ok', dimension: 'longctx', count: 1 });
  });

  it('serves the deprecation notice the Link points to', async () => {
    const response = await fetch(`${server.url}/v1/deprecations/v5.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', sunset: '2026-06-30', retired: false });
  });
});
