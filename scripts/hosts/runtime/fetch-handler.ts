// The route table answering web-standard requests: the code the Cloudflare worker and the Netlify edge function
// run (bundled, no dependencies). Each host supplies how to read a site file and, where it has one, its rate
// limiter; everything else is the shared resolver, so these hosts answer as the serve command does.

import { REQUEST_ERRORS, rateLimitMessage } from '../../errors/catalogue.ts';
import { type Envelope, errorBodyText } from '../../errors/envelope.ts';
import { JSON_CONTENT_TYPE, NO_STORE } from '../../routes/headers.ts';
import { parseRequestTarget } from '../../routes/request-target.ts';
import { type Candidate, createResolver } from '../../routes/resolve.ts';
import type { RouteTable } from '../../routes/schema.ts';

interface RateDecision {
  allowed: boolean;
  /** Requests left in the window, when the host can tell. */
  remaining?: number;
  /** Seconds until the client may call again. */
  retryAfter: number;
}

export interface HostBindings {
  /**
   * The host's answer to a GET of one of its static files (the request names it below the site's origin, base
   * path left out): a 2xx with its body, 304 when the validators it carries match, anything else when the file
   * does not exist.
   */
  fetchFile(request: Request): Promise<Response>;
  /** The host's rate limiter for one client; absent where the host has none or limits in front of the code. */
  rateLimit?(client: string): Promise<RateDecision>;
  /** True where the platform itself limits v1 before the code runs: answers still name the policy. */
  limitedInFront?: boolean;
  /** The client address as the host reports it. */
  clientAddress(request: Request): string;
}

/** Fields of the stored file's response a client may use to revalidate. */
const VALIDATORS = ['ETag', 'Last-Modified'];
/** Request fields that let the host answer 304 for a file that has not changed. */
const CONDITIONAL = ['If-None-Match', 'If-Modified-Since'];

/** The GET a host's file store answers for a site file, with the client's validators when they apply. */
function fileRequest(origin: string, file: string, conditional: Headers | null): Request {
  const headers = new Headers();
  for (const name of CONDITIONAL) {
    const value = conditional?.get(name);
    if (value !== null && value !== undefined) headers.set(name, value);
  }
  return new Request(`${origin}${file.split('/').map(encodeURIComponent).join('/')}`, { headers });
}

function generatedError(envelope: Envelope, status: number, error: string): Response {
  const headers = {
    'Content-Type': JSON_CONTENT_TYPE,
    'Access-Control-Allow-Origin': '*',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': NO_STORE,
  };
  return new Response(errorBodyText(envelope, error), { status, headers });
}

export type FetchHandler = (request: Request, host: HostBindings) => Promise<Response>;

export function createFetchHandler(table: RouteTable): FetchHandler {
  const resolver = createResolver(table);
  const policy = `"v1";q=${table.rate_limit.limit};w=${table.rate_limit.window_seconds}`;

  async function answer(
    request: Request,
    host: HostBindings,
    candidate: Candidate,
    extra: Record<string, string>,
  ): Promise<Response | null> {
    const conditional = candidate.status === 200 ? request.headers : null;
    const stored = await host.fetchFile(fileRequest(new URL(request.url).origin, candidate.file, conditional));
    if (stored.status !== 304 && (stored.status < 200 || stored.status > 299)) {
      await stored.body?.cancel();
      return null;
    }
    const headers = new Headers({ ...candidate.headers, ...extra });
    for (const name of VALIDATORS) {
      const value = stored.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    const status = stored.status === 304 ? 304 : candidate.status;
    const body = request.method === 'HEAD' || status === 304 ? null : stored.body;
    if (body === null) await stored.body?.cancel();
    return new Response(body, { status, headers });
  }

  return async (request, host) => {
    const url = new URL(request.url);
    const target = parseRequestTarget(`${url.pathname}${url.search}`);
    if (!target.ok) return generatedError(resolver.envelopeOf(url.pathname), target.status, target.error);
    const extra: Record<string, string> = {};
    const counted = resolver.countsTowardLimit(request.method, target.path);
    if (counted && host.limitedInFront === true) extra['RateLimit-Policy'] = policy;
    if (host.rateLimit !== undefined && counted) {
      const decision = await host.rateLimit(host.clientAddress(request));
      extra['RateLimit-Policy'] = policy;
      if (decision.remaining !== undefined) extra.RateLimit = `"v1";r=${decision.remaining};t=${decision.retryAfter}`;
      if (!decision.allowed) {
        const refused = await answer(request, host, resolver.rateLimited(decision.retryAfter), extra);
        return refused ?? generatedError('v1', 429, rateLimitMessage(table.rate_limit.limit));
      }
    }
    const resolution = resolver.resolve({ method: request.method, path: target.path, query: target.query });
    if (resolution.kind === 'refused')
      return generatedError(resolver.envelopeOf(target.path), resolution.status, resolution.error);
    if (resolution.kind === 'preflight') return new Response(null, { status: 204, headers: resolution.headers });
    for (const candidate of [...resolution.candidates, resolver.notFound(target.path)]) {
      // A redirect names no file: its status and headers, `Location` among them, and no body.
      if (candidate.location !== undefined) {
        return new Response(null, { status: candidate.status, headers: { ...candidate.headers, ...extra } });
      }
      const response = await answer(request, host, candidate, extra);
      if (response !== null) return response;
    }
    return generatedError(resolver.envelopeOf(target.path), 404, REQUEST_ERRORS.notFound.message());
  };
}
