// JSON bodies for paths that match nothing: the v1 envelope below /v1/, the legacy envelope elsewhere.
import type { BuildContext } from '../compute/context.ts';
import { jsonContentType, jsonFile, legacyError, v1Error } from './json.ts';
import type { SiteSection } from './types.ts';

export const LEGACY_ERRORS_DIR = '/errors';
export const V1_ERRORS_DIR = '/v1/errors';
export const LEGACY_NOT_FOUND_FILE = `${LEGACY_ERRORS_DIR}/not-found.json`;
export const V1_NOT_FOUND_FILE = `${V1_ERRORS_DIR}/not-found.json`;

export function renderErrorBodies(_ctx: BuildContext): SiteSection {
  return {
    files: [
      jsonFile(LEGACY_NOT_FOUND_FILE.slice(1), legacyError('not found')),
      jsonFile(V1_NOT_FOUND_FILE.slice(1), v1Error('not found: no such endpoint or resource')),
    ],
    routes: [
      { path: '/v1/*', query: {}, to: V1_NOT_FOUND_FILE, status: 404 },
      { path: '/*', query: {}, to: LEGACY_NOT_FOUND_FILE, status: 404 },
    ],
    headers: [jsonContentType(LEGACY_ERRORS_DIR), jsonContentType(V1_ERRORS_DIR)],
  };
}
