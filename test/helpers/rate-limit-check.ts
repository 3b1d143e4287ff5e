// What every host that limits v1 must do, checked the same way on each: 60 requests from one client answered,
// request 61 refused with the v1 body and its headers; the legacy API and preflights never limited.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, vi } from 'vitest';

const HEADERS = ['content-type', 'access-control-allow-origin', 'retry-after', 'cache-control', 'ratelimit-policy'];

/**
 * Some limiters count in fixed windows aligned to the clock minute (wrangler's local rate-limiting binding),
 * others drain continuously (nginx's leaky bucket refills one request a second): the 61 requests go out at
 * once, and not in the last seconds of a minute.
 */
async function awayFromMinuteBoundary(): Promise<void> {
  await vi.waitFor(() => expect(Date.now() % 60_000).toBeLessThan(50_000), { timeout: 12_000, interval: 250 });
}

export async function expectV1Limit(origin: string, outDir: string, retryAfter: string): Promise<void> {
  await awayFromMinuteBoundary();
  const answers = await Promise.all(Array.from({ length: 60 }, () => fetch(`${origin}/v1/leaderboard?limit=1`)));
  expect(answers.map((r) => r.status)).toEqual(Array(60).fill(200));
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
