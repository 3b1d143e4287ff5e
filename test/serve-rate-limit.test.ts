// The v1 rate limit: the limiter with an injected clock, then over real HTTP with the serve command's clock
// file (time moves by writing a number, never by sleeping).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_FILE_ENV } from '../scripts/serve/clock.ts';
import { createRateLimiter, rateLimitHeaders } from '../scripts/serve/rate-limit.ts';
import { buildFixture, dataset, model, result, run, tempDir } from './helpers/fixtures.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';

const MINUTE = 60_000;

describe('createRateLimiter', () => {
  it('lets exactly 60 requests through in a minute and refuses the 61st', () => {
    const limiter = createRateLimiter();
    const decisions = Array.from({ length: 61 }, () => limiter.hit('203.0.113.1', 0));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(60);
    expect(decisions[0]).toEqual({ allowed: true, limit: 60, remaining: 59, resetSeconds: 60 });
    expect(decisions[59]).toEqual({ allowed: true, limit: 60, remaining: 0, resetSeconds: 60 });
    expect(decisions[60]).toEqual({ allowed: false, limit: 60, remaining: 0, resetSeconds: 60 });
  });

  it('rolls: a slot frees up when the oldest counted request is a minute old', () => {
    const limiter = createRateLimiter();
    for (let second = 0; second < 60; second++) expect(limiter.hit('a', second * 1000).allowed).toBe(true);
    expect(limiter.hit('a', 59_999)).toEqual({ allowed: false, limit: 60, remaining: 0, resetSeconds: 1 });
    expect(limiter.hit('a', MINUTE).allowed).toBe(true);
    expect(limiter.hit('a', MINUTE + 1).allowed).toBe(false);
    expect(limiter.hit('a', MINUTE + 1000).allowed).toBe(true);
  });

  it('does not count refused requests against the client', () => {
    const limiter = createRateLimiter({ limit: 2 });
    limiter.hit('a', 0);
    limiter.hit('a', 0);
    for (let i = 0; i < 100; i++) limiter.hit('a', 30_000);
    expect(limiter.hit('a', MINUTE).allowed).toBe(true);
  });

  it('counts every client on its own', () => {
    const limiter = createRateLimiter({ limit: 1 });
    expect([limiter.hit('a', 0).allowed, limiter.hit('b', 0).allowed, limiter.hit('a', 0).allowed]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('keeps memory bounded: idle clients are forgotten after a window, and at most maxClients are kept', () => {
    const limiter = createRateLimiter({ maxClients: 100 });
    for (let i = 0; i < 1000; i++) limiter.hit(`198.51.100.${i}`, 0);
    expect(limiter.size).toBe(100);
    limiter.hit('late', MINUTE);
    expect(limiter.size).toBe(1);
  });

  it('forgets the least recently seen client first', () => {
    const limiter = createRateLimiter({ limit: 1, maxClients: 2 });
    limiter.hit('a', 0);
    limiter.hit('b', 0);
    limiter.hit('a', 1);
    limiter.hit('c', 2);
    expect([limiter.hit('a', 3).allowed, limiter.hit('b', 3).allowed]).toEqual([false, true]);
  });

  it('describes the policy and the state in the IETF draft syntax', () => {
    expect(rateLimitHeaders({ allowed: true, limit: 60, remaining: 12, resetSeconds: 41 })).toEqual({
      'RateLimit-Policy': '"v1";q=60;w=60',
      RateLimit: '"v1";r=12;t=41',
    });
  });
});

const FIXTURE = dataset({
  models: [model('alpha'), model('beta')],
  runs: [run(1, '2026-01-05T12:00:00Z', [result('alpha', 80, 70), result('beta', 70, 60)])],
});

const RATE_BODY = '{"status":"error","error":"rate limit exceeded: 60 requests per minute"}\n';

describe('the rate limit over HTTP', () => {
  let outDir: string;
  let clockFile: string;
  let plain: RunningServer;
  let proxied: RunningServer;
  const setClock = (ms: number) => writeFile(clockFile, String(ms));
  const get = (server: RunningServer, url: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${url}`, { headers });
  const statuses = async (server: RunningServer, n: number, url: string, headers: Record<string, string> = {}) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await get(server, url, headers)).status);
    return out;
  };

  beforeAll(async () => {
    outDir = (await buildFixture(FIXTURE)).outDir;
    clockFile = path.join(await tempDir(), 'clock');
    await setClock(1_000_000);
    const env = { [CLOCK_FILE_ENV]: clockFile };
    [plain, proxied] = await Promise.all([
      startServe(outDir, ['--quiet'], env),
      startServe(outDir, ['--quiet', '--trust-proxy'], env),
    ]);
  });
  afterAll(() => Promise.all([plain?.stop(), proxied?.stop()]));

  it('answers 60 v1 requests, then 429 with the v1 error body and every header', async () => {
    const first = await get(plain, '/v1/leaderboard');
    expect([first.status, first.headers.get('ratelimit-policy'), first.headers.get('ratelimit')]).toEqual([
      200,
      '"v1";q=60;w=60',
      '"v1";r=59;t=60',
    ]);
    expect(await statuses(plain, 59, '/v1/leaderboard?limit=1')).toEqual(Array(59).fill(200));
    const refused = await get(plain, '/v1/models/alpha');
    expect({
      status: refused.status,
      body: await refused.text(),
      headers: Object.fromEntries(refused.headers),
    }).toMatchObject({
      status: 429,
      body: RATE_BODY,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'access-control-allow-origin': '*',
        'access-control-expose-headers':
          'ETag, Last-Modified, Link, Deprecation, Sunset, X-API-Status, RateLimit, RateLimit-Policy, Retry-After',
        'cache-control': 'no-store',
        'retry-after': '60',
        'ratelimit-policy': '"v1";q=60;w=60',
        ratelimit: '"v1";r=0;t=60',
      },
    });
  });

  it('refuses unknown v1 paths and HEAD requests too, but never limits the legacy API', async () => {
    expect((await get(plain, '/v1/no-such-endpoint')).status).toBe(429);
    const head = await fetch(`${plain.url}/v1/leaderboard`, { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([429, '']);
    expect(await statuses(plain, 3, '/leaderboard')).toEqual([200, 200, 200]);
  });

  it('ignores a spoofed X-Forwarded-For without --trust-proxy', async () => {
    expect((await get(plain, '/v1/leaderboard', { 'X-Forwarded-For': '192.0.2.77' })).status).toBe(429);
  });

  it('frees up as the window rolls on', async () => {
    await setClock(1_000_000 + 30_000);
    const still = await get(plain, '/v1/leaderboard');
    expect([still.status, still.headers.get('retry-after')]).toEqual([429, '30']);
    await setClock(1_000_000 + MINUTE);
    const again = await get(plain, '/v1/leaderboard');
    // All 60 were counted at the same instant, so all of them have left the window.
    expect([again.status, again.headers.get('ratelimit')]).toEqual([200, '"v1";r=59;t=60']);
  });

  it('counts by the first X-Forwarded-For address with --trust-proxy, each client on its own', async () => {
    const client = { 'X-Forwarded-For': '203.0.113.10, 10.0.0.1' };
    expect(await statuses(proxied, 60, '/v1/leaderboard', client)).toEqual(Array(60).fill(200));
    expect((await get(proxied, '/v1/leaderboard', client)).status).toBe(429);
    expect((await get(proxied, '/v1/leaderboard', { 'X-Forwarded-For': '203.0.113.11' })).status).toBe(200);
    expect((await get(proxied, '/v1/leaderboard')).status).toBe(200);
  });
});
