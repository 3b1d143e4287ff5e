// `_headers` (Netlify and Cloudflare Pages syntax) from the rules every section declares.
import type { HeaderRule } from './types.ts';

/** Headers of every response: spec part 5 (CORS for everyone) and no content sniffing. */
export const BASE_HEADER_RULES: HeaderRule[] = [
  { for: '/*', headers: { 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' } },
];

/** Prefixes a site-relative pattern with the base path (`/v1/*` under `/lb/` → `/lb/v1/*`). */
export function withBasePath(basePath: string, sitePath: string): string {
  return `${basePath.replace(/\/+$/, '')}${sitePath}`;
}

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
