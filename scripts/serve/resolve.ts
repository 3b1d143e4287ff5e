// What answers a request, decided the way Netlify decides it: the first matching rule; an unforced rule yields
// to a file at the requested path; a rewrite serves its target with the rule's status. On top of that, the
// route's constraints turn a value without a file into its precise error answer.
import { LEGACY_NOT_FOUND_FILE, V1_NOT_FOUND_FILE } from '../render/errors.ts';
import { withBasePath } from '../render/headers.ts';
import type { ServedSite } from './served-site.ts';

export type Answer =
  /** A file of the site: its URL path (base path included), its location on disk and the status to send. */
  | { kind: 'file'; urlPath: string; file: string; status: number }
  | { kind: 'redirect'; location: string; status: number }
  /** Nothing answers and the site has no not-found body either. */
  | { kind: 'not-found' };

/** True for `/v1` and everything below it (relative to the base path): the v1 envelope, the rate limit. */
export function isV1Path(basePath: string, path: string): boolean {
  const v1 = withBasePath(basePath, '/v1');
  return path === v1 || path.startsWith(`${v1}/`);
}

async function fileAnswer(site: ServedSite, urlPath: string, status: number): Promise<Answer | null> {
  const found = await site.fileAt(urlPath);
  return found === null ? null : { kind: 'file', urlPath: found.urlPath, file: found.file, status };
}

/** The JSON not-found body of the envelope the path belongs to. */
export async function notFound(site: ServedSite, path: string): Promise<Answer> {
  const body = isV1Path(site.basePath, path) ? V1_NOT_FOUND_FILE : LEGACY_NOT_FOUND_FILE;
  return (await fileAnswer(site, withBasePath(site.basePath, body), 404)) ?? { kind: 'not-found' };
}

/** The path a rewrite points at, decoded; null for anything that is not a path of this site. */
function targetPath(to: string): string | null {
  if (!to.startsWith('/') || to.startsWith('//')) return null;
  try {
    return decodeURIComponent(to.split('?', 1)[0] ?? '');
  } catch {
    return null;
  }
}

export async function resolveRequest(site: ServedSite, path: string, query: string): Promise<Answer> {
  const match = site.engine.match(path, query);
  if (match === null || !match.force) {
    const own = await fileAnswer(site, path, 200);
    if (own !== null) return own;
    if (match === null) return notFound(site, path);
  }
  if (match.status >= 300 && match.status < 400) return { kind: 'redirect', location: match.to, status: match.status };
  const violation = site.routes.violation(match, path, query);
  if (violation !== null) return (await fileAnswer(site, violation.to, violation.status)) ?? notFound(site, path);
  const target = targetPath(match.to);
  return (target === null ? null : await fileAnswer(site, target, match.status)) ?? notFound(site, path);
}
