// Cloudflare: `_worker.js` routes every request (a Worker with static assets through the repository's
// `wrangler.jsonc`, or Pages advanced mode), and `.assetsignore` keeps the build files out of the assets.
import type { SiteFile } from '../render/types.ts';
import type { RouteTable } from '../routes/schema.ts';
import { ROUTE_TABLE_FILE } from '../routes/table.ts';
import { type RuntimeBundles, runtimeModule } from './runtime-module.ts';

export const WORKER_FILE = '_worker.js';
/** Read by Workers static assets: files never uploaded as assets (the worker reads the table it inlines). */
const ASSETS_IGNORE_FILE = '.assetsignore';

export function renderCloudflareFiles(table: RouteTable, runtimes: RuntimeBundles): SiteFile[] {
  const ignored = [WORKER_FILE, ASSETS_IGNORE_FILE, ROUTE_TABLE_FILE, '_headers', '_netlify', '.nojekyll'];
  return [
    { path: `/${WORKER_FILE}`, body: runtimeModule('cloudflare-worker', table, runtimes['cloudflare-worker']) },
    { path: `/${ASSETS_IGNORE_FILE}`, body: `${ignored.join('\n')}\n` },
  ];
}
