// One temporary folder for a whole test run, removed when the run ends: every test's temporary folders, the
// builds, caches and browser profiles of the commands the tests start (they inherit TMPDIR) go below it, so a run
// leaves nothing behind in the system's temporary folder, whether its tests clean up after themselves or not.
// Each project of the run calls this setup: the first makes the folder and removes it, the others take it as it is
// (one folder inside another would make Chromium's socket paths too long).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  if (process.env.LB_TESTS_TMPDIR !== undefined) return () => {};
  // Node's compile cache from the first line of every command the tests start, in the folder Node itself picks
  // when a command turns it on (scripts/cli/compile-cache.mjs): a command started as `node scripts/build.ts`
  // turns it on only after Node has stripped the types of its entry, which loads the stripper (docs/testing.md
  // has what that costs). Left as it is when set, and off when NODE_DISABLE_COMPILE_CACHE asks for it.
  process.env.NODE_COMPILE_CACHE ??= path.join(os.tmpdir(), 'node-compile-cache');
  const root = mkdtempSync(path.join(os.tmpdir(), 'lb-tests-'));
  // Open to other users, as the system's temporary folder is: nginx started as root serves as www-data.
  chmodSync(root, 0o755);
  process.env.LB_TESTS_TMPDIR = root;
  process.env.TMPDIR = root;
  return () => rmSync(root, { recursive: true, force: true });
}
