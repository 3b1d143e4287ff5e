// The files about one published run (its legacy leaderboards, its v1 leaderboard and CSV), and its rows of the
// history files, never change once the run is published: they depend only on the code, on what every file
// depends on (site, models, incidents, the compat window) and on the runs published up to and including it. Each
// such group is keyed by a digest of exactly that. A build takes a group from the previous output when the
// previous build wrote it under the same key and every file is still as written (inode, size, modification time),
// instead of rendering it again; the writer then links those files instead of writing them. A file with one part
// per run (`/v1/history.json`) takes the bytes of the first runs' parts from the previous file the same way. What
// the output holds is recorded in a manifest kept in the cache folder, never in the output (it would be published).
import { closeSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Dataset, EvalRun } from '../data/schema.ts';
import { sourceBytesOf } from '../data/validate.ts';
import { digestOf, sha256, writeCacheFile } from '../write/cache-file.ts';
import { fileOfSitePath } from '../write/write-site.ts';
import type { SiteFile } from './types.ts';

/** Takes the files of a group from the previous output, or renders them. */
export interface HistoryMemo {
  /**
   * What the output depends on up to `run`: the code, what every file depends on, and every published run up to
   * and including it; with null, before the first run.
   */
  keyOf(run: EvalRun | null): string;
  /** The files of `group`: the previous output's when they were made under the same key (see keyOf). */
  files(group: string, key: string, render: () => SiteFile[]): SiteFile[];
  /**
   * A file with one part per published run (`/v1/history.json`): the parts of the runs published the same way
   * before are taken from the previous file's bytes, each counted as a group; only the others are rendered.
   */
  runParts(sitePath: string, layout: RunPartsLayout): SiteFile;
  /** Records what the output holds now, after a successful write; the next build reuses it. */
  save(): void;
  /** Groups taken from the previous output and groups rendered, in this build. */
  counts(): { reused: number; rendered: number };
}

/** One run's part of a file: its items' text, joined by the layout's separator, and how many there are. */
interface RunPart {
  text: string;
  items: number;
}

/**
 * A file made of a head, the parts of every published run in publication order and a tail. Non-empty parts are
 * joined by `separator`; the head may depend on the number of items in all parts (a count).
 */
interface RunPartsLayout {
  /** The published runs (BuildContext.publishedRuns). */
  runs: readonly EvalRun[];
  part(run: EvalRun): RunPart;
  head(items: number): string;
  separator: string;
  tail: string;
}

/** Where a run's part lies in a parts file: its key and [start, end) in bytes after the head, and its items. */
type PartRecord = [key: string, start: number, end: number, items: number];

/** A parts file as written: its identity, the length of its head in bytes, and its parts in order. */
interface PartsRecord {
  identity: string;
  head: number;
  parts: PartRecord[];
}

/** The parts of the first runs, already joined, in the previous file: their length, and how to read them. */
interface ReusedParts {
  parts: PartRecord[];
  length: number;
  /** Reads the bytes into `body` at `at`; false when the file no longer holds them. */
  read(body: Buffer, at: number): boolean;
}

/**
 * The file's body: the head, the bytes of the parts already joined (`reused`, those of the first runs, read
 * straight into the body), the other runs' parts rendered, and the tail; with where each part lies. Null when
 * the reused bytes could not be read.
 */
function assembleRunParts(
  layout: RunPartsLayout,
  keyOf: (run: EvalRun) => string,
  reused: ReusedParts,
): { body: Buffer; record: Omit<PartsRecord, 'identity'> } | null {
  const parts = [...reused.parts];
  const texts: string[] = [];
  let position = reused.length;
  let items = parts.reduce((sum, part) => sum + part[3], 0);
  for (const run of layout.runs.slice(parts.length)) {
    const key = keyOf(run);
    const part = layout.part(run);
    items += part.items;
    if (part.text === '') {
      parts.push([key, position, position, 0]);
      continue;
    }
    if (position > 0) {
      texts.push(layout.separator);
      position += Buffer.byteLength(layout.separator);
    }
    const length = Buffer.byteLength(part.text);
    parts.push([key, position, position + length, part.items]);
    texts.push(part.text);
    position += length;
  }
  const head = Buffer.from(layout.head(items));
  const rest = Buffer.from(texts.join('') + layout.tail);
  const body = Buffer.allocUnsafe(head.length + reused.length + rest.length);
  head.copy(body, 0);
  if (!reused.read(body, head.length)) return null;
  rest.copy(body, head.length + reused.length);
  return { body, record: { head: head.length, parts } };
}

const NOTHING_REUSED: ReusedParts = { parts: [], length: 0, read: () => true };

/** Bytes [start, start + length) of `file` into `body` at `at`; false when the file is shorter or gone. */
function readRange(file: string, start: number, length: number, body: Buffer, at: number): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return false;
  }
  try {
    let done = 0;
    while (done < length) {
      const n = readSync(fd, body, at + done, length - done, start + done);
      if (n === 0) return false;
      done += n;
    }
    return true;
  } finally {
    closeSync(fd);
  }
}

/** Renders every group: builds without a cache (and code not compiled, whose identity is unknown). */
export const RENDER_EVERY_GROUP: HistoryMemo = {
  keyOf: () => '',
  files: (_group, _key, render) => render(),
  runParts: (sitePath, layout) => ({
    path: sitePath,
    // Keys are not needed when nothing is recorded.
    body: assembleRunParts(layout, () => '', NOTHING_REUSED)!.body,
  }),
  save: () => {},
  counts: () => ({ reused: 0, rendered: 0 }),
};

const MANIFEST_VERSION = 2;

interface Manifest {
  version: number;
  out: string;
  /** group → the key it was rendered under and its files as [site path, identity]. */
  groups: Record<string, { key: string; files: [string, string][] }>;
  /** site path → how a parts file was made. */
  parts: Record<string, PartsRecord>;
}

/** One key made of several, in order. */
export function combinedKey(parts: readonly string[]): string {
  return sha256(parts.join('\0'));
}

/** A data file's identity: the digest of its bytes (of its value where the bytes are unknown, as in tests). */
export function sourceIdentity(value: object): string {
  const source = sourceBytesOf(value);
  return source === undefined ? JSON.stringify(value) : digestOf(source);
}

/** A file as written: inode, size and modification time (ns); any later change to the file changes it. */
function identityOf(file: string): string | null {
  const info = statSync(file, { bigint: true, throwIfNoEntry: false });
  return info?.isFile() === true ? `${info.ino}:${info.size}:${info.mtimeNs}` : null;
}

const EMPTY_MANIFEST = (out: string): Manifest => ({ version: MANIFEST_VERSION, out, groups: {}, parts: {} });

function readManifest(file: string, out: string): Manifest {
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    return manifest.version === MANIFEST_VERSION && manifest.out === out ? manifest : EMPTY_MANIFEST(out);
  } catch {
    return EMPTY_MANIFEST(out);
  }
}

/** Manifests kept: one per output folder, the least recently written ones removed beyond this. */
const MANIFESTS_KEPT = 32;

function pruneManifests(dir: string): void {
  // Another build may remove one meanwhile: a manifest gone is simply not counted.
  const manifests = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ file: path.join(dir, name), info: statSync(path.join(dir, name), { throwIfNoEntry: false }) }))
    .filter((m) => m.info !== undefined)
    .sort((a, b) => b.info!.mtimeMs - a.info!.mtimeMs);
  for (const { file } of manifests.slice(MANIFESTS_KEPT)) rmSync(file, { force: true });
}

/** A file of the previous output, read only when its body is asked for (the writer links it instead). */
function reusedFile(sitePath: string, file: string, size: number): SiteFile {
  let body: Buffer | undefined;
  return {
    path: sitePath,
    reused: true,
    size,
    get body() {
      body ??= readFileSync(file);
      return body;
    },
  };
}

export interface HistoryMemoOptions {
  dataset: Dataset;
  /** The published runs in publication order (BuildContext.publishedRuns). */
  publishedRuns: readonly EvalRun[];
  compat: boolean;
  outDir: string;
  /** The folder of the build's caches: the manifests go in its `outputs` folder, one per output folder. */
  cacheDir: string;
  /** The identity of the code that renders (see codeDigest). */
  code: string;
}

export function createHistoryMemo(options: HistoryMemoOptions): HistoryMemo {
  const out = path.resolve(options.outDir);
  const manifests = path.join(options.cacheDir, 'outputs');
  const manifestFile = path.join(manifests, `${sha256(out).slice(0, 16)}.json`);
  const previous = readManifest(manifestFile, out);
  const { site, models, incidents } = options.dataset;
  // What every file depends on; the runs are chained onto it in publication order.
  const base = combinedKey([options.code, JSON.stringify({ site, models, incidents, compat: options.compat })]);
  const keys = new Map<EvalRun, string>();
  let chain = base;
  for (const run of options.publishedRuns) {
    chain = combinedKey([chain, sourceIdentity(run)]);
    keys.set(run, chain);
  }
  const keyOf = (run: EvalRun | null) => {
    const key = run === null ? base : keys.get(run);
    if (key === undefined) throw new Error(`history memo: run ${run?.run_id} is not a published run`);
    return key;
  };
  const current = EMPTY_MANIFEST(out);
  let reused = 0;
  let rendered = 0;

  /** The group's files from the previous output, when all of them are still as the manifest says. */
  const fromPrevious = (group: string, key: string): SiteFile[] | null => {
    const entry = previous.groups[group];
    if (entry?.key !== key) return null;
    const files: SiteFile[] = [];
    for (const [sitePath, identity] of entry.files) {
      const file = fileOfSitePath(out, sitePath);
      if (identityOf(file) !== identity) return null;
      files.push(reusedFile(sitePath, file, Number(identity.split(':')[1])));
    }
    return files;
  };

  /**
   * The bytes of the parts of the first runs in the previous file, as far as they were made under the same keys
   * (keys are chained: one equal key means every earlier one is), when the file is still as written.
   */
  const partsFromPrevious = (sitePath: string, runKeys: readonly string[]) => {
    const entry = previous.parts[sitePath];
    let count = 0;
    while (entry !== undefined && count < runKeys.length && entry.parts[count]?.[0] === runKeys[count]) count++;
    if (entry === undefined || count === 0) return NOTHING_REUSED;
    const file = fileOfSitePath(out, sitePath);
    if (identityOf(file) !== entry.identity) return NOTHING_REUSED;
    const parts = entry.parts.slice(0, count);
    const length = parts[count - 1]![2];
    return {
      parts,
      length,
      read: (body: Buffer, at: number) => readRange(file, entry.head, length, body, at),
    } satisfies ReusedParts;
  };

  return {
    keyOf,
    files(group, key, render) {
      const found = fromPrevious(group, key);
      if (found === null) rendered++;
      else reused++;
      const files = found ?? render();
      // Reused files keep their identity (linked, not written); rendered ones get theirs once written.
      current.groups[group] = {
        key,
        files: found === null ? files.map((f) => [f.path, '']) : previous.groups[group]!.files,
      };
      return files;
    },
    runParts(sitePath, layout) {
      let taken = partsFromPrevious(sitePath, layout.runs.map(keyOf));
      let assembled = assembleRunParts(layout, keyOf, taken);
      if (assembled === null) {
        // The file changed since it was stated: every part is rendered.
        taken = NOTHING_REUSED;
        assembled = assembleRunParts(layout, keyOf, taken)!;
      }
      const { body, record } = assembled;
      reused += taken.parts.length;
      rendered += layout.runs.length - taken.parts.length;
      current.parts[sitePath] = { identity: '', ...record };
      return { path: sitePath, body };
    },
    save() {
      for (const entry of Object.values(current.groups)) {
        for (const pair of entry.files) {
          if (pair[1] === '') pair[1] = identityOf(fileOfSitePath(out, pair[0])) ?? '';
        }
      }
      for (const [sitePath, entry] of Object.entries(current.parts)) {
        entry.identity = identityOf(fileOfSitePath(out, sitePath)) ?? '';
      }
      // Without the manifest the next build renders every group: slower, never wrong.
      if (writeCacheFile(manifestFile, JSON.stringify(current))) pruneManifests(manifests);
    },
    counts: () => ({ reused, rendered }),
  };
}
