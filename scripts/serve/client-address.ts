// The client a request is counted against: the socket's address, or behind a trusted proxy the first
// `X-Forwarded-For` entry (the original client as the first proxy saw it).
import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';

export function clientAddress(
  socketAddress: string | undefined,
  headers: IncomingHttpHeaders,
  trustProxy: boolean,
): string {
  const own = (socketAddress ?? 'unknown').replace(/^::ffff:/, '');
  if (!trustProxy) return own;
  const forwarded = headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() ?? '';
  // A value that is not an address (a proxy that forwards garbage) counts against the proxy itself.
  return isIP(first) === 0 ? own : first.replace(/^::ffff:/, '');
}
