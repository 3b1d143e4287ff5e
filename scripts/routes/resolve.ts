// The resolver: a request in, a description of its answer out. Pure and dependency-free, so that the serve
// command, the Cloudflare worker and the Netlify edge function run this very code (the last two bundled).
//
// Semantics, the same on every host:
// 1. OPTIONS is a CORS preflight (204). Methods other than GET and HEAD get 405 in the path's envelope.
// 2. A path that names a published file answers with it (a path ending in `/` names its `index.html`), unless
//    a route with a literal path matches; names starting with `.` or `_` are never published.
// 3. Otherwise the first route (table order) whose path matches and whose query parameters are all present
//    (literal ones with that value) answers. Other query parameters are ignored; of a repeated parameter the
//    first value counts; a trailing slash is ignored, except by a redirect route (status 308: a folder's address
//    without its slash), which answers only paths without one, with its `to` and the query as `Location`.
// 4. The route's constraints are checked in declaration order: the first value that fails gives the error
//    answer (400 malformed, 404 well-formed but unknown). Else the route's file, then its fallback.
// 5. A query whose percent-encoding does not decode is ignored on a page (an HTML file answers the path without
//    it), as a static host does; anywhere else it is refused with 400.
// Paths are decoded; answers name files relative to the base path.
import { REQUEST_ERRORS } from '../errors/catalogue.ts';
import type { Envelope } from '../errors/envelope.ts';
import { stripBasePath, withBasePath } from './base-path.ts';
import { ALLOWED_METHODS, headersFor, NO_STORE, PREFLIGHT_HEADERS } from './headers.ts';
import { REDIRECT_STATUS } from './redirect.ts';
import { queryDecodes } from './request-target.ts';
import type { ErrorAnswer, Route, RouteTable } from './schema.ts';
import { fillTemplate, isLiteralPath, matchPath, placeholderName, trimTrailingSlash } from './template.ts';

interface ResolveInput {
  method: string;
  /** The decoded URL path, base path included. */
  path: string;
  /** The raw query string, without `?`. */
  query: string;
}

/**
 * A file that may answer: the host sends the first candidate that exists, with its status and headers. A
 * redirect names no file: the host sends its status and headers (`Location` among them) with an empty body.
 */
export interface Candidate {
  file: string;
  status: number;
  headers: Record<string, string>;
  /** Set on a redirect: the address the `Location` header carries. */
  location?: string;
}

export type Resolution =
  | { kind: 'preflight'; status: 204; headers: Record<string, string> }
  | { kind: 'files'; candidates: Candidate[] }
  /** A request refused before any file: the host sends the error in the path's envelope. */
  | { kind: 'refused'; status: 400; error: string };

export interface Resolver {
  resolve(input: ResolveInput): Resolution;
  /** The not-found answer in the envelope of a path: what to send when no candidate exists. */
  notFound(path: string): Candidate;
  envelopeOf(path: string): Envelope;
  /** True for the requests the rate limit counts: every method but OPTIONS on paths below its prefix. */
  countsTowardLimit(method: string, path: string): boolean;
  /** The answer to a request over the limit. */
  rateLimited(retryAfterSeconds: number): Candidate;
}

interface CompiledConstraint {
  name: string;
  allowed: Set<string>;
  otherwise: ErrorAnswer;
  wellFormed: (ErrorAnswer & { pattern: RegExp }) | null;
}

interface CompiledRoute {
  route: Route;
  literal: boolean;
  /** Query key → placeholder name, or null for a literal value. */
  query: [key: string, placeholder: string | null, literal: string][];
  constraints: CompiledConstraint[];
}

function compileRoute(route: Route): CompiledRoute {
  return {
    route,
    literal: isLiteralPath(route.path),
    query: Object.entries(route.query).map(([key, value]) => [key, placeholderName(value), value]),
    constraints: Object.entries(route.constraints ?? {}).map(([name, c]) => ({
      name,
      allowed: new Set(c.allowed),
      otherwise: c.otherwise,
      wellFormed: c.wellFormed === undefined ? null : { ...c.wellFormed, pattern: new RegExp(c.wellFormed.pattern) },
    })),
  };
}

function isHidden(sitePath: string): boolean {
  return sitePath.split('/').some((segment) => segment.startsWith('.') || segment.startsWith('_'));
}

/** Placeholder values of a route for a request, or null when its query parameters are not all there. */
function valuesFor(
  compiled: CompiledRoute,
  pathValues: Record<string, string>,
  params: URLSearchParams,
): Record<string, string> | null {
  const values = { ...pathValues };
  for (const [key, placeholder, literal] of compiled.query) {
    const value = params.get(key);
    if (value === null) return null;
    if (placeholder === null) {
      if (value !== literal) return null;
    } else {
      values[placeholder] = value;
    }
  }
  return values;
}

/** The routes compiled, and a lookup of the ones whose path matches a site path. */
function indexRoutes(table: RouteTable): {
  routes: CompiledRoute[];
  matchingRoutes: (site: string) => [number, Record<string, string>][];
} {
  const routes = table.routes.map(compileRoute);
  const literalRoutes = new Map<string, number[]>();
  const patternRoutes: number[] = [];
  for (const [index, compiled] of routes.entries()) {
    if (!compiled.literal) {
      patternRoutes.push(index);
      continue;
    }
    const key = trimTrailingSlash(compiled.route.path);
    literalRoutes.set(key, [...(literalRoutes.get(key) ?? []), index]);
  }
  /** Route indexes whose path matches, in table order, with their path placeholder values. */
  function matchingRoutes(site: string): [number, Record<string, string>][] {
    const literal = (literalRoutes.get(trimTrailingSlash(site)) ?? []).map((i): [number, Record<string, string>] => [
      i,
      {},
    ]);
    const patterned = patternRoutes.flatMap((i): [number, Record<string, string>][] => {
      const values = matchPath(routes[i]!.route.path, site);
      return values === null ? [] : [[i, values]];
    });
    return [...literal, ...patterned].sort((a, b) => a[0] - b[0]);
  }

  return { routes, matchingRoutes };
}

export function createResolver(table: RouteTable): Resolver {
  const { routes, matchingRoutes } = indexRoutes(table);

  const candidate = (file: string, status: number, extra: Record<string, string> = {}): Candidate => ({
    file,
    status,
    headers: { ...headersFor(table.headers, file), ...extra },
  });
  const envelopeOf = (path: string): Envelope => {
    const site = stripBasePath(table.base_path, path);
    return site !== null && (site === '/v1' || site.startsWith('/v1/')) ? 'v1' : 'legacy';
  };
  const notFound = (path: string) => candidate(table.errors.not_found[envelopeOf(path)], 404);
  /** The headers every answer carries (the rules for every path) and the redirect's own. */
  const redirectHeaders = (location: string): Record<string, string> => ({
    ...headersFor(
      table.headers.filter((rule) => rule.for === '/*'),
      '/',
    ),
    Location: location,
  });
  const errorCandidate = (answer: ErrorAnswer) => candidate(answer.to, answer.status);

  function routeAnswer(compiled: CompiledRoute, values: Record<string, string>, query: string): Candidate[] {
    for (const c of compiled.constraints) {
      const value = values[c.name];
      if (value === undefined || c.allowed.has(value)) continue;
      return [errorCandidate(c.wellFormed?.pattern.test(value) ? c.wellFormed : c.otherwise)];
    }
    const { route } = compiled;
    if (route.status === REDIRECT_STATUS) {
      const target = fillTemplate(route.to, values);
      const location = `${withBasePath(table.base_path, target)}${query === '' ? '' : `?${query}`}`;
      return [{ file: target, status: REDIRECT_STATUS, headers: redirectHeaders(location), location }];
    }
    const answers = [candidate(fillTemplate(route.to, values), route.status)];
    if (route.fallback !== undefined) answers.push(candidate(fillTemplate(route.fallback, values), route.status));
    return answers;
  }

  return {
    envelopeOf,
    notFound,
    countsTowardLimit(method, path) {
      if (method === 'OPTIONS') return false;
      const site = stripBasePath(table.base_path, path);
      const prefix = table.rate_limit.prefix;
      return site !== null && (site.startsWith(prefix) || `${site}/` === prefix);
    },
    rateLimited: (retryAfter) =>
      candidate(table.errors.rate_limited, 429, { 'Cache-Control': NO_STORE, 'Retry-After': String(retryAfter) }),
    resolve(input) {
      if (queryDecodes(input.query)) return resolveDecoded(input);
      const page = resolveDecoded({ ...input, query: '' });
      const first = page.kind === 'files' ? page.candidates[0] : undefined;
      if (first !== undefined && first.status === 200 && first.file.endsWith('.html'))
        return { kind: 'files', candidates: [first] };
      return {
        kind: 'refused',
        status: REQUEST_ERRORS.badRequest.status,
        error: REQUEST_ERRORS.badRequest.message('malformed percent-encoding in the query'),
      };
    },
  };

  function resolveDecoded({ method, path, query }: ResolveInput): Resolution {
    if (method === 'OPTIONS') return { kind: 'preflight', status: 204, headers: { ...PREFLIGHT_HEADERS } };
    if (method !== 'GET' && method !== 'HEAD') {
      const file = table.errors.method_not_allowed[envelopeOf(path)];
      return {
        kind: 'files',
        candidates: [candidate(file, 405, { Allow: ALLOWED_METHODS, 'Cache-Control': NO_STORE })],
      };
    }
    const site = stripBasePath(table.base_path, path);
    if (site === null) return { kind: 'files', candidates: [notFound(path)] };
    // A redirect adds the trailing slash: a path that has one is the folder itself.
    const matches = matchingRoutes(site).filter(
      ([i]) => !(routes[i]!.route.status === REDIRECT_STATUS && site.endsWith('/')),
    );
    const candidates: Candidate[] = [];
    if (!isHidden(site) && !matches.some(([i]) => routes[i]!.literal)) {
      candidates.push(candidate(site.endsWith('/') ? `${site}index.html` : site, 200));
    }
    const params = new URLSearchParams(query);
    for (const [index, pathValues] of matches) {
      const compiled = routes[index]!;
      const values = valuesFor(compiled, pathValues, params);
      if (values === null) continue;
      const answers = routeAnswer(compiled, values, query);
      // A redirect answers alone: hosts that serve a folder's index at its bare address must not get the chance.
      if (answers[0]?.location !== undefined) return { kind: 'files', candidates: answers };
      candidates.push(...answers);
      return { kind: 'files', candidates };
    }
    candidates.push(notFound(path));
    return { kind: 'files', candidates };
  }
}
