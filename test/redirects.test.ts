// `_redirects` from a route list: order, forcing, spelled-out value sets, the base path, and the route manifest.
import { describe, expect, it } from 'vitest';
import { renderRedirects } from '../scripts/render/redirects.ts';
import { parseRouteManifest, renderRouteManifest } from '../scripts/render/route-manifest.ts';
import { EXPANSION_BUDGET, routeRules } from '../scripts/render/route-rules.ts';
import type { ParamConstraint, Route } from '../scripts/render/types.ts';
import { loadRedirectEngine } from '../scripts/serve/redirect-engine.ts';

const DIMENSION: ParamConstraint = { allowed: ['a', 'b'], otherwise: { to: '/v1/errors/dimension.json', status: 400 } };
const FORMAT: ParamConstraint = { allowed: ['json', 'csv'], otherwise: { to: '/v1/errors/format.json', status: 400 } };
const LIMIT: ParamConstraint = {
  allowed: Array.from({ length: 50 }, (_, i) => String(i + 1)),
  otherwise: { to: '/v1/errors/limit.json', status: 400 },
};
const WEEK: ParamConstraint = {
  allowed: ['2026-W01'],
  otherwise: { to: '/errors/week-malformed.json', status: 400 },
  wellFormed: { pattern: '^\\d{4}-W\\d{2}$', to: '/errors/week-not-found.json', status: 404 },
};

describe('renderRedirects', () => {
  it('puts rules with more query parameters first within a path, keeping declaration order otherwise', () => {
    const routes: Route[] = [
      { path: '/board', query: {}, to: '/board/all.json', status: 200 },
      { path: '/board', query: { limit: ':limit' }, to: '/board/:limit.json', status: 200 },
      { path: '/v1/*', query: {}, to: '/v1/errors/not-found.json', status: 404 },
      { path: '/board', query: { dimension: ':dimension', limit: ':limit' }, to: '/board/:dimension/:limit.json', status: 200 },
    ];
    expect(renderRedirects(routes, '/')).toMatchInlineSnapshot(`
      "/_serve-routes.json /errors/not-found.json 404!
      /board dimension=:dimension limit=:limit /board/:dimension/:limit.json 200!
      /board limit=:limit /board/:limit.json 200!
      /board /board/all.json 200!
      /v1/* /v1/errors/not-found.json 404
      "
    `);
  });

  it('forces literal paths but not placeholder or splat paths, so canonical files keep answering', () => {
    const routes: Route[] = [
      { path: '/v1/models/:slug', query: {}, to: '/v1/models/:slug.json', status: 200 },
      { path: '/v1/dcd/runs', query: {}, to: '/v1/dcd/runs.json', status: 200 },
      { path: '/v1/dcd/models/*', query: {}, to: '/v1/errors/slug.json', status: 404 },
    ];
    expect(renderRedirects(routes, '/').split('\n').slice(1)).toEqual([
      '/v1/models/:slug /v1/models/:slug.json 200',
      '/v1/dcd/runs /v1/dcd/runs.json 200!',
      '/v1/dcd/models/* /v1/errors/slug.json 404',
      '',
    ]);
  });

  it('spells out small 400 value sets, then sends every other value to the error file of the first bad parameter', () => {
    const routes: Route[] = [
      { path: '/v1/dcd', query: { dimension: ':dimension', format: ':format' }, to: '/v1/dcd/:dimension.:format', status: 200, constraints: { dimension: DIMENSION, format: FORMAT } },
    ];
    expect(renderRedirects(routes, '/')).toMatchInlineSnapshot(`
      "/_serve-routes.json /errors/not-found.json 404!
      /v1/dcd dimension=a format=json /v1/dcd/a.json 200!
      /v1/dcd dimension=a format=csv /v1/dcd/a.csv 200!
      /v1/dcd dimension=b format=json /v1/dcd/b.json 200!
      /v1/dcd dimension=b format=csv /v1/dcd/b.csv 200!
      /v1/dcd dimension=a format=:format /v1/errors/format.json 400!
      /v1/dcd dimension=b format=:format /v1/errors/format.json 400!
      /v1/dcd dimension=:dimension format=:format /v1/errors/dimension.json 400!
      "
    `);
  });

  it(`keeps placeholders for value sets beyond the budget of ${EXPANSION_BUDGET} rules and for 404 or well-formed splits`, () => {
    const routes: Route[] = [
      { path: '/v1/leaderboard', query: { limit: ':limit' }, to: '/v1/leaderboard/:limit.json', status: 200, constraints: { limit: LIMIT } },
      { path: '/changes', query: { week: ':week' }, to: '/changes/:week.json', status: 200, constraints: { week: WEEK } },
      { path: '/v1/models/:slug', query: {}, to: '/v1/models/:slug.json', status: 200, constraints: { slug: { allowed: ['x'], otherwise: { to: '/v1/errors/model.json', status: 404 } } } },
    ];
    expect(renderRedirects(routes, '/').split('\n').slice(1, -1)).toEqual([
      '/v1/leaderboard limit=:limit /v1/leaderboard/:limit.json 200!',
      '/changes week=:week /changes/:week.json 200!',
      '/v1/models/:slug /v1/models/:slug.json 200',
    ]);
  });

  it('expands the smaller of two sets when both do not fit the budget together', () => {
    const route: Route = {
      path: '/v1/leaderboard',
      query: { dimension: ':dimension', limit: ':limit' },
      to: '/v1/leaderboard/:dimension/:limit.json',
      status: 200,
      constraints: { limit: LIMIT, dimension: DIMENSION },
    };
    expect(routeRules([route]).map((r) => `${Object.entries(r.query).map(([k, v]) => `${k}=${v}`).join('&')} ${r.to} ${r.status}`)).toEqual([
      'dimension=a&limit=:limit /v1/leaderboard/a/:limit.json 200',
      'dimension=b&limit=:limit /v1/leaderboard/b/:limit.json 200',
      'dimension=:dimension&limit=:limit /v1/errors/dimension.json 400',
    ]);
  });

  it('prefixes every path with the base path', () => {
    const routes: Route[] = [{ path: '/v1/leaderboard', query: { limit: ':limit' }, to: '/v1/leaderboard/:limit.json', status: 200 }];
    expect(renderRedirects(routes, '/lb/')).toBe(
      '/lb/_serve-routes.json /lb/errors/not-found.json 404!\n/lb/v1/leaderboard limit=:limit /lb/v1/leaderboard/:limit.json 200!\n',
    );
  });

  it("is read by Netlify's engine as written: the first rule whose parameters are all present wins", async () => {
    const routes: Route[] = [
      { path: '/v1/dcd', query: { dimension: ':dimension', format: ':format' }, to: '/v1/dcd/:dimension.:format', status: 200, constraints: { dimension: DIMENSION, format: FORMAT } },
      { path: '/v1/dcd', query: {}, to: '/v1/dcd/latest.json', status: 200 },
    ];
    const engine = await loadRedirectEngine(renderRedirects(routes, '/'));
    const answer = (query: string) => {
      const m = engine.match('/v1/dcd', query);
      return m === null ? null : `${m.to} ${m.status}`;
    };
    expect([answer('format=csv&dimension=b'), answer('dimension=b&format=xml'), answer('dimension=z&format=xml'), answer('format=csv'), answer('')]).toEqual([
      '/v1/dcd/b.csv 200',
      '/v1/errors/format.json 400',
      '/v1/errors/dimension.json 400',
      '/v1/dcd/latest.json 200',
      '/v1/dcd/latest.json 200',
    ]);
  });
});

describe('route manifest', () => {
  it('round-trips the route list and the base path', () => {
    const routes: Route[] = [{ path: '/changes', query: { week: ':week' }, to: '/changes/:week.json', status: 200, constraints: { week: WEEK } }];
    expect(parseRouteManifest(renderRouteManifest(routes, '/lb/'), 'x')).toEqual({ base_path: '/lb/', routes });
  });

  it('names the file and the problem when it cannot be used', () => {
    expect(() => parseRouteManifest('{"base_path":"/","routes":[{"path":"x"}]}', 'build/_serve-routes.json')).toThrow(
      /^build\/_serve-routes\.json → routes\.0\.path: .*; rebuild the site$/,
    );
    expect(() => parseRouteManifest('{', 'build/_serve-routes.json')).toThrow(/^build\/_serve-routes\.json: not valid JSON/);
  });
});
