// The swap never loses a complete tree: a build killed at each step of it leaves the complete old or new site at
// the output path, or (between the two renames) the old one beside it, which the next build puts back before
// anything else, even a build that then fails. A killed build's temporary folder is removed by the next build,
// also while the killed process is not yet reaped. The commands leave the removal of the previous output to a
// process of their own: builds run back to back regardless, and nothing stays behind.

import { spawn, spawnSync } from 'node:child_process';
import { cp, readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../scripts/pipeline.ts';
import { AFTER_SUNSET, dataset, model, ROOT, result, run, tempDir, writeDataset } from './helpers/fixtures.ts';
import { expectSameTree, readTree } from './helpers/tree.ts';

const OLD_DATA = dataset({
  models: [model('alpha')],
  runs: [run(1, '2026-01-05T12:00:00Z', [result('alpha', 70, 60)])],
});
const NEW_DATA = dataset({
  models: [model('alpha')],
  runs: [run(1, '2026-01-05T12:00:00Z', [result('alpha', 90, 80)])],
});

const build = (dataDir: string, outDir: string) =>
  buildSite({ dataDir, outDir, publicDir: path.join(ROOT, 'public'), now: AFTER_SUNSET, cards: false });

/**
 * The same build in a process of its own, which kills itself at the point LEADERBOARD_WRITE_CRASH_AT names
 * (write/write-site.ts). Its folders come in BUILD_DATA and BUILD_OUT: a shell passes them on unquoted.
 */
const CHILD_BUILD = `
const { buildSite } = await import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'scripts/pipeline.ts')).href)});
const built = await buildSite({
  dataDir: process.env.BUILD_DATA,
  outDir: process.env.BUILD_OUT,
  publicDir: ${JSON.stringify(path.join(ROOT, 'public'))},
  now: new Date(${JSON.stringify(AFTER_SUNSET.toISOString())}),
  cards: false,
});
process.exitCode = built.ok ? 0 : 1;
`;
const childEnv = (point: string, dataDir: string, outDir: string) => ({
  ...process.env,
  LEADERBOARD_WRITE_CRASH_AT: point,
  BUILD_DATA: dataDir,
  BUILD_OUT: outDir,
  CHILD_BUILD,
});

/** The two data folders and their outputs, built once for the file: every scene starts from a copy. */
async function builtOnce() {
  const root = await tempDir();
  const [oldData, newData, oldOut, newOut] = ['old-data', 'new-data', 'old-build', 'new-build'].map((n) =>
    path.join(root, n),
  );
  await writeDataset(oldData!, OLD_DATA);
  await writeDataset(newData!, NEW_DATA);
  expect((await build(oldData!, oldOut!)).ok).toBe(true);
  expect((await build(newData!, newOut!)).ok).toBe(true);
  return {
    oldData: oldData!,
    newData: newData!,
    oldOut: oldOut!,
    oldTree: await readTree(oldOut!),
    newTree: await readTree(newOut!),
  };
}
let shared: ReturnType<typeof builtOnce> | undefined;

/** A folder of its own holding the old data's output, as a build left it. */
async function scene() {
  shared ??= builtOnce();
  const once = await shared;
  const root = await tempDir();
  const outDir = path.join(root, 'build');
  await cp(once.oldOut, outDir, { recursive: true });
  return { ...once, root, outDir, build: (dataDir: string, out = outDir) => build(dataDir, out) };
}

/** A build of the new data in a child process that kills itself at `point`. */
function buildKilledAt(point: string, newData: string, outDir: string) {
  return spawnSync(process.execPath, ['--input-type=module', '-e', CHILD_BUILD], {
    cwd: ROOT,
    env: childEnv(point, newData, outDir),
    encoding: 'utf8',
  });
}

const siblings = async (root: string) => (await readdir(root)).filter((n) => n.startsWith('.build-')).sort();

describe('a build killed during the swap', () => {
  it.each([
    ['before-swap', 'old'],
    ['after-swap', 'new'],
  ] as const)('killed %s leaves the complete %s site at the output path', async (point, which) => {
    const s = await scene();
    expect(buildKilledAt(point, s.newData, s.outDir).signal).toBe('SIGKILL');
    expect(expectSameTree(which === 'old' ? s.oldTree : s.newTree, await readTree(s.outDir))).toEqual([]);
    expect((await s.build(s.newData)).ok).toBe(true);
    expect(expectSameTree(s.newTree, await readTree(s.outDir))).toEqual([]);
    expect(await siblings(s.root)).toEqual([]);
  });

  it('killed between the renames leaves the old site complete beside the output, and the next build puts it back first', async () => {
    const s = await scene();
    expect(buildKilledAt('between-renames', s.newData, s.outDir).signal).toBe('SIGKILL');
    const left = await siblings(s.root);
    const aside = left.find((n) => n.startsWith('.build-old-'));
    expect(aside).toBeDefined();
    expect(expectSameTree(s.oldTree, await readTree(path.join(s.root, aside!)))).toEqual([]);
    // The next build fails validation, yet the complete old site is back at the output path.
    const failing = path.join(s.root, 'broken-data');
    await writeDataset(failing, { ...OLD_DATA, 'site.json': { broken: true } });
    const refused = await s.build(failing);
    expect([refused.ok, refused.restored]).toEqual([false, aside]);
    expect(expectSameTree(s.oldTree, await readTree(s.outDir))).toEqual([]);
    expect((await s.build(s.newData)).ok).toBe(true);
    expect(expectSameTree(s.newTree, await readTree(s.outDir))).toEqual([]);
    expect(await siblings(s.root)).toEqual([]);
  });

  it('removes the temporary folder of a killed build whose process is not yet reaped', async () => {
    const s = await scene();
    // The shell starts the build, then becomes `sleep` without ever waiting for it: the killed build stays a
    // zombie, still present in the process table, until the sleep ends.
    const script = `"${process.execPath}" --input-type=module -e "$CHILD_BUILD" & exec sleep 20`;
    const shell = spawn('sh', ['-c', script], { cwd: ROOT, env: childEnv('before-swap', s.newData, s.outDir) });
    const deadline = Date.now() + 30_000;
    let temp: string | undefined;
    while (Date.now() < deadline && temp === undefined) {
      temp = (await siblings(s.root)).find((n) => n.startsWith('.build-tmp-'));
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(temp).toBeDefined();
    const pid = Number(/^\.build-tmp-(\d+)-/.exec(temp!)?.[1]);
    // Wait until the build has killed itself: a zombie, not yet reaped.
    while (
      Date.now() < deadline &&
      !/ [ZX] /.test(spawnSync('cat', [`/proc/${pid}/stat`], { encoding: 'utf8' }).stdout)
    ) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(spawnSync('cat', [`/proc/${pid}/stat`], { encoding: 'utf8' }).stdout).toMatch(/\) Z /);
    expect((await s.build(s.newData)).ok).toBe(true);
    expect(await siblings(s.root)).toEqual([]);
    shell.kill('SIGKILL');
  });
});

describe('the previous output removed in the background', () => {
  /** `npm run build` in a child process, as an operator runs it. */
  const cliBuild = (dataDir: string, outDir: string) =>
    spawnSync(process.execPath, ['scripts/build.ts', '--data', dataDir, '--out', outDir, '--now', '2026-07-01'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('builds back to back without waiting for the removal, and the moved-aside outputs are gone soon after', async () => {
    const s = await scene();
    // The command draws the preview cards: its second build of the old data is compared with its first.
    let first: Map<string, Buffer> | undefined;
    for (const dataDir of [s.newData, s.oldData, s.newData, s.oldData]) {
      const child = cliBuild(dataDir, s.outDir);
      expect(child.stderr).toBe('');
      expect(child.status).toBe(0);
      if (dataDir === s.oldData) first ??= await readTree(s.outDir);
    }
    expect(expectSameTree(first!, await readTree(s.outDir))).toEqual([]);
    // Each command returned right after its swap; its own `rm -rf` finishes within moments.
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (await siblings(s.root)).length > 0) await new Promise((r) => setTimeout(r, 50));
    expect(await siblings(s.root)).toEqual([]);
  });
});
