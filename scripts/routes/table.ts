// Assembles the route table from what the sections declare, in the order the resolver tries routes.
import { type HeaderRule, type Route, RouteTable } from './schema.ts';

/** 60 requests per IP address per minute on v1 (docs/serving.md). */
export const V1_RATE_LIMIT = 60;
export const RATE_WINDOW_SECONDS = 60;
export const V1_PREFIX = '/v1/';

export interface RouteTableInput {
  basePath: string;
  routes: readonly Route[];
  headers: readonly HeaderRule[];
  errors: RouteTable['errors'];
}

/**
 * Routes keep the order sections declared them, except that routes of one path are ordered by the number of
 * query parameters, most first: a route matches when all its parameters are present (others may be there too),
 * so one with fewer parameters placed first would swallow the more specific one.
 */
export function orderRoutes(routes: readonly Route[]): Route[] {
  const pathOrder = new Map<string, number>();
  for (const r of routes) if (!pathOrder.has(r.path)) pathOrder.set(r.path, pathOrder.size);
  return routes
    .map((route, index) => ({ route, index }))
    .sort(
      (a, b) =>
        pathOrder.get(a.route.path)! - pathOrder.get(b.route.path)! ||
        Object.keys(b.route.query).length - Object.keys(a.route.query).length ||
        a.index - b.index,
    )
    .map(({ route }) => route);
}

/** The table, checked against its schema: a section that declares an impossible route fails the build here. */
export function createRouteTable(input: RouteTableInput): RouteTable {
  return RouteTable.parse({
    base_path: input.basePath,
    routes: orderRoutes(input.routes),
    headers: input.headers,
    errors: input.errors,
    rate_limit: { prefix: V1_PREFIX, limit: V1_RATE_LIMIT, window_seconds: RATE_WINDOW_SECONDS },
  });
}

/** The table as the build writes it (`_route-table.json`). */
export const ROUTE_TABLE_FILE = '_route-table.json';

export function renderRouteTable(table: RouteTable): string {
  return `${JSON.stringify(table)}\n`;
}
