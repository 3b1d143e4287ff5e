// The helpers of the build's caches: the digest that identifies bytes, and the one way a cache file is written
// (whole or not at all).
import * as crypto from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a cache file beside, then renames it into place, so a reader (a build started meanwhile) never sees
 * half of it. A failure is ignored: a cache only saves time, and without the file the work is done again.
 */
export function writeCacheFile(file: string, text: string): boolean {
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

/**
 * sha256 in hex. One-shot `crypto.hash` (Node.js 20.12 and later) where there is one: a build takes thousands
 * of digests, and a Hash object for each cost it about 10 ms at scale.
 */
export const sha256: (data: string | Buffer) => string =
  typeof crypto.hash === 'function'
    ? (data) => crypto.hash('sha256', data, 'hex')
    : (data) => crypto.createHash('sha256').update(data).digest('hex');

const digests = new WeakMap<Buffer, string>();

/** sha256 of a file's bytes, computed once per build. */
export function digestOf(bytes: Buffer): string {
  let digest = digests.get(bytes);
  if (digest === undefined) {
    digest = sha256(bytes);
    digests.set(bytes, digest);
  }
  return digest;
}
