// Discovery over real HTTP: /v1/, /v1/models, /v1/runs and /v1/runs/{run_id} answered by the serve command from
// the route table, with exact bodies, statuses and headers; the bodies also parse with their response schemas.
import { afterAll, describe, expect, it } from 'vitest';
import { ModelsIndex, RunsIndex, V1Index } from '../scripts/schemas/discovery.ts';
import { runLeaderboardSchema } from '../scripts/schemas/runs.ts';
import { SPEC_SCORING } from '../scripts/schemas/spec-scoring.ts';

const RunLeaderboard = runLeaderboardSchema(SPEC_SCORING);

import { EXPORTS_FIXTURE } from './helpers/exports-fixture.ts';
import { buildFixture } from './helpers/fixtures.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
const ATTRIBUTION = { text: 'Fixture data, synthetic', license: 'CC-BY-4.0', url: 'https://fixture.example' };
const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

const row = (
  rank: number,
  slug: string,
  name: string,
  provider: string,
  exec: number,
  ground: number,
  overall: number,
) => ({
  rank,
  slug,
  name,
  provider,
  execution_raw: exec,
  grounding_raw: ground,
  judgment_raw: 50,
  communication_raw: 60,
  integrity_raw: 70,
  integrity_label: 'pass',
  recommendation_status: 'neutral',
  core_overall_raw: overall,
  core_overall_display: overall,
  score: overall,
});

describe('discovery endpoints over HTTP', async () => {
  const built = await buildFixture(EXPORTS_FIXTURE);
  if (!built.result.ok) throw new Error('fixture does not build');
  const server = await startServe(built.outDir, ['--quiet']);
  servers.push(server);
  const get = async (url: string) => {
    const response = await fetch(`${server.url}${url}`);
    return { status: response.status, headers: response.headers, body: await response.json() };
  };

  it('answers /v1/ and /v1 with the index: every endpoint, the feeds, the history and the latest run', async () => {
    const { status, headers, body } = await get('/v1/');
    expect([status, headers.get('content-type'), headers.get('cache-control')]).toEqual([
      200,
      JSON_TYPE,
      'public, max-age=3600',
    ]);
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(headers.get('ratelimit-policy')).toBe('"v1";q=60;w=60');
    expect((await get('/v1')).body).toEqual(body);
    expect(V1Index.parse(body)).toEqual(body);
    expect(body.endpoints.map((e: { url: string }) => e.url)).toEqual([
      '/v1/',
      '/v1/scoring',
      '/v1/leaderboard?dimension=&limit=&format=',
      '/v1/changes?model=',
      '/v1/models?format=',
      '/v1/models/{slug}',
      '/v1/runs',
      '/v1/runs/{run_id}?format=',
      '/v1/history.json',
      '/v1/history.csv',
      '/v1/history/{year}.json',
      '/v1/csv/history/{year}.csv',
      '/v1/prices?format=',
      '/v1/stability?format=',
      '/v1/deprecations/v5.json',
      '/v1/dcd?run_id=&format=',
      '/v1/dcd/runs',
      '/v1/dcd/cases?subtype=&model=&limit=',
      '/v1/dcd/decay',
      '/v1/dcd/matrix',
      '/v1/dcd/models/{slug}',
      '/feed.atom',
      '/feed.json',
      '/badges/{slug}.svg',
      '/badges/{slug}.json',
      '/leaderboard?dimension=&run_id=',
      '/changes?week=',
    ]);
    const { endpoints: _, ...rest } = body;
    expect(rest).toEqual({
      status: 'ok',
      name: 'Fixture Leaderboard',
      openapi: '/openapi.json',
      docs: '/docs/',
      feeds: { atom: '/feed.atom', json: '/feed.json' },
      history: { csv: '/v1/csv/history.csv', json: '/v1/lists/history.json' },
      latest_run: {
        run_id: 3,
        kind: 'full',
        published_at: '2026-03-09T12:00:00Z',
        week: '2026-W11',
        json: '/v1/runs/3.json',
        csv: '/v1/csv/runs/3.csv',
      },
      attribution: ATTRIBUTION,
    });
  });

  it('reaches every endpoint file the index names (templates filled with fixture values)', async () => {
    const { body } = await get('/v1/');
    const fill = (path: string) =>
      path
        .replace('{dimension}', 'execution_raw')
        .replace('{limit}', '2')
        .replace('{slug}', 'alpha')
        .replace('{run_id}', '3')
        .replace('{year}', '2026');
    const skip = new Set(['/v1/dcd/leaderboard/latest.json', '/v1/dcd/cases/20.json', '/v1/dcd/models/alpha.json']);
    const statuses = await Promise.all(
      body.endpoints
        .map((e: { file: string }) => fill(e.file))
        .filter((file: string) => !skip.has(file))
        .map(async (file: string) => [file, (await fetch(`${server.url}${file}`)).status]),
    );
    expect(statuses.filter(([, s]) => s !== 200)).toEqual([]);
  });

  it('lists every model with its rank and score in the latest full run, its facts and its links', async () => {
    // The fixture's model files give no facts.
    const NO_FACTS = { released: null, open_weights: null, license: null, context_window: null };
    const { status, body } = await get('/v1/models');
    expect(status).toBe(200);
    expect(ModelsIndex.parse(body)).toEqual(body);
    const links = (slug: string) => ({
      profile: `/v1/models/${slug}.json`,
      changes: `/v1/changes/models/${slug}.json`,
      badges: { svg: `/badges/${slug}.svg`, svg_dark: `/badges/dark/${slug}.svg`, shields: `/shields/${slug}.json` },
    });
    expect(body).toEqual({
      status: 'ok',
      run: { run_id: 3, published_at: '2026-03-09T12:00:00Z' },
      count: 3,
      models: [
        {
          slug: 'alpha',
          name: 'Alpha, "the first"',
          provider: 'Fixture Labs',
          rank: 2,
          score: 65.5,
          ...NO_FACTS,
          ...links('alpha'),
        },
        {
          slug: 'beta',
          name: '=HYPERLINK("http://x.example")',
          provider: '-Minus Labs',
          rank: 3,
          score: 52.75,
          ...NO_FACTS,
          ...links('beta'),
        },
        {
          slug: 'gamma',
          name: 'Gamma <g> & co',
          provider: '@Gamma',
          rank: 1,
          score: 80,
          ...NO_FACTS,
          ...links('gamma'),
        },
      ],
      attribution: ATTRIBUTION,
    });
  });

  it('lists every published run, partial ones included, newest first with its ISO week and files', async () => {
    const { status, body } = await get('/v1/runs/');
    expect(status).toBe(200);
    expect(RunsIndex.parse(body)).toEqual(body);
    expect(body).toEqual({
      status: 'ok',
      latest: 3,
      count: 3,
      runs: [
        { run_id: 3, kind: 'full', published_at: '2026-03-09T12:00:00Z', week: '2026-W11', models: 3 },
        { run_id: 2, kind: 'partial', published_at: '2026-03-05T12:00:00Z', week: '2026-W10', models: 1 },
        { run_id: 1, kind: 'full', published_at: '2026-03-02T12:00:00Z', week: '2026-W10', models: 2 },
      ].map((r) => ({ ...r, json: `/v1/runs/${r.run_id}.json`, csv: `/v1/csv/runs/${r.run_id}.csv` })),
      attribution: ATTRIBUTION,
    });
  });

  it("answers /v1/runs/{run_id} with that run's leaderboard, every field of every row", async () => {
    const { status, headers, body } = await get('/v1/runs/3');
    expect([status, headers.get('content-type')]).toEqual([200, JSON_TYPE]);
    expect(RunLeaderboard.parse(body)).toEqual(body);
    expect(body).toEqual({
      status: 'ok',
      run: { run_id: 3, kind: 'full', published_at: '2026-03-09T12:00:00Z', week: '2026-W11' },
      previous_run: { run_id: 1, published_at: '2026-03-02T12:00:00Z' },
      dimension: 'core_overall_display',
      count: 3,
      rankings: [
        {
          ...row(1, 'gamma', 'Gamma <g> & co', '@Gamma', 80, 80, 80),
          previous_rank: null,
          rank_change: null,
          score_change: null,
          ci95: null,
          rank_range: null,
        },
        {
          ...row(2, 'alpha', 'Alpha, "the first"', 'Fixture Labs', 70, 60, 65.5),
          previous_rank: 1,
          rank_change: -1,
          score_change: 5.5,
          ci95: null,
          rank_range: null,
        },
        {
          ...row(3, 'beta', '=HYPERLINK("http://x.example")', '-Minus Labs', 55, 50, 52.75),
          previous_rank: 2,
          rank_change: -1,
          score_change: 2.75,
          ci95: null,
          rank_range: null,
        },
      ],
      attribution: ATTRIBUTION,
    });
    expect((await get('/v1/runs/3?format=json')).body).toEqual(body);
    expect((await get('/v1/runs/3.json')).body).toEqual(body);
  });

  it('answers a partial run by its id, compared with the full run before it', async () => {
    const { body } = await get('/v1/runs/2');
    expect([body.run, body.previous_run, body.rankings.map((r: { slug: string }) => r.slug)]).toEqual([
      { run_id: 2, kind: 'partial', published_at: '2026-03-05T12:00:00Z', week: '2026-W10' },
      { run_id: 1, published_at: '2026-03-02T12:00:00Z' },
      ['gamma'],
    ]);
  });

  it.each([
    [
      '/v1/runs/9',
      404,
      'run not found: no published run has this run_id (published run ids range from 1 to 3, the latest full run is 3; every published run is listed at /v1/runs)',
    ],
    [
      '/v1/runs/03',
      400,
      "parameter 'run_id' must be a positive integer (published run ids range from 1 to 3, the latest full run is 3; every published run is listed at /v1/runs)",
    ],
    ['/v1/runs/3?format=xml', 400, "parameter 'format' must be one of json, csv"],
    ['/v1/leaderboard?format=CSV', 400, "parameter 'format' must be one of json, csv"],
  ])('GET %s → %i with the v1 error body', async (url, status, error) => {
    const answer = await get(url);
    expect([answer.status, answer.body, answer.headers.get('content-type')]).toEqual([
      status,
      { status: 'error', error },
      JSON_TYPE,
    ]);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
  });
});
