// Small deterministic PRNG: FNV-1a string hash seeding mulberry32.
// Only integer ops, +, *, / and Math.sqrt (correctly rounded in IEEE 754) are used,
// so the same seed gives the same numbers on every platform and Node version.

/** 32-bit FNV-1a hash of a string, with a final avalanche step. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/** mulberry32: returns a generator of floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly next: () => number;

  constructor(seed: string) {
    this.next = mulberry32(hashString(seed));
  }

  /** Uniform float in [0, 1). */
  float(): number {
    return this.next();
  }

  /** Uniform float in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Uniform integer in [min, max] (inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Approximately standard normal (Irwin-Hall with 4 uniforms, rescaled to unit variance). */
  normal(): number {
    const sum = this.next() + this.next() + this.next() + this.next();
    return (sum - 2) * Math.sqrt(3);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick() from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks a key with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    const total = entries.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [key, w] of entries) {
      r -= w;
      if (r < 0) return key;
    }
    return (entries[entries.length - 1] as [K, number])[0];
  }

  /** k distinct items, kept in their original order. */
  sample<T>(items: readonly T[], k: number): T[] {
    const idx = items.map((_, i) => i);
    for (let i = idx.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [idx[i], idx[j]] = [idx[j] as number, idx[i] as number];
    }
    return idx
      .slice(0, Math.max(0, Math.min(k, items.length)))
      .sort((a, b) => a - b)
      .map((i) => items[i] as T);
  }
}

/** An independent stream per topic, so e.g. changing the DCD case count never changes run scores. */
export function rngFor(seed: string, ...scope: (string | number)[]): Rng {
  return new Rng([seed, ...scope].join('/'));
}

export const round2 = (x: number): number => Math.round(x * 100) / 100;

export const clamp = (x: number, min: number, max: number): number => Math.min(max, Math.max(min, x));

/** ISO-8601 UTC without milliseconds: 2026-01-05T12:00:00Z. */
export const isoSeconds = (d: Date): string => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

export const addDays = (d: Date, days: number): Date => new Date(d.getTime() + days * 86_400_000);
