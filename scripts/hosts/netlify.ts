// Netlify: the edge function routes every request (generated below from the route table); `_headers` and
// `_redirects` carry the static part, right on their own (see netlify-rules.ts).
import type { SiteFile } from '../render/types.ts';
import type { RouteTable } from '../routes/schema.ts';
import { renderHeaders, renderRedirects } from './netlify-rules.ts';

export function renderNetlifyFiles(table: RouteTable, files: readonly string[]): SiteFile[] {
  return [
    { path: '_headers', body: renderHeaders(table.headers, table.base_path) },
    { path: '_redirects', body: renderRedirects(table, files) },
  ];
}
