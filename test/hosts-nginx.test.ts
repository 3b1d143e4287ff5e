// Debian's nginx, with the configuration `npm run host-config -- nginx` generates, against the conformance table.
import { chmod, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_FIXTURE } from './helpers/error-cases.ts';
import { conformanceSuite } from './helpers/conformance-suite.ts';
import { buildFixture } from './helpers/fixtures.ts';
import { describeEngine } from './helpers/engines/engine.ts';
import { NGINX_AVAILABLE, NGINX_INSTALL, type RunningNginx, startNginx } from './helpers/engines/nginx.ts';

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

    it('answers 60 v1 requests from one client, then 429 with the v1 body, Retry-After and CORS', async () => {
      const preflights = await Promise.all(Array.from({ length: 5 }, () => fetch(`${nginx.origin}/v1/leaderboard`, { method: 'OPTIONS' })));
      expect(preflights.map((r) => r.status)).toEqual(Array(5).fill(204));
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) statuses.push((await fetch(`${nginx.origin}/v1/leaderboard?limit=1`)).status);
      expect(statuses).toEqual(Array(60).fill(200));
      const refused = await fetch(`${nginx.origin}/v1/models/alpha`);
      expect([refused.status, await refused.text()]).toEqual([429, await readFile(path.join(outDir, 'v1/errors/rate-limited.json'), 'utf8')]);
      expect(Object.fromEntries(['content-type', 'access-control-allow-origin', 'retry-after', 'cache-control', 'ratelimit-policy'].map((h) => [h, refused.headers.get(h)]))).toEqual({
        'content-type': 'application/json; charset=utf-8',
        'access-control-allow-origin': '*',
        'retry-after': '1',
        'cache-control': 'no-store',
        'ratelimit-policy': '"v1";q=60;w=60',
      });
    });

    it('serves nothing outside the folder: a symbolic link pointing out of it is a JSON 404', async () => {
      const leak = await fetch(`${nginx.origin}/leak.json`);
      expect([leak.status, await leak.json()]).toEqual([404, { ok: false, error: 'not found' }]);
    });

    it('leaves the legacy API and preflights unlimited', async () => {
      const legacy = await Promise.all(Array.from({ length: 70 }, () => fetch(`${nginx.origin}/leaderboard`)));
      expect(legacy.filter((r) => r.status !== 200)).toHaveLength(0);
      expect((await fetch(`${nginx.origin}/v1/leaderboard`, { method: 'OPTIONS' })).status).toBe(204);
    });
  });
});
