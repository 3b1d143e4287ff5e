// The conformance table: requests derived from a built site's route table and its files, each with the answer
// every host must give (status, the file whose bytes are the body, the headers). The expectations come from
// the route declarations and the files on disk, not from the resolver, so the serve command is tested too.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { NOT_FOUND_FILE as NOT_FOUND_PAGE } from '../../scripts/render/pages/paths.ts';
import { withBasePath } from '../../scripts/routes/base-path.ts';
import { ALLOWED_METHODS, headersFor, NO_STORE, PREFLIGHT_HEADERS } from '../../scripts/routes/headers.ts';
import { REDIRECT_STATUS } from '../../scripts/routes/redirect.ts';
import { type ParamConstraint, parseRouteTable, type Route, type RouteTable } from '../../scripts/routes/schema.ts';
import { ROUTE_TABLE_FILE } from '../../scripts/routes/table.ts';
import { fillTemplate, isLiteralPath, placeholderName, templateRegExp } from '../../scripts/routes/template.ts';

type CaseKind =
  | 'route'
  | 'fallback'
  | 'invalid'
  | 'well-formed'
  | 'unknown-parameter'
  | 'repeated-parameter'
  | 'encoded-value'
  | 'trailing-slash'
  | 'canonical'
  | 'page'
  | 'malformed-query'
  | 'redirect'
  | 'head'
  | 'hidden'
  | 'unknown-path'
  | 'unknown-api-path'
  | 'preflight'
  | 'method';

export interface ConformanceCase {
  kind: CaseKind;
  method: string;
  /** Path and query as a client sends them, base path included. */
  url: string;
  status: number;
  /** Site path (below the base path) of the file whose bytes are the body; null for an empty body. */
  body: string | null;
  headers: Record<string, string>;
}

/** Headers whose presence and value the table decides (rate-limit fields are checked by the rate-limit tests). */
export function managedHeaderNames(table: RouteTable): string[] {
  const names = new Set([
    ...table.headers.flatMap((r) => Object.keys(r.headers)),
    ...Object.keys(PREFLIGHT_HEADERS),
    'Cache-Control',
    'Allow',
    'Location',
  ]);
  return [...names].map((n) => n.toLowerCase()).sort();
}

export async function readRouteTable(outDir: string): Promise<RouteTable> {
  const file = path.join(outDir, ROUTE_TABLE_FILE);
  return parseRouteTable(await readFile(file, 'utf8'), file);
}

/** Every file of the output as a site path (`/v1/leaderboard/execution_raw.json`), sorted. */
export async function listSiteFiles(outDir: string): Promise<string[]> {
  return (await fg('**/*', { cwd: outDir, onlyFiles: true, dot: true })).map((f) => `/${f}`).sort();
}

const isHidden = (file: string) => file.split('/').some((s) => s.startsWith('.') || s.startsWith('_'));

/** Up to `max` items spread evenly over the list, first and last included. */
function spread<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  return Array.from({ length: max }, (_, i) => items[Math.round((i * (items.length - 1)) / (max - 1))]!);
}

/** Placeholder values for which a template names an existing file, one map per file, in file order. */
function valuesFromFiles(template: string, route: Route, files: readonly string[]): Record<string, string>[] {
  const { pattern, names } = templateRegExp(template, '[^/]+?');
  if (names.length === 0) return [{}];
  const allowed = (name: string, value: string) => route.constraints?.[name]?.allowed.includes(value) ?? true;
  return files.flatMap((file) => {
    const m = pattern.exec(file);
    const values = m === null ? null : Object.fromEntries(names.map((name, i) => [name, m[i + 1]!]));
    return values !== null && Object.entries(values).every(([name, value]) => allowed(name, value)) ? [values] : [];
  });
}

function placeholdersOf(route: Route): string[] {
  return [...route.path.split('/'), ...Object.values(route.query)].map(placeholderName).filter((n) => n !== null);
}

const ANY_VALUE = 'zz-unknown';
const SPLAT_VALUE = 'no-such-endpoint';

function requestUrl(route: Route, values: Record<string, string>, basePath: string, extraQuery: string[] = []): string {
  const pathPart = route.path
    .split('/')
    .map((s) => (s === '*' ? SPLAT_VALUE : s.startsWith(':') ? encodeURIComponent(values[s.slice(1)] ?? ANY_VALUE) : s))
    .join('/');
  const query = Object.entries(route.query).map(([key, value]) => {
    const filled = value.startsWith(':') ? (values[value.slice(1)] ?? ANY_VALUE) : value;
    return `${encodeURIComponent(key)}=${encodeURIComponent(filled)}`;
  });
  const all = [...query, ...extraQuery];
  return withBasePath(basePath, all.length === 0 ? pathPart : `${pathPart}?${all.join('&')}`);
}

/** A value the constraint rejects with `otherwise`: not allowed and not well-formed. */
function invalidValue(c: ParamConstraint): string | undefined {
  const wellFormed = c.wellFormed === undefined ? null : new RegExp(c.wellFormed.pattern);
  return ['zz-invalid', 'Not_Valid', '-1', '0', '1.5', '999999', ''].find(
    (v) => !c.allowed.includes(v) && !(wellFormed?.test(v) ?? false),
  );
}

/** A value matching the well-formed pattern without being allowed: an allowed value with its characters changed. */
function wellFormedUnknown(c: ParamConstraint): string | undefined {
  if (c.wellFormed === undefined) return undefined;
  const pattern = new RegExp(c.wellFormed.pattern);
  const mutations = c.allowed.flatMap((v) => [
    v.replace(/[0-9]/g, '9').replace(/[a-z]/g, 'q'),
    v.replace(/[0-9]/g, '1').replace(/[a-z]/g, 'x'),
  ]);
  return ['zz-unknown', '999999', '1999-W01', ...mutations].find((v) => pattern.test(v) && !c.allowed.includes(v));
}

export interface CaseOptions {
  /** Value sets per route taken from the files (spread over all of them). */
  perRoute: number;
  /** Canonical files requested directly (spread over all of them). */
  canonical: number;
}

export function conformanceCases(table: RouteTable, files: readonly string[], options: CaseOptions): ConformanceCase[] {
  const base = table.base_path;
  const existing = new Set(files);
  const cases: ConformanceCase[] = [];
  const answer = (
    kind: CaseKind,
    url: string,
    status: number,
    file: string,
    method = 'GET',
    extra: Record<string, string> = {},
  ) =>
    cases.push({
      kind,
      method,
      url,
      status,
      body: method === 'HEAD' ? null : file,
      headers: { ...headersFor(table.headers, file), ...extra },
    });
  /** The first of a route's files that exists for these values: its target, else its fallback. */
  const target = (route: Route, values: Record<string, string>) => {
    const to = fillTemplate(route.to, values);
    return existing.has(to) || route.fallback === undefined ? to : fillTemplate(route.fallback, values);
  };

  const encodedPaths = new Set<string>();
  const everyAnswer = table.headers.filter((rule) => rule.for === '/*');
  for (const route of table.routes.filter((r) => r.status === REDIRECT_STATUS)) {
    // A page or folder address without its slash: 308 to the address with it, the query kept, no body.
    const names = placeholdersOf(route);
    // Each placeholder takes its allowed values in turn (a pair's page, `/compare/:a/:b`, has two).
    const lists = names.map((n) => spread(route.constraints![n]!.allowed, options.perRoute));
    const sets =
      names.length === 0
        ? [{}]
        : lists[0]!.map((_, i) => Object.fromEntries(names.map((n, k) => [n, lists[k]![i % lists[k]!.length]!])));
    for (const values of sets) {
      for (const query of ['', 'utm_source=feed']) {
        const target = withBasePath(base, fillTemplate(route.to, values));
        const url = `${requestUrl(route, values, base)}${query === '' ? '' : `?${query}`}`;
        cases.push({
          kind: 'redirect',
          method: 'GET',
          url,
          status: REDIRECT_STATUS,
          body: null,
          headers: { ...headersFor(everyAnswer, '/'), Location: `${target}${query === '' ? '' : `?${query}`}` },
        });
      }
    }
    for (const name of names) {
      const c = route.constraints?.[name];
      const bad = c === undefined ? undefined : invalidValue(c);
      const others = Object.fromEntries(names.map((n) => [n, route.constraints![n]!.allowed[0]!]));
      if (c !== undefined && bad !== undefined)
        answer('invalid', requestUrl(route, { ...others, [name]: bad }, base), c.otherwise.status, c.otherwise.to);
    }
  }
  for (const route of table.routes.filter((r) => r.status !== REDIRECT_STATUS)) {
    const fromTarget = valuesFromFiles(route.to, route, files);
    const fromFallback =
      route.fallback === undefined
        ? []
        : valuesFromFiles(route.fallback, route, files).flatMap((values) => {
            // The placeholders the fallback leaves open get the largest allowed value (no file of its own).
            const open = placeholdersOf(route).filter(
              (n) => values[n] === undefined && route.constraints?.[n] !== undefined,
            );
            const filled = {
              ...values,
              ...Object.fromEntries(open.map((n) => [n, route.constraints![n]!.allowed.at(-1)!])),
            };
            return existing.has(fillTemplate(route.to, filled)) ? [] : [filled];
          });
    if (route.status === 200 && fromTarget.length + fromFallback.length === 0) {
      throw new Error(`no file answers route ${route.path}?${Object.keys(route.query).join('&')} → ${route.to}`);
    }
    for (const values of spread(fromTarget, options.perRoute))
      answer('route', requestUrl(route, values, base), route.status, target(route, values));
    for (const values of spread(fromFallback, options.perRoute))
      answer('fallback', requestUrl(route, values, base), route.status, target(route, values));
    const valid = fromTarget[0] ?? fromFallback[0];
    if (valid === undefined) continue;
    const expected = target(route, valid);
    answer(
      'unknown-parameter',
      requestUrl(route, valid, base, ['utm_source=feed', '_=1700000000']),
      route.status,
      expected,
    );
    // One per path: a value percent-encoded where it need not be (`limit=%35` is `limit=5`).
    const encodable = Object.entries(route.query).find(
      ([, v]) => placeholderName(v) !== null && /^[A-Za-z0-9]/.test(valid[v.slice(1)] ?? ''),
    );
    if (encodable !== undefined && !encodedPaths.has(route.path)) {
      encodedPaths.add(route.path);
      const [key, placeholder] = encodable;
      const value = valid[placeholder.slice(1)]!;
      const encoded = `%${value.charCodeAt(0).toString(16).toUpperCase()}${encodeURIComponent(value.slice(1))}`;
      const plain = requestUrl(route, valid, base);
      answer(
        'encoded-value',
        plain.replace(`${key}=${encodeURIComponent(value)}`, `${key}=${encoded}`),
        route.status,
        expected,
      );
    }
    if (Object.keys(route.query).length > 0 && isLiteralPath(route.path)) {
      const url = requestUrl(route, valid, base);
      answer('trailing-slash', url.replace('?', '/?'), route.status, expected);
    }
    for (const name of placeholdersOf(route)) {
      const c = route.constraints?.[name];
      if (c === undefined) continue;
      const key = Object.entries(route.query).find(([, v]) => v === `:${name}`)?.[0];
      const bad = invalidValue(c);
      if (bad !== undefined) {
        answer('invalid', requestUrl(route, { ...valid, [name]: bad }, base), c.otherwise.status, c.otherwise.to);
        // Of a repeated parameter the first value counts.
        if (key !== undefined)
          answer(
            'repeated-parameter',
            requestUrl(route, valid, base, [`${key}=${encodeURIComponent(bad)}`]),
            route.status,
            expected,
          );
      }
      const unknown = wellFormedUnknown(c);
      if (unknown !== undefined && c.wellFormed !== undefined) {
        answer(
          'well-formed',
          requestUrl(route, { ...valid, [name]: unknown }, base),
          c.wellFormed.status,
          c.wellFormed.to,
        );
      }
    }
  }

  const published = files.filter((f) => !isHidden(f));
  for (const file of spread(published, options.canonical)) answer('canonical', withBasePath(base, file), 200, file);
  for (const file of spread(published, 5)) answer('head', withBasePath(base, file), 200, file, 'HEAD');
  answer('canonical', base, 200, '/index.html');
  // Every page for people at the address its links use: the folder, with its trailing slash.
  const pages = published.filter((f) => f.endsWith('/index.html') && f !== '/index.html');
  for (const file of pages) {
    answer('page', withBasePath(base, file.slice(0, -'index.html'.length)), 200, file);
  }
  // A query that does not decode is ignored on a page, as a static host ignores it (the API refuses it with 400).
  for (const file of ['/index.html', '/compare/index.html'].filter((f) => published.includes(f))) {
    const url = `${withBasePath(base, file.slice(0, -'index.html'.length))}?models=%ZZ&utm_source=%E0%A4%A`;
    answer('malformed-query', url, 200, file);
  }
  // An unknown address outside the API is a missing page: the HTML 404 page (hidden files are unknown addresses).
  for (const file of files.filter(isHidden)) answer('hidden', withBasePath(base, file), 404, NOT_FOUND_PAGE);
  for (const path of ['/no-such-endpoint', '/about', '/a/b/c.png', '/rankings/no-such-ranking/'])
    answer('unknown-path', withBasePath(base, path), 404, NOT_FOUND_PAGE);
  answer('unknown-path', withBasePath(base, '/v1/no-such-endpoint'), 404, table.errors.not_found.v1);
  // Below the API's other folders an unknown address keeps its JSON error.
  for (const path of ['/leaderboard/no-such-file', '/changes/no/such', '/errors/no-such', '/shields/no-such.json'])
    answer('unknown-api-path', withBasePath(base, path), 404, table.errors.not_found.legacy);
  const preflight = (url: string) =>
    cases.push({
      kind: 'preflight',
      method: 'OPTIONS',
      url,
      status: 204,
      body: null,
      headers: { ...PREFLIGHT_HEADERS },
    });
  preflight(withBasePath(base, '/v1/leaderboard?limit=5'));
  preflight(withBasePath(base, '/leaderboard'));
  preflight(withBasePath(base, published[0]!));
  const refused = { Allow: ALLOWED_METHODS, 'Cache-Control': NO_STORE };
  answer('method', withBasePath(base, '/v1/leaderboard'), 405, table.errors.method_not_allowed.v1, 'POST', refused);
  answer('method', withBasePath(base, '/changes'), 405, table.errors.method_not_allowed.legacy, 'DELETE', refused);
  answer('method', withBasePath(base, published[0]!), 405, table.errors.method_not_allowed.legacy, 'PUT', refused);
  return cases;
}
