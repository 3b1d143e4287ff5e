// The deploying guide (docs/deploying.md) states what the tests hold: the known limits word for word, the workflows and the
// configuration files that exist.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/fixtures.ts';
import { KNOWN_LIMITS } from './helpers/known-limits.ts';

const readme = await readFile(path.join(ROOT, 'docs', 'deploying.md'), 'utf8');

describe('docs/deploying.md', () => {
  it('lists exactly the known host limits the conformance suites test', () => {
    const region = /<!-- known-limits -->\n([\s\S]*?)<!-- \/known-limits -->/.exec(readme)?.[1] ?? '';
    const rows = [...region.matchAll(/^\| (\w+) \| (.+) \|$/gm)]
      .map((m) => [m[1], m[2]])
      .filter(([host]) => host !== 'host');
    expect(rows).toEqual(KNOWN_LIMITS.map((l) => [l.host, l.what]));
  });

  it('names configuration files and workflows that exist', () => {
    const named = [...readme.matchAll(/`((?:\.github\/workflows\/[\w.-]+\.yml)|wrangler\.jsonc|netlify\.toml)`/g)].map(
      (m) => m[1]!,
    );
    expect(named.length).toBeGreaterThan(4);
    expect(named.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([]);
  });
});
