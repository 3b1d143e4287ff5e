// The request target as the router sees it: the decoded path and the raw query. Anything in the path that could
// mean a different file than it says (traversal, NUL, backslashes, bad percent-encoding) is refused before
// routing; a query that does not decode is the resolver's to judge (resolve.ts).
import { REQUEST_ERRORS } from '../errors/catalogue.ts';

/** Longer targets answer 414; Node itself refuses request heads over 16 KiB with 431. */
const MAX_TARGET_LENGTH = 4096;

export type RequestTarget = { ok: true; path: string; query: string } | { ok: false; status: 400 | 414; error: string };

function bad(detail: string): RequestTarget {
  return { ok: false, status: REQUEST_ERRORS.badRequest.status, error: REQUEST_ERRORS.badRequest.message(detail) };
}

function decodesCleanly(component: string): boolean {
  try {
    decodeURIComponent(component.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

export function parseRequestTarget(raw: string): RequestTarget {
  if (raw.length > MAX_TARGET_LENGTH) {
    return {
      ok: false,
      status: REQUEST_ERRORS.uriTooLong.status,
      error: REQUEST_ERRORS.uriTooLong.message(MAX_TARGET_LENGTH),
    };
  }
  // Origin form only: `http://host/…` (proxy form) and `*` are not requests for a file of this site.
  if (!raw.startsWith('/')) return bad('the request target must be a path starting with "/"');
  const withoutFragment = raw.split('#', 1)[0] ?? '';
  const queryAt = withoutFragment.indexOf('?');
  const rawPath = queryAt === -1 ? withoutFragment : withoutFragment.slice(0, queryAt);
  const query = queryAt === -1 ? '' : withoutFragment.slice(queryAt + 1);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return bad('malformed percent-encoding in the path');
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return bad('the path may not contain control characters or backslashes');
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) {
    return bad('the path may not contain "." or ".." segments');
  }
  return { ok: true, path, query };
}

/** Whether every name and value of a raw query decodes (the resolver ignores one that does not on a page). */
export function queryDecodes(query: string): boolean {
  return query.split('&').every((pair) => pair.split('=').every(decodesCleanly));
}
