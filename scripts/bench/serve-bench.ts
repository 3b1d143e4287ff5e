// Load figures of the serve command (autocannon, 127.0.0.1 only, a few seconds per run): a query URL routed by
// the route table, the same file by its canonical path, the rate limit refusing, and a plain http-server on the
// same files for comparison. Also the build's figures against each host's limits.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildSite } from '../pipeline.ts';
import { projectPath } from '../project-root.ts';
import { writeScaleDataset } from './build-bench.ts';
import type { BenchContext } from './types.ts';

const DURATION_S = 3;
const CONNECTIONS = 10;
/** Runs enough for every route family; the routes do not grow with more runs. */
const MAX_RUNS = 104;
const QUERY_URL = '/v1/leaderboard?dimension=execution_raw&limit=10';
const FILE_URL = '/v1/leaderboard/execution_raw/10.json';

interface Child {
  url: string;
  process: ChildProcess;
}

/** Spawns a server script and waits for the line that carries its URL. */
function startChild(args: string[], pattern: RegExp, toUrl: (m: RegExpExecArray) => string): Promise<Child> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = pattern.exec(out);
      if (m !== null) {
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve({ url: toUrl(m), process: child });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

function stopChild(child: Child): Promise<void> {
  return new Promise((resolve) => {
    if (child.process.exitCode !== null) return resolve();
    child.process.once('exit', () => resolve());
    child.process.kill('SIGTERM');
  });
}

async function measure(ctx: BenchContext, label: string, url: string): Promise<void> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  ctx.print(
    `serve: ${label.padEnd(42)} ${r.requests.average.toFixed(0).padStart(6)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms,` +
      ` ${r.errors} errors, ${r.non2xx} non-2xx of ${r.requests.total}`,
  );
}

export async function benchServe(ctx: BenchContext): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'leaderboard-bench-serve-'));
  const children: Child[] = [];
  try {
    const dataDir = path.join(root, 'data');
    const outDir = path.join(root, 'build');
    const runs = Math.min(ctx.runs, MAX_RUNS);
    await writeScaleDataset(dataDir, ctx.models, runs, ctx.dcdRuns);
    const built = await buildSite({
      dataDir,
      outDir,
      publicDir: path.resolve('public'),
      now: new Date('2026-07-01T00:00:00Z'),
    });
    if (!built.ok) throw new Error('the scale dataset does not build');
    for (const limit of built.report.limits)
      ctx.print(
        `host limit: ${limit.host} ${limit.what}: ${limit.value.toLocaleString('en')} of ${limit.max.toLocaleString('en')}`,
      );

    const serveScript = projectPath('scripts', 'serve.ts');
    const servePattern = /at (http:\/\/127\.0\.0\.1:\d+)\//;
    const serve = await startChild(
      [serveScript, '--dir', outDir, '--port', '0', '--quiet', '--rate-limit', '0'],
      servePattern,
      (m) => m[1]!,
    );
    const limited = await startChild(
      [serveScript, '--dir', outDir, '--port', '0', '--quiet'],
      servePattern,
      (m) => m[1]!,
    );
    const plain = await startChild(
      [projectPath('scripts', 'bench', 'plain-server-child.ts'), outDir],
      /listening (\d+)/,
      (m) => `http://127.0.0.1:${m[1]}`,
    );
    children.push(serve, limited, plain);

    await measure(ctx, `serve, query URL (${QUERY_URL.split('?')[1]})`, `${serve.url}${QUERY_URL}`);
    await measure(ctx, 'serve, canonical file path', `${serve.url}${FILE_URL}`);
    await measure(ctx, 'serve, rate limit on (one client, 429s)', `${limited.url}${QUERY_URL}`);
    await measure(ctx, 'plain http-server, canonical file path', `${plain.url}${FILE_URL}`);
  } finally {
    await Promise.all(children.map(stopChild));
    await rm(root, { recursive: true, force: true });
  }
}
