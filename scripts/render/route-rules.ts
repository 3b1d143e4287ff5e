// The route list as ordered redirect rules: most specific first, small constrained value sets spelled out.
import type { ParamConstraint, Route } from './types.ts';

/**
 * A constrained placeholder whose invalid values must answer 400 is spelled out value by value (then one rule
 * sends every other value to its error file) while a route needs at most this many rules for it; larger value
 * sets stay placeholders, which a CDN answers with its 404 page for an unknown value.
 */
export const EXPANSION_BUDGET = 16;

/** One `_redirects` line before the base path is applied. Paths are site-relative, like the routes. */
export interface RedirectRule {
  from: string;
  query: Record<string, string>;
  to: string;
  status: number;
  force: boolean;
  /** Index of the route (in the route list) this rule came from. */
  route: number;
}

const PLACEHOLDER = /^:([A-Za-z_][A-Za-z0-9_]*)$/;
/** Values that can be written into a rule as they are (no spaces, nothing to percent-encode). */
const SAFE_VALUE = /^[A-Za-z0-9._~-]+$/;

/** Placeholder names of a route: `:name` path segments and `:name` query values. */
export function placeholdersOf(route: Pick<Route, 'path' | 'query'>): Set<string> {
  const names = new Set<string>();
  for (const part of [...route.path.split('/'), ...Object.values(route.query)]) {
    const name = PLACEHOLDER.exec(part)?.[1];
    if (name !== undefined) names.add(name);
  }
  return names;
}

/** Replaces `:name` tokens (whole names only: `:run_id` never touches `:run_ids`). */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (token, name: string) => values[name] ?? token);
}

function fillRoute(route: Route, values: Record<string, string>): Pick<RedirectRule, 'from' | 'query' | 'to'> {
  const query = Object.fromEntries(Object.entries(route.query).map(([k, v]) => [k, fillPlaceholders(v, values)]));
  return { from: fillPlaceholders(route.path, values), query, to: fillPlaceholders(route.to, values) };
}

/**
 * A literal path is forced (`!`) so the rule applies even where a folder of the same name exists; a path with a
 * placeholder or splat is not, so that the canonical files it also matches (`/v1/models/x.json` for
 * `/v1/models/:slug`) keep answering themselves.
 */
function isForced(path: string): boolean {
  return !path.split('/').some((segment) => segment.includes('*') || PLACEHOLDER.test(segment));
}

/** Constraints worth spelling out, in declaration order: 400 answers only, within the budget (smallest first). */
function expandedConstraints(route: Route): [string, ParamConstraint][] {
  const names = placeholdersOf(route);
  const candidates = Object.entries(route.constraints ?? {}).filter(
    ([name, c]) =>
      names.has(name) &&
      c.otherwise.status === 400 &&
      c.wellFormed === undefined &&
      c.allowed.length > 0 &&
      c.allowed.every((value) => SAFE_VALUE.test(value)),
  );
  const chosen = new Set<string>();
  let product = 1;
  for (const [name, c] of [...candidates].sort((a, b) => a[1].allowed.length - b[1].allowed.length)) {
    if (product * c.allowed.length > EXPANSION_BUDGET) break;
    product *= c.allowed.length;
    chosen.add(name);
  }
  return candidates.filter(([name]) => chosen.has(name));
}

/** Every combination of allowed values of `params` (in order), as placeholder → value maps. */
function combinations(params: readonly [string, ParamConstraint][]): Record<string, string>[] {
  return params.reduce<Record<string, string>[]>(
    (acc, [name, c]) => acc.flatMap((values) => c.allowed.map((value) => ({ ...values, [name]: value }))),
    [{}],
  );
}

/**
 * One route's rules. With spelled-out params p1…pk: every valid combination first, then for i = k…1 the rules
 * that send an invalid pi (p1…pi-1 valid) to pi's error file, so the first invalid parameter in declaration
 * order names the error, as the serve command does.
 */
function expandRoute(route: Route, index: number): RedirectRule[] {
  const force = isForced(route.path);
  const expanded = expandedConstraints(route);
  const rule = (values: Record<string, string>, to: string, status: number): RedirectRule => ({
    ...fillRoute(route, values),
    to: fillPlaceholders(to, values),
    status,
    force,
    route: index,
  });
  const rules = combinations(expanded).map((values) => rule(values, route.to, route.status));
  for (let i = expanded.length - 1; i >= 0; i--) {
    const [, constraint] = expanded[i]!;
    for (const values of combinations(expanded.slice(0, i))) {
      rules.push(rule(values, constraint.otherwise.to, constraint.otherwise.status));
    }
  }
  return rules;
}

/**
 * Rules in the order sections declared their routes, except that routes of one path are ordered by the number
 * of query parameters, most first: the engine matches a rule whose parameters are all present in a request
 * (others may be present too), so a rule with fewer parameters placed first would swallow the more specific one.
 */
export function routeRules(routes: readonly Route[]): RedirectRule[] {
  const pathOrder = new Map<string, number>();
  routes.forEach((r) => pathOrder.has(r.path) || pathOrder.set(r.path, pathOrder.size));
  return routes
    .map((route, index) => ({ route, index }))
    .sort(
      (a, b) =>
        (pathOrder.get(a.route.path) ?? 0) - (pathOrder.get(b.route.path) ?? 0) ||
        Object.keys(b.route.query).length - Object.keys(a.route.query).length ||
        a.index - b.index,
    )
    .flatMap(({ route, index }) => expandRoute(route, index));
}
