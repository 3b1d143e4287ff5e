// The outlines of the cards' text runs kept from one build to the next (scripts/cards/encoder.ts sets each run once
// and places its outline): a weekly build sets only the runs it has not set before (new scores and ranks), not
// the names and labels every card repeats. The file holds the runs of the cards the last drawing build drew, so it
// does not grow from week to week; it is read when the encoder is made and written with the other caches, whole
// or not at all.
import { readFileSync } from 'node:fs';
import { writeCacheFile } from '../incremental/cache-file.ts';

/** A run's outline as kept: its key, its path data, and the rows it paints from its baseline once they are read. */
export type KeptOutline = readonly [key: string, d: string, rows?: readonly [number, number] | null];

export interface OutlineCache {
  /** Every outline known now: the file's and those set in this build. */
  known(): KeptOutline[];
  /** What a drawn card used (run keys) and set (new outlines, or outlines whose rows were read). */
  note(used: readonly string[], made: readonly KeptOutline[]): void;
  /** Writes the outlines of the runs this build's cards used; a build that drew no card leaves the file as it is. */
  save(): void;
}

/** The cache in `file` for outlines set by `identity` (renderer, font and family); another identity's file is not used. */
export function openOutlineCache(file: string | undefined, identity: string): OutlineCache {
  const outlines = new Map<string, KeptOutline>();
  if (file !== undefined) {
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as { identity: string; outlines: KeptOutline[] };
      if (stored.identity === identity) for (const outline of stored.outlines) outlines.set(outline[0], outline);
    } catch {
      // No file yet, or an unreadable one: every run is set again.
    }
  }
  const used = new Set<string>();
  return {
    known: () => [...outlines.values()],
    note(keys, made) {
      for (const outline of made) outlines.set(outline[0], outline);
      for (const key of keys) used.add(key);
    },
    save() {
      if (file === undefined || used.size === 0) return;
      const kept = [...used].sort().map((key) => outlines.get(key)!);
      writeCacheFile(file, JSON.stringify({ identity, outlines: kept }));
    },
  };
}
