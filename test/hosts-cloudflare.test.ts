// Cloudflare's engine (workerd through wrangler) running the build's `_worker.js`: the conformance table in both
// deployment shapes, and the v1 limit through the Workers rate-limiting binding.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conformanceSuite } from './helpers/conformance-suite.ts';
import { describeEngine } from './helpers/engines/engine.ts';
import { type RunningWrangler, startPages, startWorker, WRANGLER_AVAILABLE, WRANGLER_INSTALL } from './helpers/engines/wrangler.ts';
import { ERROR_FIXTURE } from './helpers/error-cases.ts';
import { buildFixture } from './helpers/fixtures.ts';

describeEngine('Cloudflare', WRANGLER_AVAILABLE, WRANGLER_INSTALL, () => {
  conformanceSuite({
    host: 'cloudflare-worker',
    basePath: '/lb/',
    start: (outDir, workDir) => startWorker(outDir, workDir, { rateLimit: null }),
  });

  conformanceSuite({
    host: 'cloudflare-pages',
    start: (outDir, workDir) => startPages(outDir, workDir),
  });

  describe('the v1 rate limit through the Workers rate-limiting binding', () => {
    let worker: RunningWrangler;
    let outDir: string;
    beforeAll(async () => {
      const built = await buildFixture(ERROR_FIXTURE);
      outDir = built.outDir;
      worker = await startWorker(outDir, path.join(path.dirname(outDir), 'engine'), { rateLimit: 60 });
    }, 90_000);
    afterAll(() => worker?.stop());

    it('answers 60 v1 requests from one client, then 429 with the v1 body, Retry-After and CORS', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) statuses.push((await fetch(`${worker.origin}/v1/leaderboard?limit=1`)).status);
      expect(statuses).toEqual(Array(60).fill(200));
      const refused = await fetch(`${worker.origin}/v1/models/alpha`);
      expect([refused.status, await refused.text()]).toEqual([429, await readFile(path.join(outDir, 'v1/errors/rate-limited.json'), 'utf8')]);
      expect(Object.fromEntries(['content-type', 'access-control-allow-origin', 'retry-after', 'cache-control', 'ratelimit-policy'].map((h) => [h, refused.headers.get(h)]))).toEqual({
        'content-type': 'application/json; charset=utf-8',
        'access-control-allow-origin': '*',
        'retry-after': '60',
        'cache-control': 'no-store',
        'ratelimit-policy': '"v1";q=60;w=60',
      });
    });

    it('leaves the legacy API and preflights unlimited', async () => {
      const legacy = await Promise.all(Array.from({ length: 70 }, () => fetch(`${worker.origin}/leaderboard`)));
      expect(legacy.filter((r) => r.status !== 200)).toHaveLength(0);
      expect((await fetch(`${worker.origin}/v1/leaderboard`, { method: 'OPTIONS' })).status).toBe(204);
    });
  });
});
