// Serialisation shared by every JSON file and the envelopes of both API generations.
import type { Site } from '../data/schema.ts';
import type { HeaderRule, SiteFile } from './types.ts';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
/** Spec part 8: v1 responses may be cached for an hour. */
export const V1_CACHE_CONTROL = 'public, max-age=3600';

/** Compact JSON with a trailing newline; key order is the order the object was built in. */
export function jsonFile(path: string, body: unknown): SiteFile {
  return { path, body: `${JSON.stringify(body)}\n` };
}

export interface Attribution {
  text: string;
  license: string;
  url: string;
}

export function attributionOf(site: Site): Attribution {
  return { text: site.attribution, license: site.license, url: site.url };
}

export function legacyError(error: string) {
  return { ok: false as const, error };
}

export function v1Error(error: string) {
  return { status: 'error' as const, error };
}

/** The JSON content type for every file below `dir` (`/v1/leaderboard` → `/v1/leaderboard/*`). */
export function jsonContentType(dir: string): HeaderRule {
  return { for: `${dir}/*`, headers: { 'Content-Type': JSON_CONTENT_TYPE } };
}
