// What each endpoint renderer returns: files, the routes that reach them, and header rules.
import type { EvalRun } from '../data/schema.ts';
import type { HeaderRule, Route } from '../routes/schema.ts';

/**
 * A body given as the pieces it is made of, in order: rows serialised once and shared by several files are spliced
 * in as they are, and the writer encodes the pieces one after the other, so the whole body never exists as one
 * string.
 */
type BodyParts = readonly string[];

export interface SiteFile {
  /** The file's site path (below the base path): `/v1/leaderboard/execution_raw.json`. Only the writer turns it
   * into a path on disk. */
  path: string;
  /** A promise: a preview card still being drawn (cards/encoder.ts), which the writer waits for. */
  body: string | Buffer | BodyParts | Promise<Buffer>;
  /**
   * The previous output holds exactly this file at this path (incremental/past-output.ts checked): the writer links
   * it, and its body is read only if something asks for it.
   */
  reused?: true;
  /** The body's length in bytes, when known without reading it (reused files). */
  size?: number;
  /**
   * On a reused file: what the previous build kept of it for the OpenAPI document's examples, when one showed it
   * (render/openapi/examples.ts), so that its body need not be read.
   */
  example?: ExampleBody;
}

/** What an OpenAPI example shows of a file: its value (parsed JSON, or text), only the first entries of a large one. */
export interface ExampleBody {
  value: unknown;
  truncated: boolean;
}

/** A file's length in bytes. */
export function sizeOf(file: SiteFile): number {
  if (file.size !== undefined) return file.size;
  const { body } = file;
  if (typeof body === 'string') return Buffer.byteLength(body);
  if (Buffer.isBuffer(body)) return body.length;
  if (body instanceof Promise) throw new Error(`${file.path}: the size of a file still being drawn`);
  return body.reduce((sum, part) => sum + Buffer.byteLength(part), 0);
}

export interface SiteSection {
  /**
   * The section's files, each rendered when the writer asks for the next one (a generator): the writer writes it
   * and lets its body go, so a build holds one group of files at a time, never the whole output.
   */
  files: Iterable<SiteFile>;
  /**
   * The section's files about one published run, asked for run after run in publication order before any
   * section's `files`: every section renders its files about a run while what was computed for that run is still
   * at hand (lib/recent.ts).
   */
  runFiles?: (run: EvalRun) => Iterable<SiteFile>;
  routes: Route[];
  headers: HeaderRule[];
}

/** A group of the previous output whose files are all still as written: its key and its files. */
export interface PastGroup {
  key: string;
  /** Marked `reused`, their bodies read only if something asks (the writer links them). */
  files: SiteFile[];
}

/** The groups the previous output offers, by name. */
export type PastOutput = ReadonlyMap<string, PastGroup>;

/** A group of this build: the key it is made under, its files' site paths, and whether it was taken. */
export interface GroupRecord {
  key: string;
  paths: string[];
  reused: boolean;
}

/** A group's key, or what makes it: asked for only by builds that record their groups (with caches). */
export type GroupKey = string | (() => string);

/** Takes the files of a group from the previous output, or renders them. */
export interface Reuse {
  /**
   * What the output depends on up to `run`: the code, what every file depends on, and every published run up to
   * and including it; with null, before the first run.
   */
  keyOf(run: EvalRun | null): string;
  /**
   * The files of `group`: the previous output's when they were made under the same key (see keyOf), else the
   * rendered ones. The group is recorded once its last file was taken.
   */
  files(group: string, key: GroupKey, render: () => Iterable<SiteFile>): Iterable<SiteFile>;
  /** Whether `files` will take `group` from the previous output under `key` (what to prepare is then not needed). */
  holds(group: string, key: string): boolean;
  /** Every group of this build, for the next one to take from (incremental/past-output.ts records it). */
  groups(): ReadonlyMap<string, GroupRecord>;
  /** Groups taken from the previous output and groups rendered, in this build. */
  counts(): { reused: number; rendered: number };
}
