// Limits that keep one client from holding the server: a request head must arrive within a few seconds of the
// connection (or of the previous answer on a kept-alive one), and one address may hold only so many
// connections at once. Behind a trusted proxy every connection comes from the proxy: the cap is off there.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** Time a client has to send a whole request head; a client that trickles bytes is cut off after it. */
export const HEAD_TIMEOUT_MS = 5_000;
/** Open connections per client address; one more is closed at once. Browsers open at most 6 per host. */
export const MAX_CONNECTIONS_PER_CLIENT = 32;

export function guardConnections(server: Server, options: { perClientCap: boolean }): void {
  const open = new Map<string, number>();
  const deadlines = new Map<Socket, NodeJS.Timeout>();
  const disarm = (socket: Socket) => {
    clearTimeout(deadlines.get(socket));
    deadlines.delete(socket);
  };
  const arm = (socket: Socket) => {
    disarm(socket);
    if (!socket.destroyed) deadlines.set(socket, setTimeout(() => socket.destroy(), HEAD_TIMEOUT_MS).unref());
  };
  server.on('connection', (socket: Socket) => {
    if (options.perClientCap) {
      const client = socket.remoteAddress ?? 'unknown';
      const count = (open.get(client) ?? 0) + 1;
      if (count > MAX_CONNECTIONS_PER_CLIENT) {
        socket.destroy();
        return;
      }
      open.set(client, count);
      socket.once('close', () => {
        const left = (open.get(client) ?? 1) - 1;
        if (left === 0) open.delete(client);
        else open.set(client, left);
      });
    }
    arm(socket);
    socket.once('close', () => disarm(socket));
  });
  // The head has arrived: no deadline while the answer is made; the next head gets one again.
  server.prependListener('request', (req, res) => {
    disarm(req.socket);
    res.once('finish', () => arm(req.socket));
  });
}
