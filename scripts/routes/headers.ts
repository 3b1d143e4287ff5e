// Response headers every host sends: the rules of the table applied to the answering file, CORS (docs/api.md),
// the preflight answer, and the fields of generated answers.
import type { HeaderRule } from './schema.ts';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
/** v1 answers may be cached for an hour. */
export const V1_CACHE_CONTROL = 'public, max-age=3600';
/**
 * v1 error answers for a minute only: an unknown model or run may be published at any moment, and an edge that
 * kept a 404 for the hour would hide it that long; a minute still absorbs a burst of misses.
 */
export const V1_ERROR_CACHE_CONTROL = 'public, max-age=60';
/** Every file without a rule of its own: cacheable, always revalidated (Netlify's and Cloudflare's default). */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Generated answers (method not allowed, rate limit) depend on the moment: never cached. */
export const NO_STORE = 'no-store';
export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

/**
 * Fields a browser script may read on a cross-origin answer only when listed: revalidation, the deprecation
 * notice and the rate limit (draft IETF RateLimit fields).
 */
const EXPOSED_HEADERS =
  'ETag, Last-Modified, Link, Deprecation, Sunset, X-API-Status, RateLimit, RateLimit-Policy, Retry-After';

/** Headers of every answer, errors included: CORS for everyone and no content sniffing. */
export const BASE_HEADER_RULES: HeaderRule[] = [
  {
    for: '/*',
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Expose-Headers': EXPOSED_HEADERS,
      'X-Content-Type-Options': 'nosniff',
    },
  },
];

/** The CORS preflight answer (204, no body): any origin, the read methods, any request header, for a day. */
export const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': ALLOWED_METHODS,
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Max-Age': '86400',
  'Cache-Control': 'public, max-age=86400',
  'X-Content-Type-Options': 'nosniff',
};

/** `/v1/*` matches every path below `/v1/`; any other pattern one exact path. */
export function matchesHeaderPattern(pattern: string, path: string): boolean {
  return pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/**
 * The headers of a site file (path relative to the base path): every matching rule, later ones overriding,
 * and the default `Cache-Control` where no rule sets one, so that every host sends the same value.
 */
export function headersFor(rules: readonly HeaderRule[], file: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (matchesHeaderPattern(rule.for, file)) Object.assign(headers, rule.headers);
  headers['Cache-Control'] ??= DEFAULT_CACHE_CONTROL;
  return headers;
}
