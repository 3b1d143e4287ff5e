// Placeholder templates, the one parser of the `:name` syntax: route paths (`/v1/models/:slug`, `/v1/*`), query
// values (`:limit`) and file targets (`/v1/leaderboard/:dimension/:limit.json`).

/** A placeholder is `:` and a name; inside a target it ends where the name does (`:limit.json`). */
const NAME = '[A-Za-z_][A-Za-z0-9_]*';
const WHOLE = new RegExp(`^:(${NAME})$`);
const TOKENS = new RegExp(`:(${NAME})`, 'g');

/** The name of a placeholder that makes up the whole segment or value (`:slug` → `slug`), else null. */
export function placeholderName(part: string): string | null {
  return WHOLE.exec(part)?.[1] ?? null;
}

/** Every placeholder a template names, in order of appearance. */
export function placeholdersIn(template: string): string[] {
  return [...template.matchAll(TOKENS)].map((m) => m[1]!);
}

/** Replaces `:name` tokens by their values (whole names only: `:run_id` never touches `:run_ids`). */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(TOKENS, (token, name: string) => values[name] ?? token);
}

/**
 * A template as a RegExp that matches the texts it can be filled into, one capture group per placeholder
 * (`valuePattern` each), with the placeholder names in group order.
 */
export function templateRegExp(template: string, valuePattern: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template.split(new RegExp(`(:${NAME})`)).map((part, i) => {
    if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    names.push(part.slice(1));
    return `(${valuePattern})`;
  });
  return { pattern: new RegExp(`^${source.join('')}$`), names };
}

/** True when a path template has neither placeholders nor a splat: only one path matches it. */
export function isLiteralPath(template: string): boolean {
  return !template.includes(':') && !template.includes('*');
}

/** `/a/b/` → `/a/b`: a trailing slash never changes which route a path takes. */
export function trimTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * Matches a decoded site path against a path template: literal segments, `:name` for one non-empty segment, and
 * a final `*` for whatever follows (nothing included: `/v1/*` matches `/v1`). Returns the placeholder values.
 */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const want = template.split('/');
  const got = trimTrailingSlash(path).split('/');
  const values: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === '*' && i === want.length - 1) return values;
    const segment = got[i];
    if (segment === undefined) return null;
    const name = placeholderName(part);
    if (name === null ? segment !== part : segment === '') return null;
    if (name !== null) values[name] = segment;
  }
  return got.length === want.length ? values : null;
}
