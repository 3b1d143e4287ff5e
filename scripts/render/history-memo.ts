// The files about one published run (its legacy leaderboards, its v1 leaderboard and CSV), and its rows of the
// history files, never change once the run is published: they depend only on the code, on what every file
// depends on (site, models, incidents, the compat window) and on the runs published up to and including it. Each
// such group is keyed by a digest of exactly that. A build takes a group from the previous output when the
// previous build wrote it under the same key and every file is still as written (inode, size, modification time),
// instead of rendering it again; the writer then links those files instead of writing them. What the output holds is recorded in a manifest kept in the cache folder, never in the output (it would be published).
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
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
  /** Records what the output holds now, after a successful write; the next build reuses it. */
  save(): void;
  /** Groups taken from the previous output and groups rendered, in this build. */
  counts(): { reused: number; rendered: number };
}

/** Renders every group: builds without a cache (and code not compiled, whose identity is unknown). */
export const RENDER_EVERY_GROUP: HistoryMemo = {
  keyOf: () => '',
  files: (_group, _key, render) => render(),
  save: () => {},
  counts: () => ({ reused: 0, rendered: 0 }),
};

const MANIFEST_VERSION = 3;

interface Manifest {
  version: number;
  out: string;
  /** group → the key it was rendered under and its files as [site path, identity]. */
  groups: Record<string, { key: string; files: [string, string][] }>;
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

const EMPTY_MANIFEST = (out: string): Manifest => ({ version: MANIFEST_VERSION, out, groups: {} });

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
    save() {
      for (const entry of Object.values(current.groups)) {
        for (const pair of entry.files) {
          if (pair[1] === '') pair[1] = identityOf(fileOfSitePath(out, pair[0])) ?? '';
        }
      }
      // Without the manifest the next build renders every group: slower, never wrong.
      if (writeCacheFile(manifestFile, JSON.stringify(current))) pruneManifests(manifests);
    },
    counts: () => ({ reused, rendered }),
  };
}
