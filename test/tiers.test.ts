// The two tiers of the suite (vitest.config.ts): the files that start Chromium or a host's engine are exactly the
// ones listed for the browser-and-hosts project, so `npm run test:quick` never waits on one and never leaves one out.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { expect, it } from 'vitest';
import { BROWSER_AND_HOSTS } from '../vitest.config.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Packages that start a browser; a module of test/helpers/engines/ starts a host's engine. */
const BROWSER_PACKAGES = new Set(['playwright-core', 'chrome-launcher', 'lighthouse']);
const ENGINES = 'test/helpers/engines/';

/** What a module imports for its values (`import type` starts nothing): package names and project paths. */
async function importsOf(file: string): Promise<string[]> {
  const text = await readFile(path.join(ROOT, file), 'utf8');
  const specifiers = [...text.matchAll(/^import\s+(?!type\s)(?:[^;]*?\sfrom\s+)?'([^']+)'/gms)].map((m) => m[1]!);
  return specifiers.map((s) => (s.startsWith('.') ? path.posix.join(path.posix.dirname(file), s) : s));
}

/** Whether a test module reaches a browser or an engine, directly or through the helpers it imports. */
async function startsBrowserOrEngine(file: string, seen = new Set<string>()): Promise<boolean> {
  if (file.startsWith(ENGINES)) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  for (const target of await importsOf(file)) {
    if (BROWSER_PACKAGES.has(target)) return true;
    if (target.startsWith('test/') && (await startsBrowserOrEngine(target, seen))) return true;
  }
  return false;
}

it('lists as browser-and-hosts exactly the test files that start Chromium or a host engine', async () => {
  const files = (await fg('test/**/*.test.ts', { cwd: ROOT })).sort();
  const slow = [];
  for (const file of files) if (await startsBrowserOrEngine(file)) slow.push(file);
  expect(slow.length).toBeGreaterThan(10);
  expect([...BROWSER_AND_HOSTS].sort()).toEqual(slow);
});
