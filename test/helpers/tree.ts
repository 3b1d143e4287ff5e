// Reads a whole output tree (path → bytes) so tests can compare builds byte for byte.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';

export async function readTree(dir: string): Promise<Map<string, Buffer>> {
  const files = (await fg('**/*', { cwd: dir, dot: true, onlyFiles: true })).sort();
  const entries = await Promise.all(files.map(async (f) => [f, await readFile(path.join(dir, f))] as const));
  return new Map(entries);
}

export function expectSameTree(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  const differences: string[] = [];
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(key);
    const y = b.get(key);
    if (x === undefined || y === undefined || !x.equals(y)) differences.push(key);
  }
  return differences;
}
