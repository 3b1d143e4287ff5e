// DCD endpoints over real HTTP: the serve command on a build of the sample data and of the DCD fixture.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DCD_FIXTURE } from './helpers/dcd-fixtures.ts';
import { AFTER_SUNSET, buildFixture, sharedSampleData } from './helpers/fixtures.ts';
import { findMissingFragment, readReadmeExamples } from './helpers/readme-examples.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
const CSV_TYPE = 'text/csv; charset=utf-8; header=present';
/** Unknown slugs are answered with the list of known ones, as every v1 error about a model is. */
const FIXTURE_SLUGS = 'known slugs: alpha, beta, delta, epsilon, gamma';

async function get(server: RunningServer, url: string) {
  const response = await fetch(`${server.url}${url}`);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('docs/dcd.md examples against the served sample data', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServe(await sharedSampleData(AFTER_SUNSET));
  });
  afterAll(() => server?.stop());

  const examples = readReadmeExamples('dcd', 'docs/dcd.md');
  it('has ten examples', () => expect(examples).toHaveLength(10));

  it.each(examples.map((e) => [e.url, e] as const))('GET %s answers as docs/dcd.md shows', async (_url, example) => {
    const answer = await get(server, example.url);
    const body = answer.text.replace(/\r\n/g, '\n');
    expect({ status: answer.status, missing: findMissingFragment(body, example.fragments) }).toEqual({
      status: example.status,
      missing: null,
    });
    expect(answer.headers.get('x-api-status')).toBe('experimental');
    expect(answer.headers.get('content-type')).toBe(example.url.includes('format=csv') ? CSV_TYPE : JSON_TYPE);
  });
});

describe('DCD endpoints of the fixture over HTTP', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const built = await buildFixture(DCD_FIXTURE);
    server = await startServe(built.outDir);
  });
  afterAll(() => server?.stop());

  it.each([
    ['/v1/dcd', 200, JSON_TYPE],
    ['/v1/dcd?format=json', 200, JSON_TYPE],
    ['/v1/dcd?format=csv', 200, CSV_TYPE],
    ['/v1/dcd?run_id=5', 200, JSON_TYPE],
    ['/v1/dcd?run_id=5&format=csv', 200, CSV_TYPE],
    ['/v1/dcd/csv/latest.csv', 200, CSV_TYPE],
    ['/v1/dcd/leaderboard/3.json', 200, JSON_TYPE],
    ['/v1/dcd/runs', 200, JSON_TYPE],
    ['/v1/dcd/decay', 200, JSON_TYPE],
    ['/v1/dcd/matrix', 200, JSON_TYPE],
    ['/v1/dcd/cases', 200, JSON_TYPE],
    ['/v1/dcd/models/alpha', 200, JSON_TYPE],
    ['/v1/dcd/models?slug=alpha', 200, JSON_TYPE],
    ['/v1/dcd/models/alpha.json', 200, JSON_TYPE],
  ])('GET %s → %i %s, experimental, CORS, cached an hour', async (url, status, type) => {
    const answer = await get(server, url);
    expect({
      status: answer.status,
      type: answer.headers.get('content-type'),
      experimental: answer.headers.get('x-api-status'),
      cors: answer.headers.get('access-control-allow-origin'),
      cache: answer.headers.get('cache-control'),
    }).toEqual({ status, type, experimental: 'experimental', cors: '*', cache: 'public, max-age=3600' });
  });

  it.each([
    ['/v1/dcd?format=xml', 400, 'format: expected one of json, csv'],
    ['/v1/dcd?format=CSV', 400, 'format: expected one of json, csv'],
    ['/v1/dcd?run_id=3&format=xml', 400, 'format: expected one of json, csv'],
    ['/v1/dcd?run_id=abc', 400, 'run_id: expected a positive integer such as 7'],
    ['/v1/dcd?run_id=0', 400, 'run_id: expected a positive integer such as 7'],
    [
      '/v1/dcd?run_id=9',
      404,
      'run_id: no published DCD run has this id (the published ones are listed at /v1/dcd/runs)',
    ],
    [
      '/v1/dcd?run_id=1234&format=csv',
      404,
      'run_id: no published DCD run has this id (the published ones are listed at /v1/dcd/runs)',
    ],
    ['/v1/dcd/cases?limit=0', 400, 'limit: expected an integer from 1 to 100 (default 20)'],
    ['/v1/dcd/cases?limit=101', 400, 'limit: expected an integer from 1 to 100 (default 20)'],
    ['/v1/dcd/cases?limit=abc', 400, 'limit: expected an integer from 1 to 100 (default 20)'],
    [
      '/v1/dcd/cases?subtype=nope',
      400,
      'subtype: expected one of data_boundary, resource_limit, business_rule, security, engineering',
    ],
    [
      '/v1/dcd/cases?subtype=nope&model=nope&limit=5',
      400,
      'subtype: expected one of data_boundary, resource_limit, business_rule, security, engineering',
    ],
    ['/v1/dcd/cases?model=nope&limit=0', 400, 'limit: expected an integer from 1 to 100 (default 20)'],
    ['/v1/dcd/cases?model=nope', 404, `model: no model has this slug; ${FIXTURE_SLUGS}`],
    ['/v1/dcd/models/nope', 404, `slug: no model has this slug; ${FIXTURE_SLUGS}`],
    ['/v1/dcd/models?slug=nope', 404, `slug: no model has this slug; ${FIXTURE_SLUGS}`],
    [
      '/v1/dcd/models',
      400,
      'slug: required, as a path segment (/v1/dcd/models/{slug}) or as a query parameter (?slug=)',
    ],
  ])('GET %s → %i with the v1 error body', async (url, status, error) => {
    const answer = await get(server, url);
    expect({ status: answer.status, body: JSON.parse(answer.text) }).toEqual({
      status,
      body: { status: 'error', error },
    });
    expect(answer.headers.get('content-type')).toBe(JSON_TYPE);
    expect(answer.headers.get('x-api-status')).toBe('experimental');
  });

  it.each([
    ['/v1/dcd/cases?limit=1', 1, 6],
    ['/v1/dcd/cases?limit=20', 6, 6],
    ['/v1/dcd/cases?limit=100', 6, 6],
    ['/v1/dcd/cases?subtype=security&limit=2', 2, 3],
    ['/v1/dcd/cases?model=alpha&subtype=security', 2, 2],
    ['/v1/dcd/cases?model=epsilon', 0, 0],
  ])('GET %s lists %i of %i cases', async (url, count, total) => {
    const answer = await get(server, url);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ count, total });
  });

  it('serves the CSV that parses back to the JSON rows of the same run', async () => {
    const json = JSON.parse((await get(server, '/v1/dcd?run_id=3')).text);
    const records: string[][] = parse((await get(server, '/v1/dcd?run_id=3&format=csv')).text);
    expect(records).toHaveLength(json.rankings.length + 1);
    expect(records.slice(1).map((r) => [Number(r[0]), r[1], r[2], Number(r[3])])).toEqual(
      json.rankings.map((r: any) => [r.rank, r.slug, /^[=+\-@]/.test(r.name) ? `'${r.name}` : r.name, r.dcd_score]),
    );
  });
});
