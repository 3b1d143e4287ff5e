// `_redirects` (Netlify syntax) from the route list: query rules match an exact parameter set, first match wins.
import { withBasePath } from './headers.ts';
import type { Route } from './types.ts';

function renderRoute(route: Route, basePath: string): string {
  const query = Object.entries(route.query).map(([name, value]) => `${name}=${value}`);
  // Status 200 rewrites and precise error answers are forced (`!`) so they apply even where a file exists;
  // catch-all 404 rules are not, so that existing files keep answering.
  const isCatchAll = route.path.endsWith('*') && route.status === 404;
  const status = `${route.status}${isCatchAll ? '' : '!'}`;
  return [withBasePath(basePath, route.path), ...query, withBasePath(basePath, route.to), status].join(' ');
}

/**
 * Rules in the order sections declared them, except that within one path a rule with more query parameters
 * comes first (a rule with fewer parameters would never match a request carrying more, but ordering by
 * specificity keeps the file readable and the intent obvious).
 */
export function renderRedirects(routes: readonly Route[], basePath: string): string {
  const pathOrder = new Map<string, number>();
  routes.forEach((r) => pathOrder.has(r.path) || pathOrder.set(r.path, pathOrder.size));
  const ordered = routes
    .map((route, index) => ({ route, index }))
    .sort(
      (a, b) =>
        (pathOrder.get(a.route.path) ?? 0) - (pathOrder.get(b.route.path) ?? 0) ||
        Object.keys(b.route.query).length - Object.keys(a.route.query).length ||
        a.index - b.index,
    );
  return `${ordered.map(({ route }) => renderRoute(route, basePath)).join('\n')}\n`;
}
