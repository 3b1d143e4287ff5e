// DCD cases: the published order, every filter combination, limit edges, and the routes that pick the files.
import { describe, expect, it } from 'vitest';
import { DCD_FIXTURE, dcdCase, dcdRun, flatDcdResult, renderDcdSection, SUBTYPES } from './helpers/dcd-fixtures.ts';
import { buildFixture, dataset, model } from './helpers/fixtures.ts';

const ids = (body: any) => body.cases.map((c: any) => c.id);

describe('DCD cases of the fixture', async () => {
  const built = await buildFixture(DCD_FIXTURE);

  it('orders by severity (high first), then score ascending, then id', async () => {
    const { body } = await built.get('/v1/dcd/cases');
    expect(ids(body)).toEqual(['c-b', 'c-e', 'c-a', 'c-c', 'c-f', 'c-d']);
    expect(body).toMatchObject({ status: 'ok', run: { run_id: 3 }, subtype: null, model: null, count: 6, total: 6 });
    expect(body).not.toHaveProperty('limit');
  });

  it('publishes each case with its documented fields, score rounded and scoring keys sorted', async () => {
    const { body } = await built.get('/v1/dcd/cases');
    expect(body.cases[0]).toEqual({
      id: 'c-b',
      model: 'beta',
      subtype: 'security',
      round: 'R2',
      severity: 'high',
      score: 20,
      constraint: 'constraint of c-b',
      summary: 'summary of c-b',
      scoring: { a: 'first', m: -2, z: 1 },
    });
    expect(JSON.stringify(body.cases[0].scoring)).toBe('{"a":"first","m":-2,"z":1}');
    expect(body.cases[4]).toMatchObject({ id: 'c-f', score: 40 });
  });

  it.each([
    ['subtype=security', 'security', null, ['c-b', 'c-e', 'c-a']],
    ['model=alpha', null, 'alpha', ['c-e', 'c-a', 'c-c']],
    ['subtype=security&model=alpha', 'security', 'alpha', ['c-e', 'c-a']],
    ['subtype=security&model=gamma', 'security', 'gamma', []],
    ['subtype=engineering&limit=1', 'engineering', null, ['c-d']],
    ['model=epsilon&limit=100', null, 'epsilon', []],
  ])('filters ?%s', async (query, subtype, modelSlug, expected) => {
    const { status, body } = await built.get(`/v1/dcd/cases?${query}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ subtype, model: modelSlug, count: expected.length, total: expected.length });
    expect(ids(body)).toEqual(expected);
  });

  it('applies the limit after the filter and reports the total before it', async () => {
    const { body } = await built.get('/v1/dcd/cases?model=alpha&limit=2');
    expect(body).toMatchObject({ count: 2, total: 3 });
    expect(ids(body)).toEqual(['c-e', 'c-a']);
  });

  it('writes a file per limit only below the number of matching cases, and one `all` file for the rest', async () => {
    const models = ['alpha', 'beta', 'delta', 'epsilon', 'gamma'];
    const section = await renderDcdSection(built.dataDir);
    const files = [...section.files].map((f) => f.path).filter((f) => f.startsWith('/v1/dcd/cases/'));
    const prefixes = [
      '',
      ...SUBTYPES.map((s) => `subtype/${s}/`),
      ...models.map((m) => `model/${m}/`),
      ...SUBTYPES.flatMap((s) => models.map((m) => `subtype/${s}/model/${m}/`)),
    ];
    for (const prefix of prefixes) expect(files).toContain(`/v1/dcd/cases/${prefix}all.json`);
    // 6 cases unfiltered, 3 for model alpha: limits below the count have files of their own.
    expect(files.filter((f) => /^\/v1\/dcd\/cases\/\d+\.json$/.test(f)).sort()).toEqual(
      ['1', '2', '3', '4', '5'].map((n) => `/v1/dcd/cases/${n}.json`),
    );
    expect(files.filter((f) => /^\/v1\/dcd\/cases\/model\/alpha\/\d+\.json$/.test(f)).sort()).toEqual(
      ['1', '2'].map((n) => `/v1/dcd/cases/model/alpha/${n}.json`),
    );
    expect(files.length).toBeLessThan(prefixes.length * 7);
  });

  it('answers every limit from 1 to 100 with at most that many cases, and 400 for 0 and 101', async () => {
    for (let limit = 1; limit <= 100; limit++) {
      const { status, body } = await built.get(`/v1/dcd/cases?model=alpha&limit=${limit}`);
      expect([status, body.count, body.total]).toEqual([200, Math.min(limit, 3), 3]);
    }
    for (const bad of ['0', '101']) expect((await built.get(`/v1/dcd/cases?limit=${bad}`)).status).toBe(400);
  });
});

describe('DCD case limits on a run with 120 cases', async () => {
  const cases = Array.from({ length: 120 }, (_, i) =>
    dcdCase(
      `k${String(i).padStart(3, '0')}`,
      'alpha',
      SUBTYPES[i % 5] as (typeof SUBTYPES)[number],
      'R1',
      'medium',
      50,
    ),
  );
  const built = await buildFixture(
    dataset({
      models: [model('alpha')],
      dcd: [dcdRun(1, '2026-03-15T09:00:00Z', [flatDcdResult('alpha', 50)], cases)],
    }),
  );

  it.each([
    [1, 1, 'v1/dcd/cases/1.json'],
    [20, 20, 'v1/dcd/cases/20.json'],
    [99, 99, 'v1/dcd/cases/99.json'],
    [100, 100, 'v1/dcd/cases/all.json'],
  ])('limit %i lists %i cases of 120 (file %s)', async (limit, count, file) => {
    const answer = await built.get(`/v1/dcd/cases?limit=${limit}`);
    expect(answer.file).toBe(`/${file}`);
    expect(answer.body).toMatchObject({ count, total: 120 });
    // Equal severity and score: the id decides.
    expect(ids(answer.body)).toEqual(cases.slice(0, count).map((c) => c.id));
  });

  it('answers the default limit (20) without a limit parameter', async () => {
    const section = await renderDcdSection(built.dataDir);
    const route = section.routes.find((r) => r.path === '/v1/dcd/cases' && Object.keys(r.query).length === 0);
    expect(route).toEqual({
      path: '/v1/dcd/cases',
      query: {},
      to: '/v1/dcd/cases/20.json',
      fallback: '/v1/dcd/cases/all.json',
      status: 200,
    });
    expect((await built.get('/v1/dcd/cases')).body).toMatchObject({ count: 20, total: 120 });
  });
});

describe('DCD cases routes', async () => {
  const built = await buildFixture(DCD_FIXTURE);
  const section = await renderDcdSection(built.dataDir);
  const casesRoutes = section.routes.filter((r) => r.path === '/v1/dcd/cases');
  const limitError = { to: '/v1/errors/dcd/limit-invalid.json', status: 400 };
  const subtypeError = { to: '/v1/errors/dcd/subtype-invalid.json', status: 400 };
  const modelError = { to: '/v1/errors/dcd/model-not-found.json', status: 404 };

  it('declares one route per parameter subset, most parameters first', () => {
    expect(casesRoutes.map((r) => [Object.keys(r.query).join('&'), r.to])).toEqual([
      ['subtype&model&limit', '/v1/dcd/cases/subtype/:subtype/model/:model/:limit.json'],
      ['subtype&model', '/v1/dcd/cases/subtype/:subtype/model/:model/20.json'],
      ['subtype&limit', '/v1/dcd/cases/subtype/:subtype/:limit.json'],
      ['model&limit', '/v1/dcd/cases/model/:model/:limit.json'],
      ['subtype', '/v1/dcd/cases/subtype/:subtype/20.json'],
      ['model', '/v1/dcd/cases/model/:model/20.json'],
      ['limit', '/v1/dcd/cases/:limit.json'],
      ['', '/v1/dcd/cases/20.json'],
    ]);
  });

  it('allows limit 1–100 only (0, 101 and "abc" get the 400 body), every subtype, and every model of the dataset', () => {
    const full = casesRoutes[0]!;
    expect(Object.keys(full.constraints ?? {})).toEqual(['subtype', 'limit', 'model']);
    const { subtype, limit, model: modelSlug } = full.constraints!;
    expect(limit!.allowed).toEqual(Array.from({ length: 100 }, (_, i) => String(i + 1)));
    for (const bad of ['0', '101', 'abc', '01', '']) expect(limit!.allowed).not.toContain(bad);
    expect(limit!.otherwise).toEqual(limitError);
    expect(subtype).toEqual({ allowed: SUBTYPES, otherwise: subtypeError });
    expect(modelSlug).toEqual({ allowed: ['alpha', 'beta', 'delta', 'epsilon', 'gamma'], otherwise: modelError });
  });

  it('names the allowed values in the 400 bodies and the parameter in the 404 body', async () => {
    expect(await built.json('v1/errors/dcd/limit-invalid.json')).toEqual({
      status: 'error',
      error: 'limit: expected an integer from 1 to 100 (default 20)',
    });
    expect(await built.json('v1/errors/dcd/subtype-invalid.json')).toEqual({
      status: 'error',
      error: 'subtype: expected one of data_boundary, resource_limit, business_rule, security, engineering',
    });
    expect(await built.json('v1/errors/dcd/model-not-found.json')).toEqual({
      status: 'error',
      error: 'model: no model has this slug; known slugs: alpha, beta, delta, epsilon, gamma',
    });
  });
});
