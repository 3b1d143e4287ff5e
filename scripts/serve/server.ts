// The serve command's server: http-server used as a library, with the router as its `before` middleware (which
// answers every request itself, from the route table), an access log, and a shutdown that lets requests in
// flight finish.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import httpServer from 'http-server';
import { logRequests } from './access-log.ts';
import { type Clock, createClock } from './clock.ts';
import { guardConnections } from './connection-guard.ts';
import { liveSite } from './live-site.ts';
import { createRateLimiter } from './rate-limit.ts';
import { createRouter } from './router.ts';

/** Netlify's default for files without a Cache-Control rule: cacheable, always revalidated. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Requests still running this long after a shutdown signal are cut off. */
const SHUTDOWN_GRACE_MS = 5_000;
/** How often a stopping server closes the keep-alive connections that have become idle. */
const IDLE_CHECK_MS = 25;

export interface ServeOptions {
  dir: string;
  port: number;
  host: string;
  trustProxy: boolean;
  /** Requests per client per minute on /v1/*; 0 turns the limit off. */
  rateLimit: number;
  /** Access log lines go here; null silences them. */
  log: ((line: string) => void) | null;
  warn(line: string): void;
  clock?: Clock;
}

export interface RunningServer {
  /** The site's address: the server's, then the base path of the served build. */
  url: string;
  port: number;
  /** Stops accepting, waits for requests in flight (at most the grace period), then resolves. */
  close(): Promise<void>;
}

/** `http://127.0.0.1:8080/`, with brackets around an IPv6 address. */
function serverUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
}

export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const live = await liveSite(
    options.dir,
    (fresh) => {
      options.warn(`reloaded ${options.dir}/: a new build replaced it`);
      for (const warning of fresh.warnings) options.warn(`warning: ${warning}`);
    },
    (reason) =>
      options.warn(`warning: serving a stale build: ${options.dir}/ was replaced but could not be loaded (${reason})`),
  );
  const site = await live.current();
  for (const warning of site.warnings) options.warn(`warning: ${warning}`);
  const router = createRouter({
    site: live,
    limiter: options.rateLimit > 0 ? createRateLimiter({ limit: options.rateLimit }) : null,
    trustProxy: options.trustProxy,
    clock: options.clock ?? createClock(),
    warn: options.warn,
  });
  const wrapper = httpServer.createServer({
    root: site.root,
    cache: DEFAULT_CACHE_CONTROL as unknown as number,
    showDir: 'false',
    autoIndex: 'false',
    before: [router as never],
  }) as unknown as { server: Server };
  const server = wrapper.server;
  guardConnections(server, { perClientCap: !options.trustProxy });
  const log = options.log;
  if (log !== null) server.prependListener('request', (req, res) => logRequests(req, res, log));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `${serverUrl(options.host, port).slice(0, -1)}${site.table.base_path}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        const cutOff = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
        // A connection whose last answer is still being flushed turns idle a moment later: close it then too.
        const idle = setInterval(() => server.closeIdleConnections(), IDLE_CHECK_MS).unref();
        server.close(() => {
          clearTimeout(cutOff);
          clearInterval(idle);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
