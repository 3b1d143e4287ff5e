// The base path: the URL prefix a site is served under (`/` by default, `/my-repository/` on a GitHub Pages
// project site). Routes, header rules and files are declared relative to it.

/** Starts and ends with `/`, plain segments only (never `.` or `..`): `/`, `/leaderboard/`, `/a/b/`. */
export const BASE_PATH_PATTERN = /^\/(?:(?!\.\.?\/)[A-Za-z0-9._~-]+\/)*$/;

/** Prefixes a site path with the base path (`/v1/*` under `/lb/` → `/lb/v1/*`). */
export function withBasePath(basePath: string, sitePath: string): string {
  return `${basePath.replace(/\/+$/, '')}${sitePath}`;
}

/** The site path of a request path below the base path (`/lb/v1/x` → `/v1/x`), or null outside it. */
export function stripBasePath(basePath: string, path: string): string | null {
  if (basePath === '/') return path.startsWith('/') ? path : null;
  return path.startsWith(basePath) ? path.slice(basePath.length - 1) : null;
}
