// What a build changes in its output folder, compared file by file with the previous build while the new tree
// is written (each body is turned into bytes once, for both): the files a deploy uploads (added and changed)
// and the ones it deletes.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../data/list-files.ts';
import { compareText } from '../lib/compare.ts';
import { fileOfSitePath } from '../write/write-site.ts';

export interface OutputDiff {
  /** False when there was no previous build to compare with (everything is new). */
  compared: boolean;
  added: string[];
  changed: string[];
  removed: string[];
  /** Bytes of the added and changed files: what a deploy uploads. */
  uploadBytes: number;
}

export interface OutputComparer {
  /** Records one file of the new build against the previous one; true when the previous build has the same bytes. */
  see(sitePath: string, bytes: Buffer): boolean;
  /** Records one file known to be the previous build's, bytes and all (render/reuse.ts). */
  same(sitePath: string): true;
  /** The difference, once every file was seen: what was not seen is removed. */
  result(): OutputDiff;
}

/** Every file of a previous build as a site path (`/v1/x.json`); null without a previous build. */
function previousFiles(root: string): Set<string> | null {
  if (statSync(root, { throwIfNoEntry: false })?.isDirectory() !== true) return null;
  return new Set(listFiles(root, { hidden: true }).map((file) => `/${file}`));
}

export function compareOutput(outDir: string): OutputComparer {
  const root = path.resolve(outDir);
  const before = previousFiles(root);
  const diff: OutputDiff = { compared: before !== null, added: [], changed: [], removed: [], uploadBytes: 0 };
  const chunk = Buffer.allocUnsafe(1 << 16);
  /** Whether the file holds exactly `bytes`, read a chunk at a time into one buffer. */
  const holds = (file: string, bytes: Buffer) => {
    if (statSync(file).size !== bytes.length) return false;
    const fd = openSync(file, 'r');
    try {
      for (let at = 0; at < bytes.length; ) {
        const n = readSync(fd, chunk, 0, Math.min(chunk.length, bytes.length - at), at);
        if (n === 0 || !chunk.subarray(0, n).equals(bytes.subarray(at, at + n))) return false;
        at += n;
      }
      return true;
    } finally {
      closeSync(fd);
    }
  };
  return {
    see(sitePath, bytes) {
      if (before?.delete(sitePath) !== true) {
        if (before !== null) diff.added.push(sitePath);
        diff.uploadBytes += bytes.length;
        return false;
      }
      // Synchronous: thousands of small reads cost far more in promise round trips than in reading.
      if (holds(fileOfSitePath(root, sitePath), bytes)) return true;
      diff.changed.push(sitePath);
      diff.uploadBytes += bytes.length;
      return false;
    },
    same(sitePath) {
      before?.delete(sitePath);
      return true;
    },
    // Files are seen in the order they are rendered; the lists are in path order.
    result: () => ({
      ...diff,
      added: [...diff.added].sort(compareText),
      changed: [...diff.changed].sort(compareText),
      removed: [...(before ?? [])].sort(compareText),
    }),
  };
}
