// `_headers` parsed by Netlify's own parser and applied as Netlify's local server does: every rule whose pattern
// matches the path of the file served contributes its headers, a later rule overriding an earlier one.
import { existsSync } from 'node:fs';
import { type Header, parseAllHeaders } from '@netlify/headers-parser';

export interface HeaderRules {
  /** Headers for a site URL path (base path included) of the file that answers. */
  headersFor(path: string): Record<string, string>;
  /** Problems found in `_headers` (the rules that parsed still apply). */
  errors: string[];
}

export async function loadHeaderRules(file: string): Promise<HeaderRules> {
  if (!existsSync(file)) return { headersFor: () => ({}), errors: [] };
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
  const rules = headers as Header[];
  return {
    headersFor: (path) => Object.assign({}, ...rules.filter((rule) => rule.forRegExp.test(path)).map((rule) => rule.values)),
    errors: errors.map((err) => err.message),
  };
}
