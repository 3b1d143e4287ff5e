// `/v1/stability`, the data behind the stability ranking: its page links the JSON and the CSV, the serve command
// answers both (and `?format=` on the route) with their types, CORS and caching, the CSV parses back to the JSON
// rows, and the rows rank as the legacy stability ranking does. Exact for a fixture whose stabilities are worked
// out by hand.
import { afterAll, describe, expect, it } from 'vitest';
import { SPEC_SCORING } from '../scripts/schemas/spec-scoring.ts';
import { stabilitySchema } from '../scripts/schemas/stability.ts';

const V1Stability = stabilitySchema(SPEC_SCORING);

import { parseCsvObjects } from './helpers/csv.ts';
import { buildFixture, dataset, model, result, run } from './helpers/fixtures.ts';
import { expectLatestTable, getAnswer, type RunningServer, startServe } from './helpers/serve.ts';

const HEADER = 'rank,slug,name,provider,stability,core_overall_display,overall_rank';

/** Execution and grounding alike, so the overall score is that number. */
const scored = (slug: string, overall: number) => result(slug, overall, overall);

/**
 * Steady scores 70, 70, 70 (spread 0: 100); 60, 62, 64 (population standard deviation √(8/3) = 1.633: 98.37); and
 * a model in the last run only (no stability), first by overall score.
 */
const FIXTURE = dataset({
  models: [
    model('steady', { name: 'Steady', provider: 'Acme Labs' }),
    model('rising', { name: 'Rising, "fast"', provider: 'Acme Labs' }),
    model('new', { name: 'New', provider: 'Bolt AI' }),
  ],
  runs: [
    run(1, '2026-06-01T12:00:00Z', [scored('steady', 70), scored('rising', 60)]),
    run(2, '2026-06-08T12:00:00Z', [scored('steady', 70), scored('rising', 62)]),
    run(3, '2026-06-15T12:00:00Z', [scored('steady', 70), scored('rising', 64), scored('new', 80)]),
  ],
});

const FIXTURE_CSV = [
  HEADER,
  '1,"steady","Steady","Acme Labs",100,70,2',
  '2,"rising","Rising, ""fast""","Acme Labs",98.37,64,3',
  '3,"new","New","Bolt AI",,80,1',
  '',
].join('\r\n');

const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

describe('/v1/stability of a fixture, served', async () => {
  const built = await buildFixture(FIXTURE);
  if (!built.result.ok) throw new Error('the fixture does not build');
  const server = await startServe(built.outDir, ['--quiet', '--rate-limit', '0']);
  servers.push(server);
  const get = (url: string) => getAnswer(server, url);

  it('is linked from the stability ranking as JSON and CSV', async () => {
    const page = (await get('/rankings/stability/')).text;
    const list = /<ul class="data">(.*?)<\/ul>/s.exec(page)?.[1] ?? '';
    expect([...list.matchAll(/<a href="([^"]+)">/g)].map((m) => m[1])).toEqual([
      '/v1/stability.json',
      '/v1/csv/stability.csv',
    ]);
  });

  it('answers the CSV and the JSON at their files and with format=, the JSON valid, ranked as the legacy stability ranking', async () => {
    const body = await expectLatestTable(server, 'stability', FIXTURE_CSV);
    expect(V1Stability.parse(body)).toEqual(body);
    const { rankings, ...envelope } = body;
    expect(envelope).toEqual({
      status: 'ok',
      run: { run_id: 3, published_at: '2026-06-15T12:00:00Z' },
      count: 3,
      attribution: { text: 'Fixture data, synthetic', license: 'CC-BY-4.0', url: 'https://fixture.example' },
    });
    expect(parseCsvObjects(FIXTURE_CSV)).toEqual(rankings);
    const legacy = JSON.parse((await get('/leaderboard?dimension=stability')).text).rankings;
    expect(
      rankings.map((r: { rank: number; slug: string; stability: number | null }) => [r.rank, r.slug, r.stability]),
    ).toEqual(legacy.map((r: { rank: number; slug: string; score: number | null }) => [r.rank, r.slug, r.score]));
  });

  it('answers an unknown format 400 naming the parameter and its values', async () => {
    const bad = await get('/v1/stability?format=xml');
    expect([bad.status, bad.text]).toEqual([
      400,
      `${JSON.stringify({ status: 'error', error: "parameter 'format' must be one of json, csv" })}\n`,
    ]);
  });
});
