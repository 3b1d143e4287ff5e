// Netlify: two edge functions route every request (generated below from the route table): one for /v1/ that
// carries Netlify's rate limit in its config, one for every other path. `_headers` gives the canonical files
// their headers when they are served without the edge functions (see headers-file.ts).
import type { SiteFile } from '../render/types.ts';
import { withBasePath } from '../routes/base-path.ts';
import type { RouteTable } from '../routes/schema.ts';
import { renderHeaders } from './headers-file.ts';
import { type RuntimeBundles, runtimeModule } from './runtime-module.ts';

/** Where the build writes the edge functions; `netlify.toml` names it as `[build] edge_functions`. */
const NETLIFY_EDGE_DIR = '_netlify/edge-functions';

/** Netlify reads an edge function's `config` export from its source: it must be a literal object. */
function edgeFunction(table: RouteTable, bundle: string, limited: boolean, config: Record<string, unknown>): string {
  const tail = [
    '',
    `export default (request, context) => answer(request, context, ${limited});`,
    `export const config = ${JSON.stringify(config)};`,
    '',
  ].join('\n');
  return runtimeModule('netlify-edge', table, bundle, tail);
}

export function renderNetlifyFiles(table: RouteTable, runtimes: RuntimeBundles): SiteFile[] {
  const bundle = runtimes['netlify-edge'];
  const v1 = withBasePath(table.base_path, table.rate_limit.prefix.replace(/\/$/, ''));
  const v1Paths = [v1, `${v1}/*`];
  const { limit, window_seconds } = table.rate_limit;
  return [
    { path: '/_headers', body: renderHeaders(table.headers, table.base_path) },
    {
      path: `/${NETLIFY_EDGE_DIR}/leaderboard-v1.js`,
      body: edgeFunction(table, bundle, true, {
        path: v1Paths,
        rateLimit: { windowLimit: limit, windowSize: window_seconds, aggregateBy: ['ip', 'domain'] },
      }),
    },
    {
      path: `/${NETLIFY_EDGE_DIR}/leaderboard.js`,
      body: edgeFunction(table, bundle, false, { path: '/*', excludedPath: v1Paths }),
    },
  ];
}
