// The project folder (package.json, scripts/, public/). From source it is the parent of scripts/; a command
// compiled by scripts/run.mjs runs from node_modules/.cache, so the compiler writes the folder in.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

declare const LEADERBOARD_SOURCE_ROOT: string | undefined;

export const PROJECT_ROOT =
  typeof LEADERBOARD_SOURCE_ROOT === 'string' ? LEADERBOARD_SOURCE_ROOT : path.resolve(import.meta.dirname, '..');

/** A path below the project folder: `projectPath('scripts', 'bench', 'floor-child.mjs')`. */
export const projectPath = (...parts: string[]) => path.join(PROJECT_ROOT, ...parts);

/** The launcher every command runs through: `node RUN_SCRIPT scripts/COMMAND.ts …`. */
export const RUN_SCRIPT = projectPath('scripts', 'run.mjs');

/**
 * The identity of the running code, for caches of what it renders: the compiled module (every project file it
 * runs), the locked dependencies and the Node.js version. Null when running from the TypeScript sources (under
 * the test runner), whose identity is not one file.
 */
export function codeDigest(): string | null {
  if (typeof LEADERBOARD_SOURCE_ROOT !== 'string') return null;
  const hash = createHash('sha256').update(process.version).update('\0');
  hash.update(readFileSync(fileURLToPath(import.meta.url))).update('\0');
  hash.update(readFileSync(projectPath('package-lock.json')));
  return hash.digest('hex');
}

/**
 * The folder of the build's caches (data files known valid, manifests of outputs, host runtime bundles):
 * $LEADERBOARD_CACHE_DIR, else where tools keep theirs, node_modules/.cache.
 */
export const cacheDir = () =>
  process.env.LEADERBOARD_CACHE_DIR || projectPath('node_modules', '.cache', 'leaderboard-static-api');
