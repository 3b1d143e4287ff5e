import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Header, parseAllHeaders } from '@netlify/headers-parser';
import { describe, expect, it } from 'vitest';
import { AFTER_SUNSET, BEFORE_SUNSET, sharedSampleData } from './helpers/fixtures.ts';
import { readTree } from './helpers/tree.ts';

/** Cloudflare Pages reads at most 100 `_headers` rules. */
const CLOUDFLARE_HEADER_RULE_LIMIT = 100;

describe.each([
  ['before the sunset', BEFORE_SUNSET, false],
  // With the preview cards: their files and the rule that gives them their content type.
  ['after the sunset, with the preview cards', AFTER_SUNSET, true],
])('_headers of the sample data %s', (_label, now, cards) => {
  it('stays within the host limit and never sets one header twice for a file', async () => {
    const outDir = await sharedSampleData(now, { cards });
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [path.join(outDir, '_headers')],
      configHeaders: [],
      minimal: false,
    });
    expect(errors).toEqual([]);
    const rules = headers as Header[];
    expect(rules.length).toBeLessThanOrEqual(CLOUDFLARE_HEADER_RULE_LIMIT);
    expect((await readFile(path.join(outDir, '_headers'), 'utf8')).endsWith('\n')).toBe(true);

    // Cloudflare joins the values of a header set by two matching rules; Netlify keeps the last one.
    // Either way the answer would differ between hosts, so no file may match two rules setting the same header.
    const conflicts: string[] = [];
    const missing: string[] = [];
    for (const file of (await readTree(outDir)).keys()) {
      if (file.startsWith('_')) continue;
      const urlPath = `/${file}`;
      const seen = new Map<string, string>();
      for (const rule of rules.filter((r) => r.forRegExp.test(urlPath))) {
        for (const name of Object.keys(rule.values).map((n) => n.toLowerCase())) {
          if (seen.has(name)) conflicts.push(`${urlPath}: ${name} from ${seen.get(name)} and ${rule.for}`);
          seen.set(name, rule.for);
        }
      }
      if (!seen.has('access-control-allow-origin')) missing.push(`${urlPath}: CORS`);
      if (/\.(json|csv)$/.test(file) && !seen.has('content-type')) missing.push(`${urlPath}: content type`);
      if (file.startsWith('v1/') && !seen.has('cache-control')) missing.push(`${urlPath}: cache-control`);
    }
    expect(conflicts).toEqual([]);
    expect(missing).toEqual([]);
  });
});
