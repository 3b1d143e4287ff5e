// A map that keeps only its most recently used entries: what a build computes per run is kept while the runs
// near it are rendered, then let go, so memory follows the size of a run, not the number of runs. Sections
// render runs in publication order, which keeps the hits high; a miss only means computing again.

export class RecentMap<K, V> {
  readonly #entries = new Map<K, V>();
  constructor(readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      // Most recently used last: the first entry is the one to let go.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value as K);
  }

  /** The value for `key`, made by `make` when it is not kept. */
  obtain(key: K, make: () => V): V {
    let value = this.get(key);
    if (value === undefined) {
      value = make();
      this.set(key, value);
    }
    return value;
  }
}
