// The v1 rate limit (docs/serving.md): a rolling window per client. Each client keeps the times of its counted
// requests (at most `limit` of them); clients idle for a whole window are forgotten, and past `maxClients` the
// least recently seen client is forgotten first, so memory stays bounded however many addresses call.

import { RATE_WINDOW_SECONDS, V1_RATE_LIMIT } from '../routes/table.ts';

const RATE_WINDOW_MS = RATE_WINDOW_SECONDS * 1000;
const MAX_TRACKED_CLIENTS = 100_000;

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  maxClients: number;
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  /** Requests left in the window after this one. */
  remaining: number;
  /** Seconds until the oldest counted request leaves the window (a slot frees up); 0 when none is counted. */
  resetSeconds: number;
}

export interface RateLimiter {
  hit(client: string, now: number): RateDecision;
  /** Clients currently remembered. */
  readonly size: number;
}

export function createRateLimiter(options: Partial<RateLimitOptions> = {}): RateLimiter {
  const { limit = V1_RATE_LIMIT, windowMs = RATE_WINDOW_MS, maxClients = MAX_TRACKED_CLIENTS } = options;
  // Map order doubles as recency order: a client is re-inserted on every request.
  const clients = new Map<string, number[]>();
  let lastSweep = -Infinity;

  /** Once per window: forget every client whose newest counted request has left the window. */
  function sweep(now: number): void {
    for (const [client, times] of clients) {
      if ((times[times.length - 1] ?? -Infinity) <= now - windowMs) clients.delete(client);
    }
    lastSweep = now;
  }

  return {
    get size() {
      return clients.size;
    },
    hit(client, now) {
      if (now - lastSweep >= windowMs) sweep(now);
      const times = clients.get(client) ?? [];
      while (times.length > 0 && times[0]! <= now - windowMs) times.shift();
      const allowed = times.length < limit;
      if (allowed) times.push(now);
      clients.delete(client);
      if (times.length > 0) clients.set(client, times);
      if (clients.size > maxClients) clients.delete(clients.keys().next().value!);
      const oldest = times[0];
      return {
        allowed,
        limit,
        remaining: Math.max(0, limit - times.length),
        resetSeconds: oldest === undefined ? 0 : Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
      };
    },
  };
}

/** IETF draft "RateLimit header fields for HTTP": `RateLimit-Policy` and `RateLimit` structured fields. */
export function rateLimitHeaders(decision: RateDecision, windowMs = RATE_WINDOW_MS): Record<string, string> {
  return {
    'RateLimit-Policy': `"v1";q=${decision.limit};w=${Math.round(windowMs / 1000)}`,
    RateLimit: `"v1";r=${decision.remaining};t=${decision.resetSeconds}`,
  };
}
