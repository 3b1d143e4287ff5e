// `npm run host-config -- nginx --dir DIR`: print a host's configuration for a built folder, from its route table.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { command, parseCommand, UsageError } from '../cli/args.ts';
import { listFiles } from '../data/list-files.ts';
import { renderNginxConfig } from '../hosts/nginx.ts';
import { parseRouteTable } from '../routes/schema.ts';
import { ROUTE_TABLE_FILE } from '../routes/table.ts';

const USAGE = `Usage: npm run host-config -- nginx --dir DIR [options]

Prints an nginx configuration file for the http context (Debian: /etc/nginx/conf.d/leaderboard.conf) that
serves the built folder DIR the way the serve command does: every API URL, the JSON errors, the headers,
CORS preflight, gzip and the v1 rate limit. Regenerate it after every build. Netlify and Cloudflare need no
command: the build writes their files (see docs/deploying.md).

Options:
  --dir DIR          the built folder nginx serves (required; written into the file as an absolute path)
  --listen ADDR      nginx listen address, e.g. 80 or 127.0.0.1:8080 (default: 80)
  --server-name N    server_name (default: _)
  --rate-limit N     requests per client per minute below /v1/ (default: the table's, 60; 0 turns it off)
  -h, --help         show this help`;

const HOSTS = ['nginx'];

export const main = command(async (argv) => {
  const [host, ...rest] = argv;
  if (host === '-h' || host === '--help') {
    parseCommand({ usage: USAGE, options: {} }, ['--help']);
    return 0;
  }
  if (host === undefined || !HOSTS.includes(host)) {
    throw new UsageError(
      `expected a host (${HOSTS.join(', ')}) as the first argument, found ${JSON.stringify(host ?? '')}\n\n${USAGE}`,
    );
  }
  const args = parseCommand(
    {
      usage: USAGE,
      options: {
        dir: { type: 'string' },
        listen: { type: 'string' },
        'server-name': { type: 'string' },
        'rate-limit': { type: 'string' },
      },
    },
    rest,
  );
  if (args.dir === undefined) throw new UsageError(`--dir is required: the built folder nginx serves\n\n${USAGE}`);
  const listen = args.listen ?? '80';
  if (!/^(?:[0-9.]+:|\[[0-9a-fA-F:]+\]:)?\d{1,5}$/.test(listen))
    throw new UsageError(`--listen: expected PORT or ADDRESS:PORT, found ${JSON.stringify(listen)}`);
  const serverName = args['server-name'] ?? '_';
  if (!/^[A-Za-z0-9._*-]+$/.test(serverName))
    throw new UsageError(`--server-name: expected a host name, found ${JSON.stringify(serverName)}`);
  const rateText = args['rate-limit'];
  if (rateText !== undefined && !/^\d+$/.test(rateText))
    throw new UsageError(`--rate-limit: expected a whole number, found ${JSON.stringify(rateText)}`);
  const root = path.resolve(args.dir);
  const tableFile = path.join(root, ROUTE_TABLE_FILE);
  const text = await readFile(tableFile, 'utf8').catch(() => {
    throw new Error(`${tableFile}: not found; build the site first (npm run build -- --out ${args.dir})`);
  });
  const table = parseRouteTable(text, tableFile);
  const files = listFiles(root, { hidden: false })
    .sort()
    .map((f) => `/${f}`);
  const rateLimit = rateText === undefined ? table.rate_limit.limit : Number(rateText);
  process.stdout.write(renderNginxConfig(table, { root, listen, serverName, rateLimit, files }));
  return 0;
});
