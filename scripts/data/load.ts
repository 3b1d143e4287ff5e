// The only stage that reads the file system: every file of the data folder as text, plus public assets.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';

export interface DataFile {
  /** Relative to the data folder, posix separators: `runs/42.json`. */
  file: string;
  text: string;
}

export interface AssetFile {
  /** Relative to the public folder, posix separators: `widget.js`. */
  file: string;
  body: Buffer;
}

class DataFolderError extends Error {}

async function assertFolder(dir: string, what: string): Promise<void> {
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory()) throw new DataFolderError(`${what} ${dir}: expected a folder, found nothing there`);
}

/** Every non-hidden file below `dataDir`, sorted by path so that every later stage sees one order. */
export async function loadDataFiles(dataDir: string): Promise<DataFile[]> {
  await assertFolder(dataDir, 'data folder');
  const names = (await fg('**/*', { cwd: dataDir, onlyFiles: true, dot: false })).sort();
  return Promise.all(names.map(async (file) => ({ file, text: await readFile(path.join(dataDir, file), 'utf8') })));
}

/** Hand-written static assets copied verbatim into the output (widget script, landing and demo pages). */
export async function loadAssets(publicDir: string): Promise<AssetFile[]> {
  const info = await stat(publicDir).catch(() => null);
  if (!info?.isDirectory()) return [];
  const names = (await fg('**/*', { cwd: publicDir, onlyFiles: true, dot: false })).sort();
  return Promise.all(names.map(async (file) => ({ file, body: await readFile(path.join(publicDir, file)) })));
}
