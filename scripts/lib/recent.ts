// What a build keeps of what it computed. A map that keeps only its most recently used entries: what a build
// computes per run is kept while the runs near it are rendered, then let go, so memory follows the size of a run,
// not the number of runs. Sections render runs in publication order, which keeps the hits high; a miss only means
// computing again. And the one way to keep a value made once per key in any map.

/** What `obtain` needs of a map: a Map, a WeakMap or a RecentMap. */
interface Keeping<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/** The value `map` keeps for `key`, made by `make` and kept the first time it is asked for. */
export function obtain<K, V>(map: Keeping<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

export class RecentMap<K, V> {
  readonly #entries = new Map<K, { value: V; weight: number }>();
  #weight = 0;

  /** The entries kept, or their total weight where each is given one (see set). */
  readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry !== undefined) {
      // Most recently used last: the first entry is the one to let go.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry?.value;
  }

  /** Keeps `value`, of `weight` (1 unless given), letting go of the least recently used beyond the capacity. */
  set(key: K, value: V, weight = 1): void {
    const known = this.#entries.get(key);
    if (known !== undefined) {
      this.#weight -= known.weight;
      this.#entries.delete(key);
    }
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
    for (const [oldest, entry] of this.#entries) {
      if (this.#weight <= this.capacity || oldest === key) break;
      this.#entries.delete(oldest);
      this.#weight -= entry.weight;
    }
  }

  /** The value for `key`, made by `make` when it is not kept. */
  obtain(key: K, make: () => V, weight = 1): V {
    let value = this.get(key);
    if (value === undefined) {
      value = make();
      this.set(key, value, weight);
    }
    return value;
  }
}
