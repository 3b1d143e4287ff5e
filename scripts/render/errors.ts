// JSON bodies of the answers no endpoint gives: paths that match nothing, methods other than GET, HEAD and
// OPTIONS, and the v1 rate limit. The v1 envelope below /v1/, the legacy envelope elsewhere.
import type { BuildContext } from '../compute/context.ts';
import type { RouteTable } from '../routes/schema.ts';
import { V1_RATE_LIMIT } from '../routes/table.ts';
import { jsonContentType, jsonFile, legacyError, v1Error } from './json.ts';
import type { SiteSection } from './types.ts';

export const LEGACY_ERRORS_DIR = '/errors';
export const V1_ERRORS_DIR = '/v1/errors';
const LEGACY_NOT_FOUND_FILE = `${LEGACY_ERRORS_DIR}/not-found.json`;
const V1_NOT_FOUND_FILE = `${V1_ERRORS_DIR}/not-found.json`;

export const NOT_FOUND_MESSAGE = { v1: 'not found: no such endpoint or resource', legacy: 'not found' } as const;
const METHOD_NOT_ALLOWED_MESSAGE = 'method not allowed: use GET, HEAD or OPTIONS';

export function rateLimitMessage(limit: number): string {
  return `rate limit exceeded: ${limit} requests per minute`;
}

/** Where the table finds the bodies of its generic answers. */
export const ERROR_FILES: RouteTable['errors'] = {
  not_found: { v1: V1_NOT_FOUND_FILE, legacy: LEGACY_NOT_FOUND_FILE },
  method_not_allowed: {
    v1: `${V1_ERRORS_DIR}/method-not-allowed.json`,
    legacy: `${LEGACY_ERRORS_DIR}/method-not-allowed.json`,
  },
  rate_limited: `${V1_ERRORS_DIR}/rate-limited.json`,
};

export function renderErrorBodies(_ctx: BuildContext): SiteSection {
  const { not_found, method_not_allowed, rate_limited } = ERROR_FILES;
  return {
    files: [
      jsonFile(not_found.legacy, legacyError(NOT_FOUND_MESSAGE.legacy)),
      jsonFile(not_found.v1, v1Error(NOT_FOUND_MESSAGE.v1)),
      jsonFile(method_not_allowed.legacy, legacyError(METHOD_NOT_ALLOWED_MESSAGE)),
      jsonFile(method_not_allowed.v1, v1Error(METHOD_NOT_ALLOWED_MESSAGE)),
      jsonFile(rate_limited, v1Error(rateLimitMessage(V1_RATE_LIMIT))),
    ],
    routes: [
      { path: '/v1/*', query: {}, to: V1_NOT_FOUND_FILE, status: 404 },
      { path: '/*', query: {}, to: LEGACY_NOT_FOUND_FILE, status: 404 },
    ],
    headers: [jsonContentType(LEGACY_ERRORS_DIR), jsonContentType(V1_ERRORS_DIR)],
  };
}
