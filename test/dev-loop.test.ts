// `npm run dev` end to end: started on a data folder of its own, it serves the build, rebuilds when a file
// changes and serves the new answer; a broken file keeps the last good build served and prints the problem;
// fixing it serves the fix. The latency from saving a file to the new answer is printed as a figure.

import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataset, model, ROOT, result, run, tempDir, writeDataset } from './helpers/fixtures.ts';

const FILES = dataset({
  models: [model('alpha'), model('beta')],
  runs: [run(1, '2026-03-02T12:00:00Z', [result('alpha', 60, 60), result('beta', 50, 50)])],
});

describe('npm run dev', () => {
  let child: ChildProcess;
  let output = '';
  let origin = '';
  let dataDir: string;

  beforeAll(async () => {
    const root = await tempDir();
    dataDir = path.join(root, 'data');
    await writeDataset(dataDir, FILES);
    child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'scripts/dev.ts'),
        '--data',
        dataDir,
        '--out',
        path.join(root, 'build'),
        '--public',
        path.join(ROOT, 'public'),
        '--now',
        '2026-07-01',
        '--port',
        '0',
        '--rate-limit',
        '0',
        '--quiet',
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    origin = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`dev did not start:\n${output}`)), 30_000);
      const check = () => {
        const match = /serving .* at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
        if (match?.[1] && output.includes('watching')) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      child.stdout?.on('data', check);
      child.once('exit', () => reject(new Error(`dev exited:\n${output}`)));
    });
  }, 40_000);

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGTERM');
  });

  // Every request of these tests has a deadline: a request that never gets an answer fails at once.
  const get = (url: string) => fetch(`${origin}${url}`, { signal: AbortSignal.timeout(10_000) });
  const nameOfAlpha = async () => (await (await get('/v1/models/alpha')).json()).name as string;

  /** Polls until `check` holds (at most 20 s); returns the milliseconds it took. */
  async function until(check: () => Promise<boolean>): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < 20_000) {
      if (await check()) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`timed out; dev printed:\n${output}`);
  }

  /** Rebuilds at least, while the clients below keep asking. */
  const REBUILDS = 3;

  const saveAlpha = (name: string) =>
    writeFile(path.join(dataDir, 'models/alpha.json'), `${JSON.stringify(model('alpha', { name }), null, 2)}\n`);

  it('serves the new answer after a file changes, keeps the last good build while a file is broken', async () => {
    expect(await nameOfAlpha()).toBe('ALPHA');

    await saveAlpha('Alpha Prime');
    const latency = await until(async () => (await nameOfAlpha()) === 'Alpha Prime');
    process.stdout.write(`dev loop: saved file to new answer served in ${Math.round(latency)} ms\n`);

    await writeFile(path.join(dataDir, 'models/alpha.json'), '{ "slug": "alpha", ');
    await until(async () => output.includes('still serving the last good build'));
    expect(output).toContain('models/alpha.json: expected valid JSON, found a syntax error');
    expect(await nameOfAlpha()).toBe('Alpha Prime');

    await saveAlpha('Alpha Fixed');
    await until(async () => (await nameOfAlpha()) === 'Alpha Fixed');
  }, 60_000);

  it('answers every request while rebuilds keep replacing the folder', async () => {
    const statuses = new Map<number, number>();
    let retryAfterMissing = 0;
    const answered = () => [...statuses.values()].reduce((a, b) => a + b, 0);
    let saving = true;
    // Each save waits for the rebuild it causes to be served, so every round swaps the folder under the clients;
    // the rounds go on until the clients have sent enough requests to have met the swaps.
    const saver = (async () => {
      for (let i = 0; i < REBUILDS || answered() <= 100; i++) {
        await saveAlpha(`Alpha ${i}`);
        await until(async () => (await nameOfAlpha()) === `Alpha ${i}`);
      }
      saving = false;
    })();
    const client = async (urls: readonly string[]) => {
      for (let i = 0; saving; i++) {
        const response = await get(urls[i % urls.length]!);
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 503 && response.headers.get('retry-after') !== '1') retryAfterMissing++;
      }
    };
    const urls = ['/v1/models/alpha', '/models/alpha/', '/v1/history.csv', '/', '/v1/leaderboard?limit=1'];
    await Promise.all([saver, ...[0, 1, 2, 3].map((k) => client([...urls.slice(k), ...urls.slice(0, k)]))]);
    const total = answered();
    process.stdout.write(
      `dev loop under load: ${total} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}\n`,
    );
    expect(total).toBeGreaterThan(100);
    // Every request answered (none timed out); from the build, or 503 with Retry-After when a file vanished twice.
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(retryAfterMissing).toBe(0);
  }, 60_000);
});
