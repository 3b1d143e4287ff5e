// Cloudflare's engine (workerd through wrangler) running the build's `_worker.js`: the conformance table in both
// deployment shapes, and the v1 limit through the Workers rate-limiting binding.
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { conformanceSuite } from './helpers/conformance-suite.ts';
import { describeEngine } from './helpers/engines/engine.ts';
import {
  type RunningWrangler,
  startPages,
  startWorker,
  WRANGLER_AVAILABLE,
  WRANGLER_INSTALL,
} from './helpers/engines/wrangler.ts';
import { ERROR_FIXTURE, expectMalformedQueries } from './helpers/error-cases.ts';
import { buildFixture } from './helpers/fixtures.ts';
import { expectLegacyAndPreflightsUnlimited, expectV1Limit } from './helpers/rate-limit-check.ts';

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

    it('refuses a query that does not decode on the API (400, nosniff) and ignores it on a page', () =>
      expectMalformedQueries(worker.origin));

    it('answers 60 v1 requests from one client, then 429 with the v1 body, Retry-After and CORS', () =>
      expectV1Limit(worker.origin, outDir, '60'));

    it('leaves the legacy API and preflights unlimited', () => expectLegacyAndPreflightsUnlimited(worker.origin));
  });
});
