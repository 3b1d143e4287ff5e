// The `before` middleware of http-server: every request is checked, counted, resolved by the route table and
// answered here, the chosen file read from an open descriptor (send-file.ts), so that every request gets an
// answer even while a rebuild replaces the folder.
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
import { sendFile } from './send-file.ts';

/** A build's swap is two renames: the folder is missing for an instant; a request tries again this often. */
const SWAP_WAIT_MS = 50;
const SWAP_RETRIES = 3;

/** The request and response objects http-server (union) hands to `before` middleware. */
export interface MiddlewareRequest {
  url: string;
  method: string;
  headers: IncomingHttpHeaders;
  request: IncomingMessage;
}

export interface MiddlewareResponse {
  response: ServerResponse;
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

async function route(
  options: RouterOptions,
  req: MiddlewareRequest,
  res: MiddlewareResponse,
  attempt = 0,
): Promise<void> {
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
  // A retry was counted already.
  if (limiter !== null && attempt === 0 && resolver.countsTowardLimit(method, target.path)) {
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

  const sitePath = target.path;
  const resolution = resolver.resolve({ method, path: target.path, query: target.query });
  if (resolution.kind === 'refused')
    return sendError(out, method, resolution.status, resolver.envelopeOf(target.path), resolution.error, rateHeaders);
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
    if (file === null) {
      // Missing, or missing for an instant while a rebuild swaps the folder: then the answer is the new build's.
      if (!(await options.site.isCurrent(site))) return retryOrUnavailable();
      continue;
    }
    if (method !== 'GET' && method !== 'HEAD') return sendCandidate(out, method, file, candidate, rateHeaders);
    const sent = await sendFile(out, req, file, candidate.status, { ...candidate.headers, ...rateHeaders });
    if (sent === 'sent') return;
    // A rebuild removed the file between finding it and opening it.
    return retryOrUnavailable();
  }
  sendError(out, method, 404, resolver.envelopeOf(target.path), REQUEST_ERRORS.notFound.message(), rateHeaders);

  /** Again from the build in place a moment later; at last 503 with Retry-After, never no answer at all. */
  async function retryOrUnavailable(): Promise<void> {
    if (attempt < SWAP_RETRIES) {
      await new Promise((resolve) => setTimeout(resolve, SWAP_WAIT_MS));
      return route(options, req, res, attempt + 1);
    }
    const { status, message } = REQUEST_ERRORS.rebuilding;
    sendError(out, method, status, resolver.envelopeOf(sitePath), message(), {
      'Retry-After': '1',
      ...rateHeaders,
    });
  }
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
