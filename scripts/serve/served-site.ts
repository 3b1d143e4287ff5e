// A built folder as the serve command sees it: its route table (the resolver) and the one way to turn a site
// path into a file on disk, which never leaves the folder.
import { existsSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { ERROR_FILES } from '../render/errors.ts';
import { BASE_HEADER_RULES } from '../routes/headers.ts';
import { createResolver, type Resolver } from '../routes/resolve.ts';
import { parseRouteTable, type RouteTable } from '../routes/schema.ts';
import { RATE_WINDOW_SECONDS, ROUTE_TABLE_FILE, V1_PREFIX, V1_RATE_LIMIT } from '../routes/table.ts';

export interface ServedSite {
  root: string;
  table: RouteTable;
  resolver: Resolver;
  /** Problems worth printing at startup. */
  warnings: string[];
  /** The regular file at a site path (relative to the base path); null for a folder or anything outside the root. */
  fileAt(sitePath: string): Promise<string | null>;
}

/** A folder without a route table is served by its own file paths, with the headers every answer carries. */
function tableWithoutRoutes(): RouteTable {
  return {
    base_path: '/',
    routes: [],
    headers: BASE_HEADER_RULES,
    errors: ERROR_FILES,
    rate_limit: { prefix: V1_PREFIX, limit: V1_RATE_LIMIT, window_seconds: RATE_WINDOW_SECONDS },
  };
}

/** `realRoot` is the folder with its own symbolic links resolved, the prefix every served file must have. */
async function fileWithin(root: string, realRoot: string, sitePath: string): Promise<string | null> {
  try {
    // Symbolic links are followed only when they stay inside the served folder.
    const real = await realpath(path.join(root, ...sitePath.split('/')));
    if (!real.startsWith(realRoot + path.sep)) return null;
    return (await stat(real)).isFile() ? real : null;
  } catch {
    return null;
  }
}

export async function loadServedSite(dir: string): Promise<ServedSite> {
  const root = path.resolve(dir);
  const info = await stat(root).catch(() => null);
  if (info === null || !info.isDirectory())
    throw new Error(`${dir}: no such folder; build the site first (npm run build)`);
  const warnings: string[] = [];
  const tableFile = path.join(root, ROUTE_TABLE_FILE);
  let table: RouteTable;
  if (existsSync(tableFile)) {
    table = parseRouteTable(await readFile(tableFile, 'utf8'), path.join(dir, ROUTE_TABLE_FILE));
  } else {
    warnings.push(`${dir}/${ROUTE_TABLE_FILE} not found: files are served by their own paths only`);
    table = tableWithoutRoutes();
  }
  const realRoot = await realpath(root);
  return {
    root,
    table,
    resolver: createResolver(table),
    warnings,
    fileAt: (sitePath) => fileWithin(root, realRoot, sitePath),
  };
}
