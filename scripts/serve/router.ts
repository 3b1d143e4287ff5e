// The `before` middleware of http-server: every request is checked, counted, routed and given its headers
// here; http-server then streams the chosen file (conditional requests, HEAD) with the status chosen here.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress } from './client-address.ts';
import type { Clock } from './clock.ts';
import { ALLOWED_METHODS, type Envelope, GENERATED_HEADERS, rateLimitMessage, sendError } from './error-responses.ts';
import { rateLimitHeaders, type RateLimiter } from './rate-limit.ts';
import { parseRequestTarget } from './request-target.ts';
import { isV1Path, resolveRequest } from './resolve.ts';
import type { ServedSite } from './served-site.ts';

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
  site: ServedSite;
  /** null: no rate limit. */
  limiter: RateLimiter | null;
  trustProxy: boolean;
  clock: Clock;
  /** Where unexpected errors are reported. */
  warn(line: string): void;
}

/** Browsers may read these on cross-origin answers only when listed. */
const EXPOSED_RATE_HEADERS = 'RateLimit, RateLimit-Policy, Retry-After';

/** Headers go on when the head is written, so they win over the ones http-server sets for the file. */
function setHeadersOnWrite(res: ServerResponse, headers: Record<string, string>): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

/** The file's path below the served folder, percent-encoded segment by segment for http-server to decode. */
function encodedFileUrl(site: ServedSite, urlPath: string): string {
  return `/${urlPath.slice(site.basePath.length).split('/').map(encodeURIComponent).join('/')}`;
}

async function route(options: RouterOptions, req: MiddlewareRequest, res: MiddlewareResponse): Promise<void> {
  const { site, limiter } = options;
  const out = res.response;
  const method = req.method;
  const target = parseRequestTarget(req.url);
  const envelope: Envelope = isV1Path(site.basePath, target.ok ? target.path : req.url.split('?', 1)[0] ?? '') ? 'v1' : 'legacy';
  if (!target.ok) return sendError(out, method, target.status, envelope, target.error);

  let rateHeaders: Record<string, string> = {};
  if (limiter !== null && envelope === 'v1') {
    const client = clientAddress(req.request.socket.remoteAddress, req.headers, options.trustProxy);
    const decision = limiter.hit(client, options.clock());
    rateHeaders = { ...rateLimitHeaders(decision), 'Access-Control-Expose-Headers': EXPOSED_RATE_HEADERS };
    if (!decision.allowed) {
      const retry = { 'Retry-After': String(decision.resetSeconds) };
      return sendError(out, method, 429, 'v1', rateLimitMessage(decision.limit), { ...rateHeaders, ...retry });
    }
  }
  if (method !== 'GET' && method !== 'HEAD') {
    // The connection closes after the answer: a request body is never read.
    const headers = { ...rateHeaders, Allow: ALLOWED_METHODS, Connection: 'close' };
    return sendError(out, method, 405, envelope, `method ${method} not allowed: use GET or HEAD`, headers);
  }

  const answer = await resolveRequest(site, target.path, target.query);
  if (answer.kind === 'not-found') return sendError(out, method, 404, envelope, 'not found', rateHeaders);
  if (answer.kind === 'redirect') {
    out.writeHead(answer.status, { ...GENERATED_HEADERS, ...rateHeaders, Location: answer.location, 'Content-Length': '0' });
    out.end();
    return;
  }
  setHeadersOnWrite(out, { ...site.headers.headersFor(answer.urlPath), ...rateHeaders });
  req.url = encodedFileUrl(site, answer.urlPath);
  if (answer.status !== 200) req.statusCode = answer.status;
  // Whole bodies only: a partial answer would carry http-server's headers instead of `_headers`.
  delete req.headers.range;
  res.emit('next');
}

export function createRouter(options: RouterOptions) {
  return (req: MiddlewareRequest, res: MiddlewareResponse): void => {
    route(options, req, res).catch((err: unknown) => {
      options.warn(`error: ${req.method} ${req.url}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      const envelope = isV1Path(options.site.basePath, req.url.split('?', 1)[0] ?? '') ? 'v1' : 'legacy';
      if (!res.response.headersSent) sendError(res.response, req.method, 500, envelope, 'internal error');
      else res.response.destroy();
    });
  };
}
