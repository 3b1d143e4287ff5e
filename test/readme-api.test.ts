import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../scripts/pipeline.ts';
import { EXAMPLES_NOW, type ExampleSource, apiRegionOf, refreshApiExamples } from '../scripts/docs/api-examples.ts';
import { ROOT, tempDir } from './helpers/fixtures.ts';
import { type RouteAnswer, renderDataDir, resolveRoute } from './helpers/routes.ts';

const DATA = path.join(ROOT, 'data');
const BEFORE_SUNSET = '2026-06-29';

/** Builds data/ for real at `now` and answers URLs from the written files, routed by the build's route list. */
async function builtSite(now: string) {
  const outDir = path.join(await tempDir('lb-readme-'), 'build');
  const date = new Date(`${now}T00:00:00Z`);
  const result = await buildSite({ dataDir: DATA, outDir, publicDir: path.join(ROOT, 'public'), now: date });
  if (!result.ok) throw new Error(`data/ does not build: ${JSON.stringify(result.errors)}`);
  const { routes } = await renderDataDir(DATA, date);
  const read = (file: string) => readFile(path.join(outDir, file), 'utf8');
  return { outDir, routes, read };
}

describe('README API reference', async () => {
  const readme = await readFile(path.join(ROOT, 'README.md'), 'utf8');
  const { region } = apiRegionOf(readme);
  const sites = { [EXAMPLES_NOW]: await builtSite(EXAMPLES_NOW), [BEFORE_SUNSET]: await builtSite(BEFORE_SUNSET) };
  // Everything the examples need, read ahead so the refresh itself can stay synchronous.
  const bodies = new Map<string, string>();
  const answers = new Map<string, RouteAnswer>();
  for (const [now, site] of Object.entries(sites)) {
    bodies.set(`${now} _headers`, await site.read('_headers'));
    for (const match of region.matchAll(/(?:<!-- example |`GET )(\/\S*?)[ `]/g)) {
      const url = match[1] ?? '';
      const own = new URL(url, 'http://site.invalid').pathname;
      const answer = existsSync(path.join(site.outDir, own)) && own.endsWith('.json') ? { status: 200, file: own } : resolveRoute(site.routes, url);
      if (answer === null) continue;
      answers.set(`${now} ${url}`, answer);
      bodies.set(`${now} ${answer.file}`, await site.read(answer.file.slice(1)));
    }
  }
  const source: ExampleSource = {
    answer(url, now) {
      const answer = answers.get(`${now} ${url}`);
      if (answer === undefined) throw new Error(`no route answers GET ${url} at ${now}`);
      return { status: answer.status, body: bodies.get(`${now} ${answer.file}`) ?? '' };
    },
    headers: (now) => bodies.get(`${now} _headers`) ?? '',
  };

  it('shows exactly what a real build of data/ answers (run `npm run docs` after changing data or output)', () => {
    expect(refreshApiExamples(region, source)).toBe(region);
  });

  it('has an example for every endpoint and says which build date they come from', () => {
    const examples = [...region.matchAll(/<!-- example (\S+)/g)].map((m) => new URL(m[1] ?? '', 'http://x').pathname);
    for (const endpoint of ['/leaderboard', '/changes', '/v1/leaderboard', '/v1/changes', '/v1/models/marrowfield-m7']) {
      expect(examples).toContain(endpoint);
    }
    expect(region).toContain(`built with \`--now ${EXAMPLES_NOW}\``);
  });

  it('lists in the error table every error file the build writes', async () => {
    const files = [...region.matchAll(/^\| `GET (\S+)` \| (\d+) \|/gm)].map((m) => answers.get(`${EXAMPLES_NOW} ${m[1]}`)?.file);
    const site = sites[EXAMPLES_NOW];
    const errorFiles = site === undefined ? [] : (await import('fast-glob')).default.sync(['errors/*.json', 'v1/errors/*.json'], { cwd: site.outDir });
    const listed = new Set(files.map((f) => f?.slice(1)));
    // The DCD section documents its own errors (below /v1/errors/dcd/).
    expect(errorFiles.filter((f) => !listed.has(f)).sort()).toEqual([]);
  });
});
