// What a build changes in its output folder, compared file by file with the previous build before the swap:
// the files a deploy uploads (added and changed) and the ones it deletes.
import { readFileSync, statSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { SiteFile } from '../render/types.ts';
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

const bytesOf = (body: string | Buffer) => (typeof body === 'string' ? Buffer.from(body) : body);

export async function diffOutput(outDir: string, files: readonly SiteFile[]): Promise<OutputDiff> {
  const diff: OutputDiff = { compared: false, added: [], changed: [], removed: [], uploadBytes: 0 };
  const info = await stat(outDir).catch(() => null);
  const before = new Set<string>();
  if (info?.isDirectory()) {
    diff.compared = true;
    for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile())
        before.add(`/${path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
    }
  }
  const root = path.resolve(outDir);
  for (const file of files) {
    const body = bytesOf(file.body);
    if (!before.has(file.path)) {
      if (diff.compared) diff.added.push(file.path);
      diff.uploadBytes += body.length;
      continue;
    }
    before.delete(file.path);
    // Synchronous: thousands of small reads cost far more in promise round trips than in reading.
    const target = fileOfSitePath(root, file.path);
    const old = statSync(target).size === body.length ? readFileSync(target) : null;
    if (old === null || !old.equals(body)) {
      diff.changed.push(file.path);
      diff.uploadBytes += body.length;
    }
  }
  diff.removed = [...before].sort();
  return diff;
}
