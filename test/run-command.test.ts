// scripts/run.mjs, the launcher behind every npm command: compiles a command once, runs its `main` with its own
// arguments, and compiles it again as soon as a source file it imports changes, in every layout a clone ends up
// in: a deep path with a space in it, a path through a symbolic link, a node_modules that is itself a link, a
// command started from another working directory. Each layout is a copy of the project, so that editing a
// source file there never touches this checkout.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, realpath, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from './helpers/fixtures.ts';
import { copyProject, type Layout } from './helpers/project-copy.ts';

const LAYOUTS: Layout[] = [
  {
    name: 'a deep path with a space, run from the project folder',
    make: async (root) => {
      const project = path.join(root, 'a b', 'c', 'd', 'e', 'project');
      await copyProject(project, 'packages');
      return { project, cwd: project };
    },
  },
  {
    name: 'a path through a symbolic link, run from another working directory',
    make: async (root) => {
      await copyProject(path.join(root, 'real', 'project'), 'packages');
      await symlink(path.join(root, 'real'), path.join(root, 'link'), 'dir');
      return { project: path.join(root, 'link', 'project'), cwd: root };
    },
  },
  {
    name: 'a linked node_modules, run from the file system root',
    make: async (root) => {
      const project = path.join(root, 'linked modules', 'project');
      await copyProject(project, 'folder');
      return { project, cwd: '/' };
    },
  },
];

describe.each(LAYOUTS)('scripts/run.mjs in $name', (layout) => {
  let project: string;
  let cwd: string;
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [path.join(project, 'scripts', 'run.mjs'), ...args], {
      cwd,
      encoding: 'utf8',
      timeout: 120_000,
    });

  it('compiles a command once, runs it, and compiles it again when a source file changes', async () => {
    ({ project, cwd } = await layout.make(await tempDir('lb-run-')));
    const first = run('scripts/check.ts', '--data', path.join(project, 'data'));
    expect(first.stderr).toBe('');
    expect([first.status, first.stdout]).toEqual([0, expect.stringContaining(' is valid: 11 models, 59 runs')]);
    const cache = path.join(project, 'node_modules', '.cache', 'leaderboard-static-api');
    // A linked node_modules is shared with other copies: each project's modules are tagged with its real path.
    const tag = createHash('sha256')
      .update(await realpath(project))
      .digest('hex')
      .slice(0, 8);
    const names = (await readdir(cache)).filter((n) => n.startsWith(`scripts--check.${tag}.`)).sort();
    expect(names).toEqual([`scripts--check.${tag}.mjs`, `scripts--check.${tag}.sources.json`]);
    const module = path.join(cache, names.find((n) => n.endsWith('.mjs'))!);
    const sources = JSON.parse(await readFile(module.replace(/\.mjs$/, '.sources.json'), 'utf8'));
    // Every recorded source exists, named by its real path.
    for (const file of sources.files) expect(await stat(file)).toBeTruthy();
    expect(sources.files).toContain(path.join(await realpath(project), 'scripts', 'data', 'validate.ts'));
    const compiled = (await stat(module)).mtimeMs;

    const usage = run('scripts/check.ts', '--bogus');
    expect([usage.status, usage.stderr]).toEqual([2, expect.stringContaining('--bogus')]);
    expect((await stat(module)).mtimeMs).toBe(compiled);

    const file = path.join(project, 'scripts', 'check.ts');
    await writeFile(file, (await readFile(file, 'utf8')).replace('[--data DIR]', '[--data FOLDER]'));
    const after = run('scripts/check.ts', '--help');
    expect([after.status, after.stdout]).toEqual([
      0,
      expect.stringMatching(/^Usage: npm run check -- \[--data FOLDER\]/),
    ]);
  });
});

describe('scripts/run.mjs', () => {
  it('refuses to run without a TypeScript entry, and a module without main', async () => {
    const none = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'run.mjs')], { encoding: 'utf8' });
    expect([none.status, none.stderr]).toEqual([2, 'usage: node scripts/run.mjs scripts/COMMAND.ts [arguments…]\n']);
    const project = path.join(await tempDir('lb-run-'), 'project');
    await copyProject(project, 'packages');
    await writeFile(path.join(project, 'scripts', 'no-main.ts'), 'export const answer = 42;\n');
    const noMain = spawnSync(process.execPath, [path.join(project, 'scripts', 'run.mjs'), 'scripts/no-main.ts'], {
      encoding: 'utf8',
    });
    expect([noMain.status, noMain.stderr]).toEqual([
      1,
      'scripts/no-main.ts exports no main function: every command module exports main(argv)\n',
    ]);
  });
});

describe('the commands that build', () => {
  it('start Node.js with the young generation bounded to 16 MiB semi-spaces', async () => {
    // Node.js 24 sizes the young generation from the machine's memory, which takes the large shape's peak over its
    // budget (docs/scale.md, "What a build holds"). The flag only takes effect on the command line, so every command
    // that builds carries it, and the bench hands it to its builds.
    const { scripts } = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const name of ['start', 'dev', 'build', 'bench', 'rehearse']) {
      expect(scripts[name], name).toBe(`node --max-semi-space-size=16 scripts/run.mjs scripts/${name}.ts`);
    }
  });
});
