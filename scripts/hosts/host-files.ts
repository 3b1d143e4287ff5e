// Every host's configuration, generated from the route table into the output folder, so one build deploys
// anywhere: the table itself (serve command, nginx), `_headers` (Netlify, Cloudflare), the Netlify edge
// function, the Cloudflare worker and its `.assetsignore`, and `.nojekyll` (GitHub Pages).
import type { SiteFile } from '../render/types.ts';
import type { RouteTable } from '../routes/schema.ts';
import { ROUTE_TABLE_FILE, renderRouteTable } from '../routes/table.ts';
import { renderCloudflareFiles } from './cloudflare.ts';
import { renderNetlifyFiles } from './netlify.ts';
import type { RuntimeBundles } from './runtime-module.ts';

/** GitHub Pages runs Jekyll unless this file exists, and Jekyll drops every file whose name starts with `_`. */
const NOJEKYLL_FILE = '.nojekyll';

export function renderHostFiles(table: RouteTable, runtimes: RuntimeBundles): SiteFile[] {
  return [
    { path: `/${ROUTE_TABLE_FILE}`, body: renderRouteTable(table) },
    { path: `/${NOJEKYLL_FILE}`, body: '' },
    ...renderCloudflareFiles(table, runtimes),
    ...renderNetlifyFiles(table, runtimes),
  ];
}
