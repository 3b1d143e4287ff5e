// DCD cases: the published order, every filter combination, limit edges, and the routes that pick the files.
import { describe, expect, it } from 'vitest';
import { buildFixture, dataset, model } from './helpers/fixtures.ts';
import { DCD_FIXTURE, dcdCase, dcdRun, flatDcdResult, renderDcdSection, SUBTYPES } from './helpers/dcd-fixtures.ts';

const ids = (body: any) => body.cases.map((c: any) => c.id);

describe('DCD cases of the fixture', async () => {
  const built = await buildFixture(DCD_FIXTURE);

  it('orders by severity (high first), then score ascending, then id', async () => {
    const body = await built.json('v1/dcd/cases/20.json');
    expect(ids(body)).toEqual(['c-b', 'c-e', 'c-a', 'c-c', 'c-f', 'c-d']);
    expect(body).toMatchObject({ status: 'ok', run: { run_id: 3 }, subtype: null, model: null, limit: 20, count: 6, total: 6 });
  });

  it('publishes each case with its documented fields, score rounded and scoring keys sorted', async () => {
    const body = await built.json('v1/dcd/cases/20.json');
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
    ['subtype/security/20.json', 'security', null, ['c-b', 'c-e', 'c-a']],
    ['model/alpha/20.json', null, 'alpha', ['c-e', 'c-a', 'c-c']],
    ['subtype/security/model/alpha/20.json', 'security', 'alpha', ['c-e', 'c-a']],
    ['subtype/security/model/gamma/20.json', 'security', 'gamma', []],
    ['subtype/engineering/1.json', 'engineering', null, ['c-d']],
    ['model/epsilon/20.json', null, 'epsilon', []],
  ])('filters %s', async (file, subtype, modelSlug, expected) => {
    const body = await built.json(`v1/dcd/cases/${file}`);
    expect(body).toMatchObject({ subtype, model: modelSlug, count: expected.length, total: expected.length });
    expect(ids(body)).toEqual(expected);
  });

  it('applies the limit after the filter and reports the total before it', async () => {
    const body = await built.json('v1/dcd/cases/model/alpha/2.json');
    expect(body).toMatchObject({ limit: 2, count: 2, total: 3 });
    expect(ids(body)).toEqual(['c-e', 'c-a']);
  });

  it('has a file for every filter combination and limit 1–100, and nothing for limit 0 or 101', async () => {
    const models = ['alpha', 'beta', 'delta', 'epsilon', 'gamma'];
    const prefixes = [
      '',
      ...SUBTYPES.map((s) => `subtype/${s}/`),
      ...models.map((m) => `model/${m}/`),
      ...SUBTYPES.flatMap((s) => models.map((m) => `subtype/${s}/model/${m}/`)),
    ];
    const section = await renderDcdSection(built.dataDir);
    const files = new Set(section.files.map((f) => f.path));
    for (const prefix of prefixes) {
      for (let limit = 1; limit <= 100; limit++) expect(files.has(`v1/dcd/cases/${prefix}${limit}.json`)).toBe(true);
      expect(files.has(`v1/dcd/cases/${prefix}0.json`)).toBe(false);
      expect(files.has(`v1/dcd/cases/${prefix}101.json`)).toBe(false);
    }
    expect([...files].filter((f) => f.startsWith('v1/dcd/cases/'))).toHaveLength(prefixes.length * 100);
  });
});

describe('DCD case limits on a run with 120 cases', async () => {
  const cases = Array.from({ length: 120 }, (_, i) =>
    dcdCase(`k${String(i).padStart(3, '0')}`, 'alpha', SUBTYPES[i % 5] as (typeof SUBTYPES)[number], 'R1', 'medium', 50),
  );
  const built = await buildFixture(
    dataset({ models: [model('alpha')], dcd: [dcdRun(1, '2026-03-15T09:00:00Z', [flatDcdResult('alpha', 50)], cases)] }),
  );

  it.each([
    [1, 1],
    [20, 20],
    [100, 100],
  ])('limit %i lists %i cases of 120', async (limit, count) => {
    const body = await built.json(`v1/dcd/cases/${limit}.json`);
    expect(body).toMatchObject({ limit, count, total: 120 });
    // Equal severity and score: the id decides.
    expect(ids(body)).toEqual(cases.slice(0, count).map((c) => c.id));
  });

  it('answers the default limit (20) without a limit parameter', async () => {
    const section = await renderDcdSection(built.dataDir);
    const route = section.routes.find((r) => r.path === '/v1/dcd/cases' && Object.keys(r.query).length === 0);
    expect(route).toEqual({ path: '/v1/dcd/cases', query: {}, to: '/v1/dcd/cases/20.json', status: 200 });
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
    expect(await built.json('v1/errors/dcd/model-not-found.json')).toEqual({ status: 'error', error: 'model: no model has this slug' });
  });
});
