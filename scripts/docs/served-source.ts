// Answers for the examples of docs/api.md from the real thing: the data folder built at each date the examples need,
// served by the serve command's server on a free local port, every example URL fetched over HTTP.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../pipeline.ts';
import { startServer } from '../serve/server.ts';
import { type ExampleAnswer, type ExampleSource, exampleDates, exampleUrls } from './api-examples.ts';

export interface ServedSourceOptions {
  dataDir: string;
  publicDir: string;
  /** The text whose generated blocks will be refreshed: it names the URLs and dates to fetch. */
  text: string;
}

export async function fetchExampleSource(options: ServedSourceOptions): Promise<ExampleSource> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'lb-docs-'));
  const answers = new Map<string, ExampleAnswer>();
  const headers = new Map<string, string>();
  try {
    for (const now of exampleDates(options.text)) {
      const outDir = path.join(root, now);
      const built = await buildSite({
        dataDir: options.dataDir,
        outDir,
        publicDir: options.publicDir,
        now: new Date(`${now}T00:00:00Z`),
      });
      if (!built.ok) throw new Error(`${options.dataDir} does not build at ${now}; run npm run check`);
      headers.set(now, await readFile(path.join(outDir, '_headers'), 'utf8'));
      const server = await startServer({
        dir: outDir,
        port: 0,
        host: '127.0.0.1',
        trustProxy: false,
        rateLimit: 0,
        log: null,
        warn: () => {},
      });
      try {
        for (const url of exampleUrls(options.text)) {
          const response = await fetch(new URL(url.slice(1), server.url));
          answers.set(`${now} ${url}`, { status: response.status, body: await response.text() });
        }
      } finally {
        await server.close();
      }
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
  return {
    answer(url, now) {
      const answer = answers.get(`${now} ${url}`);
      if (answer === undefined) throw new Error(`GET ${url} was not fetched for ${now}`);
      return answer;
    },
    headers: (now) => headers.get(now) ?? '',
  };
}
