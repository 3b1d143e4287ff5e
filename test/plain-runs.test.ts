// The run files checked without zod (data/plain-runs.ts) give zod's answer: whatever the fast check accepts, the
// schema accepts as it is, keys in order; the sample's run files are all accepted; and a value changed in any of
// the ways a file can be wrong is left to zod.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { plainRunCheck } from '../scripts/data/plain-runs.ts';
import { DcdRunFile, runFileSchemas } from '../scripts/data/schema.ts';
import { sameShape } from '../scripts/data/validation-memo.ts';
import { SPEC_SCORING } from '../scripts/schemas/spec-scoring.ts';
import { ROOT } from './helpers/fixtures.ts';

type Json = Record<string, any>;
const RUN_SCHEMAS = runFileSchemas(SPEC_SCORING);
const SCHEMAS = { runs: RUN_SCHEMAS.file, dcd: DcdRunFile } as const;
const plainRun = plainRunCheck(SPEC_SCORING, RUN_SCHEMAS);

function sampleRuns(kind: 'runs' | 'dcd'): Json[] {
  const dir = path.join(ROOT, 'data', kind);
  return readdirSync(dir).map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
}

/** zod's answer: the value passes as it is. */
function zodAccepts(kind: 'runs' | 'dcd', value: unknown): boolean {
  const result = SCHEMAS[kind].safeParse(value);
  return result.success && sameShape(result.data, value);
}

/** Every way of spoiling one value: other types, out of range, off the pattern, gone, renamed, reordered. */
const SPOILED_VALUES: unknown[] = [
  null,
  undefined,
  '',
  'x',
  -1,
  -0.01,
  100.01,
  1.5,
  2 ** 53,
  0,
  true,
  [],
  {},
  'A-Model',
  'a--b',
  `${'a'.repeat(65)}`,
  '12',
];

/** Values of `value` with one spot changed, each spot reached by a path of keys and indexes. */
function* spoiled(value: Json): Generator<Json> {
  const spots: (string | number)[][] = [];
  const walk = (node: unknown, at: (string | number)[]) => {
    if (Array.isArray(node)) {
      for (const [i, item] of node.slice(0, 2).entries()) walk(item, [...at, i]);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) walk(item, [...at, key]);
      spots.push(at);
    }
    if (at.length > 0) spots.push(at);
  };
  walk(value, []);
  for (const spot of spots) {
    const parentPath = spot.slice(0, -1);
    const key = spot.at(-1)!;
    const edit = (change: (parent: any) => void) => {
      const copy = structuredClone(value);
      change(parentPath.reduce((node: any, k) => node[k], copy));
      return copy;
    };
    if (spot.length > 0) {
      for (const replacement of SPOILED_VALUES) {
        yield edit((parent) => {
          parent[key] = replacement;
        });
      }
      yield edit((parent) => {
        if (Array.isArray(parent)) parent.splice(Number(key), 1);
        else delete parent[key];
      });
      yield edit((parent) => {
        if (Array.isArray(parent)) return;
        // The key moved to the end: the same fields in another order.
        const item = parent[key];
        delete parent[key];
        parent[key] = item;
      });
    }
    yield edit((parent) => {
      const node = spot.length === 0 ? parent : parent[key];
      if (node !== null && typeof node === 'object' && !Array.isArray(node)) node.surprise = 1;
    });
  }
}

describe.each(['runs', 'dcd'] as const)('the %s files checked without zod', (kind) => {
  const samples = sampleRuns(kind);

  it('accepts every run file of the sample, as zod does', () => {
    expect(samples.length).toBeGreaterThan(3);
    for (const value of samples) {
      expect(zodAccepts(kind, value)).toBe(true);
      expect(plainRun(kind, value)).toBe(true);
    }
  });

  it('accepts nothing zod would refuse or change, whatever spot of a file is spoiled', () => {
    let refused = 0;
    let checked = 0;
    for (const value of spoiled(samples[0]!)) {
      checked++;
      const plain = plainRun(kind, value);
      if (plain) expect({ value, zod: zodAccepts(kind, value) }).toEqual({ value, zod: true });
      else refused++;
    }
    // Spoiling must mostly spoil: the check is not trivially true.
    expect(checked).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(checked * 0.8);
  });
});
