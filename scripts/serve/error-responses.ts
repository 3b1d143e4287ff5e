// Answers the serve command writes itself, with no file behind them: malformed request targets, a rate limit
// other than the table's, and a folder without error bodies. JSON in the envelope of the path's API.
import type { ServerResponse } from 'node:http';
import { type Envelope, errorBodyText } from '../errors/envelope.ts';
import { JSON_CONTENT_TYPE, NO_STORE } from '../routes/headers.ts';

/** Headers of every generated answer: JSON, CORS and never cached. */
const GENERATED_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': JSON_CONTENT_TYPE,
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': NO_STORE,
};

export function sendBody(
  res: ServerResponse,
  method: string,
  status: number,
  body: string | Buffer,
  headers: Record<string, string>,
): void {
  res.writeHead(status, { ...headers, 'Content-Length': String(Buffer.byteLength(body)) });
  res.end(method === 'HEAD' ? undefined : body);
}

export function sendError(
  res: ServerResponse,
  method: string,
  status: number,
  envelope: Envelope,
  error: string,
  headers: Record<string, string> = {},
): void {
  sendBody(res, method, status, errorBodyText(envelope, error), { ...GENERATED_HEADERS, ...headers });
}
