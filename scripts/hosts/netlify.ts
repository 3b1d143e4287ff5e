// Netlify: the edge function routes every request (generated below from the route table); `_headers` gives
// the canonical files their headers on their own (see netlify-rules.ts).
import type { SiteFile } from '../render/types.ts';
import type { RouteTable } from '../routes/schema.ts';
import { renderHeaders } from './netlify-rules.ts';

export function renderNetlifyFiles(table: RouteTable): SiteFile[] {
  return [{ path: '_headers', body: renderHeaders(table.headers, table.base_path) }];
}
