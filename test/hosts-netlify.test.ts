// Netlify's engine (`netlify dev`, offline, edge functions on Deno) running the build's edge functions: the
// conformance table, less the known limits of the local engine.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conformanceSuite } from './helpers/conformance-suite.ts';
import { describeEngine } from './helpers/engines/engine.ts';
import { NETLIFY_AVAILABLE, NETLIFY_INSTALL, type RunningNetlify, startNetlify } from './helpers/engines/netlify.ts';
import { ERROR_FIXTURE, expectMalformedQueries } from './helpers/error-cases.ts';
import { buildFixture } from './helpers/fixtures.ts';

describeEngine('Netlify', NETLIFY_AVAILABLE, NETLIFY_INSTALL, () => {
  conformanceSuite({
    host: 'netlify',
    concurrency: 4,
    // netlify dev keeps its configuration and state in the folder that holds the build.
    ownBuilds: true,
    start: (outDir) => startNetlify(outDir),
  });
});

describeEngine('Netlify', NETLIFY_AVAILABLE, NETLIFY_INSTALL, () => {
  describe('the v1 rate limit', () => {
    let netlify: RunningNetlify;
    let outDir: string;
    beforeAll(async () => {
      outDir = (await buildFixture(ERROR_FIXTURE)).outDir;
      netlify = await startNetlify(outDir);
    }, 180_000);
    afterAll(() => netlify?.stop());

    it("declares Netlify's rate limit in the v1 edge function's config, the place Netlify reads it from", async () => {
      const source = await readFile(path.join(outDir, '_netlify/edge-functions/leaderboard-v1.js'), 'utf8');
      const config = JSON.parse(/^export const config = (.*);$/m.exec(source)?.[1] ?? 'null');
      expect(config).toEqual({
        path: ['/v1', '/v1/*'],
        rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
      });
      const other = await readFile(path.join(outDir, '_netlify/edge-functions/leaderboard.js'), 'utf8');
      expect(JSON.parse(/^export const config = (.*);$/m.exec(other)?.[1] ?? 'null')).toEqual({
        path: '/*',
        excludedPath: ['/v1', '/v1/*'],
      });
    });

    it('names the policy on every v1 answer, which netlify dev does not enforce (the limit applies on deployed sites)', async () => {
      const answers: Response[] = [];
      for (let i = 0; i < 62; i++) answers.push(await fetch(`${netlify.origin}/v1/leaderboard?limit=1`));
      expect(answers.map((r) => r.status)).toEqual(Array(62).fill(200));
      expect(answers.at(-1)?.headers.get('ratelimit-policy')).toBe('"v1";q=60;w=60');
    });

    it('refuses a query that does not decode on the API (400, nosniff) and ignores it on a page', () =>
      expectMalformedQueries(netlify.origin));
  });
});
