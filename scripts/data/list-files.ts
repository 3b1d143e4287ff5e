// The files below a folder, as paths relative to it: the assets to copy, the files of a previous output.
import { readdirSync, statSync } from 'node:fs';

/**
 * The files below `root` as paths relative to it (`v1/x.json`), in no particular order; symbolic links are
 * followed. Names starting with `.` (and everything below such a folder) are left out unless `hidden` is true.
 * One `readdir` per folder and string joins only: much faster than Node's recursive `readdir` with
 * `path.relative` on a tree of thousands of files.
 */
export function listFiles(root: string, { hidden }: { hidden: boolean }): string[] {
  const found: string[] = [];
  const walk = (dir: string, prefix: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!hidden && entry.name.startsWith('.')) continue;
      const full = `${dir}/${entry.name}`;
      const info = entry.isSymbolicLink() ? statSync(full, { throwIfNoEntry: false }) : entry;
      if (info?.isDirectory()) walk(full, `${prefix}${entry.name}/`);
      else if (info?.isFile()) found.push(`${prefix}${entry.name}`);
    }
  };
  walk(root, '');
  return found;
}
