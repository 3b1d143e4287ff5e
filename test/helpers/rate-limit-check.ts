// What every host that limits v1 must do, checked the same way on each: 60 requests from one client answered,
// request 61 refused with the v1 body and its headers; the legacy API and preflights never limited.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';

const HEADERS = ['content-type', 'access-control-allow-origin', 'retry-after', 'cache-control', 'ratelimit-policy'];

export async function expectV1Limit(origin: string, outDir: string, retryAfter: string): Promise<void> {
  const statuses: number[] = [];
  for (let i = 0; i < 60; i++) statuses.push((await fetch(`${origin}/v1/leaderboard?limit=1`)).status);
  expect(statuses).toEqual(Array(60).fill(200));
  const refused = await fetch(`${origin}/v1/models/alpha`);
  expect([refused.status, await refused.text()]).toEqual([
    429,
    await readFile(path.join(outDir, 'v1/errors/rate-limited.json'), 'utf8'),
  ]);
  expect(Object.fromEntries(HEADERS.map((h) => [h, refused.headers.get(h)]))).toEqual({
    'content-type': 'application/json; charset=utf-8',
    'access-control-allow-origin': '*',
    'retry-after': retryAfter,
    'cache-control': 'no-store',
    'ratelimit-policy': '"v1";q=60;w=60',
  });
}

export async function expectLegacyAndPreflightsUnlimited(origin: string): Promise<void> {
  const legacy = await Promise.all(Array.from({ length: 70 }, () => fetch(`${origin}/leaderboard`)));
  expect(legacy.filter((r) => r.status !== 200)).toHaveLength(0);
  expect((await fetch(`${origin}/v1/leaderboard`, { method: 'OPTIONS' })).status).toBe(204);
}
