// What each endpoint renderer returns: files, the routes that reach them, and header rules.
import type { BuildContext } from '../compute/context.ts';

export interface SiteFile {
  /** Relative to the output folder, posix separators, no leading slash: `v1/leaderboard/execution_raw.json`. */
  path: string;
  body: string | Buffer;
}

/**
 * One spec URL (path plus an exact set of query parameters) and the file that answers it. Values starting with
 * ":" are placeholders (Netlify syntax) that may be reused in `to`. Paths are relative to the site's base path.
 */
export interface Route {
  path: string;
  query: Record<string, string>;
  /** Target file path with leading slash, e.g. `/v1/leaderboard/:dimension/:limit.json`. */
  to: string;
  status: 200 | 400 | 404;
  /**
   * Placeholder parameters whose value set is known: a value outside `allowed` gets a precise error answer.
   * The serve command enforces this; `_redirects` spells out what a CDN can express as explicit rules.
   */
  constraints?: Record<string, ParamConstraint>;
}

export interface ParamConstraint {
  /** Values that have a file (the route's target with the placeholder filled in). */
  allowed: readonly string[];
  /** The answer for any other value: an error body file (leading slash) and its status. */
  otherwise: { to: string; status: 400 | 404 };
  /**
   * Optional finer split: a value that matches `pattern` (a RegExp source) but is not allowed gets this answer
   * instead, e.g. a well-formed but unknown week → 404 while a malformed one → 400.
   */
  wellFormed?: { pattern: string; to: string; status: 400 | 404 };
}

/** A `_headers` rule: a path pattern (relative to the base path, `*` splat at the end) and its headers. */
export interface HeaderRule {
  for: string;
  headers: Record<string, string>;
}

export interface SiteSection {
  files: SiteFile[];
  routes: Route[];
  headers: HeaderRule[];
}

export type SectionRenderer = (ctx: BuildContext) => SiteSection;
