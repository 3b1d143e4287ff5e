// `_headers` and `_redirects` (Netlify's syntax, which Cloudflare Pages reads too) from the route table. The
// edge function routes every request on Netlify; these files carry what static rules get exactly right on
// their own: every file's headers, the build files kept private, and JSON bodies for unknown paths.
import { withBasePath } from '../routes/base-path.ts';
import type { HeaderRule, RouteTable } from '../routes/schema.ts';
import { isLiteralPath } from '../routes/template.ts';

/** Merges rules that share a pattern (first occurrence keeps its place) and renders them, one blank line apart. */
export function renderHeaders(rules: readonly HeaderRule[], basePath: string): string {
  const merged = new Map<string, Record<string, string>>();
  for (const rule of rules) {
    const headers = merged.get(rule.for) ?? {};
    for (const [name, value] of Object.entries(rule.headers)) {
      const existing = headers[name];
      if (existing !== undefined && existing !== value) {
        throw new Error(`_headers: ${rule.for} sets ${name} twice ("${existing}" and "${value}")`);
      }
      headers[name] = value;
    }
    merged.set(rule.for, headers);
  }
  const blocks = [...merged].map(([pattern, headers]) =>
    [withBasePath(basePath, pattern), ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `${blocks.join('\n\n')}\n`;
}

/** Top-level names of the files no host may publish (`_worker.js`, `_netlify/…` → `/_netlify/*`). */
function hiddenEntries(files: readonly string[]): string[] {
  const entries = new Set<string>();
  for (const file of files) {
    const [top = '', ...rest] = file.split('/');
    if (top.startsWith('_') || top.startsWith('.')) entries.add(rest.length === 0 ? `/${top}` : `/${top}/*`);
  }
  return [...entries].filter((e) => e !== '/_headers' && e !== '/_redirects').sort();
}

/**
 * Forced rules hide the build files; a literal path without query routes rewrites to its file; splat routes
 * answering 404 give unknown paths their JSON body (unforced: a file at the path still answers). Routes with
 * query parameters or placeholders are left to the edge function: a static rule would send an unknown value to
 * a file that does not exist, or a malformed one to a valid answer.
 */
export function renderRedirects(table: RouteTable, files: readonly string[]): string {
  const base = table.base_path;
  const queried = new Set(table.routes.filter((r) => Object.keys(r.query).length > 0).map((r) => r.path));
  const lines = hiddenEntries(files).map((entry) => `${entry} ${table.errors.not_found.legacy} 404!`);
  for (const route of table.routes) {
    if (route.fallback !== undefined || Object.keys(route.query).length > 0 || queried.has(route.path)) continue;
    if (isLiteralPath(route.path) && route.status === 200) lines.push(`${route.path} ${route.to} 200!`);
    else if (route.path.endsWith('/*') && route.status === 404 && isLiteralPath(route.path.slice(0, -2))) {
      lines.push(`${route.path} ${route.to} 404`);
    }
  }
  return `${lines.map((line) => line.split(' ').map((part) => (part.startsWith('/') ? withBasePath(base, part) : part)).join(' ')).join('\n')}\n`;
}
