// The only stage that writes: the whole site goes into a temporary sibling folder and replaces the previous
// output in one rename, so a failed or killed build leaves the previous output exactly as it was.
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteFile } from '../render/types.ts';

/** A previous build always has this file; a folder without it is never replaced. */
const BUILD_MARKER = '_headers';
const WRITE_CONCURRENCY = 64;

export interface WriteResult {
  files: number;
  bytes: number;
}

/**
 * The place on disk of a site path (`/v1/x.json` → `<root>/v1/x.json`): the one place site paths become file
 * paths. Refuses anything that is not a site path or would land outside the folder.
 */
function fileOfSitePath(root: string, sitePath: string): string {
  const relative = sitePath.slice(1);
  const target = path.resolve(root, ...relative.split('/'));
  if (!sitePath.startsWith('/') || relative === '' || !target.startsWith(root + path.sep)) {
    throw new Error(`refusing to write ${JSON.stringify(sitePath)}: not a path inside the output folder`);
  }
  return target;
}

/** The process umask, read without changing it for longer than the call. */
function currentUmask(): number {
  const mask = process.umask(0);
  process.umask(mask);
  return mask;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes temporary folders left by builds that were killed (their process is gone). */
async function removeStaleTemps(parent: string, prefix: string): Promise<void> {
  for (const name of await readdir(parent)) {
    const pid = name.startsWith(prefix) ? /^(\d+)-/.exec(name.slice(prefix.length))?.[1] : undefined;
    if (pid !== undefined && !isAlive(Number(pid))) await rm(path.join(parent, name), { recursive: true, force: true });
  }
}

async function assertReplaceable(outDir: string): Promise<void> {
  const info = await stat(outDir).catch(() => null);
  if (info === null) return;
  if (!info.isDirectory()) throw new Error(`refusing to replace ${outDir}: it is a file, not a folder`);
  const entries = await readdir(outDir);
  if (entries.length > 0 && !entries.includes(BUILD_MARKER)) {
    throw new Error(
      `refusing to replace ${outDir}: it is not empty and does not look like a previous build (no ${BUILD_MARKER})`,
    );
  }
}

export async function writeSite(outDir: string, files: readonly SiteFile[]): Promise<WriteResult> {
  const out = path.resolve(outDir);
  const parent = path.dirname(out);
  const prefix = `.${path.basename(out)}-tmp-`;
  await assertReplaceable(out);
  await mkdir(parent, { recursive: true });
  await removeStaleTemps(parent, prefix);
  const temp = await mkdtemp(path.join(parent, `${prefix}${process.pid}-`));
  // mkdtemp creates 0700; the output must be readable by any server user, like the folders below it (0755
  // under the usual umask).
  await chmod(temp, 0o777 & ~currentUmask());
  let bytes = 0;
  try {
    const targets = files.map((f) => ({ target: fileOfSitePath(temp, f.path), body: f.body }));
    const dirs = [...new Set(targets.map((t) => path.dirname(t.target)))].sort();
    for (const dir of dirs) await mkdir(dir, { recursive: true });
    for (let i = 0; i < targets.length; i += WRITE_CONCURRENCY) {
      await Promise.all(targets.slice(i, i + WRITE_CONCURRENCY).map((t) => writeFile(t.target, t.body)));
    }
    for (const f of files) bytes += typeof f.body === 'string' ? Buffer.byteLength(f.body) : f.body.length;
    if (existsSync(out)) {
      const old = `${temp}-old`;
      await rename(out, old);
      await rename(temp, out);
      await rm(old, { recursive: true, force: true });
    } else {
      await rename(temp, out);
    }
  } catch (err) {
    await rm(temp, { recursive: true, force: true });
    throw err;
  }
  return { files: files.length, bytes };
}
