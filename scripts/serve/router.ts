// The `before` middleware of http-server: every request is checked, counted and resolved by the route table
// here; http-server then streams the chosen file (conditional requests, HEAD) with the status chosen here.
import { readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ERRORS, rateLimitMessage } from '../errors/catalogue.ts';
import { errorBodyText } from '../errors/envelope.ts';
import { parseRequestTarget } from '../routes/request-target.ts';
import type { Candidate } from '../routes/resolve.ts';
import { clientAddress } from './client-address.ts';
import type { Clock } from './clock.ts';
import { sendBody, sendError } from './error-responses.ts';
import type { LiveSite } from './live-site.ts';
import { type RateLimiter, rateLimitHeaders } from './rate-limit.ts';

/** The request and response objects http-server (union) hands to `before` middleware. */
export interface MiddlewareRequest {
  url: string;
  method: string;
  headers: IncomingHttpHeaders;
  /** Read by http-server: the status of the file it serves. */
  statusCode?: number;
  request: IncomingMessage;
}

export interface MiddlewareResponse {
  response: ServerResponse;
  emit(event: 'next'): boolean;
}

export interface RouterOptions {
  site: LiveSite;
  /** null: no rate limit. */
  limiter: RateLimiter | null;
  trustProxy: boolean;
  clock: Clock;
  /** Where unexpected errors are reported. */
  warn(line: string): void;
}

/** Headers go on when the head is written, so they win over the ones http-server sets for the file. */
function setHeadersOnWrite(res: ServerResponse, headers: Record<string, string>): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

/** The file's path below the served folder, percent-encoded segment by segment for http-server to decode. */
function encodedFileUrl(sitePath: string): string {
  return sitePath.split('/').map(encodeURIComponent).join('/');
}

/** An answer written here in full: methods http-server does not serve, and the rate limit. */
async function sendCandidate(
  out: ServerResponse,
  method: string,
  file: string,
  candidate: Candidate,
  extra: Record<string, string>,
): Promise<void> {
  // A request body is never read: the connection closes after the answer.
  const close: Record<string, string> = method === 'GET' || method === 'HEAD' ? {} : { Connection: 'close' };
  sendBody(out, method, candidate.status, await readFile(file), { ...candidate.headers, ...extra, ...close });
}

async function route(options: RouterOptions, req: MiddlewareRequest, res: MiddlewareResponse): Promise<void> {
  const { limiter } = options;
  const site = await options.site.current();
  const { resolver } = site;
  const out = res.response;
  const method = req.method;
  const basePath = site.table.base_path;
  if (basePath !== '/' && (req.url === '/' || req.url.startsWith('/?'))) {
    // The server's root is outside a site served under a base path: point the visitor at the site.
    out.writeHead(302, { Location: basePath, 'Content-Length': '0' });
    out.end();
    return;
  }
  const target = parseRequestTarget(req.url);
  if (!target.ok)
    return sendError(out, method, target.status, resolver.envelopeOf(req.url.split('?', 1)[0] ?? ''), target.error);

  let rateHeaders: Record<string, string> = {};
  if (limiter !== null && resolver.countsTowardLimit(method, target.path)) {
    const client = clientAddress(req.request.socket.remoteAddress, req.headers, options.trustProxy);
    const decision = limiter.hit(client, options.clock());
    rateHeaders = rateLimitHeaders(decision);
    if (!decision.allowed) {
      const refused = resolver.rateLimited(decision.resetSeconds);
      const file = decision.limit === site.table.rate_limit.limit ? await site.fileAt(refused.file) : null;
      if (file !== null) return sendCandidate(out, method, file, refused, rateHeaders);
      return sendBody(out, method, 429, errorBodyText('v1', rateLimitMessage(decision.limit)), {
        ...refused.headers,
        ...rateHeaders,
      });
    }
  }

  const resolution = resolver.resolve({ method, path: target.path, query: target.query });
  if (resolution.kind === 'preflight') {
    out.writeHead(204, { ...resolution.headers, ...rateHeaders });
    out.end();
    return;
  }
  for (const candidate of [...resolution.candidates, resolver.notFound(target.path)]) {
    if (candidate.location !== undefined) {
      out.writeHead(candidate.status, { ...candidate.headers, ...rateHeaders, 'Content-Length': '0' });
      out.end();
      return;
    }
    const file = await site.fileAt(candidate.file);
    if (file === null) continue;
    if (method !== 'GET' && method !== 'HEAD') return sendCandidate(out, method, file, candidate, rateHeaders);
    setHeadersOnWrite(out, { ...candidate.headers, ...rateHeaders });
    req.url = encodedFileUrl(candidate.file);
    if (candidate.status !== 200) {
      req.statusCode = candidate.status;
      // An error answer is sent whole, never as "not modified".
      delete req.headers['if-none-match'];
      delete req.headers['if-modified-since'];
    }
    // Whole bodies only: a partial answer would carry http-server's headers instead of the table's.
    delete req.headers.range;
    res.emit('next');
    return;
  }
  sendError(out, method, 404, resolver.envelopeOf(target.path), REQUEST_ERRORS.notFound.message(), rateHeaders);
}

export function createRouter(options: RouterOptions) {
  return (req: MiddlewareRequest, res: MiddlewareResponse): void => {
    route(options, req, res).catch((err: unknown) => {
      options.warn(
        `error: ${req.method} ${req.url}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
      );
      if (res.response.headersSent) {
        res.response.destroy();
        return;
      }
      void options.site.current().then((site) => {
        const envelope = site.resolver.envelopeOf(req.url.split('?', 1)[0] ?? '');
        sendError(
          res.response,
          req.method,
          REQUEST_ERRORS.internal.status,
          envelope,
          REQUEST_ERRORS.internal.message(),
        );
      });
    });
  };
}
