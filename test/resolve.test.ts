// The resolver's semantics on a small table: which route wins, parameter order, 400 vs 404, fallbacks, files
// before routes, hidden names, methods, preflight, base path and the rate-limit scope.
import { describe, expect, it } from 'vitest';
import { createResolver, type Resolution } from '../scripts/routes/resolve.ts';
import { type ParamConstraint, parseRouteTable, type Route, RouteTable } from '../scripts/routes/schema.ts';
import { createRouteTable, orderRoutes } from '../scripts/routes/table.ts';
import { fillTemplate, matchPath } from '../scripts/routes/template.ts';

const LIMIT: ParamConstraint = { allowed: ['1', '2', '3'], otherwise: { to: '/v1/errors/limit.json', status: 400 } };
const DIMENSION: ParamConstraint = { allowed: ['a', 'b'], otherwise: { to: '/v1/errors/dimension.json', status: 400 } };
const WEEK: ParamConstraint = {
  allowed: ['2026-W01'],
  otherwise: { to: '/errors/week-malformed.json', status: 400 },
  wellFormed: { pattern: '^\\d{4}-W\\d{2}$', to: '/errors/week-not-found.json', status: 404 },
};
const SLUG: ParamConstraint = { allowed: ['x', 'y.json'], otherwise: { to: '/v1/errors/model.json', status: 404 } };

const ROUTES: Route[] = [
  { path: '/v1/board', query: {}, to: '/v1/board/all.json', status: 200 },
  {
    path: '/v1/board',
    query: { limit: ':limit' },
    to: '/v1/board/a/:limit.json',
    fallback: '/v1/board/a/all.json',
    status: 200,
    constraints: { limit: LIMIT },
  },
  {
    path: '/v1/board',
    query: { dimension: ':dimension', limit: ':limit' },
    to: '/v1/board/:dimension/:limit.json',
    status: 200,
    constraints: { dimension: DIMENSION, limit: LIMIT },
  },
  { path: '/changes', query: { week: ':week' }, to: '/changes/:week.json', status: 200, constraints: { week: WEEK } },
  { path: '/v1/models/:slug', query: {}, to: '/v1/models/:slug.json', status: 200, constraints: { slug: SLUG } },
  { path: '/docs', query: {}, to: '/docs/', status: 308 },
  {
    path: '/models/:slug',
    query: {},
    to: '/models/:slug/',
    status: 308,
    constraints: { slug: { allowed: ['x'], otherwise: { to: '/404.html', status: 404 } } },
  },
  { path: '/v1/*', query: {}, to: '/v1/errors/not-found.json', status: 404 },
  { path: '/*', query: {}, to: '/errors/not-found.json', status: 404 },
];

function table(basePath = '/'): RouteTable {
  return createRouteTable({
    basePath,
    routes: ROUTES,
    headers: [
      { for: '/*', headers: { 'Access-Control-Allow-Origin': '*' } },
      { for: '/v1/*', headers: { 'Cache-Control': 'public, max-age=3600' } },
      { for: '/v1/board/a/all.json', headers: { 'Cache-Control': 'no-cache' } },
    ],
    errors: {
      not_found: { v1: '/v1/errors/not-found.json', legacy: '/errors/not-found.json' },
      method_not_allowed: { v1: '/v1/errors/method.json', legacy: '/errors/method.json' },
      rate_limited: '/v1/errors/rate.json',
    },
  });
}

/** `file status` of each candidate, in order. */
function answer(resolution: Resolution): string[] {
  if (resolution.kind === 'preflight') return ['preflight 204'];
  if (resolution.kind === 'refused') return [`refused ${resolution.status}: ${resolution.error}`];
  return resolution.candidates.map((c) => `${c.file} ${c.status}`);
}

function get(url: string, basePath = '/', method = 'GET'): string[] {
  const [path = '', query = ''] = url.split(/\?(.*)/s);
  return answer(createResolver(table(basePath)).resolve({ method, path, query }));
}

describe('resolver', () => {
  it.each([
    ['/v1/board', ['/v1/board/all.json 200']],
    ['/v1/board?limit=2', ['/v1/board/a/2.json 200', '/v1/board/a/all.json 200']],
    ['/v1/board?dimension=b&limit=3', ['/v1/board/b/3.json 200']],
    ['/v1/board?limit=3&dimension=b', ['/v1/board/b/3.json 200']],
    ['/v1/board/?limit=1', ['/v1/board/a/1.json 200', '/v1/board/a/all.json 200']],
    ['/v1/board?limit=1&utm_source=feed', ['/v1/board/a/1.json 200', '/v1/board/a/all.json 200']],
    ['/v1/board?limit=1&limit=9', ['/v1/board/a/1.json 200', '/v1/board/a/all.json 200']],
  ])('routes %s by the most specific route whose parameters are all present', (url, expected) => {
    expect(get(url)).toEqual(expected);
  });

  it.each([
    ['/v1/board?limit=%ZZ', ['refused 400: bad request: malformed percent-encoding in the query']],
    ['/changes?week=%E0%A4%A', ['refused 400: bad request: malformed percent-encoding in the query']],
    ['/no/such/file.json?x=%', ['refused 400: bad request: malformed percent-encoding in the query']],
    ['/?utm_source=%ZZ', ['/index.html 200']],
    ['/models/x/?q=%ZZ&models=a', ['/models/x/index.html 200']],
    ['/about.html?%', ['/about.html 200']],
  ])('refuses %s, whose query does not decode, unless a page answers it', (url, expected) => {
    expect(get(url)).toEqual(expected);
  });

  it.each([
    ['/v1/board?limit=0', '/v1/errors/limit.json 400'],
    ['/v1/board?limit=', '/v1/errors/limit.json 400'],
    ['/v1/board?dimension=z&limit=0', '/v1/errors/dimension.json 400'],
    ['/v1/board?dimension=a&limit=0', '/v1/errors/limit.json 400'],
    ['/changes?week=2026-W7', '/errors/week-malformed.json 400'],
    ['/changes?week=2025-W01', '/errors/week-not-found.json 404'],
    ['/v1/models/z', '/v1/errors/model.json 404'],
  ])('answers %s with the error of the first parameter that fails', (url, expected) => {
    // A placeholder path tries the path's own file first: the error is the last candidate.
    expect(get(url).at(-1)).toBe(expected);
  });

  it('tries a path’s own file before the route its name also matches', () => {
    expect(get('/v1/models/x.json')).toEqual(['/v1/models/x.json 200', '/v1/errors/model.json 404']);
    expect(get('/v1/models/y.json')).toEqual(['/v1/models/y.json 200', '/v1/models/y.json.json 200']);
    expect(get('/v1/board/a/1.json')).toEqual(['/v1/board/a/1.json 200', '/v1/errors/not-found.json 404']);
  });

  it('never tries a file for a literal route path, a hidden name or outside the base path', () => {
    expect(get('/v1/board/')).toEqual(['/v1/board/all.json 200']);
    expect(get('/_route-table.json')).toEqual(['/errors/not-found.json 404']);
    expect(get('/v1/.env')).toEqual(['/v1/errors/not-found.json 404']);
    expect(get('/elsewhere/v1/board', '/lb/')).toEqual(['/errors/not-found.json 404']);
  });

  it('names index.html for a folder path', () => {
    expect(get('/')).toEqual(['/index.html 200', '/errors/not-found.json 404']);
    expect(get('/v1/')).toEqual(['/v1/index.html 200', '/v1/errors/not-found.json 404']);
  });

  it('resolves below a base path, answering files relative to it', () => {
    expect(get('/lb/v1/board?limit=3', '/lb/')).toEqual(['/v1/board/a/3.json 200', '/v1/board/a/all.json 200']);
    expect(get('/lb/', '/lb/')).toEqual(['/index.html 200', '/errors/not-found.json 404']);
  });

  it('redirects a folder address without its slash to the folder, the query kept, and never the folder itself', () => {
    const resolve = (url: string, basePath = '/') => {
      const [path = '', query = ''] = url.split(/\?(.*)/s);
      const resolution = createResolver(table(basePath)).resolve({ method: 'GET', path, query });
      return resolution.kind === 'files' ? resolution.candidates.map((c) => `${c.status} ${c.location ?? c.file}`) : [];
    };
    expect(resolve('/docs')).toEqual(['308 /docs/']);
    expect(resolve('/docs?x=1&y')).toEqual(['308 /docs/?x=1&y']);
    expect(resolve('/docs/')).toEqual(['200 /docs/index.html', '404 /errors/not-found.json']);
    expect(resolve('/models/x')).toEqual(['308 /models/x/']);
    expect(resolve('/lb/models/x', '/lb/')).toEqual(['308 /lb/models/x/']);
    // An unknown name is the not-found page; a file of the folder is still itself.
    expect(resolve('/models/z')).toEqual(['200 /models/z', '404 /404.html']);
    expect(resolve('/models/index.html')).toEqual(['200 /models/index.html', '404 /404.html']);
    expect(resolve('/models/x/')).toEqual(['200 /models/x/index.html', '404 /errors/not-found.json']);
  });

  it('answers OPTIONS as a preflight and other methods with 405 in the path’s envelope', () => {
    expect(get('/v1/board', '/', 'OPTIONS')).toEqual(['preflight 204']);
    expect(get('/v1/board', '/', 'POST')).toEqual(['/v1/errors/method.json 405']);
    expect(get('/changes', '/', 'DELETE')).toEqual(['/errors/method.json 405']);
    const resolution = createResolver(table()).resolve({ method: 'PUT', path: '/v1/board', query: '' });
    expect(resolution.kind === 'files' && resolution.candidates[0]?.headers).toMatchObject({
      Allow: 'GET, HEAD, OPTIONS',
      'Cache-Control': 'no-store',
    });
  });

  it('gives each candidate the headers of its file, later rules overriding earlier ones', () => {
    const resolution = createResolver(table()).resolve({ method: 'GET', path: '/v1/board', query: 'limit=2' });
    expect(resolution.kind === 'files' && resolution.candidates.map((c) => c.headers)).toEqual([
      { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=3600' },
      { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
    ]);
  });

  it('counts every method but OPTIONS below /v1/ toward the rate limit, base path included', () => {
    const resolver = createResolver(table('/lb/'));
    expect([
      resolver.countsTowardLimit('GET', '/lb/v1/board'),
      resolver.countsTowardLimit('POST', '/lb/v1'),
      resolver.countsTowardLimit('OPTIONS', '/lb/v1/board'),
      resolver.countsTowardLimit('GET', '/lb/changes'),
      resolver.countsTowardLimit('GET', '/v1/board'),
    ]).toEqual([true, true, false, false, false]);
    expect(resolver.rateLimited(42)).toMatchObject({
      file: '/v1/errors/rate.json',
      status: 429,
      headers: { 'Retry-After': '42' },
    });
  });
});

describe('route table', () => {
  it('orders routes of one path by their number of query parameters, most first, keeping paths in place', () => {
    expect(orderRoutes(ROUTES).map((r) => `${r.path}?${Object.keys(r.query).join('&')}`)).toEqual([
      '/v1/board?dimension&limit',
      '/v1/board?limit',
      '/v1/board?',
      '/changes?week',
      '/v1/models/:slug?',
      '/docs?',
      '/models/:slug?',
      '/v1/*?',
      '/*?',
    ]);
  });

  it('refuses a redirect that goes to a file address or has a fallback', () => {
    const route = { path: '/docs', query: {}, to: '/docs/index.html', status: 308 };
    expect(RouteTable.safeParse({ ...table(), routes: [route] }).error?.issues[0]?.message).toBe(
      'a redirect goes to a folder address (ending with /) and has no fallback',
    );
  });

  it('refuses a target placeholder that no constraint checks, so no request can name another file', () => {
    const route = { path: '/v1/models/:slug', query: {}, to: '/v1/models/:slug.json', status: 200 };
    expect(RouteTable.safeParse({ ...table(), routes: [route] }).error?.issues[0]?.message).toBe(
      'target placeholder :slug must be declared and constrained',
    );
  });

  it('names the file and the problem when a table file cannot be used', () => {
    expect(() => parseRouteTable('{"base_path":"/","routes":[{"path":"x"}]}', 'build/_route-table.json')).toThrow(
      /^build\/_route-table\.json → .*; rebuild the site$/,
    );
    expect(() => parseRouteTable('{', 'build/_route-table.json')).toThrow(/^build\/_route-table\.json: not valid JSON/);
  });

  it('refuses a base path with dot segments', () => {
    expect(RouteTable.safeParse({ ...table(), base_path: '/../' }).success).toBe(false);
  });
});

describe('templates', () => {
  it.each([
    ['/v1/models/:slug', '/v1/models/x', { slug: 'x' }],
    ['/v1/models/:slug', '/v1/models/x/', { slug: 'x' }],
    ['/v1/models/:slug', '/v1/models/', null],
    ['/v1/models/:slug', '/v1/models/x/y', null],
    ['/v1/*', '/v1', {}],
    ['/v1/*', '/v1/a/b', {}],
    ['/v1/*', '/v10', null],
    ['/*', '/', {}],
  ])('matches %s against %s', (template, path, expected) => {
    expect(matchPath(template, path)).toEqual(expected);
  });

  it('fills whole placeholder names only', () => {
    expect(fillTemplate('/runs/:run_id/:run_ids.json', { run_id: '7', run_ids: 'x' })).toBe('/runs/7/x.json');
    expect(fillTemplate('/v1/leaderboard/:dimension/:limit.json', { dimension: 'a', limit: '5' })).toBe(
      '/v1/leaderboard/a/5.json',
    );
  });
});
