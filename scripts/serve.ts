// `npm run serve`: serve the built site locally.
import httpServer from 'http-server';
import type { AddressInfo } from 'node:net';
import { parsePort, parseCommand, runCommand } from './cli/args.ts';

const USAGE = `Usage: npm run serve -- [--dir DIR] [--port N] [--host H]

Serves a built site over HTTP. The first line printed is "serving DIR/ at http://HOST:PORT/"
(with the real port when --port 0 asks for any free one).

Options:
  --dir DIR     folder to serve (default: build)
  --port N      port, 0 for any free one (default: 8080)
  --host H      interface to listen on (default: 127.0.0.1)
  -h, --help    show this help`;

runCommand(async () => {
  const args = parseCommand({ usage: USAGE, options: { dir: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' } } });
  const port = parsePort(args.port, 8080);
  const host = args.host ?? '127.0.0.1';
  const dir = args.dir ?? 'build';
  const server = httpServer.createServer({ root: dir, cache: -1, showDir: 'false', cors: true });
  server.listen(port, host, () => {
    const address = (server as unknown as { server: { address(): AddressInfo } }).server.address();
    process.stdout.write(`serving ${dir}/ at http://${host}:${address.port}/\n`);
  });
});
