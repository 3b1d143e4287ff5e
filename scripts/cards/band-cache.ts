// The cards' bands as the last build drew them (scripts/cards/encoder.ts, drawCard), kept from one build to the
// next by the card's path: a weekly build draws again only the bands of a card that changed (a model's figures and
// sparkline), and takes the others compressed as they were. The file holds the bands of every card of the last
// drawing build (drawn then, or kept from before for a card taken from the previous output), so it does not grow
// from week to week; it is read when the encoder is made and written with the other caches, whole or not at all.
import { readFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { writeCacheFile } from '../incremental/cache-file.ts';
import { compareText } from '../lib/compare.ts';
import type { KeptBand } from './png.ts';

export interface BandCache {
  /** The bands of the card at `path` as the last build that drew it drew them. */
  previous(path: string): KeptBand[] | undefined;
  /** The bands of the card at `path` drawn in this build (null: drawn whole, no band to keep). */
  note(path: string, bands: KeptBand[] | null): void;
  /** The card at `path` is taken from the previous output: its bands stay for the next build. */
  keep(path: string): void;
  /** Writes the bands of this build's cards; a build that drew no card leaves the file as it is. */
  save(): void;
}

/** The cache in `file` for bands drawn by `identity` (renderer, font, PNG writer); another's is not used. */
export function openBandCache(file: string | undefined, identity: string): BandCache {
  const stored = new Map<string, KeptBand[]>();
  if (file !== undefined) {
    try {
      const read = deserialize(readFileSync(file)) as { identity: string; cards: Map<string, KeptBand[]> };
      // Each array copied out of the file's buffer: the deserializer makes them views of it, and a view handed to a
      // worker takes the whole buffer with it.
      if (read.identity === identity && read.cards instanceof Map)
        for (const [path, bands] of read.cards)
          stored.set(
            path,
            bands.map((band) => ({
              ...band,
              deflated: new Uint8Array(band.deflated),
              colours: new Int32Array(band.colours),
              rgb: new Uint8Array(band.rgb),
            })),
          );
    } catch {
      // No file yet, or an unreadable one: every band is drawn again.
    }
  }
  const now = new Map<string, KeptBand[]>();
  let drew = false;
  return {
    previous: (path) => stored.get(path),
    note(path, bands) {
      drew = true;
      if (bands === null) now.delete(path);
      else now.set(path, bands);
    },
    keep(path) {
      const bands = stored.get(path);
      if (bands !== undefined && !now.has(path)) now.set(path, bands);
    },
    save() {
      if (file === undefined || !drew) return;
      const cards = new Map([...now].sort(([a], [b]) => compareText(a, b)));
      writeCacheFile(file, serialize({ identity, cards }));
    },
  };
}
