// The API reference (docs/api.md) against the real thing: data/ built at fixed dates, served by the serve command,
// every example URL fetched over HTTP; regenerating the examples from those answers must change nothing.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, describe, expect, it } from 'vitest';
import {
  apiRegionOf,
  EXAMPLES_NOW,
  type ExampleAnswer,
  type ExampleSource,
  exampleDates,
  exampleUrls,
  refreshApiExamples,
} from '../scripts/docs/api-examples.ts';
import { ROOT, sharedSampleData } from './helpers/fixtures.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';

const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

async function servedSample(now: string) {
  const outDir = await sharedSampleData(new Date(`${now}T00:00:00Z`));
  const server = await startServe(outDir, ['--rate-limit', '0', '--quiet']);
  servers.push(server);
  return { outDir, server, headers: await readFile(path.join(outDir, '_headers'), 'utf8') };
}

describe('docs/api.md, the API reference', async () => {
  const { region } = apiRegionOf(await readFile(path.join(ROOT, 'docs', 'api.md'), 'utf8'));
  const sites: Record<string, Awaited<ReturnType<typeof servedSample>>> = {};
  for (const now of exampleDates(region)) sites[now] = await servedSample(now);
  const answers = new Map<string, ExampleAnswer>();
  for (const [now, site] of Object.entries(sites)) {
    for (const url of exampleUrls(region)) {
      const response = await fetch(`${site.server.url}${url}`);
      answers.set(`${now} ${url}`, { status: response.status, body: await response.text() });
    }
  }
  const source: ExampleSource = {
    answer(url, now) {
      const answer = answers.get(`${now} ${url}`);
      if (answer === undefined) throw new Error(`GET ${url} was not fetched at ${now}`);
      return answer;
    },
    headers: (now) => sites[now]?.headers ?? '',
  };

  it('shows exactly what the served build of data/ answers (run `npm run docs` after changing data or output)', () => {
    expect(refreshApiExamples(region, source)).toBe(region);
  });

  it('has an example for every endpoint and says which build date they come from', () => {
    expect(exampleDates(region)).toEqual([EXAMPLES_NOW, '2026-06-29']);
    const examples = [...region.matchAll(/<!-- example (\S+)/g)].map((m) => new URL(m[1] ?? '', 'http://x').pathname);
    for (const endpoint of [
      '/leaderboard',
      '/changes',
      '/v1/leaderboard',
      '/v1/changes',
      '/v1/models/marrowfield-m7',
    ]) {
      expect(examples).toContain(endpoint);
    }
    expect(region).toContain(`built with \`--now ${EXAMPLES_NOW}\``);
  });

  it('lists in the error table every error body the build writes (DCD errors have their own section)', async () => {
    const site = sites[EXAMPLES_NOW];
    const written = site === undefined ? [] : await fg(['errors/*.json', 'v1/errors/*.json'], { cwd: site.outDir });
    const bodies = await Promise.all(
      written.sort().map(async (f) => [f, await readFile(path.join(site?.outDir ?? '', f), 'utf8')] as const),
    );
    const table = [...region.matchAll(/^\| `[A-Z]+ \S+` \| \d+ \| `(.*?)` \|/gm)].map((m) => `${m[1]}\n`);
    expect(bodies.filter(([, body]) => !table.includes(body)).map(([file]) => file)).toEqual([]);
  });
});
