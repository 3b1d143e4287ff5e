// Serialisation shared by every JSON file and the envelopes of both API generations.
import type { Site } from '../data/schema.ts';
import { JSON_CONTENT_TYPE } from '../routes/headers.ts';
import type { HeaderRule } from '../routes/schema.ts';
import type { SiteFile } from './types.ts';

/**
 * Characters that could end or open markup when a body is inlined in a page (`</script>`, `<!--`), and the
 * line separators older JavaScript parsers refuse in a literal: written as `\u` escapes, same JSON values.
 */
const HTML_UNSAFE = /[<>&\u2028\u2029]/g;

/** JSON that may be inlined in an HTML page or a script as it is. */
export function htmlSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(HTML_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Compact, HTML-safe JSON with a trailing newline; key order is the order the object was built in. */
export function jsonFile(path: string, body: unknown): SiteFile {
  return { path, body: `${htmlSafeJson(body)}\n` };
}

export interface Attribution {
  text: string;
  license: string;
  url: string;
}

export function attributionOf(site: Site): Attribution {
  return { text: site.attribution, license: site.license, url: site.url };
}

/** The JSON content type for every file below `dir` (`/v1/leaderboard` → `/v1/leaderboard/*`). */
export function jsonContentType(dir: string): HeaderRule {
  return { for: `${dir}/*`, headers: { 'Content-Type': JSON_CONTENT_TYPE } };
}
