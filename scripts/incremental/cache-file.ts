// The one way a cache file is written: whole or not at all.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a cache file beside, then renames it into place, so a reader (a build started meanwhile) never sees
 * half of it. A failure is ignored: a cache only saves time, and without the file the work is done again.
 */
export function writeCacheFile(file: string, text: string | Uint8Array): boolean {
  const temp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(temp, text);
    renameSync(temp, file);
    return true;
  } catch {
    return false;
  }
}
