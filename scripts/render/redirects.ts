// `_redirects` (Netlify syntax) from the route list: query rules match a parameter set, first match wins.
import { LEGACY_NOT_FOUND_FILE } from './errors.ts';
import { withBasePath } from './headers.ts';
import { ROUTE_MANIFEST_FILE } from './route-manifest.ts';
import { type RedirectRule, routeRules } from './route-rules.ts';
import type { Route } from './types.ts';

export function renderRule(rule: Pick<RedirectRule, 'from' | 'query' | 'to' | 'status' | 'force'>, basePath: string): string {
  const query = Object.entries(rule.query).map(([name, value]) => `${name}=${value}`);
  const status = `${rule.status}${rule.force ? '!' : ''}`;
  return [withBasePath(basePath, rule.from), ...query, withBasePath(basePath, rule.to), status].join(' ');
}

/**
 * The route manifest sits in the output for the serve command only; a host that reads `_redirects` answers
 * it with the not-found body instead of publishing it.
 */
const HIDDEN_FILE_RULES: Pick<RedirectRule, 'from' | 'query' | 'to' | 'status' | 'force'>[] = [
  { from: `/${ROUTE_MANIFEST_FILE}`, query: {}, to: LEGACY_NOT_FOUND_FILE, status: 404, force: true },
];

export function renderRedirects(routes: readonly Route[], basePath: string): string {
  const lines = [...HIDDEN_FILE_RULES, ...routeRules(routes)].map((rule) => renderRule(rule, basePath));
  return `${lines.join('\n')}\n`;
}
