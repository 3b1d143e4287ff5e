// scripts/run.mjs, the launcher behind every npm command: compiles a command once, runs it with its own
// arguments, and compiles it again as soon as a source file it imports changes. Runs on a copy of scripts/ so
// that editing a source file here never touches the project's own cache.
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, tempDir } from './helpers/fixtures.ts';

describe('scripts/run.mjs', () => {
  let copy: string;
  const cache = () => path.join(copy, 'node_modules', '.cache', 'leaderboard-static-api');
  const command = (...args: string[]) =>
    spawnSync(process.execPath, [path.join(copy, 'scripts', 'run.mjs'), ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });

  beforeAll(async () => {
    copy = await tempDir('lb-run-');
    await cp(path.join(ROOT, 'scripts'), path.join(copy, 'scripts'), { recursive: true });
    // The packages by link, one by one: the copy's node_modules/.cache is its own.
    await mkdir(path.join(copy, 'node_modules'));
    for (const name of await readdir(path.join(ROOT, 'node_modules'))) {
      if (name !== '.cache')
        await symlink(path.join(ROOT, 'node_modules', name), path.join(copy, 'node_modules', name));
    }
  });

  it('compiles a command into the cache once and runs it with its arguments and exit code', async () => {
    const first = command('scripts/check.ts', '--data', path.join(ROOT, 'data'));
    expect(first.stderr).toBe('');
    expect([first.status, first.stdout]).toEqual([0, expect.stringContaining(' is valid: 11 models, 59 runs')]);
    expect((await readdir(cache())).sort()).toEqual(['scripts--check.mjs', 'scripts--check.sources.json']);
    const sources = JSON.parse(await readFile(path.join(cache(), 'scripts--check.sources.json'), 'utf8'));
    expect(sources.files).toContain(path.join(copy, 'scripts', 'data', 'validate.ts'));
    const compiled = (await stat(path.join(cache(), 'scripts--check.mjs'))).mtimeMs;

    const usage = command('scripts/check.ts', '--bogus');
    expect([usage.status, usage.stderr]).toEqual([2, expect.stringContaining('--bogus')]);
    // Nothing changed: the same compiled module ran.
    expect((await stat(path.join(cache(), 'scripts--check.mjs'))).mtimeMs).toBe(compiled);
  });

  it('compiles again when a source file the command imports changes', async () => {
    const before = command('scripts/check.ts', '--help');
    expect(before.stdout).toMatch(/^Usage: npm run check -- \[--data DIR\]/);
    const file = path.join(copy, 'scripts', 'check.ts');
    await writeFile(file, (await readFile(file, 'utf8')).replace('[--data DIR]', '[--data FOLDER]'));
    const after = command('scripts/check.ts', '--help');
    expect([after.status, after.stdout]).toEqual([
      0,
      expect.stringMatching(/^Usage: npm run check -- \[--data FOLDER\]/),
    ]);
  });

  it('refuses to run without a TypeScript entry', () => {
    const none = command();
    expect([none.status, none.stderr]).toEqual([2, 'usage: node scripts/run.mjs scripts/COMMAND.ts [arguments…]\n']);
  });
});
