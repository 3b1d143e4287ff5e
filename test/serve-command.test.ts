// The serve command as a command: its first line, access log, HEAD and conditional requests, `_headers` applied
// like Netlify, a base path, and a clean shutdown on SIGINT/SIGTERM.

import { spawn, spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildFixture, dataset, model, ROOT, result, run, tempDir } from './helpers/fixtures.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';

const FIXTURE = dataset({
  models: [model('alpha'), model('beta')],
  runs: [run(1, '2026-01-05T12:00:00Z', [result('alpha', 80, 70), result('beta', 70, 60)])],
});

describe('serving a build', () => {
  let outDir: string;
  let server: RunningServer;
  beforeAll(async () => {
    outDir = (await buildFixture(FIXTURE)).outDir;
    server = await startServe(outDir);
  });
  afterAll(() => server?.stop());

  it('prints "serving DIR/ at http://HOST:PORT/" first, with the free port --port 0 found', () => {
    expect(server.stdout().split('\n')[0]).toBe(`serving ${outDir}/ at http://127.0.0.1:${server.port}/`);
    expect(server.port).toBeGreaterThan(0);
  });

  it('logs one line per request: method, target, status, milliseconds', async () => {
    await fetch(`${server.url}/v1/leaderboard?limit=2`);
    await fetch(`${server.url}/nowhere`);
    // A line is printed once its answer has gone: wait for both lines rather than for a while.
    await vi.waitFor(
      () => {
        const lines = server.stdout().split('\n');
        expect(lines.some((line) => /^GET \/v1\/leaderboard\?limit=2 200 \d+\.\dms$/.test(line))).toBe(true);
        expect(lines.some((line) => /^GET \/nowhere 404 \d+\.\dms$/.test(line))).toBe(true);
      },
      { timeout: 5_000 },
    );
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const [get, head] = await Promise.all([
      fetch(`${server.url}/v1/models/alpha`),
      fetch(`${server.url}/v1/models/alpha`, { method: 'HEAD' }),
    ]);
    const pick = (r: Response) =>
      ['content-type', 'content-length', 'cache-control', 'access-control-allow-origin', 'etag'].map((h) =>
        r.headers.get(h),
      );
    expect([head.status, pick(head), await head.text()]).toEqual([200, pick(get), '']);
  });

  it('answers a conditional request with 304 and keeps CORS on it', async () => {
    const first = await fetch(`${server.url}/v1/leaderboard`);
    const again = await fetch(`${server.url}/v1/leaderboard`, {
      headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
    });
    expect([again.status, again.headers.get('access-control-allow-origin'), await again.text()]).toEqual([
      304,
      '*',
      '',
    ]);
  });

  it('serves canonical files themselves: the unforced catch-all yields to an existing file', async () => {
    const response = await fetch(`${server.url}/v1/leaderboard/execution_raw.json`);
    expect([response.status, (await response.json()).dimension]).toEqual([200, 'execution_raw']);
  });

  it('answers a folder path with its index.html, like a CDN: the landing page at /', async () => {
    const [landing, file] = await Promise.all([
      fetch(`${server.url}/`),
      readFile(path.join(outDir, 'index.html'), 'utf8'),
    ]);
    expect([landing.status, await landing.text()]).toEqual([200, file]);
  });

  it('answers the trailing-slash form of a route like Netlify does', async () => {
    const response = await fetch(`${server.url}/v1/leaderboard/?limit=1`);
    expect([response.status, (await response.json()).count]).toEqual([200, 1]);
  });
});

describe('a folder without a route table', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const dir = path.join(await tempDir(), 'site');
    await mkdir(path.join(dir, 'files'), { recursive: true });
    await writeFile(path.join(dir, 'files', 'a.json'), '{"a":1}\n');
    await writeFile(path.join(dir, '_secret.json'), '{"secret":true}\n');
    server = await startServe(dir, ['--quiet']);
  });
  afterAll(() => server?.stop());

  it('serves its files by their own paths, with CORS', async () => {
    const response = await fetch(`${server.url}/files/a.json`);
    expect([response.status, await response.text(), response.headers.get('access-control-allow-origin')]).toEqual([
      200,
      '{"a":1}\n',
      '*',
    ]);
  });

  it('answers anything else with a JSON 404 in the envelope of the path, hidden names included', async () => {
    const answers = await Promise.all(['/v1/leaderboard', '/_secret.json'].map((p) => fetch(`${server.url}${p}`)));
    expect(await Promise.all(answers.map(async (r) => [r.status, await r.json()]))).toEqual([
      [404, { status: 'error', error: 'not found' }],
      [404, { ok: false, error: 'not found' }],
    ]);
  });

  it('warns that it has no routes', () => {
    expect(server.output()).toContain('_route-table.json not found: files are served by their own paths only');
    expect(server.stdout()).not.toContain('warning');
  });

  it('prints no access log with --quiet', async () => {
    await fetch(`${server.url}/files/a.json`);
    expect(server.stdout().trim().split('\n')).toHaveLength(1);
  });
});

describe('a site built under a base path', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const built = await buildFixture(FIXTURE, { basePath: '/lb/' });
    server = await startServe(built.outDir, ['--quiet']);
  });
  afterAll(() => server?.stop());

  it('answers its routes below the base path only', async () => {
    const inside = await fetch(`${server.url}/lb/v1/leaderboard?limit=1`);
    expect([inside.status, (await inside.json()).count, inside.headers.get('ratelimit-policy')]).toEqual([
      200,
      1,
      '"v1";q=60;w=60',
    ]);
    const outside = await fetch(`${server.url}/v1/leaderboard?limit=1`);
    expect([outside.status, await outside.json()]).toEqual([404, { ok: false, error: 'not found' }]);
    const v1Missing = await fetch(`${server.url}/lb/v1/nothing`);
    expect([v1Missing.status, (await v1Missing.json()).status]).toEqual([404, 'error']);
  });

  it('checks parameter values below the base path too', async () => {
    const response = await fetch(`${server.url}/lb/v1/leaderboard?limit=0`);
    expect([response.status, await response.json()]).toEqual([
      400,
      { status: 'error', error: "parameter 'limit' must be an integer from 1 to 50" },
    ]);
  });
});

describe('stopping', () => {
  const keepAlive = (port: number) =>
    new Promise<void>((resolve, reject) => {
      const agent = new http.Agent({ keepAlive: true });
      http
        .get({ port, host: '127.0.0.1', path: '/v1/leaderboard', agent }, (res) => res.resume().on('end', resolve))
        .on('error', reject);
    });

  it.each([
    'SIGTERM',
    'SIGINT',
  ] as const)('stops cleanly on %s with an idle keep-alive connection open', async (signal) => {
    const built = await buildFixture(FIXTURE);
    const server = await startServe(built.outDir, ['--quiet']);
    await keepAlive(server.port);
    const started = performance.now();
    server.process.kill(signal);
    expect(await server.exited).toBe(0);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(server.output()).toContain(`${signal}: finishing requests in flight, then stopping`);
  });
});

describe('npm start', () => {
  it('builds the data folder, then serves the output until SIGTERM', async () => {
    const built = await buildFixture(FIXTURE);
    const out = path.join(await tempDir(), 'site');
    // Every build option reaches the build: a public folder of its own, and the report file.
    const publicDir = path.join(out, '..', 'public');
    await mkdir(publicDir, { recursive: true });
    await writeFile(path.join(publicDir, 'hello.txt'), 'from my public folder\n');
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'scripts/start.ts'),
        '--data',
        built.dataDir,
        '--out',
        out,
        '--now',
        '2026-07-01T00:00:00Z',
        '--public',
        publicDir,
        '--report',
        path.join(out, '..', 'report.json'),
        '--port',
        '0',
        '--quiet',
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    let stdout = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString();
        const m = /^serving (.*)\/ at (http:\/\/127\.0\.0\.1:\d+)\/$/m.exec(stdout);
        if (m !== null) resolve(m[2]!);
      });
      void exited.then((code) => reject(new Error(`start exited with ${code}: ${stdout}`)));
    });
    const lines = stdout.split('\n');
    const builtLine = lines[0];
    const servingLine = lines.find((l) => l.startsWith('serving '));
    expect([builtLine?.startsWith('built '), builtLine?.includes(` into ${out}/ `), servingLine]).toEqual([
      true,
      true,
      `serving ${out}/ at ${url}/`,
    ]);
    const response = await fetch(`${url}/v1/leaderboard?limit=1`);
    expect([response.status, (await response.json()).count]).toEqual([200, 1]);
    expect(await (await fetch(`${url}/hello.txt`)).text()).toBe('from my public folder\n');
    expect(JSON.parse(await readFile(path.join(out, '..', 'report.json'), 'utf8')).files).toBeGreaterThan(100);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

describe('usage errors', () => {
  const serve = (...args: string[]) =>
    spawnSync(process.execPath, [path.join(ROOT, 'scripts/serve.ts'), ...args], {
      cwd: ROOT,
      encoding: 'utf8',
    });

  it('exits 1 naming a folder that does not exist', () => {
    const run = serve('--dir', '/nonexistent/site', '--port', '0');
    expect([run.status, run.stderr.trim()]).toEqual([
      1,
      'error: /nonexistent/site: no such folder; build the site first (npm run build)',
    ]);
  });

  it('exits 2 naming a bad option value', () => {
    const run = serve('--rate-limit', 'many');
    expect([run.status, run.stderr.trim()]).toEqual([
      2,
      'error: --rate-limit: expected a whole number of requests per minute, found "many"',
    ]);
  });

  it('exits 2 with the usage on an unknown option', () => {
    const run = serve('--listen', '80');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Usage: npm run serve');
  });
});
