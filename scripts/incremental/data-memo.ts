// The data memo between builds: the data files that passed their own checks in an earlier build under the same
// code, by kind and digest of their bytes, with the summaries of run files (data/validation-memo.ts says what
// validation does with them). Read once at the start of a build, saved once after validation.
import { readFileSync } from 'node:fs';
import { digestOf } from '../data/digest.ts';
import type { FileSummary, ValidationMemo } from '../data/validation-memo.ts';
import { writeCacheFile } from './cache-file.ts';

export function openDataMemo(file: string, code: string): ValidationMemo {
  let known = new Set<string>();
  let summaries: Record<string, FileSummary> = {};
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as {
      code: string;
      files: string[];
      summaries?: Record<string, FileSummary>;
    };
    if (stored.code === code) {
      known = new Set(stored.files);
      summaries = stored.summaries ?? {};
    }
  } catch {
    // No memo yet, or an unreadable one: every file is checked.
  }
  const seen = new Set<string>();
  const seenSummaries: Record<string, FileSummary> = {};
  let reused = 0;
  let checked = 0;
  const keyOf = (kind: string, bytes: Buffer) => `${kind}:${digestOf(bytes)}`;
  return {
    has(kind, bytes) {
      const key = keyOf(kind, bytes);
      if (!known.has(key)) {
        checked++;
        return false;
      }
      reused++;
      seen.add(key);
      return true;
    },
    summary(kind, bytes) {
      const key = keyOf(kind, bytes);
      const summary = known.has(key) ? summaries[key] : undefined;
      if (summary !== undefined) seenSummaries[key] = summary;
      return summary;
    },
    add(kind, bytes, summary) {
      const key = keyOf(kind, bytes);
      seen.add(key);
      if (summary !== undefined) seenSummaries[key] = summary;
    },
    counts: () => ({ reused, checked }),
    save: () => void writeCacheFile(file, JSON.stringify({ code, files: [...seen].sort(), summaries: seenSummaries })),
  };
}
