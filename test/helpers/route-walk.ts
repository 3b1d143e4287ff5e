// Request cases for every route of a built site, derived from the route manifest and the files on disk:
// whatever routes the sections declare at test time are walked, with values taken from the files that exist.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { withBasePath } from '../../scripts/routes/base-path.ts';
import { type ParamConstraint, parseRouteTable, type Route, type RouteTable } from '../../scripts/routes/schema.ts';
import { ROUTE_TABLE_FILE } from '../../scripts/routes/table.ts';
import { fillTemplate, placeholderName } from '../../scripts/routes/template.ts';

/** The value a placeholder gets when no file names it (a fallback route accepts anything). */
export const ANY_VALUE = 'zz-unknown';
/** What a `*` splat stands for in a request. */
export const SPLAT_VALUE = 'no-such-endpoint';

export interface WalkCase {
  route: number;
  /** Path and query, base path included, as a client sends it. */
  url: string;
  /** Site URL path of the file that must answer (base path included) and the status. */
  file: string;
  status: number;
  kind: 'value' | 'invalid' | 'well-formed';
}

export async function readRouteTable(outDir: string): Promise<RouteTable> {
  const file = path.join(outDir, ROUTE_TABLE_FILE);
  return parseRouteTable(await readFile(file, 'utf8'), file);
}

/** Placeholder names of a route: `:name` path segments and `:name` query values. */
function placeholdersOf(route: Route): Set<string> {
  const parts = [...route.path.split('/'), ...Object.values(route.query)];
  return new Set(parts.map(placeholderName).filter((name) => name !== null));
}

/** Every file of the output as a site-relative URL path (`/v1/leaderboard/execution_raw.json`). */
export async function listSiteFiles(outDir: string): Promise<string[]> {
  return (await fg('**/*', { cwd: outDir, onlyFiles: true })).map((f) => `/${f}`).sort();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Placeholder values for which the route's target file exists (one map per file), in file order. */
function valuesFromFiles(route: Route, files: readonly string[]): Record<string, string>[] {
  const names: string[] = [];
  const source = route.to.split(/(:[A-Za-z_][A-Za-z0-9_]*)/).map((part, i) => {
    if (i % 2 === 0) return escapeRegExp(part);
    names.push(part.slice(1));
    return '([^/]+?)';
  });
  if (names.length === 0) return [{}];
  const pattern = new RegExp(`^${source.join('')}$`);
  // A file of the same shape is not a value of the route when its constraint does not allow it
  // (`/v1/dcd/leaderboard/latest.json` beside `/v1/dcd/leaderboard/:run_id.json`).
  const allowed = (name: string, value: string) => route.constraints?.[name]?.allowed.includes(value) ?? true;
  return files.flatMap((file) => {
    const m = pattern.exec(file);
    const values = m === null ? null : Object.fromEntries(names.map((name, i) => [name, m[i + 1]!]));
    return values !== null && Object.entries(values).every(([name, value]) => allowed(name, value)) ? [values] : [];
  });
}

/** Up to `max` items spread evenly over the list, first and last included. */
export function spread<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  return Array.from({ length: max }, (_, i) => items[Math.round((i * (items.length - 1)) / (max - 1))]!);
}

function requestUrl(route: Route, values: Record<string, string>, basePath: string): string {
  const pathPart = route.path
    .split('/')
    .map((segment) => (segment === '*' ? SPLAT_VALUE : segment.startsWith(':') ? encodeURIComponent(values[segment.slice(1)] ?? ANY_VALUE) : segment))
    .join('/');
  const query = Object.entries(route.query).map(([key, value]) => {
    const filled = value.startsWith(':') ? (values[value.slice(1)] ?? ANY_VALUE) : value;
    return `${encodeURIComponent(key)}=${encodeURIComponent(filled)}`;
  });
  return withBasePath(basePath, query.length === 0 ? pathPart : `${pathPart}?${query.join('&')}`);
}

/** A value the constraint rejects with `otherwise` (not allowed, not well-formed). */
function invalidValue(c: ParamConstraint): string | undefined {
  const wellFormed = c.wellFormed === undefined ? null : new RegExp(c.wellFormed.pattern);
  return ['zz-invalid', 'not valid!', '-1', '0', '1.5', '999999', ''].find((v) => !c.allowed.includes(v) && !(wellFormed?.test(v) ?? false));
}

/** A value that matches the well-formed pattern without being allowed: an allowed value with its characters changed. */
function wellFormedUnknown(c: ParamConstraint): string | undefined {
  if (c.wellFormed === undefined) return undefined;
  const pattern = new RegExp(c.wellFormed.pattern);
  const mutations = c.allowed.flatMap((v) => [
    v.replace(/[0-9]/g, '0').replace(/[a-z]/g, 'z').replace(/[A-Z]/g, 'Z'),
    v.replace(/[0-9]/g, '9').replace(/[a-z]/g, 'q'),
    v.replace(/[0-9]/g, '1').replace(/[a-z]/g, 'x'),
  ]);
  return ['zz-unknown', '999999', '1999-W01', ...mutations].find((v) => pattern.test(v) && !c.allowed.includes(v));
}

export interface RouteWalk {
  cases: WalkCase[];
  /** Routes answering 200 that no file on disk satisfies: they could never answer. */
  unreachable: number[];
}

/**
 * Cases for every route: up to `perRoute` value sets taken from existing files, and for each constrained
 * placeholder one rejected value (and one well-formed unknown value where the constraint tells them apart).
 */
export function walkRoutes(manifest: RouteTable, files: readonly string[], perRoute: number): RouteWalk {
  const base = manifest.base_path;
  const cases: WalkCase[] = [];
  const unreachable: number[] = [];
  manifest.routes.forEach((route, index) => {
    const found = valuesFromFiles(route, files);
    if (found.length === 0 && route.status === 200) unreachable.push(index);
    for (const values of spread(found, perRoute)) {
      cases.push({ route: index, url: requestUrl(route, values, base), file: withBasePath(base, fillTemplate(route.to, values)), status: route.status, kind: 'value' });
    }
    const valid = found[0];
    if (valid === undefined) return;
    const names = placeholdersOf(route);
    for (const [name, c] of Object.entries(route.constraints ?? {})) {
      if (!names.has(name)) continue;
      // Constraints before this one keep valid values, so this one is the first (and only) to fail.
      const bad = invalidValue(c);
      if (bad !== undefined) {
        cases.push({ route: index, url: requestUrl(route, { ...valid, [name]: bad }, base), file: withBasePath(base, c.otherwise.to), status: c.otherwise.status, kind: 'invalid' });
      }
      const unknown = wellFormedUnknown(c);
      if (unknown !== undefined && c.wellFormed !== undefined) {
        cases.push({ route: index, url: requestUrl(route, { ...valid, [name]: unknown }, base), file: withBasePath(base, c.wellFormed.to), status: c.wellFormed.status, kind: 'well-formed' });
      }
    }
  });
  return { cases, unreachable };
}

/** For each path, the parameter sets (sorted names joined by "&") no route declares although a superset does. */
export function missingSubsets(routes: readonly Route[]): string[] {
  const byPath = new Map<string, Set<string>>();
  for (const route of routes) {
    const sets = byPath.get(route.path) ?? new Set<string>();
    sets.add(Object.keys(route.query).sort().join('&'));
    byPath.set(route.path, sets);
  }
  const missing: string[] = [];
  for (const [routePath, sets] of byPath) {
    const names = [...new Set([...sets].flatMap((s) => (s === '' ? [] : s.split('&'))))].sort();
    for (let mask = 0; mask < 1 << names.length; mask++) {
      const subset = names.filter((_, i) => mask & (1 << i)).join('&');
      if (!sets.has(subset)) missing.push(`${routePath}?${subset}`);
    }
  }
  return missing;
}
