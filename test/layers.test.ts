// The layering of scripts/ as `npm run lint` checks it (dependency-cruiser, .dependency-cruiser.cjs): the project
// passes, and a copy of it with one deliberate fault per rule fails with each rule naming its fault. Two runs of
// dependency-cruiser in all (one over the project, one over the copy): each run reads the whole tree.
import { execFile } from 'node:child_process';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, tempDir } from './helpers/fixtures.ts';

const DEPCRUISE = path.join(ROOT, 'node_modules', '.bin', 'depcruise');

function cruise(root: string): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve) => {
    const args = ['scripts', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'];
    execFile(DEPCRUISE, args, { cwd: root, encoding: 'utf8', timeout: 90_000 }, (error, stdout, stderr) =>
      resolve({
        status: error === null ? 0 : typeof error.code === 'number' ? error.code : null,
        out: stdout + stderr,
      }),
    );
  });
}

/** An import written at the top of a file of the copy. */
const prepend = (line: string) => (text: string) => `${line}\n${text}`;

/** The faults, one file each; every rule below must name the one meant for it. */
const FAULTS: [file: string, edit: (text: string) => string][] = [
  // compute/runs.ts ← compute/build-runs.ts ← compute/context.ts ← render/context.ts: an import back from compute
  // closes a cycle.
  [
    'scripts/compute/runs.ts',
    prepend("import type { RenderContext } from '../render/context.ts';\nexport type Probe = RenderContext;"),
  ],
  [
    'scripts/render/v1-history.ts',
    prepend("import type { RunStore } from '../data/run-store.ts';\nexport type Probe = RunStore;"),
  ],
  ['scripts/render/json.ts', prepend("import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;")],
  [
    'scripts/render/v1-runs.ts',
    prepend("import { plainRun } from '../data/plain-runs.ts';\nexport const probe = plainRun;"),
  ],
  ['scripts/lib/compare.ts', prepend("import type { Model } from '../data/schema.ts';\nexport type Probe = Model;")],
  ['scripts/data/validate.ts', (text) => `${text}\nexport { openDataMemo } from '../incremental/data-memo.ts';\n`],
  // routes/template.ts is bundled into the worker and the edge functions (hosts/runtime/ imports it).
  ['scripts/routes/template.ts', prepend("import { posix } from 'node:path';\nexport const probe = posix;")],
  [
    'scripts/hosts/runtime/fetch-handler.ts',
    prepend("import { readFileSync } from 'fs';\nexport const probe = readFileSync;"),
  ],
];

/** A copy of the project's scripts and its layering rules with every fault made. */
async function faultyCopy(): Promise<string> {
  const root = await tempDir('lb-layers-');
  await cp(path.join(ROOT, 'scripts'), path.join(root, 'scripts'), { recursive: true });
  for (const name of ['.dependency-cruiser.cjs', 'tsconfig.json', 'package.json'])
    await cp(path.join(ROOT, name), path.join(root, name));
  for (const [file, edit] of FAULTS) {
    const target = path.join(root, file);
    await writeFile(target, edit(await readFile(target, 'utf8')));
  }
  return root;
}

/** Each violation as the report prints it: `rule: from → to`, then the lines of its path (cycles, reach). */
function violations(out: string): { rule: string; block: string }[] {
  return out
    .split('\n  error ')
    .slice(1)
    .map((block) => ({ rule: block.slice(0, block.indexOf(':')), block: block.split('\n\n')[0]!.trimEnd() }));
}

describe('the layers of scripts/', () => {
  // Both runs at once: each waits on its own process.
  let project: ReturnType<typeof cruise>;
  let faulty: ReturnType<typeof cruise>;
  beforeAll(() => {
    project = cruise(ROOT);
    faulty = faultyCopy().then(cruise);
    // Awaited by the suite below; a failed copy is reported there, not as an unhandled rejection first.
    faulty.catch(() => {});
  });

  it('has no import cycle, no import against the layer order and no file access in compute, render and hosts', async () => {
    const { status, out } = await project;
    expect(out).toContain('no dependency violations found');
    expect(status).toBe(0);
  });

  describe('a copy with one fault per rule', () => {
    let status: number | null;
    let out: string;
    const of = (rule: string) =>
      violations(out)
        .filter((v) => v.rule === rule)
        .map((v) => v.block);
    beforeAll(async () => {
      ({ status, out } = await faulty);
    });

    it('fails, and every violation is one of the faults', () => {
      expect(status).not.toBe(0);
      expect(new Set(violations(out).map((v) => v.rule))).toEqual(
        new Set([
          'no-circular',
          'layer-compute',
          'no-io-in-pure-stages',
          'no-validation-internals',
          'no-run-store-in-render',
          'layer-lib',
          'layer-data',
          'no-node-in-host-runtime',
        ]),
      );
    });

    it('names an import cycle through the import back, and compute importing from render', () => {
      const cycles = of('no-circular');
      expect(cycles.length).toBeGreaterThan(0);
      for (const cycle of cycles)
        expect(cycle).toMatch(/scripts\/compute\/runs\.ts →\s+scripts\/render\/context\.ts\b/);
      expect(of('layer-compute')).toEqual(['layer-compute: scripts/compute/runs.ts → scripts/render/context.ts']);
    });

    it('names a file read in render, and in the host runtime', () => {
      expect(of('no-io-in-pure-stages').sort()).toEqual([
        'no-io-in-pure-stages: scripts/hosts/runtime/fetch-handler.ts → fs',
        'no-io-in-pure-stages: scripts/render/json.ts → fs',
      ]);
    });

    it('names render reaching into validation instead of the run store', () => {
      expect(of('no-validation-internals')).toEqual([
        'no-validation-internals: scripts/render/v1-runs.ts → scripts/data/plain-runs.ts',
      ]);
    });

    it('names render naming the run store instead of taking what compute made', () => {
      expect(of('no-run-store-in-render')).toEqual([
        'no-run-store-in-render: scripts/render/v1-history.ts → scripts/data/run-store.ts',
      ]);
    });

    it('names a generic helper importing from the project above it', () => {
      expect(of('layer-lib')).toEqual(['layer-lib: scripts/lib/compare.ts → scripts/data/schema.ts']);
    });

    it('names data importing from the incremental layer above it', () => {
      expect(of('layer-data')).toEqual(['layer-data: scripts/data/validate.ts → scripts/incremental/data-memo.ts']);
    });

    it('names a Node API reached from the host runtime, directly or through what it imports', () => {
      expect(out).toMatch(
        /error no-node-in-host-runtime: scripts\/hosts\/runtime\/fetch-handler\.ts → path\n(\s+scripts\/routes\/[a-z-]+\.ts →\n)*\s+scripts\/routes\/template\.ts →\n\s+path\n/,
      );
      expect(out).toMatch(/error no-node-in-host-runtime: scripts\/hosts\/runtime\/fetch-handler\.ts → fs\n\s+fs\n/);
      // Whatever entry reaches them, the Node modules reported are the two the faults import.
      for (const block of of('no-node-in-host-runtime')) expect(block).toMatch(/→ (path|fs)\n/);
    });
  });
});
