// `_headers` (Netlify's syntax, which Cloudflare reads too) from the table's header rules: every canonical file
// gets its headers from the host itself, with or without the edge function or worker in front.
// There is no `_redirects`: the edge function and the worker route every request, and the rules a static
// `_redirects` could express are not valid on both hosts (Cloudflare refuses `200!` and `404`).
import { withBasePath } from '../routes/base-path.ts';
import type { HeaderRule } from '../routes/schema.ts';

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
    [withBasePath(basePath, pattern), ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join(
      '\n',
    ),
  );
  return `${blocks.join('\n\n')}\n`;
}
