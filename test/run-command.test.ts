// How a command starts: `npm run <command>` or `node scripts/<command>.ts`, Node running the TypeScript as it is,
// in every layout a clone ends up in (a deep path with a space in it, a path through a symbolic link, a
// node_modules that is itself a link, a command started from another working directory). Each layout is a copy
// of the project, so that editing a script there never touches this checkout.
import { spawnSync } from 'node:child_process';
import { appendFile, cp, readdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dataset, model, ROOT, result, run, tempDir, writeDataset } from './helpers/fixtures.ts';
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

const USAGE = /^Usage: npm run check -- \[--data DIR\]/;

describe.each(LAYOUTS)('a command in $name', (layout) => {
  it('answers --help through npm and as node on its file, and exits with its code', async () => {
    const { project, cwd } = await layout.make(await tempDir('lb-run-'));
    const node = (...args: string[]) =>
      spawnSync(process.execPath, [path.join(project, 'scripts', 'check.ts'), ...args], {
        cwd,
        encoding: 'utf8',
        timeout: 120_000,
      });
    // npm runs a package's scripts from its folder, wherever it is asked from.
    const npm = spawnSync('npm', ['run', '--silent', '--prefix', project, 'check', '--', '--help'], {
      cwd,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect([npm.status, npm.stderr, npm.stdout]).toEqual([0, '', expect.stringMatching(USAGE)]);
    const help = node('--help');
    expect([help.status, help.stderr, help.stdout]).toEqual([0, '', expect.stringMatching(USAGE)]);

    const valid = node('--data', path.join(project, 'data'));
    expect([valid.status, valid.stderr]).toEqual([0, '']);
    expect(valid.stdout).toMatch(/ is valid: 11 models, 59 runs/);
    const missing = node('--data', path.join(project, 'no such folder'));
    expect([missing.status, missing.stdout]).toEqual([1, '']);
    expect(missing.stderr).toMatch(/no such folder/);
    const usage = node('--bogus');
    expect([usage.status, usage.stdout]).toEqual([2, '']);
    expect(usage.stderr).toMatch(/--bogus/);
  }, 300_000);
});

describe('what a command needs before it runs', () => {
  it('names the Node.js it needs, and tells npm start before npm install to install the packages first', async () => {
    const preflight = pathToFileURL(path.join(ROOT, 'scripts', 'cli', 'preflight.mjs')).href;
    const versions = ['20.20.2', '22.17.1', '22.18.0', '23.11.0', '24.0.0'];
    const script = `import { unsupportedNode } from ${JSON.stringify(preflight)}; console.log(JSON.stringify(${JSON.stringify(versions)}.map(unsupportedNode)));`;
    const checked = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    const needs = (version: string) =>
      `this project needs Node.js 22.18 or later on the 22 line, or 24 and later; this is Node.js ${version}`;
    expect(JSON.parse(checked.stdout)).toEqual([needs('20.20.2'), needs('22.17.1'), null, needs('23.11.0'), null]);

    // A fresh clone: the code and package.json, no node_modules.
    const project = path.join(await tempDir('lb-run-'), 'fresh clone');
    for (const part of ['scripts', 'data', 'package.json'])
      await cp(path.join(ROOT, part), path.join(project, part), { recursive: true });
    const start = spawnSync('npm', ['start'], { cwd: project, encoding: 'utf8', timeout: 60_000 });
    expect(start.status).toBe(1);
    expect(start.stderr).toContain(
      `error: the project's packages are not installed (@fontsource-variable/noto-emoji, @fontsource-variable/noto-sans-sc, @resvg/resvg-js, … missing): run npm install (or npm ci) in ${project}, then the command again\n`,
    );
    expect(start.stderr).not.toContain('ERR_MODULE_NOT_FOUND');
  });
});

describe('a command module', () => {
  it('runs nothing when imported: neither an entry nor the command it starts', async () => {
    const project = path.join(await tempDir('lb-run-'), 'my project');
    await copyProject(project, 'packages');
    const entries = (await readdir(path.join(project, 'scripts'))).filter((name) => name.endsWith('.ts'));
    const modules = [
      ...entries.map((name) => path.join(project, 'scripts', name)),
      ...entries.map((name) => path.join(project, 'scripts', 'commands', name)),
    ].filter((file) => !file.endsWith('project-root.ts') && !file.endsWith('pipeline.ts'));
    expect(modules.length).toBeGreaterThanOrEqual(20);
    // `build` with no arguments would write build/ and `seed` data/: neither may appear.
    const script = `for (const file of ${JSON.stringify(modules)}) await import(file); console.log('imported');`;
    const imported = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: project,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect([imported.status, imported.stderr, imported.stdout]).toEqual([0, '', 'imported\n']);
    expect(await readdir(project)).not.toContain('build');
  }, 120_000);
});

describe('the build caches', () => {
  it('are taken while the scripts are the same, and start afresh once a script is edited', async () => {
    const root = await tempDir('lb-run-');
    const project = path.join(root, 'project');
    await copyProject(project, 'packages');
    // A small dataset of its own (the caches are the same whatever the data): its site.json names every setting,
    // so its parsed value is the file's, and every file can pass for checked before.
    const data = path.join(root, 'data');
    await writeDataset(
      data,
      dataset({
        site: { changes: { threshold: 0.5 }, compat: { sunset: '2026-06-30' } },
        models: [model('alpha'), model('beta')],
        runs: [run(1, '2026-11-23T12:00:00Z', [result('alpha', 70, 60), result('beta', 60, 50)])],
      }),
    );
    const build = () => {
      const child = spawnSync(
        process.execPath,
        ['scripts/build.ts', '--data', data, '--out', path.join(root, 'site'), '--now', '2026-11-27T00:00:00Z'],
        { cwd: project, encoding: 'utf8', timeout: 180_000 },
      );
      expect([child.status, child.stderr]).toEqual([0, '']);
      return /^cache: (\d+) of (\d+) data files passed their checks in an earlier build/m.exec(child.stdout)!.slice(1);
    };
    expect(build()).toEqual(['0', '4']);
    expect(build()).toEqual(['4', '4']);
    // A comment only: the same output, but the code's identity is its scripts' bytes.
    await appendFile(path.join(project, 'scripts', 'render', 'json.ts'), '// edited\n');
    expect(build()).toEqual(['0', '4']);
    expect(build()).toEqual(['4', '4']);
  }, 600_000);
});
