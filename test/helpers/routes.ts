// Which file and status answer a URL of a built site, decided by the serve command's own resolver (the route
// table of the build) and the files on disk: the first candidate that exists.

import { withBasePath } from '../../scripts/routes/base-path.ts';
import { parseRequestTarget } from '../../scripts/routes/request-target.ts';
import { loadServedSite, type ServedSite } from '../../scripts/serve/served-site.ts';

export interface RouteAnswer {
  status: number;
  /** URL path of the answering file (base path included). */
  file: string;
}

/** The built output folder as the serve command sees it. */
export function servedSite(outDir: string): Promise<ServedSite> {
  return loadServedSite(outDir);
}

export async function resolveRoute(site: ServedSite, url: string, method = 'GET'): Promise<RouteAnswer> {
  const target = parseRequestTarget(url);
  if (!target.ok) throw new Error(`${url}: ${target.error}`);
  const resolution = site.resolver.resolve({ method, path: target.path, query: target.query });
  if (resolution.kind !== 'files') throw new Error(`${url}: answered by a ${resolution.kind}, not by a file`);
  for (const candidate of [...resolution.candidates, site.resolver.notFound(target.path)]) {
    if ((await site.fileAt(candidate.file)) !== null) {
      return { status: candidate.status, file: withBasePath(site.table.base_path, candidate.file) };
    }
  }
  throw new Error(`${url}: no candidate file exists`);
}
