// The project folder (package.json, scripts/, public/): the parent of scripts/, whose files Node runs as they are.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

/** A path below the project folder: `projectPath('scripts', 'bench', 'floor-child.mjs')`. */
export const projectPath = (...parts: string[]) => path.join(PROJECT_ROOT, ...parts);

/**
 * The identity of the code, for the caches of what it renders: every file under scripts/ (its path and bytes),
 * the locked dependencies and the Node.js version, so an edit to any script or an update of a package starts the
 * caches afresh. All of scripts/ rather than the modules a command imports: the list is known without loading
 * them, and an edit to a script the build does not run only costs one build without caches. Reading the files
 * takes a few milliseconds.
 */
export function codeDigest(): string {
  const hash = createHash('sha256').update(process.version).update('\0');
  const scripts = projectPath('scripts');
  const files = readdirSync(scripts, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files)
    hash.update(path.relative(scripts, file)).update('\0').update(readFileSync(file)).update('\0');
  hash.update(readFileSync(projectPath('package-lock.json')));
  return hash.digest('hex');
}

/**
 * The folder of the build's caches (data files known valid, manifests of outputs, host runtime bundles):
 * $LEADERBOARD_CACHE_DIR, else where tools keep theirs, node_modules/.cache.
 */
export const cacheDir = () =>
  process.env.LEADERBOARD_CACHE_DIR || projectPath('node_modules', '.cache', 'leaderboard-static-api');
