// Which file and status answer a URL of a built site, decided by the serve command's own resolver: Netlify's
// redirect engine over the generated `_redirects`, then the route constraints of the manifest.
import { resolveRequest } from '../../scripts/serve/resolve.ts';
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

export async function resolveRoute(site: ServedSite, url: string): Promise<RouteAnswer> {
  const [path = '', query = ''] = url.split(/\?(.*)/s);
  const answer = await resolveRequest(site, path, query);
  if (answer.kind !== 'file') throw new Error(`${url}: answered by ${answer.kind}, not by a file`);
  return { status: answer.status, file: answer.urlPath };
}
