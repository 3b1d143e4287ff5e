// The only stage that writes: the whole site goes into a temporary sibling folder, then replaces the previous
// output by two renames (old out of the way, new in place). A failed or killed build leaves the previous output
// as it was; a build killed between the two renames leaves the previous output beside, complete, and the next
// build puts it back before anything else (recoverOutput), so no complete tree is ever lost.
import { execFile, spawn } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type SiteFile, sizeOf } from '../render/types.ts';

/**
 * Bodies as bytes, encoded into one buffer that every file reuses (it grows to the largest body): a body given
 * as text or in parts becomes bytes without a new buffer per file, and without its parts joined into one string
 * first. The bytes are valid until the next body is encoded.
 */
function bodyEncoder(): (body: Exclude<SiteFile['body'], Promise<Buffer>>) => Buffer {
  let scratch = Buffer.allocUnsafe(1 << 20);
  return (body) => {
    if (Buffer.isBuffer(body)) return body;
    let at = 0;
    for (const part of typeof body === 'string' ? [body] : body) {
      // UTF-8 takes at most 3 bytes per UTF-16 code unit: only a part that may not fit is measured.
      if (scratch.length - at < part.length * 3) {
        const needed = at + Buffer.byteLength(part);
        if (needed > scratch.length) {
          const larger = Buffer.allocUnsafe(Math.max(needed, scratch.length * 2));
          scratch.copy(larger, 0, 0, at);
          scratch = larger;
        }
      }
      at += scratch.write(part, at);
    }
    return scratch.subarray(0, at);
  };
}

/** A previous build always has this file; a folder without it is never replaced. */
const BUILD_MARKER = '_headers';

export interface WriteResult {
  files: number;
  bytes: number;
}

const PLAIN_SITE_PATH = /^(?:\/(?!\.\.?(?:\/|$))[^/\0]+)+$/;

/**
 * The place on disk of a site path (`/v1/x.json` → `<root>/v1/x.json`): the one place site paths become file
 * paths. Refuses anything that is not a site path or would land outside the folder.
 */
export function fileOfSitePath(root: string, sitePath: string): string {
  // The usual case, without resolving: segments that are neither empty, `.` nor `..`, below an absolute root.
  if (PLAIN_SITE_PATH.test(sitePath) && path.sep === '/' && path.isAbsolute(root) && !root.endsWith('/')) {
    return root + sitePath;
  }
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

/** A process that still runs: a killed one its parent has not reaped yet (a zombie) does not. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // /proc/PID/stat: "PID (COMMAND) STATE …"; Z is a zombie, X a process being torn down.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\S+ \(.*\) [ZX] /s.test(stat);
  } catch {
    return true;
  }
}

/**
 * Removes a whole tree: with `rm -rf` where the system has it (faster than Node's recursive removal on thousands
 * of files), else with Node's.
 */
function removeTree(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('rm', ['-rf', '--', dir], (err) => {
      if (err === null) resolve();
      else if ((err as NodeJS.ErrnoException).code === 'ENOENT')
        rm(dir, { recursive: true, force: true }).then(resolve, reject);
      else reject(new Error(`could not remove ${dir}: ${err.message.trim()}`));
    });
  });
}

/**
 * Removes a whole tree in a process of its own and returns at once: the caller may exit meanwhile. Should the
 * removal not finish (or `rm` be missing), the folder is left to the next build, which removes what stopped
 * builds left (removeStaleSiblings).
 */
function removeTreeInBackground(dir: string): void {
  const child = spawn('rm', ['-rf', '--', dir], { detached: true, stdio: 'ignore' });
  child.on('error', () => {});
  child.unref();
}

/** The sibling folders of one output: new trees being written, and previous outputs moved aside. */
function siblings(out: string): { parent: string; temp: string; old: string } {
  const base = path.basename(out);
  return { parent: path.dirname(out), temp: `.${base}-tmp-`, old: `.${base}-old-` };
}

/** The pid a sibling folder was made by (`.build-tmp-1234-abcdef` → 1234), or null for another name. */
function ownerOf(name: string, prefix: string): number | null {
  const pid = name.startsWith(prefix) ? /^(\d+)-/.exec(name.slice(prefix.length))?.[1] : undefined;
  return pid === undefined ? null : Number(pid);
}

/**
 * Puts back the previous output when a build was killed between moving it aside and moving the new tree in:
 * then the output path is missing and the moved-aside tree is the only complete copy. Returns its name.
 */
export async function recoverOutput(outDir: string): Promise<string | null> {
  const out = path.resolve(outDir);
  if (existsSync(out)) return null;
  const { parent, old } = siblings(out);
  const names = await readdir(parent).catch(() => [] as string[]);
  const candidates = await Promise.all(
    names
      .filter((name) => ownerOf(name, old) !== null)
      .map(async (name) => ({ name, mtime: (await stat(path.join(parent, name))).mtimeMs })),
  );
  const newest = candidates.sort((a, b) => b.mtime - a.mtime)[0];
  if (newest === undefined) return null;
  await rename(path.join(parent, newest.name), out);
  return newest.name;
}

/** Removes what builds that were killed left beside the output; never a moved-aside tree while it is needed. */
async function removeStaleSiblings(out: string): Promise<void> {
  const { parent, temp, old } = siblings(out);
  for (const name of await readdir(parent)) {
    const pid = ownerOf(name, temp) ?? (existsSync(out) ? ownerOf(name, old) : null);
    // A folder still being removed by the finished build's own `rm` is removed twice at once: harmless, and
    // what cannot be removed now is tried again by the next build.
    if (pid !== null && !isAlive(pid)) await removeTree(path.join(parent, name)).catch(() => {});
  }
}

/** Hard-links `target` to `source`; false where the file system cannot (the caller writes the bytes instead). */
function linked(source: string, target: string): boolean {
  try {
    linkSync(source, target);
    return true;
  } catch {
    return false;
  }
}

/**
 * Test hook: `LEADERBOARD_WRITE_CRASH_AT=before-swap|between-renames|after-swap` kills the build right there
 * (SIGKILL, as a power cut or an OOM killer would), so the tests can check every step of the swap.
 */
function crashPoint(name: string): void {
  if (process.env.LEADERBOARD_WRITE_CRASH_AT === name) process.kill(process.pid, 'SIGKILL');
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

/** Writes files into the new tree as they come. */
export interface SiteWriter {
  /**
   * Writes each file as the iteration yields it, then lets its body go. Returns the files as written: path and
   * size, the body read back from the output only if something asks for it.
   */
  write(files: Iterable<SiteFile>): Promise<SiteFile[]>;
}

/** How long the writer keeps the event loop waiting: what finished meanwhile (a card drawn) is taken between. */
const TURN_MS = 20;

/**
 * Writes the new output: `produce` gets a writer into a temporary tree and may write as many batches as it needs
 * (a batch may depend on what the earlier ones wrote); once it returns, the tree replaces the previous output.
 * `unchanged` sees each file's bytes before it is written (the build report compares them with the previous
 * output, still in place until the swap; the bytes are valid only during the call), or null for a reused file
 * (incremental/past-output.ts), and answers whether the previous output holds exactly these bytes: such a file is
 * hard-linked from there instead of written again, so a build writes only what changed. The previous tree is
 * never modified; should `produce` throw, the temporary tree is removed and the previous output stays.
 */
export async function writeSite<T>(
  outDir: string,
  produce: (writer: SiteWriter) => Promise<T>,
  unchanged: (file: SiteFile, bytes: Buffer | null) => boolean = () => false,
  removePrevious: 'wait' | 'background' = 'wait',
): Promise<WriteResult & { value: T }> {
  const out = path.resolve(outDir);
  const { parent, temp: tempPrefix, old: oldPrefix } = siblings(out);
  await mkdir(parent, { recursive: true });
  await recoverOutput(out);
  await assertReplaceable(out);
  await removeStaleSiblings(out);
  const temp = await mkdtemp(path.join(parent, `${tempPrefix}${process.pid}-`));
  // mkdtemp creates 0700; the output must be readable by any server user, like the folders below it (0755
  // under the usual umask).
  await chmod(temp, 0o777 & ~currentUmask());
  const tree: Tree = { root: temp };
  let bytes = 0;
  let count = 0;
  const made = new Set<string>([temp]);
  const bytesOf = bodyEncoder();
  const writer: SiteWriter = {
    async write(files) {
      const written: SiteFile[] = [];
      let turn = performance.now() + TURN_MS;
      // The files are written synchronously: for thousands of small files the thread-pool round trips of the
      // promise API cost more than the writing itself. The event loop turns every TURN_MS.
      for (const file of files) {
        if (performance.now() > turn) {
          await new Promise(setImmediate);
          turn = performance.now() + TURN_MS;
        }
        const target = fileOfSitePath(temp, file.path);
        const dir = path.dirname(target);
        if (!made.has(dir)) {
          mkdirSync(dir, { recursive: true });
          made.add(dir);
        }
        // A reused file is linked without reading it: its body is read only where the file system cannot link. A
        // card's body is a promise until it is drawn.
        const data = file.reused === true ? null : bytesOf(await file.body);
        const size = data === null ? sizeOf(file) : data.length;
        bytes += size;
        count++;
        if (!(unchanged(file, data) && linked(fileOfSitePath(out, file.path), target))) {
          writeFileSync(target, data ?? bytesOf(await file.body));
        }
        written.push(new WrittenFile(file.path, size, tree));
      }
      return written;
    },
  };
  let value: T;
  try {
    value = await produce(writer);
    crashPoint('before-swap');
    if (existsSync(out)) {
      const old = path.join(parent, `${oldPrefix}${path.basename(temp).slice(tempPrefix.length)}`);
      await rename(out, old);
      crashPoint('between-renames');
      await rename(temp, out);
      tree.root = out;
      crashPoint('after-swap');
      if (removePrevious === 'background') removeTreeInBackground(old);
      else await removeTree(old);
    } else {
      await rename(temp, out);
      tree.root = out;
    }
  } catch (err) {
    await rm(temp, { recursive: true, force: true });
    throw err;
  }
  return { files: count, bytes, value };
}

/** Where the new tree is: its temporary folder, then the output once swapped in. */
interface Tree {
  root: string;
}

/**
 * A written file: its body is read back from the new tree (wherever it is now) only when asked for. A class, so
 * that the files of a large build share one getter instead of a closure each (a closure per file is several
 * times the memory).
 */
class WrittenFile implements SiteFile {
  readonly path: string;
  readonly size: number;
  private readonly tree: Tree;

  constructor(path: string, size: number, tree: Tree) {
    this.path = path;
    this.size = size;
    this.tree = tree;
  }

  get body(): Buffer {
    return readFileSync(fileOfSitePath(this.tree.root, this.path));
  }
}
