// The only stage that reads the file system: every file of the data folder as bytes, plus public assets.
// Only regular files inside the data folder are read: a folder where a data file is expected, a FIFO or device,
// a symbolic link that leads outside the folder and a file over the size limit are reported, never followed.
import { type BigIntStats, type Dirent, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DataIssue } from './issues.ts';
import { listFiles } from './list-files.ts';
import { SCORING_FILE } from './scoring-file.ts';

/** No real data file comes near this: a DCD run with thousands of cases is a few MiB. */
const MAX_FILE_BYTES = 16 * 1024 * 1024;

/**
 * A file changed this long before it is read has an identity (DataFile.identity): coarser than any file system's
 * clock tick (FAT's is 2 s; ext4's and tmpfs's a few milliseconds), with room for a clock that is slightly off.
 */
const SETTLE_SECONDS = 3;

export interface DataFile {
  /** Relative to the data folder, posix separators: `runs/42.json`. */
  file: string;
  /** Its size in bytes, as the file system gives it. */
  size: number;
  /**
   * What the file system says of the file: inode, size, modification and change times. The same identity stands
   * for the same bytes (incremental/data-memo.ts then knows their digest without reading them), as it does for
   * git and make. Null for a file changed in the last SETTLE_SECONDS before it was read: a second change within
   * the file system's clock tick could leave all four the same.
   */
  identity: string | null;
  /** Its bytes, read when first asked for. */
  readonly bytes: Buffer;
  /**
   * The same bytes read again: a run file let through by the memo unparsed is read when its results are first
   * read, a DCD run's again for its cases once let go (data/validate.ts, lazyRun). Throws when the file changed
   * since it was first read, so a build never mixes two versions.
   */
  readAgain(): Buffer;
}

/** The data folder as read: its files, and the entries that could not be read as data files. */
export interface DataFolder {
  /** The data files, in path order. */
  names: string[];
  /**
   * Each data file, its bytes read when first asked for: whoever validates a file can let its bytes go before the
   * next one is read, so the folder is never in memory whole (at scale, hundreds of MiB), and a file whose digest
   * is known by its identity is not read at all.
   */
  files: Iterable<DataFile>;
  errors: DataIssue[];
  warnings: DataIssue[];
}

export interface AssetFile {
  /** Relative to the public folder, posix separators: `widget.js`. */
  file: string;
  body: Buffer;
}

class DataFolderError extends Error {}

/**
 * A data file whose bytes are read when first asked for and kept with it, not with `readAgain`: validation keeps
 * that of a run file for the whole build, and the bytes must go with the file.
 */
class FolderFile implements DataFile {
  readonly file: string;
  private readonly absolute: string;
  readonly size: number;
  readonly identity: string | null;
  readonly readAgain: () => Buffer;
  #bytes: Buffer | undefined;

  constructor(file: string, absolute: string, size: number, identity: string | null, readAgain: () => Buffer) {
    this.file = file;
    this.absolute = absolute;
    this.size = size;
    this.identity = identity;
    this.readAgain = readAgain;
  }

  get bytes(): Buffer {
    this.#bytes ??= readFileSync(this.absolute);
    return this.#bytes;
  }
}

async function assertFolder(dir: string, what: string): Promise<void> {
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory()) throw new DataFolderError(`${what} ${dir}: expected a folder, found nothing there`);
}

function kindOf(entry: Dirent): string {
  if (entry.isFIFO()) return 'a named pipe (FIFO)';
  if (entry.isSocket()) return 'a socket';
  if (entry.isCharacterDevice() || entry.isBlockDevice()) return 'a device';
  return 'an entry that is not a regular file';
}

function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

function realpathOrNull(file: string): string | null {
  try {
    return realpathSync(file);
  } catch {
    return null;
  }
}

function isInside(root: string, target: string): boolean {
  return target === root || target.startsWith(root + path.sep);
}

/**
 * Every non-hidden file below `dataDir`, sorted by path (the scoring first) so that every later stage sees one order. The walk and the
 * reads are synchronous: for hundreds of small files the thread-pool round trips of the promise API cost more
 * than the reading, and nothing else runs meanwhile.
 */
export async function loadDataFiles(dataDir: string): Promise<DataFolder> {
  await assertFolder(dataDir, 'data folder');
  const root = await realpath(dataDir);
  const folder: DataFolder = { names: [], files: [], errors: [], warnings: [] };
  const found: { file: string; absolute: string; size: number }[] = [];
  const stamp = (info: BigIntStats) => `${info.ino}:${info.size}:${info.mtimeNs}:${info.ctimeNs}`;
  const stampOf = (absolute: string) => stamp(statSync(absolute, { bigint: true }));

  const walk = (relative: string): void => {
    const entries = readdirSync(path.join(root, relative), { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const file = relative === '' ? entry.name : `${relative}/${entry.name}`;
      const absolute = path.join(root, file);
      if (entry.isDirectory()) {
        if (file.endsWith('.json')) {
          folder.errors.push({ file, path: '', message: 'expected a regular file, found a folder' });
        } else {
          walk(file);
        }
      } else if (entry.isSymbolicLink()) {
        const target = realpathOrNull(absolute);
        const info = target === null ? null : statSync(target);
        if (target === null || info === null) {
          folder.errors.push({ file, path: '', message: 'expected a regular file, found a broken symbolic link' });
        } else if (!isInside(root, target)) {
          folder.errors.push({
            file,
            path: '',
            message: 'expected a file inside the data folder, found a symbolic link to a path outside it',
          });
        } else if (info.isFile()) {
          found.push({ file, absolute: target, size: info.size });
        } else {
          folder.warnings.push({ file, path: '', message: 'a symbolic link to a folder; not followed' });
        }
      } else if (entry.isFile()) {
        found.push({ file, absolute, size: statSync(absolute).size });
      } else {
        folder.errors.push({ file, path: '', message: `expected a regular file, found ${kindOf(entry)}` });
      }
    }
  };
  walk('');

  for (const { file, size } of found) {
    if (size > MAX_FILE_BYTES) {
      folder.errors.push({ file, path: '', message: `expected a file of at most 16 MiB, found ${mib(size)}` });
    }
  }
  // By path, but the scoring first: validation checks every run file against it (data/validate.ts).
  const readable = found
    .filter((f) => f.size <= MAX_FILE_BYTES)
    .sort((a, b) => Number(b.file === SCORING_FILE) - Number(a.file === SCORING_FILE) || (a.file < b.file ? -1 : 1));
  folder.names = readable.map((f) => f.file);
  folder.files = {
    *[Symbol.iterator]() {
      for (const { file, absolute } of readable) {
        const info = statSync(absolute, { bigint: true });
        const current = stamp(info);
        const settled = BigInt(Date.now()) * 1_000_000n - info.ctimeNs > BigInt(SETTLE_SECONDS) * 1_000_000_000n;
        const readAgain = () => {
          if (stampOf(absolute) !== current) {
            throw new Error(`${file} changed while the build was reading the data folder: build again`);
          }
          return readFileSync(absolute);
        };
        yield new FolderFile(file, absolute, Number(info.size), settled ? current : null, readAgain);
      }
    },
  };
  return folder;
}

/** The browser files of the API reference page (`/docs/`), from the swagger-ui-dist package. */
const REFERENCE_FILES = ['swagger-ui-bundle.js', 'swagger-ui.css'];

export async function loadReferenceAssets(): Promise<AssetFile[]> {
  const dir = path.dirname(fileURLToPath(import.meta.resolve('swagger-ui-dist/package.json')));
  return Promise.all(
    REFERENCE_FILES.map(async (file) => ({ file: `docs/${file}`, body: await readFile(path.join(dir, file)) })),
  );
}

/** Hand-written static assets copied verbatim into the output (widget script, landing and demo pages). */
export async function loadAssets(publicDir: string): Promise<AssetFile[]> {
  const info = await stat(publicDir).catch(() => null);
  if (!info?.isDirectory()) return [];
  const names = listFiles(publicDir, { hidden: false }).sort();
  return Promise.all(names.map(async (file) => ({ file, body: await readFile(path.join(publicDir, file)) })));
}
