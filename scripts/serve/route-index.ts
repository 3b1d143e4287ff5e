// From an engine match back to the route it came from, and that route's constraints applied to the request's
// values: what lets the serve command answer a precise 400/404 where a CDN can only miss a file.
import { withBasePath } from '../render/headers.ts';
import { type RedirectRule, routeRules } from '../render/route-rules.ts';
import type { ParamConstraint, Route } from '../render/types.ts';
import type { RedirectMatch } from './redirect-engine.ts';

/** An error answer: a site URL path (base path included) and its status. */
export interface ConstraintAnswer {
  to: string;
  status: number;
}

interface IndexedRule {
  rule: RedirectRule;
  /** The rule's target with each placeholder as a capture group, in `toNames` order. */
  toPattern: RegExp;
  toNames: string[];
  fromPattern: RegExp;
  fromNames: string[];
  /** Placeholder name → query key, for the rule's `key=:name` conditions. */
  queryNames: Map<string, string>;
  literals: [string, string][];
  constraints: [string, CompiledConstraint][];
}

interface CompiledConstraint {
  allowed: Set<string>;
  otherwise: ConstraintAnswer;
  wellFormed?: { pattern: RegExp } & ConstraintAnswer;
}

const TOKEN = /:([A-Za-z_][A-Za-z0-9_]*)/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/v1/leaderboard/:dimension/:limit.json` → a RegExp with one group per placeholder. */
function templatePattern(template: string, placeholder: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const token of template.matchAll(TOKEN)) {
    source += escapeRegExp(template.slice(last, token.index));
    source += placeholder;
    names.push(token[1]!);
    last = token.index + token[0].length;
  }
  source += escapeRegExp(template.slice(last)).replace(/\\\*$/, '(.*)');
  return { pattern: new RegExp(`^${source}/?$`), names };
}

function compileConstraint(c: ParamConstraint, basePath: string): CompiledConstraint {
  const answer = (a: { to: string; status: number }) => ({ to: withBasePath(basePath, a.to), status: a.status });
  return {
    allowed: new Set(c.allowed),
    otherwise: answer(c.otherwise),
    ...(c.wellFormed === undefined ? {} : { wellFormed: { pattern: new RegExp(c.wellFormed.pattern), ...answer(c.wellFormed) } }),
  };
}

function indexRule(rule: RedirectRule, route: Route, basePath: string): IndexedRule {
  const to = templatePattern(withBasePath(basePath, rule.to), '(.*?)');
  const from = templatePattern(withBasePath(basePath, rule.from), '([^/]+)');
  const queryNames = new Map<string, string>();
  const literals: [string, string][] = [];
  for (const [key, value] of Object.entries(rule.query)) {
    if (value.startsWith(':')) queryNames.set(value.slice(1), key);
    else literals.push([key, value]);
  }
  const constraints = Object.entries(route.constraints ?? {}).map(([name, c]): [string, CompiledConstraint] => [name, compileConstraint(c, basePath)]);
  return { rule, toPattern: to.pattern, toNames: to.names, fromPattern: from.pattern, fromNames: from.names, queryNames, literals, constraints };
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Placeholder values as the engine filled them in: from the target, else the query, else the path. */
function valuesOf(entry: IndexedRule, match: RedirectMatch, path: string, params: URLSearchParams): Map<string, string> | null {
  const toGroups = entry.toPattern.exec(match.to);
  if (toGroups === null) return null;
  const values = new Map<string, string>();
  const fromGroups = entry.fromPattern.exec(path);
  entry.fromNames.forEach((name, i) => fromGroups?.[i + 1] !== undefined && values.set(name, fromGroups[i + 1]!));
  for (const [name, key] of entry.queryNames) {
    const all = params.getAll(key);
    if (all.length > 0) values.set(name, all[all.length - 1]!);
  }
  entry.toNames.forEach((name, i) => values.set(name, decoded(toGroups[i + 1] ?? '')));
  return values;
}

export interface RouteIndex {
  /** The error answer for the first constrained value the request gets wrong, in declaration order; else null. */
  violation(match: RedirectMatch, path: string, query: string): ConstraintAnswer | null;
}

export function createRouteIndex(routes: readonly Route[], basePath: string): RouteIndex {
  const byFrom = new Map<string, IndexedRule[]>();
  for (const rule of routeRules(routes)) {
    // Every rule is indexed, constrained or not, so the first one consistent with a match is the one that matched.
    const route = routes[rule.route]!;
    const from = withBasePath(basePath, rule.from);
    byFrom.set(from, [...(byFrom.get(from) ?? []), indexRule(rule, route, basePath)]);
  }
  return {
    violation(match, path, query) {
      const candidates = byFrom.get(match.from);
      if (candidates === undefined) return null;
      const params = new URLSearchParams(query);
      for (const entry of candidates) {
        const { rule } = entry;
        if (rule.status !== match.status || rule.force !== match.force) continue;
        if (!entry.literals.every(([key, value]) => params.getAll(key).at(-1) === value)) continue;
        if (![...entry.queryNames.values()].every((key) => params.has(key))) continue;
        const values = valuesOf(entry, match, path, params);
        if (values === null) continue;
        for (const [name, c] of entry.constraints) {
          const value = values.get(name);
          if (value === undefined || c.allowed.has(value)) continue;
          return c.wellFormed !== undefined && c.wellFormed.pattern.test(value) ? c.wellFormed : c.otherwise;
        }
        return null;
      }
      return null;
    },
  };
}
