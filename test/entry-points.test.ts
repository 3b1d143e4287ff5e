// Every command run through npm as a user runs it, in a copy of the project whose node_modules is a symbolic link
// (where "am I the entry point" has been answered wrongly before): each does its job, and one that did not never
// exits 0.
import { spawn, spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from './helpers/fixtures.ts';
import { copyProject } from './helpers/project-copy.ts';

describe('every command in a copy whose node_modules is a symbolic link', () => {
  let project: string;
  let root: string;
  const npm = (...args: string[]) =>
    spawnSync('npm', ['run', '--silent', ...args], { cwd: project, encoding: 'utf8', timeout: 120_000 });

  beforeAll(async () => {
    root = await tempDir('lb-entry-');
    project = path.join(root, 'project');
    await copyProject(project, 'folder');
  });

  it('seed writes its dataset', async () => {
    const seeded = npm('seed', '--', '--out', path.join(root, 'seeded'), '--models', '4', '--runs', '6');
    expect(seeded.stderr).toBe('');
    expect([seeded.status, seeded.stdout]).toEqual([0, expect.stringMatching(/^seed: wrote \d+ files to /)]);
    expect((await readdir(path.join(root, 'seeded', 'models'))).length).toBe(4);
  });

  it('check validates the data and says so', () => {
    const checked = npm('check', '--', '--data', path.join(root, 'seeded'));
    expect([checked.status, checked.stdout]).toEqual([0, expect.stringContaining('is valid: 4 models')]);
    const broken = npm('check', '--', '--data', path.join(root, 'no-such-folder'));
    expect([broken.status, broken.stderr]).toEqual([1, expect.stringContaining('no-such-folder')]);
  });

  it('build writes the site', async () => {
    const out = path.join(root, 'built');
    const built = npm('build', '--', '--data', path.join(root, 'seeded'), '--out', out);
    expect(built.status).toBe(0);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toContain('<table class="board sortable">');
    expect(JSON.parse(await readFile(path.join(out, 'v1', 'index.json'), 'utf8')).status).toBe('ok');
  });

  it('host-config prints the nginx file of the build', () => {
    const config = npm('host-config', '--', 'nginx', '--dir', path.join(root, 'built'));
    expect([config.status, config.stdout]).toEqual([0, expect.stringContaining('server {')]);
  });

  it('serve answers from the build until stopped', async () => {
    const child = spawn('npm', ['run', '--silent', 'serve', '--', '--dir', path.join(root, 'built'), '--port', '0'], {
      cwd: project,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`serve printed no address: ${out}`)), 60_000);
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const match = /at (http:\/\/\S+?)\/?\n/.exec(out);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
    });
    try {
      const response = await fetch(`${url}/v1/leaderboard?limit=1`, { signal: AbortSignal.timeout(10_000) });
      expect(response.status).toBe(200);
    } finally {
      // npm and the server it started form one process group: stop them together.
      process.kill(-child.pid!, 'SIGTERM');
    }
  });
});
