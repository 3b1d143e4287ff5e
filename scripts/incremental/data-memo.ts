// The data memo between builds: the data files that passed their own checks in an earlier build under the same
// code, by kind and digest of their bytes, with the summaries of run files (data/validation-memo.ts says what
// validation does with them), and each file's digest by its identity (data/load.ts): a file whose identity is
// the same is not read to be digested. Read once at the start of a build, saved once after validation.
import { readFileSync } from 'node:fs';
import type { FileSummary, ValidationMemo } from '../data/validation-memo.ts';
import { sha256 } from '../lib/digest.ts';
import { writeCacheFile } from './cache-file.ts';

export function openDataMemo(file: string, code: string): ValidationMemo {
  let known = new Set<string>();
  let summaries: Record<string, FileSummary> = {};
  let digests: Record<string, string> = {};
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as {
      code: string;
      files: string[];
      summaries?: Record<string, FileSummary>;
      digests?: Record<string, string>;
    };
    if (stored.code === code) {
      known = new Set(stored.files);
      summaries = stored.summaries ?? {};
      digests = stored.digests ?? {};
    }
  } catch {
    // No memo yet, or an unreadable one: every file is checked.
  }
  const seen = new Set<string>();
  const seenSummaries: Record<string, FileSummary> = {};
  const seenDigests: Record<string, string> = {};
  let reused = 0;
  let checked = 0;
  const keyOf = (kind: string, digest: string) => `${kind}:${digest}`;
  return {
    digestOf(data) {
      if (data.identity === null) return sha256(data.bytes);
      const key = `${data.file}\0${data.identity}`;
      const digest = (Object.hasOwn(digests, key) ? digests[key] : undefined) ?? sha256(data.bytes);
      seenDigests[key] = digest;
      return digest;
    },
    has(kind, digest) {
      const key = keyOf(kind, digest);
      if (!known.has(key)) {
        checked++;
        return false;
      }
      reused++;
      seen.add(key);
      return true;
    },
    summary(kind, digest) {
      const key = keyOf(kind, digest);
      const summary = known.has(key) ? summaries[key] : undefined;
      if (summary !== undefined) seenSummaries[key] = summary;
      return summary;
    },
    add(kind, digest, summary) {
      const key = keyOf(kind, digest);
      seen.add(key);
      if (summary !== undefined) seenSummaries[key] = summary;
    },
    counts: () => ({ reused, checked }),
    save: () =>
      void writeCacheFile(
        file,
        JSON.stringify({ code, files: [...seen].sort(), summaries: seenSummaries, digests: seenDigests }),
      ),
  };
}
