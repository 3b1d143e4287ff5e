// The front door and the reference hold together: every relative link of the README and of docs/ names a file
// that exists and, with a fragment, a heading (GitHub's anchors) or an element id there.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './helpers/fixtures.ts';

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2, … */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '');
  for (const [, text] of withoutCode.matchAll(/^#{1,6} (.+)$/gm)) {
    const base = text!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}_\- ]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const [, id] of markdown.matchAll(/<a id="([^"]+)">/g)) anchors.add(id!);
  return anchors;
}

it('every relative link of the README and docs/ resolves, fragments included', async () => {
  const docs = (await readdir(path.join(ROOT, 'docs'))).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`);
  const files = ['README.md', ...docs];
  const broken: string[] = [];
  let checked = 0;
  for (const file of files) {
    const text = (await readFile(path.join(ROOT, file), 'utf8')).replace(/```[\s\S]*?```/g, '');
    for (const [, target] of text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)) {
      if (/^[a-z][a-z+.-]*:/i.test(target!)) continue;
      checked++;
      const [relative, fragment] = target!.split('#') as [string, string | undefined];
      const resolved =
        relative === '' ? path.join(ROOT, file) : path.resolve(path.dirname(path.join(ROOT, file)), relative);
      if (!existsSync(resolved)) {
        broken.push(`${file}: ${target} (no such file)`);
        continue;
      }
      if (fragment !== undefined && resolved.endsWith('.md')) {
        const anchors = anchorsOf(await readFile(resolved, 'utf8'));
        if (!anchors.has(fragment)) broken.push(`${file}: ${target} (no such heading)`);
      }
    }
  }
  expect(broken).toEqual([]);
  expect(checked).toBeGreaterThan(20);
});

it('keeps the README a front door of at most 120 lines', async () => {
  const lines = (await readFile(path.join(ROOT, 'README.md'), 'utf8')).split('\n').length;
  expect(lines).toBeLessThanOrEqual(120);
});
