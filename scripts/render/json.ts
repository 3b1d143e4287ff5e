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
const HAS_HTML_UNSAFE = /[<>&\u2028\u2029]/;

/** JSON that may be inlined in an HTML page or a script as it is. */
export function htmlSafeJson(value: unknown): string {
  const text = JSON.stringify(value);
  // Most bodies have none of these: one scan without a replacement callback.
  if (!HAS_HTML_UNSAFE.test(text)) return text;
  return text.replace(HTML_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * A JSON array already serialised (HTML-safe): the rows many files share (every v1 page of a dimension, a run's
 * legacy files) are serialised once and spliced in, instead of once per file.
 */
export class JsonArrayText<T> {
  declare readonly items: T[];
  readonly itemTexts: readonly string[];
  constructor(itemTexts: readonly string[]) {
    this.itemTexts = itemTexts;
  }
  slice(end: number): JsonArrayText<T> {
    return new JsonArrayText(this.itemTexts.slice(0, end));
  }
  get length(): number {
    return this.itemTexts.length;
  }
}

/** A body whose top-level arrays may be given pre-serialised. */
export type BodyWithText<T> = { [K in keyof T]: T[K] extends (infer I)[] ? T[K] | JsonArrayText<I> : T[K] };

/** Stands in for a pre-serialised array during JSON.stringify; never appears in any output. */
const SPLICE = `\u0000splice-${process.pid}-${Math.random().toString(36).slice(2)}\u0000`;
const SPLICE_JSON = JSON.stringify(SPLICE);

/**
 * Compact, HTML-safe JSON with a trailing newline; key order is the order the object was built in. Arrays given
 * pre-serialised are spliced in as parts (BodyParts): the writer encodes them where the envelope leaves room,
 * without joining them into one string first.
 */
export function jsonFile(path: string, body: unknown): SiteFile {
  if (body === null || typeof body !== 'object' || !Object.values(body).some((v) => v instanceof JsonArrayText)) {
    return { path, body: `${htmlSafeJson(body)}\n` };
  }
  const spliced: JsonArrayText<unknown>[] = [];
  const envelope = Object.fromEntries(
    Object.entries(body).map(([key, value]) => {
      if (!(value instanceof JsonArrayText)) return [key, value];
      spliced.push(value);
      return [key, SPLICE];
    }),
  );
  const pieces = htmlSafeJson(envelope).split(SPLICE_JSON);
  const parts: string[] = [pieces[0]!];
  spliced.forEach((array, i) => {
    parts.push('[');
    array.itemTexts.forEach((item, j) => {
      if (j > 0) parts.push(',');
      parts.push(item);
    });
    parts.push(']', pieces[i + 1]!);
  });
  parts.push('\n');
  return { path, body: parts };
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
