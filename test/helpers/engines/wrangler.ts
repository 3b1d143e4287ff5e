// Cloudflare's own engine (workerd, through wrangler from npm) on a built folder, in both shapes the build
// supports: a Worker with static assets (`wrangler dev` with a wrangler.jsonc like the repository's) and Pages
// advanced mode (`wrangler pages dev`, which runs the folder's `_worker.js`).
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../fixtures.ts';
import { type EngineProcess, freePort, startProcess, waitForHttp } from './engine.ts';

export const WRANGLER = path.join(ROOT, 'node_modules/.bin/wrangler');
export const WRANGLER_AVAILABLE = existsSync(WRANGLER);
export const WRANGLER_INSTALL = 'wrangler is not installed (npm ci installs it as a dev dependency)';
/** workerd refuses compatibility dates later than its own build; this one is older than every 4.x. */
const COMPATIBILITY_DATE = '2025-01-01';
/** No telemetry, error reports, update check or `Request.cf` download: nothing leaves the machine. */
const ENV = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  CI: 'true',
  NO_COLOR: '1',
};

export interface RunningWrangler {
  origin: string;
  engine: EngineProcess;
  stop(): Promise<void>;
}

export interface WorkerOptions {
  /** The Workers rate-limiting binding's limit per 60 s; null leaves the binding out (no limit). */
  rateLimit: number | null;
}

/** JSON with `//` line comments (outside strings) removed. */
function parseJsonc(text: string): Record<string, unknown> {
  return JSON.parse(text.replace(/("(?:[^"\\]|\\.)*")|\/\/[^\n]*/g, (_, string: string | undefined) => string ?? ''));
}

/** The repository's own wrangler.jsonc, pointed at a folder of the test's, with the rate limit it asks for. */
function workerConfig(outDir: string, options: WorkerOptions): Record<string, unknown> {
  const {
    $schema: _schema,
    ratelimits,
    ...config
  } = parseJsonc(readFileSync(path.join(ROOT, 'wrangler.jsonc'), 'utf8')) as {
    $schema?: string;
    ratelimits: { simple: { limit: number } }[];
    assets: Record<string, unknown>;
  };
  const limited = ratelimits.map((r) => ({ ...r, simple: { ...r.simple, limit: options.rateLimit } }));
  return {
    ...config,
    main: path.join(outDir, '_worker.js'),
    assets: { ...config.assets, directory: outDir },
    ...(options.rateLimit === null ? {} : { ratelimits: limited }),
  };
}

async function start(args: string[], workDir: string, port: number): Promise<RunningWrangler> {
  if (!WRANGLER_AVAILABLE) throw new Error(WRANGLER_INSTALL);
  const engine = startProcess(
    WRANGLER,
    [...args, '--ip', '127.0.0.1', '--port', String(port), '--persist-to', path.join(workDir, 'state')],
    { cwd: workDir, env: ENV },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/`, engine, 60_000);
  return { origin, engine, stop: () => engine.stop() };
}

export async function startWorker(outDir: string, workDir: string, options: WorkerOptions): Promise<RunningWrangler> {
  await mkdir(workDir, { recursive: true });
  const config = path.join(workDir, 'wrangler.jsonc');
  await writeFile(config, `${JSON.stringify(workerConfig(outDir, options), null, 2)}\n`);
  return start(['dev', '--config', config], workDir, await freePort());
}

export async function startPages(outDir: string, workDir: string): Promise<RunningWrangler> {
  await mkdir(workDir, { recursive: true });
  return start(['pages', 'dev', outDir, '--compatibility-date', COMPATIBILITY_DATE], workDir, await freePort());
}
