// What validation asks of the data memo (incremental/data-memo.ts keeps it between builds): which data files
// passed every check of their own before (decoding, syntax, duplicate keys, depth, schema), by kind and digest of
// their bytes, under the same code; such a file is parsed again without the checks. Its parsed value is the
// schema's output only when the two have the same shape, keys in the same order (checked before a file is
// recorded), so nothing rendered from it can differ. Checks across files always run. A file with the identity it
// had then (load.ts) has the digest it had then, without being read.
import type { DataFile } from './load.ts';

/**
 * A run file (evaluation or DCD) free of problems within itself (data/references.ts): its fields besides its
 * lists (results, cases), and the models it refers to. Enough to order, key and check the run without parsing
 * the file, which at scale is most of the data; it is parsed only if something reads its lists.
 */
export interface FileSummary {
  fields: Record<string, string | number>;
  modelRefs: string[];
}

export interface ValidationMemo {
  /**
   * The digest of the file's bytes: the one recorded with its identity in an earlier build (the bytes are not
   * read), else computed.
   */
  digestOf(file: DataFile): string;
  /** Whether a file of this kind with bytes of this digest passed its own checks before. */
  has(kind: string, digest: string): boolean;
  /** The summary recorded with a run file that passed its own checks before. */
  summary(kind: string, digest: string): FileSummary | undefined;
  /** Records a file that passed its own checks and parses to the schema's output as it is. */
  add(kind: string, digest: string, summary?: FileSummary): void;
  /** Keeps the files recorded in this build (the data folder as it is now) for the next one. */
  save(): void;
  /** Files parsed without their checks, and files checked, in this build. */
  counts(): { reused: number; checked: number };
}

/** Whether two values are the same JSON with object keys in the same order. */
export function sameShape(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameShape(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  for (let i = 0; i < keysA.length; i++) {
    const key = keysA[i]!;
    if (key !== keysB[i] || !sameShape((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
      return false;
  }
  return true;
}
