// Hostile requests against the real serve command: nothing outside the folder, no hidden file, no listing, no
// 5xx, and the server keeps answering. Requests are written byte for byte (fetch would normalise them).
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMalformedQueries } from './helpers/error-cases.ts';
import { buildFixture, dataset, model, result, run } from './helpers/fixtures.ts';
import { type RawResponse, rawRequest } from './helpers/raw-http.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';

const SECRET = 'TOP-SECRET-7f3a9c';

const FIXTURE = dataset({
  models: [model('alpha')],
  runs: [run(1, '2026-01-05T12:00:00Z', [result('alpha', 80, 70)])],
});

const TRAVERSAL = [
  '/../secret.txt',
  '/v1/../../secret.txt',
  '/%2e%2e/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/v1/%2e%2e%2f%2e%2e%2fsecret.txt',
  '/..%5csecret.txt',
  '/..\\secret.txt',
  '/%c0%ae%c0%ae/secret.txt',
  '/%c0%ae%c0%ae%c0%afsecret.txt',
  '/%e0%80%ae%e0%80%ae/secret.txt',
  '/v1/leaderboard%00.json',
  '/errors/not-found.json%00.txt',
  '/./secret.txt',
];

/** Decoded once, these are names with a literal "%2e" in them: no such file. */
const DOUBLE_ENCODED = [
  '/%252e%252e/secret.txt',
  '/%252e%252e%252fsecret.txt',
  '/v1/%252e%252e%252f%252e%252e%252fsecret.txt',
];

const HIDDEN = [
  '/.git/config',
  '/.env',
  '/_headers',
  '/_route-table.json',
  '/_worker.js',
  '/.assetsignore',
  '/%5fheaders',
  '/v1/%2e%2e/_headers',
  '/leaderboard/.hidden.json',
];

const ESCAPES = [
  '/leak.json',
  '/leakdir/secret.txt',
  '/v1/leaderboard?limit=..%2F..%2F..%2Fsecret',
  '/v1/models/..%2F..%2Fsecret',
];

const REDIRECT_TRICKS = [
  '//evil.example',
  '//evil.example/',
  '/%2f%2fevil.example',
  '/%5c%5cevil.example',
  '///evil.example/%2e%2e',
  'http://evil.example/',
];

const MALFORMED = [
  '/%',
  '/%zz',
  '/v1/%E0%A4%A',
  '/v1/leaderboard?limit=%',
  '/leaderboard?dimension=%ff%fe',
  '/v1/changes?model=%C0%80',
];

// /v1/ is the API index (a JSON answer of its own), so its folders stand for it.
const LISTINGS = ['/v1/lists/', '/v1/errors/', '/leaderboard/runs/', '/errors', '/errors/'];

describe('the serve command under hostile requests', () => {
  let root: string;
  let server: RunningServer;
  const answers: [string, RawResponse][] = [];
  const send = async (target: string | Buffer, options: Parameters<typeof rawRequest>[2] = {}) => {
    const answer = await rawRequest(server.port, target, options);
    answers.push([String(target), answer]);
    return answer;
  };

  beforeAll(async () => {
    const built = await buildFixture(FIXTURE);
    root = path.dirname(built.outDir);
    const outside = path.join(root, 'outside');
    await mkdir(outside);
    await writeFile(path.join(root, 'secret.txt'), SECRET);
    await writeFile(path.join(outside, 'secret.txt'), SECRET);
    await symlink(path.join(outside, 'secret.txt'), path.join(built.outDir, 'leak.json'));
    await symlink(outside, path.join(built.outDir, 'leakdir'));
    await mkdir(path.join(built.outDir, '.git'));
    await writeFile(path.join(built.outDir, '.git', 'config'), SECRET);
    await writeFile(path.join(built.outDir, '.env'), SECRET);
    await writeFile(path.join(built.outDir, 'leaderboard', '.hidden.json'), SECRET);
    server = await startServe(built.outDir, ['--rate-limit', '0']);
  });
  afterAll(() => server?.stop());

  it.each(TRAVERSAL)('refuses the traversal %s with 400 and a JSON body', async (target) => {
    const answer = await send(target);
    expect([answer.status, answer.headers['content-type']]).toEqual([400, 'application/json; charset=utf-8']);
    expect(JSON.parse(answer.body).error).toMatch(/^bad request: /);
  });

  it.each(
    DOUBLE_ENCODED,
  )('decodes %s once only: an unknown address, a 404 (JSON below /v1/, else the HTML page)', async (target) => {
    const answer = await send(target);
    const type = target.startsWith('/v1/') ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
    expect([answer.status, answer.headers['content-type']]).toEqual([404, type]);
    expect(answer.body).not.toContain(SECRET);
  });

  it('refuses raw overlong UTF-8 bytes in the target without a 5xx', async () => {
    const answer = await send(Buffer.from([0x2f, 0xc0, 0xae, 0xc0, 0xae, 0x2f, ...Buffer.from('secret.txt')]));
    expect(answer.status).toBe(400);
  });

  it.each(HIDDEN)('never serves the hidden file %s', async (target) => {
    const answer = await send(target);
    expect([400, 404]).toContain(answer.status);
    expect(answer.body).not.toContain(SECRET);
  });

  it.each(ESCAPES)('never follows %s outside the folder', async (target) => {
    const answer = await send(target);
    expect([400, 404]).toContain(answer.status);
    expect(answer.body).not.toContain(SECRET);
  });

  it.each(REDIRECT_TRICKS)('never redirects %s to another host', async (target) => {
    const answer = await send(target);
    expect(answer.headers.location).toBeUndefined();
    expect([400, 404]).toContain(answer.status);
  });

  it.each(MALFORMED)('answers the malformed percent-encoding of %s with 400', async (target) => {
    const answer = await send(target);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error).toMatch(/^bad request: malformed percent-encoding/);
  });

  it('refuses a query that does not decode on the API (400, nosniff) and ignores it on a page', () =>
    expectMalformedQueries(server.url));

  it.each(LISTINGS)('lists no folder: %s is a JSON 404', async (target) => {
    const answer = await send(target);
    expect([answer.status, answer.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
    expect(answer.body).not.toMatch(/Index of|<html/i);
  });

  it('answers a long target with 414 and an oversized head with 431', async () => {
    expect((await send(`/v1/${'a'.repeat(5000)}`)).status).toBe(414);
    expect((await send(`/leaderboard?dimension=${'x'.repeat(20_000)}`)).status).toBe(431);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE'])('refuses %s with 405, Allow and a JSON body', async (method) => {
    const v1 = await send('/v1/leaderboard', { method, body: method === 'POST' ? 'x'.repeat(1_000_000) : '' });
    const legacy = await send('/leaderboard', { method });
    const error = 'method not allowed: use GET, HEAD or OPTIONS';
    expect([v1.status, v1.headers.allow, JSON.parse(v1.body)]).toEqual([
      405,
      'GET, HEAD, OPTIONS',
      { status: 'error', error },
    ]);
    expect([legacy.status, legacy.headers.allow, JSON.parse(legacy.body)]).toEqual([
      405,
      'GET, HEAD, OPTIONS',
      { ok: false, error },
    ]);
  });

  it('answers OPTIONS as a CORS preflight: 204, no body, any origin, the read methods', async () => {
    const preflight = await send('/v1/leaderboard?limit=5', { method: 'OPTIONS' });
    expect([
      preflight.status,
      preflight.body,
      preflight.headers['access-control-allow-origin'],
      preflight.headers['access-control-allow-methods'],
    ]).toEqual([204, '', '*', 'GET, HEAD, OPTIONS']);
    expect([preflight.headers['access-control-allow-headers'], preflight.headers['access-control-max-age']]).toEqual([
      '*',
      '86400',
    ]);
  });

  it('never answered any of them with a 5xx, and still answers afterwards', async () => {
    expect(answers.length).toBeGreaterThan(50);
    expect(
      answers.filter(([, a]) => !(a.status >= 200 && a.status < 500)).map(([t, a]) => `${t} → ${a.status}`),
    ).toEqual([]);
    expect(answers.filter(([, a]) => a.body.includes(SECRET)).map(([t]) => t)).toEqual([]);
    const after = await fetch(`${server.url}/v1/leaderboard?limit=1`);
    expect([after.status, (await after.json()).status]).toEqual([200, 'ok']);
    expect(server.process.exitCode).toBeNull();
  });

  it('keeps each access-log line on one line, hostile targets escaped', () => {
    const lines = server.stdout().trim().split('\n').slice(1);
    expect(lines.length).toBeGreaterThanOrEqual(answers.length - 2);
    expect(lines.filter((line) => !/^[A-Z]+ \S* \d{3}(\(aborted\))? \d+\.\dms$/.test(line))).toEqual([]);
  });
});
