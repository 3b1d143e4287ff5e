// What a command needs before any of its code loads: a Node.js that runs TypeScript files as they are (22.18 or
// later on the 22 line, or 24 and later; package.json's engines name the lines tested, 22, 24 and 26) and the
// packages of package.json installed.
// Without either, the command stops here with what to do, instead of a stack trace from deep inside Node or a
// package. Plain JavaScript without packages, so that any Node.js can run it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Why this Node.js cannot run the commands, or null when it can. */
export function unsupportedNode(version) {
  const [major, minor] = version.split('.').map(Number);
  if (major >= 24 || (major === 22 && minor >= 18)) return null;
  return `this project needs Node.js 22.18 or later on the 22 line, or 24 and later; this is Node.js ${version}`;
}

/** The packages of package.json's dependencies missing from the project's node_modules. */
export function missingPackages(root) {
  const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return Object.keys(dependencies).filter((name) => !existsSync(path.join(root, 'node_modules', name, 'package.json')));
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const node = unsupportedNode(process.versions.node);
const missing = node === null ? missingPackages(root) : [];
if (node !== null || missing.length > 0) {
  process.stderr.write(
    node !== null
      ? `error: ${node}: install a supported one (https://nodejs.org/)\n`
      : `error: the project's packages are not installed (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''} missing): run npm install (or npm ci) in ${root}, then the command again\n`,
  );
  process.exit(1);
}
