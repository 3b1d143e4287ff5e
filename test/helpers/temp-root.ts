// One temporary folder for a whole test run, removed when the run ends: every test's temporary folders, the
// builds, caches and browser profiles of the commands the tests start (they inherit TMPDIR) go below it, so a run
// leaves nothing behind in the system's temporary folder, whether its tests clean up after themselves or not.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const root = mkdtempSync(path.join(os.tmpdir(), 'lb-tests-'));
  process.env.TMPDIR = root;
  return () => rmSync(root, { recursive: true, force: true });
}
