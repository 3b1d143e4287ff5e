// One client cannot hold the serve command: a request head that trickles in is cut off, and connections past
// the per-client cap are closed at once while the server keeps answering.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEAD_TIMEOUT_MS, MAX_CONNECTIONS_PER_CLIENT } from '../scripts/serve/connection-guard.ts';
import { buildFixture, dataset, model } from './helpers/fixtures.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';

/** Resolves with the milliseconds until the server closes the socket (or `limit` if it stays open). */
function closedAfter(socket: net.Socket, limit: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(limit), limit);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(performance.now() - started);
    });
  });
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', () => {});
    socket.once('error', reject);
  });
}

describe('the serve command under slow and greedy clients', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServe((await buildFixture(dataset({ models: [model('alpha')] }))).outDir, ['--quiet']);
  });
  afterAll(() => server?.stop());

  it(`cuts off a request head that is still incomplete after ${HEAD_TIMEOUT_MS / 1000} s, however slowly it trickles`, async () => {
    const socket = await connect(server.port);
    socket.write('GET /v1/models/alpha HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 1_000);
    const ms = await closedAfter(socket, HEAD_TIMEOUT_MS + 4_000);
    clearInterval(drip);
    expect(ms).toBeGreaterThan(HEAD_TIMEOUT_MS - 500);
    expect(ms).toBeLessThan(HEAD_TIMEOUT_MS + 4_000);
  });

  it(`closes connection ${MAX_CONNECTIONS_PER_CLIENT + 1} of one client at once and keeps answering others`, async () => {
    const held = await Promise.all(Array.from({ length: MAX_CONNECTIONS_PER_CLIENT }, () => connect(server.port)));
    const extra = await connect(server.port);
    expect(await closedAfter(extra, 2_000)).toBeLessThan(2_000);
    expect(held.filter((s) => s.destroyed)).toHaveLength(0);
    for (const socket of held) socket.destroy();
    // Once the server has seen the held connections close, the client is below its cap and answered again.
    await vi.waitFor(async () => expect((await fetch(`${server.url}/v1/models/alpha`)).status).toBe(200), {
      timeout: 5_000,
    });
  });
});
