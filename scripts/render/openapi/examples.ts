// Examples of answers: each one is a built file, named by the request that gets it. A large answer is shown by
// its first entries (marked `x-truncated`), so the document stays small and is complete in itself: nothing to
// fetch when a copy of it is read offline (openapi-typescript, validators). The writer lets each body go once
// written, so what an example may show is kept as the files go by on their way to it: nothing is read back.
import type { Route } from '../../routes/schema.ts';
import { RESPONSE_KINDS } from '../../schemas/responses.ts';
import type { ExampleBody, SiteFile } from '../types.ts';
import { isCsvRoute, requestFilesOf } from './parameters.ts';

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

/** What an example shows of a file's bytes: the answer itself, or for a large one its first entries. */
function exampleBodyOf(file: string, body: Buffer): ExampleBody {
  const text = body.toString();
  const value: unknown = file.endsWith('.json') ? JSON.parse(text) : text;
  return body.length <= INLINE_EXAMPLE_BYTES
    ? { value, truncated: false }
    : { value: truncateExample(value), truncated: true };
}

/** An example named by its request. */
export function exampleOf(examples: ReadonlyMap<string, ExampleBody>, file: string, url: string): Json {
  const example = examples.get(file);
  if (example === undefined) throw new Error(`OpenAPI example: no file ${file}`);
  if (!example.truncated) return { summary: `GET ${url}`, value: example.value };
  return {
    summary: `GET ${url}`,
    description: 'The first entries of the answer.',
    value: example.value,
    'x-truncated': true,
  };
}

/** An error body of the shared error answers: small, shown whole (null for a file the site lacks). */
export function wholeJsonOf(examples: ReadonlyMap<string, ExampleBody>, file: string): unknown {
  const example = examples.get(file);
  if (example?.truncated === true) throw new Error(`OpenAPI example: ${file} is too large to be shown whole`);
  return example === undefined ? null : example.value;
}

/** The site's files matching the address of an answer served as a plain file (`/v1/csv/runs/{run_id}.csv`). */
export function fileUrlPattern(url: string): RegExp {
  return new RegExp(`^${url.replace(/[.]/g, '\\.').replace(/\{[a-z_]+\}/g, '([^/]+)')}$`);
}

/** What the document is made from: every file of the site by path, and what its examples may show. */
export interface ExampleFiles {
  paths: ReadonlySet<string>;
  examples: ReadonlyMap<string, ExampleBody>;
}

/** Collects the example bodies as the site's files go by on their way to the writer. */
export interface ExampleCollector {
  /** The same files, in the same order: each one's path noted, what an example may show of it kept. */
  see(files: Iterable<SiteFile>): Iterable<SiteFile>;
  /** What was collected, once every file went by. */
  result(): ExampleFiles;
}

/**
 * An example's body, from memory: a rendered file's body as it goes by, or what the previous build kept of a file
 * taken from its output (incremental/past-output.ts). Only a taken file that was no example of the previous build
 * (its examples' files gone since) has its body read from that output.
 */
function exampleOfFile(file: SiteFile): ExampleBody {
  if (file.reused === true && file.example !== undefined) return file.example;
  const { body } = file;
  if (Buffer.isBuffer(body)) return exampleBodyOf(file.path, body);
  if (body instanceof Promise) throw new Error(`${file.path}: a card is no example of the API`);
  return exampleBodyOf(file.path, Buffer.from(typeof body === 'string' ? body : body.join('')));
}

/**
 * Keeps what the examples may show: of the files the routes' requests are answered with and the error bodies
 * (known from the routes before any file is made), and for each address of a plain file (response kinds' `urls`)
 * of the first matching file in path order.
 */
export function collectExamples(routes: readonly Route[], errorFiles: readonly string[]): ExampleCollector {
  const wanted = new Set(errorFiles);
  for (const route of routes) {
    if (!route.path.endsWith('*') && !isCsvRoute(route)) for (const file of requestFilesOf(route)) wanted.add(file);
  }
  const patterns = RESPONSE_KINDS.flatMap((kind) => (kind.urls ?? []).map(fileUrlPattern));
  const paths = new Set<string>();
  const kept = new Map<string, ExampleBody>();
  /** Per plain-file address, the first matching file so far: what an example shows of it, made once chosen. */
  const firsts: ({ path: string; example: () => ExampleBody } | undefined)[] = patterns.map(() => undefined);
  return {
    *see(files) {
      for (const file of files) {
        paths.add(file.path);
        if (wanted.has(file.path)) kept.set(file.path, exampleOfFile(file));
        for (const [i, pattern] of patterns.entries()) {
          const first = firsts[i];
          if (!pattern.test(file.path) || (first !== undefined && first.path <= file.path)) continue;
          const example = file.reused === true ? () => exampleOfFile(file) : constant(exampleOfFile(file));
          firsts[i] = { path: file.path, example };
        }
        yield file;
      }
    },
    result() {
      const examples = new Map(kept);
      for (const first of firsts) if (first !== undefined) examples.set(first.path, first.example());
      return { paths, examples };
    },
  };
}

const constant =
  <T>(value: T) =>
  () =>
    value;
