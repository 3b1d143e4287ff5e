// Answers the serve command writes itself (no file holds them): method not allowed, malformed requests, the
// rate limit, and not-found for a folder without error bodies. JSON in the envelope of the path's API.
import type { ServerResponse } from 'node:http';
import { JSON_CONTENT_TYPE } from '../render/json.ts';

export type Envelope = 'v1' | 'legacy';

export const ALLOWED_METHODS = 'GET, HEAD';

export function errorBody(envelope: Envelope, error: string): string {
  return `${JSON.stringify(envelope === 'v1' ? { status: 'error', error } : { ok: false, error })}\n`;
}

/** Headers of every generated answer: JSON, CORS (spec part 5) and never cached. */
export const GENERATED_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': JSON_CONTENT_TYPE,
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

export function sendError(
  res: ServerResponse,
  method: string,
  status: number,
  envelope: Envelope,
  error: string,
  headers: Record<string, string> = {},
): void {
  const body = errorBody(envelope, error);
  res.writeHead(status, { ...GENERATED_HEADERS, ...headers, 'Content-Length': String(Buffer.byteLength(body)) });
  res.end(method === 'HEAD' ? undefined : body);
}

export function rateLimitMessage(limit: number): string {
  return `rate limit exceeded: ${limit} requests per minute`;
}
