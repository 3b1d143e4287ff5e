// A plain http-server on a folder (no routing, no rules, no limit): the serve bench's point of comparison.
// Prints "listening PORT" once it accepts connections.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import httpServer from 'http-server';
import { command } from '../cli/args.ts';
import { runCommand } from '../cli/run-command.ts';

const main = command(async ([root]) => {
  if (root === undefined) throw new Error('usage: plain-server-child.ts DIR');
  const wrapper = httpServer.createServer({ root, cache: -1, showDir: 'false' }) as unknown as { server: Server };
  wrapper.server.listen(0, '127.0.0.1', () => {
    process.stdout.write(`listening ${(wrapper.server.address() as AddressInfo).port}\n`);
  });
  await new Promise<void>((resolve) => process.once('SIGTERM', () => wrapper.server.close(() => resolve())));
  return 0;
});

await runCommand(import.meta, async () => ({ main }));
