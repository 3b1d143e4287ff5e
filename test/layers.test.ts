// The layering of scripts/ as `npm run lint` checks it (dependency-cruiser, .dependency-cruiser.cjs): the project
// passes, and a copy of it with a deliberate fault fails with the rule that names the fault.
import { spawnSync } from 'node:child_process';
import { appendFile, cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from './helpers/fixtures.ts';

const DEPCRUISE = path.join(ROOT, 'node_modules', '.bin', 'depcruise');

function cruise(root: string) {
  const child = spawnSync(DEPCRUISE, ['scripts', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: child.status, out: child.stdout + child.stderr };
}

/** A copy of the project's scripts and its layering rules, with one file edited. */
async function copyWith(file: string, edit: (text: string) => string): Promise<string> {
  const root = await tempDir('lb-layers-');
  await cp(path.join(ROOT, 'scripts'), path.join(root, 'scripts'), { recursive: true });
  for (const name of ['.dependency-cruiser.cjs', 'tsconfig.json', 'package.json'])
    await cp(path.join(ROOT, name), path.join(root, name));
  const target = path.join(root, file);
  await writeFile(target, edit(await readFile(target, 'utf8')));
  return root;
}

describe('the layers of scripts/', () => {
  it('has no import cycle, no import against the layer order and no file access in compute, render and hosts', () => {
    const { status, out } = cruise(ROOT);
    expect(out).toContain('no dependency violations found');
    expect(status).toBe(0);
  });

  it('fails on an import cycle, naming it, and on compute importing from render', async () => {
    // compute/runs.ts ← compute/context.ts ← render/types.ts: an import back from compute closes a cycle.
    const root = await copyWith('scripts/compute/runs.ts', (text) =>
      text.replace(/^/, "import type { SiteFile } from '../render/types.ts';\nexport type Probe = SiteFile;\n"),
    );
    const { status, out } = cruise(root);
    expect(status).not.toBe(0);
    const cycles = out.split('\n  error ').filter((block) => block.startsWith('no-circular:'));
    expect(cycles.length).toBeGreaterThan(0);
    for (const cycle of cycles) expect(cycle).toMatch(/scripts\/compute\/runs\.ts →\s+scripts\/render\/types\.ts →/);
    expect(out).toContain('error layer-compute: scripts/compute/runs.ts → scripts/render/types.ts');
  });

  it('fails on a file read in render', async () => {
    const root = await copyWith('scripts/render/json.ts', (text) =>
      text.replace(/^/, "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n"),
    );
    const { status, out } = cruise(root);
    expect(status).not.toBe(0);
    expect(out).toContain('error no-io-in-pure-stages: scripts/render/json.ts → fs');
    expect(out).toContain('1 dependency violations (1 errors');
  });

  it('fails on render reaching into validation instead of the run store', async () => {
    const root = await copyWith('scripts/render/v1-runs.ts', (text) =>
      text.replace(/^/, "import { plainRun } from '../data/plain-runs.ts';\nexport const probe = plainRun;\n"),
    );
    const { status, out } = cruise(root);
    expect(status).not.toBe(0);
    expect(out).toContain('error no-validation-internals: scripts/render/v1-runs.ts → scripts/data/plain-runs.ts');
    expect(out).toContain('1 dependency violations (1 errors');
  });

  it('fails on a generic helper importing from the project above it', async () => {
    const root = await copyWith('scripts/lib/compare.ts', (text) =>
      text.replace(/^/, "import type { Model } from '../data/schema.ts';\nexport type Probe = Model;\n"),
    );
    const { status, out } = cruise(root);
    expect(status).not.toBe(0);
    expect(out).toContain('error layer-lib: scripts/lib/compare.ts → scripts/data/schema.ts');
  });

  it('fails on data importing from the incremental layer above it', async () => {
    const root = await copyWith('scripts/data/validate.ts', (text) => text);
    await appendFile(
      path.join(root, 'scripts/data/validate.ts'),
      "\nexport { openDataMemo } from '../incremental/data-memo.ts';\n",
    );
    const { status, out } = cruise(root);
    expect(status).not.toBe(0);
    expect(out).toContain('error layer-data: scripts/data/validate.ts → scripts/incremental/data-memo.ts');
  });

  it('fails on a Node API reached from the host runtime, directly or through what it imports', async () => {
    // routes/template.ts is bundled into the worker and the edge functions (hosts/runtime/ imports it).
    const root = await copyWith('scripts/routes/template.ts', (text) =>
      text.replace(/^/, "import { posix } from 'node:path';\nexport const probe = posix;\n"),
    );
    const { status, out } = cruise(root);
    expect(status).not.toBe(0);
    expect(out).toMatch(
      /error no-node-in-host-runtime: scripts\/hosts\/runtime\/fetch-handler\.ts → path\n(\s+scripts\/routes\/[a-z-]+\.ts →\n)*\s+scripts\/routes\/template\.ts →\n\s+path\n/,
    );
    const direct = await copyWith('scripts/hosts/runtime/fetch-handler.ts', (text) =>
      text.replace(/^/, "import { readFileSync } from 'fs';\nexport const probe = readFileSync;\n"),
    );
    expect(cruise(direct).out).toContain('error no-node-in-host-runtime: scripts/hosts/runtime/fetch-handler.ts → fs');
  });
});
