// A plain http-server on a folder (no routing, no rules, no limit): the serve bench's point of comparison.
// Prints "listening PORT" once it accepts connections.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import httpServer from 'http-server';

const root = process.argv[2];
if (root === undefined) throw new Error('usage: plain-server-child.ts DIR');
const wrapper = httpServer.createServer({ root, cache: -1, showDir: 'false' }) as unknown as { server: Server };
wrapper.server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(wrapper.server.address() as AddressInfo).port}\n`);
});
process.once('SIGTERM', () => wrapper.server.close(() => process.exit(0)));
