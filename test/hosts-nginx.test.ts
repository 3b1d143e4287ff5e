// Debian's nginx, with the configuration `npm run host-config -- nginx` generates, against the conformance table.
import { chmod, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conformanceSuite } from './helpers/conformance-suite.ts';
import { describeEngine } from './helpers/engines/engine.ts';
import { NGINX_AVAILABLE, NGINX_INSTALL, type RunningNginx, startNginx } from './helpers/engines/nginx.ts';
import { ERROR_FIXTURE } from './helpers/error-cases.ts';
import { buildFixture } from './helpers/fixtures.ts';
import { expectLegacyAndPreflightsUnlimited, expectV1Limit } from './helpers/rate-limit-check.ts';

describeEngine('nginx', NGINX_AVAILABLE, NGINX_INSTALL, () => {
  conformanceSuite({
    host: 'nginx',
    basePath: '/lb/',
    start: (outDir, workDir) => startNginx(outDir, workDir, ['--rate-limit', '0']),
  });
});

describeEngine('nginx', NGINX_AVAILABLE, NGINX_INSTALL, () => {
  describe('the v1 rate limit with limit_req', () => {
    let nginx: RunningNginx;
    let outDir: string;
    beforeAll(async () => {
      const built = await buildFixture(ERROR_FIXTURE);
      outDir = built.outDir;
      await chmod(path.dirname(outDir), 0o755);
      // A readable file beside the folder and a link to it inside: nginx must not follow it.
      await writeFile(path.join(path.dirname(outDir), 'secret.json'), '{"secret":true}\n', { mode: 0o644 });
      await symlink(path.join(path.dirname(outDir), 'secret.json'), path.join(outDir, 'leak.json'));
      nginx = await startNginx(outDir, path.join(path.dirname(outDir), 'engine'));
    }, 60_000);
    afterAll(() => nginx?.stop());

    it('answers 60 v1 requests from one client, then 429 with the v1 body, Retry-After and CORS', () =>
      expectV1Limit(nginx.origin, outDir, '1'));

    it('serves nothing outside the folder: a symbolic link pointing out of it is an unknown address (the HTML 404)', async () => {
      const leak = await fetch(`${nginx.origin}/leak.json`);
      expect([leak.status, leak.headers.get('content-type')]).toEqual([404, 'text/html; charset=utf-8']);
      expect(await leak.text()).toBe(await readFile(path.join(outDir, '404.html'), 'utf8'));
    });

    it('leaves the legacy API and preflights unlimited', () => expectLegacyAndPreflightsUnlimited(nginx.origin));
  });
});
