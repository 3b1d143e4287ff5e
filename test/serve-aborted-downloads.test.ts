// A download the client gives up on frees its file at once: the serve command's open files (counted in
// /proc/<pid>/fd) are the same after 200 aborted downloads as before them. Each client reads the answer's head,
// then closes the connection while most of an 8 MiB body is still unsent.
import { readdir, readlink, realpath, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildFixture, dataset, model } from './helpers/fixtures.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';

const BODY_BYTES = 8 * 1024 * 1024;
const ABORTS = 200;
/** Below the serve command's cap of connections per client (connection-guard.ts). */
const AT_ONCE = 10;

/** The server's open files (/proc/<pid>/fd): how many, and how many of them are `file`. */
async function openFiles(pid: number, file: string): Promise<{ count: number; body: number }> {
  const fds = await readdir(`/proc/${pid}/fd`);
  const targets = await Promise.all(fds.map((fd) => readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')));
  return { count: fds.length, body: targets.filter((t) => t === file).length };
}

/** Asks for `target`, waits for the first bytes of the answer, then drops the connection. */
function abortedDownload(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`),
    );
    socket.once('data', (chunk: Buffer) => {
      socket.destroy();
      resolve(chunk.toString('latin1').split('\r\n', 1)[0] ?? '');
    });
    socket.once('error', reject);
  });
}

describe('the serve command when clients abort their downloads', () => {
  let server: RunningServer;
  let body: string;
  beforeAll(async () => {
    const { outDir } = await buildFixture(dataset({ models: [model('alpha')] }));
    // A large answer: the kernel's buffers cannot take it whole, so the server is still sending when the client goes.
    await writeFile(path.join(outDir, 'openapi.json'), `"${'x'.repeat(BODY_BYTES - 3)}"\n`);
    body = await realpath(path.join(outDir, 'openapi.json'));
    server = await startServe(outDir, ['--quiet']);
  });
  afterAll(() => server?.stop());

  it(`holds no file open after ${ABORTS} aborted downloads`, async () => {
    const pid = server.process.pid!;
    // One whole download first, so whatever the server opens once and keeps is in the count before.
    const whole = await fetch(`${server.url}/openapi.json`);
    expect((await whole.arrayBuffer()).byteLength).toBe(BODY_BYTES);
    // Its file is closed after its last byte is sent: counted once it is.
    const before = await vi.waitFor(
      async () => {
        const open = await openFiles(pid, body);
        expect(open.body).toBe(0);
        return open.count;
      },
      { timeout: 5_000 },
    );

    for (let done = 0; done < ABORTS; done += AT_ONCE) {
      const heads = await Promise.all(
        Array.from({ length: AT_ONCE }, () => abortedDownload(server.port, '/openapi.json')),
      );
      expect(heads).toEqual(Array(AT_ONCE).fill('HTTP/1.1 200 OK'));
    }

    // Closing is asynchronous: wait until no download holds the file, then the count must be back where it was.
    const after = await vi.waitFor(
      async () => {
        const open = await openFiles(pid, body);
        expect(open.body).toBe(0);
        expect(open.count).toBeLessThanOrEqual(before);
        return open.count;
      },
      { timeout: 5_000 },
    );
    expect(after - before).toBe(0);
    // And the server still answers.
    expect((await fetch(`${server.url}/openapi.json`)).status).toBe(200);
    expect(server.output()).not.toContain('Closing file descriptor');
  });
});
