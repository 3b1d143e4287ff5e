// Every route of the sample data, walked with Netlify's redirect engine (in process) and over real HTTP against
// the serve command: each answer is an existing file with the route's status, byte for byte, with its headers.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Header, parseAllHeaders } from '@netlify/headers-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../scripts/pipeline.ts';
import type { RouteManifest } from '../scripts/render/route-manifest.ts';
import { parseRequestTarget } from '../scripts/serve/request-target.ts';
import { resolveRequest } from '../scripts/serve/resolve.ts';
import { loadServedSite, type ServedSite } from '../scripts/serve/served-site.ts';
import { AFTER_SUNSET, BEFORE_SUNSET, ROOT, tempDir } from './helpers/fixtures.ts';
import { listSiteFiles, missingSubsets, readManifest, type RouteWalk, spread, type WalkCase, walkRoutes } from './helpers/route-walk.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
const CSV_TYPE = 'text/csv; charset=utf-8; header=present';
/** In process every route is tried with up to this many value sets; over HTTP with a few of them. */
const ENGINE_CASES_PER_ROUTE = 120;
const HTTP_VALUE_CASES_PER_ROUTE = 3;
const HTTP_CONCURRENCY = 16;

const describeRoute = (m: RouteManifest, i: number) => {
  const r = m.routes[i]!;
  return `${r.path}?${Object.entries(r.query).map(([k, v]) => `${k}=${v}`).join('&')} → ${r.to} ${r.status}`;
};

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

describe.each([
  ['before the v5 sunset', BEFORE_SUNSET, true],
  ['after the v5 sunset', AFTER_SUNSET, false],
])('every route of the sample data, %s', (_label, now, deprecated) => {
  let outDir: string;
  let manifest: RouteManifest;
  let walk: RouteWalk;
  let site: ServedSite;
  let server: RunningServer;
  let headerRules: Header[];

  beforeAll(async () => {
    outDir = path.join(await tempDir(), 'build');
    const built = await buildSite({ dataDir: path.join(ROOT, 'data'), outDir, publicDir: path.join(ROOT, 'public'), now });
    if (!built.ok) throw new Error(`the sample data does not build: ${JSON.stringify(built.errors.slice(0, 3))}`);
    manifest = await readManifest(outDir);
    walk = walkRoutes(manifest, await listSiteFiles(outDir), ENGINE_CASES_PER_ROUTE);
    site = await loadServedSite(outDir);
    headerRules = (await parseAllHeaders({ headersFiles: [path.join(outDir, '_headers')], configHeaders: [], minimal: false })).headers as Header[];
    server = await startServe(outDir, ['--rate-limit', '0', '--quiet']);
  });
  afterAll(() => server?.stop());

  it('declares a route for every subset of every path’s query parameters', () => {
    expect(missingSubsets(manifest.routes)).toEqual([]);
  });

  it('has an existing file behind every route that answers 200', () => {
    expect(walk.unreachable.map((i) => describeRoute(manifest, i))).toEqual([]);
  });

  it('walks every route: each one is covered by at least one case', () => {
    const covered = new Set(walk.cases.map((c) => c.route));
    expect(manifest.routes.map((_, i) => i).filter((i) => !covered.has(i)).map((i) => describeRoute(manifest, i))).toEqual([]);
    expect(walk.cases.length).toBeGreaterThan(manifest.routes.length * 2);
  });

  it("resolves every case with Netlify's engine to an existing file with the route's status", async () => {
    const wrong: unknown[] = [];
    for (const c of walk.cases) {
      const target = parseRequestTarget(c.url);
      if (!target.ok) throw new Error(`${c.url}: ${target.error}`);
      const answer = await resolveRequest(site, target.path, target.query);
      const got = answer.kind === 'file' ? `${answer.urlPath} ${answer.status}` : answer.kind;
      if (got !== `${c.file} ${c.status}`) wrong.push({ url: c.url, route: describeRoute(manifest, c.route), expected: `${c.file} ${c.status}`, got });
    }
    expect(wrong).toEqual([]);
  });

  it('answers every route over HTTP with the file’s exact bytes, status and headers', async () => {
    const byRoute = new Map<number, WalkCase[]>();
    for (const c of walk.cases.filter((c) => c.kind === 'value')) byRoute.set(c.route, [...(byRoute.get(c.route) ?? []), c]);
    const cases = [...[...byRoute.values()].flatMap((list) => spread(list, HTTP_VALUE_CASES_PER_ROUTE)), ...walk.cases.filter((c) => c.kind !== 'value')];
    let withDeprecation = 0;
    const wrong = (
      await inBatches(cases, HTTP_CONCURRENCY, async (c) => {
        const response = await fetch(`${server.url}${c.url}`);
        const body = Buffer.from(await response.arrayBuffer());
        const expectedBody = await readFile(path.join(outDir, c.file.slice(manifest.base_path.length)));
        const expectedHeaders: Record<string, string> = Object.assign({}, ...headerRules.filter((r) => r.forRegExp.test(c.file)).map((r) => r.values));
        if ('Deprecation' in expectedHeaders) withDeprecation++;
        const problems = [
          response.status === c.status ? null : `status ${response.status}, expected ${c.status}`,
          body.equals(expectedBody) ? null : `body differs from ${c.file}`,
          response.headers.get('content-type') === (c.file.endsWith('.csv') ? CSV_TYPE : JSON_TYPE) ? null : `content-type ${response.headers.get('content-type')}`,
          response.headers.get('access-control-allow-origin') === '*' ? null : 'no CORS header',
          !c.url.startsWith('/v1/') || response.headers.get('cache-control') === 'public, max-age=3600' ? null : `cache-control ${response.headers.get('cache-control')}`,
          ...Object.entries(expectedHeaders).map(([name, value]) => (response.headers.get(name) === value ? null : `${name}: ${response.headers.get(name)}, expected ${value}`)),
        ].filter((p) => p !== null);
        return problems.length === 0 ? null : { url: c.url, file: c.file, problems };
      })
    ).filter((w) => w !== null);
    expect(wrong).toEqual([]);
    expect(cases.length).toBeGreaterThan(manifest.routes.length);
    // Inside the compat window the Deprecation, Sunset and Link headers were among those checked.
    expect(withDeprecation > 0).toBe(deprecated);
  });
});
