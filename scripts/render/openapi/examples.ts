// Examples of answers: each one is a built file, named by the request that gets it. A large answer is shown by
// its first entries (marked `x-truncated`), so the document stays small and is complete in itself: nothing to
// fetch when a copy of it is read offline (openapi-typescript, validators).
import type { SiteFile } from '../types.ts';

type Json = Record<string, unknown>;

/** Answers larger than this are shown by their first entries. */
const INLINE_EXAMPLE_BYTES = 16 * 1024;
/** Entries kept of each list of a large JSON answer, lines of a large text answer. */
const KEPT_ITEMS = 2;
const KEPT_LINES = 4;

/**
 * A large answer's first entries: every list cut to its first items (counts and other fields as they are), or
 * the first lines of a text. What the example of a large answer shows; the tests cut the real answer the same way.
 */
export function truncateExample(body: unknown): unknown {
  if (typeof body === 'string') return `${body.split('\n').slice(0, KEPT_LINES).join('\n')}\n`;
  return truncateLists(body);
}

function truncateLists(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, KEPT_ITEMS).map(truncateLists);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, truncateLists(item)]));
  }
  return value;
}

/** An example named by its request: the answer itself, or for a large one its first entries. */
export function exampleOf(files: ReadonlyMap<string, SiteFile>, file: string, url: string): Json {
  const body = files.get(file)?.body;
  if (body === undefined) throw new Error(`OpenAPI example: no file ${file}`);
  const text = body.toString();
  const value: unknown = file.endsWith('.json') ? JSON.parse(text) : text;
  if (body.length <= INLINE_EXAMPLE_BYTES) return { summary: `GET ${url}`, value };
  return {
    summary: `GET ${url}`,
    description: 'The first entries of the answer.',
    value: truncateExample(value),
    'x-truncated': true,
  };
}
