// `npm run serve`: serve a built site like the CDN does, plus what no static host can (see docs/serving.md).
import { command, parseCommand } from '../cli/args.ts';
import { runServe, SERVE_OPTIONS, SERVE_OPTIONS_HELP } from '../serve/command.ts';

const USAGE = `Usage: npm run serve -- [--dir DIR] [--port N] [--host H] [--trust-proxy] [--rate-limit N] [--quiet]

Serves a built site over HTTP the way every host adapter does: routes, JSON errors and headers from its route
table (_route-table.json), CORS preflight, the v1 rate limit, and nothing outside the folder.
The first line printed is "serving DIR/ at http://HOST:PORT/" (the real port when --port 0 asks for any
free one); then one access-log line per request. SIGINT/SIGTERM stop it after requests in flight finish.

Options:
${SERVE_OPTIONS_HELP}
  -h, --help         show this help`;

export const main = command(async (argv) => runServe(parseCommand({ usage: USAGE, options: SERVE_OPTIONS }, argv)));
