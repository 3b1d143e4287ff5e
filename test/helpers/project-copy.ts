// Copies of the project in the layouts a clone ends up in, for the tests of how a command starts: a command
// run there runs the copy's own code.
import { cp, mkdir, readdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './fixtures.ts';

export interface Layout {
  name: string;
  /** Makes a copy of the project; returns the path to run it by and the working directory to run it from. */
  make(root: string): Promise<{ project: string; cwd: string }>;
}

/** What a command needs of the project: its code, its assets and sample data, and its packages. */
const PARTS = ['scripts', 'seeds', 'public', 'data', 'package.json', 'package-lock.json'];

export async function copyProject(project: string, nodeModules: 'packages' | 'folder'): Promise<void> {
  await mkdir(project, { recursive: true });
  for (const part of PARTS) await cp(path.join(ROOT, part), path.join(project, part), { recursive: true });
  if (nodeModules === 'folder') {
    // node_modules itself a link (monorepos, Docker layer caches, shared CI caches).
    await symlink(path.join(ROOT, 'node_modules'), path.join(project, 'node_modules'), 'dir');
    return;
  }
  // The packages by link, one by one: the copy's node_modules/.cache is its own.
  await mkdir(path.join(project, 'node_modules'));
  for (const name of await readdir(path.join(ROOT, 'node_modules'))) {
    if (name !== '.cache')
      await symlink(path.join(ROOT, 'node_modules', name), path.join(project, 'node_modules', name));
  }
}
