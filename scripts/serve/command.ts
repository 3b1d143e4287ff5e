// `npm run serve` (and the serve half of `npm start`): options, the first line other tools parse, and a clean
// shutdown on SIGINT/SIGTERM.
import { parsePort, UsageError } from '../cli/args.ts';
import { V1_RATE_LIMIT } from '../routes/table.ts';
import { startServer } from './server.ts';

export const SERVE_OPTIONS = {
  dir: { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string' },
  'trust-proxy': { type: 'boolean' },
  quiet: { type: 'boolean' },
  'rate-limit': { type: 'string' },
} as const;

export const SERVE_OPTIONS_HELP = `  --dir DIR          folder to serve (default: build)
  --port N           port, 0 for any free one (default: 8080)
  --host H           interface to listen on (default: 127.0.0.1)
  --trust-proxy      count requests by the first X-Forwarded-For address (only behind a proxy that sets it)
  --rate-limit N     requests per client per minute on /v1/* (default: ${V1_RATE_LIMIT}; 0 turns the limit off)
  --quiet            no access log`;

export interface ServeArgs {
  dir?: string | undefined;
  port?: string | undefined;
  host?: string | undefined;
  'trust-proxy'?: boolean | undefined;
  quiet?: boolean | undefined;
  'rate-limit'?: string | undefined;
}

function parseRateLimit(value: string | undefined): number {
  if (value === undefined) return V1_RATE_LIMIT;
  if (!/^\d+$/.test(value))
    throw new UsageError(
      `--rate-limit: expected a whole number of requests per minute, found ${JSON.stringify(value)}`,
    );
  return Number(value);
}

/** Starts serving and resolves once the server has stopped after a signal. */
export async function runServe(args: ServeArgs): Promise<number> {
  const dir = (args.dir ?? 'build').replace(/\/+$/, '') || '/';
  const host = args.host ?? '127.0.0.1';
  const write = (line: string) => process.stdout.write(line);
  // http-server's union layer touches the deprecated `OutgoingMessage._headers` on every response: a warning a
  // user can do nothing about.
  process.noDeprecation = true;
  const server = await startServer({
    dir,
    port: parsePort(args.port, 8080),
    host,
    trustProxy: args['trust-proxy'] === true,
    rateLimit: parseRateLimit(args['rate-limit']),
    log: args.quiet === true ? null : write,
    warn: (line) => process.stderr.write(`${line}\n`),
  });
  write(`serving ${dir}/ at ${server.url}\n`);
  await new Promise<void>((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.stderr.write(`${signal}: finishing requests in flight, then stopping\n`);
      // A second signal stops at once.
      process.once(signal, () => process.exit(130));
      void server.close().then(resolve);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
