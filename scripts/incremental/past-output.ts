// The previous output, as far as a build can take from it: a manifest per output folder, kept in the cache folder
// (never in the output, which would publish it), records each group of files the last build wrote there, with the
// key it was made under (render/reuse.ts) and each file's identity as written (inode, size, modification time).
// At the start of a build the groups whose files are all still as written are offered to render as values; after
// a successful write the manifest is replaced by what the output holds now.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { sha256 } from '../lib/digest.ts';
import type { ExampleBody, GroupRecord, PastGroup, PastOutput, SiteFile } from '../render/types.ts';
import { fileOfSitePath } from '../write/write-site.ts';
import { writeCacheFile } from './cache-file.ts';

const MANIFEST_VERSION = 5;

interface Manifest {
  version: number;
  out: string;
  /** group → the key it was rendered under and its files as [site path, identity]. */
  groups: Record<string, { key: string; files: [string, string][] }>;
  /** What the OpenAPI examples may show of files of the output, by site path (render/openapi/examples.ts). */
  examples: Record<string, ExampleBody>;
}

/**
 * A file as written: inode, size and modification time; any later change to the file changes it. The time in
 * milliseconds as a double keeps a fraction of a microsecond, and a stat without BigInts takes less time
 * (thousands of files are checked in every build with caches).
 */
function identityOf(file: string): string | null {
  const info = statSync(file, { throwIfNoEntry: false });
  return info?.isFile() === true ? `${info.ino}:${info.size}:${info.mtimeMs}` : null;
}

const EMPTY_MANIFEST = (out: string): Manifest => ({ version: MANIFEST_VERSION, out, groups: {}, examples: {} });

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

/**
 * A file of the previous output, read only when its body is asked for (the writer links it instead), with what
 * the previous build kept of it for the OpenAPI examples.
 */
function reusedFile(sitePath: string, file: string, size: number, example: ExampleBody | undefined): SiteFile {
  let body: Buffer | undefined;
  return {
    path: sitePath,
    reused: true,
    size,
    ...(example === undefined ? {} : { example }),
    get body() {
      body ??= readFileSync(file);
      return body;
    },
  };
}

export interface PastOutputStore {
  /** The groups of the previous output whose files are all still as written. */
  groups: PastOutput;
  /**
   * Records what the output holds now, after a successful write: the groups of this build (Reuse.groups()), and
   * what the OpenAPI examples may show of its files (the next build takes them with the files).
   */
  save(groups: ReadonlyMap<string, GroupRecord>, examples: ReadonlyMap<string, ExampleBody>): void;
}

/** The previous output of `outDir` as the manifest in `cacheDir/outputs` describes it. */
export function openPastOutput(outDir: string, cacheDir: string): PastOutputStore {
  const out = path.resolve(outDir);
  const manifests = path.join(cacheDir, 'outputs');
  const manifestFile = path.join(manifests, `${sha256(out).slice(0, 16)}.json`);
  const previous = readManifest(manifestFile, out);
  const groups = new Map<string, PastGroup>();
  for (const [group, entry] of Object.entries(previous.groups)) {
    const files: SiteFile[] = [];
    for (const [sitePath, identity] of entry.files) {
      const file = fileOfSitePath(out, sitePath);
      if (identityOf(file) !== identity) break;
      files.push(reusedFile(sitePath, file, Number(identity.split(':')[1]), previous.examples[sitePath]));
    }
    if (files.length === entry.files.length) groups.set(group, { key: entry.key, files });
  }
  return {
    groups,
    save(records, examples) {
      const current = EMPTY_MANIFEST(out);
      current.examples = Object.fromEntries(examples);
      for (const [group, record] of records) {
        // Taken files keep their identity (linked, not written); rendered ones get theirs as written now.
        current.groups[group] = {
          key: record.key,
          files: record.reused
            ? previous.groups[group]!.files
            : record.paths.map((sitePath) => [sitePath, identityOf(fileOfSitePath(out, sitePath)) ?? '']),
        };
      }
      // Without the manifest the next build renders every group: slower, never wrong.
      if (writeCacheFile(manifestFile, JSON.stringify(current))) pruneManifests(manifests);
    },
  };
}
