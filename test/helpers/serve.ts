// Starts the real serve command (`scripts/serve.ts`) as a child process on a free port of 127.0.0.1.
// The v1 rate limit is on (60 requests per minute per client): pass `['--rate-limit', '0']` in extraArgs for a
// suite that sends more v1 requests than that to one server.

import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';

export interface RunningServer {
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** What the server printed on stdout only (the first line, then the access log). */
  stdout(): string;
  /** Resolves with the exit code (null when a signal ended it) once the process has exited. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function startServe(
  dir: string,
  extraArgs: string[] = [],
  env: NodeJS.ProcessEnv = {},
): Promise<RunningServer> {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts/serve.ts'), '--dir', dir, '--port', '0', '--host', '127.0.0.1', ...extraArgs],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let stdout = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
    stdout += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start in 20 s:\n${out}`)), 20_000);
    const onData = () => {
      const match = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}:\n${out}`));
    });
  });
  return {
    url,
    port: Number(new URL(url).port),
    process: child,
    output: () => out,
    stdout: () => stdout,
    exited,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** GET through a running server: the status, the headers an API answer is checked for, the body as text. */
export async function getAnswer(server: RunningServer, url: string) {
  const response = await fetch(`${server.url}${url}`);
  const h = response.headers;
  return {
    status: response.status,
    type: h.get('content-type'),
    cors: h.get('access-control-allow-origin'),
    cache: h.get('cache-control'),
    text: await response.text(),
  };
}

/**
 * Checks the answers of a latest table of v1 (`/v1/{name}`: prices, stability) through a running server: its CSV
 * file and `?format=csv` give `csv` exactly with the CSV type, CORS and an hour's caching; its JSON file, the route
 * and `?format=json` answer the same. The JSON body, for the caller's own checks.
 */
export async function expectLatestTable(
  server: RunningServer,
  name: string,
  csv: string,
): Promise<ReturnType<typeof JSON.parse>> {
  const linked = await getAnswer(server, `/v1/csv/${name}.csv`);
  expect({ ...linked, text: undefined }).toEqual({
    status: 200,
    type: 'text/csv; charset=utf-8; header=present',
    cors: '*',
    cache: 'public, max-age=3600',
    text: undefined,
  });
  expect(linked.text).toBe(csv);
  expect(await getAnswer(server, `/v1/${name}?format=csv`)).toEqual(linked);
  const file = await getAnswer(server, `/v1/${name}.json`);
  expect([file.status, file.type, file.cors, file.cache]).toEqual([
    200,
    'application/json; charset=utf-8',
    '*',
    'public, max-age=3600',
  ]);
  expect(await getAnswer(server, `/v1/${name}`)).toEqual(file);
  expect(await getAnswer(server, `/v1/${name}?format=json`)).toEqual(file);
  return JSON.parse(file.text);
}
