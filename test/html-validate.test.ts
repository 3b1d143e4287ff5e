// Every HTML page of the sample build, and of a build of hostile names, checked by html-validate with its
// recommended rules (markup, content models, accessibility patterns, heading levels): no error and no warning.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { AFTER_SUNSET, buildFixture, dataset, model, result, run, sharedSampleData } from './helpers/fixtures.ts';

// One rule off: long-title (at most 70 characters, a search-snippet advice). A page's title is its model's name,
// which the data format allows up to 120 characters; cutting it would cut the name.
const validator = new HtmlValidate({ extends: ['html-validate:recommended'], rules: { 'long-title': 'off' } });

async function problemsOf(outDir: string): Promise<{ pages: number; problems: string[] }> {
  const pages = (await fg('**/*.html', { cwd: outDir })).sort();
  const problems: string[] = [];
  for (const page of pages) {
    const report = await validator.validateString(await readFile(path.join(outDir, page), 'utf8'), page);
    for (const m of report.results.flatMap((r) => r.messages))
      problems.push(`${page}:${m.line}:${m.column} ${m.ruleId} ${m.message} (${m.selector ?? ''})`);
  }
  return { pages: pages.length, problems };
}

describe('html-validate (recommended rules)', () => {
  let sample: string;

  beforeAll(async () => {
    sample = await sharedSampleData(AFTER_SUNSET);
  });

  it('finds nothing on any page of the sample build, every page type included', async () => {
    const { pages, problems } = await problemsOf(sample);
    const files = await fg('**/*.html', { cwd: sample });
    for (const type of [
      'index.html',
      'rankings/index.html',
      'rankings/value/index.html',
      'models/index.html',
      'models/aldervane-orbit-4/index.html',
      'weeks/index.html',
      'weeks/2026-W47/index.html',
      'runs/index.html',
      'runs/58/index.html',
      'dcd/index.html',
      'dcd/security/index.html',
      'api/index.html',
      '404.html',
      'docs/index.html',
      'widgets.html',
    ])
      expect(files, type).toContain(type);
    expect(pages).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  it('finds nothing when names are markup, right-to-left or as long as the data allows', async () => {
    const names = ['</h1><p>', 'Echo \u202EFive 2026', 'נמר 7 מהיר', `${'Long-Name-'.repeat(11)}XXXXXXXXXX`];
    const slugs = ['markup', 'rtl', 'hebrew', 'long'];
    const built = await buildFixture(
      dataset({
        models: slugs.map((slug, i) => model(slug, { name: names[i], provider: `${names[i]} Labs`.slice(0, 120) })),
        runs: [
          run(
            1,
            '2026-06-01T12:00:00Z',
            slugs.map((slug, i) => result(slug, 60 + i, 55 + i)),
          ),
          run(
            2,
            '2026-06-08T12:00:00Z',
            slugs.map((slug, i) => result(slug, 62 - i, 56)),
          ),
        ],
      }),
    );
    const { problems } = await problemsOf(built.outDir);
    expect(problems).toEqual([]);
  });
});
