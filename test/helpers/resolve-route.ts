// Evaluates a declared route list (the list `_redirects` and the serve command's routes are written from) for one
// request URL: exact query-parameter sets, first match wins, then the placeholder constraints. Lets tests assert
// which file and status a section declares for a URL without running a host (the HTTP tests check the same
// answers through the serve command).
import type { Route } from '../../scripts/render/types.ts';

export interface RouteAnswer {
  status: number;
  /** Target file with a leading slash, placeholders filled in. */
  file: string;
}

function matchPath(pattern: string, path: string, params: Record<string, string>): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] ?? '';
    if (segment === '*') return true;
    const value = have[i];
    if (value === undefined) return false;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(value);
    else if (segment !== value) return false;
  }
  return want.length === have.length;
}

function matchQuery(route: Route, query: URLSearchParams, params: Record<string, string>): boolean {
  const names = [...new Set(query.keys())];
  if (names.length !== Object.keys(route.query).length) return false;
  for (const [name, value] of Object.entries(route.query)) {
    const actual = query.get(name);
    if (actual === null) return false;
    if (value.startsWith(':')) params[value.slice(1)] = actual;
    else if (value !== actual) return false;
  }
  return true;
}

/** The answer the route list gives for `url` (path plus query, relative to the site root), or null. */
export function resolveRoute(routes: readonly Route[], url: string): RouteAnswer | null {
  const parsed = new URL(url, 'http://site.invalid');
  for (const route of routes) {
    const params: Record<string, string> = {};
    if (!matchPath(route.path, parsed.pathname, params) || !matchQuery(route, parsed.searchParams, params)) continue;
    for (const [name, constraint] of Object.entries(route.constraints ?? {})) {
      const value = params[name] ?? '';
      if (constraint.allowed.includes(value)) continue;
      if (constraint.wellFormed && new RegExp(constraint.wellFormed.pattern).test(value)) {
        return { status: constraint.wellFormed.status, file: constraint.wellFormed.to };
      }
      return { status: constraint.otherwise.status, file: constraint.otherwise.to };
    }
    const file = route.to.replace(/:([a-z_]+)/g, (_, name: string) => params[name] ?? `:${name}`);
    return { status: route.status, file };
  }
  return null;
}
