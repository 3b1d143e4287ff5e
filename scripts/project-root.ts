// The project folder (package.json, scripts/, public/). From source it is the parent of scripts/; a command
// compiled by scripts/run.mjs runs from node_modules/.cache, so the compiler writes the folder in.
import path from 'node:path';

declare const LEADERBOARD_SOURCE_ROOT: string | undefined;

export const PROJECT_ROOT =
  typeof LEADERBOARD_SOURCE_ROOT === 'string' ? LEADERBOARD_SOURCE_ROOT : path.resolve(import.meta.dirname, '..');

/** A path below the project folder: `projectPath('scripts', 'bench', 'floor-child.mjs')`. */
export const projectPath = (...parts: string[]) => path.join(PROJECT_ROOT, ...parts);

/** The launcher every command runs through: `node RUN_SCRIPT scripts/COMMAND.ts …`. */
export const RUN_SCRIPT = projectPath('scripts', 'run.mjs');
