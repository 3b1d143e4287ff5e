// `_redirects` evaluated by Netlify's own engine (npm `netlify-redirector`), never by an imitation of it.
import redirector, { type RedirectMatch } from 'netlify-redirector';

export type { RedirectMatch };

/**
 * A call into the WASM engine costs a fraction of a millisecond whatever the rules, which would cap the server
 * well below a plain file server. Its answer depends only on path and query here (no headers or cookies are
 * passed), so answers are remembered: at most this many, least recently used forgotten first.
 */
const CACHE_ENTRIES = 10_000;
/** Longer keys are matched every time rather than held in memory. */
const MAX_CACHED_KEY = 1024;

export interface RedirectEngine {
  /** The first rule matching a decoded path and a raw query string (without `?`), or null. */
  match(path: string, query: string): RedirectMatch | null;
}

export async function loadRedirectEngine(rules: string): Promise<RedirectEngine> {
  const matcher = await redirector.parsePlain(rules, {});
  const cache = new Map<string, RedirectMatch | null>();
  const evaluate = (path: string, query: string) =>
    matcher.match({ scheme: 'http', host: 'localhost', path, query, getHeader: () => '', getCookie: () => '' });
  return {
    match(path, query) {
      const key = `${path}\u0000${query}`;
      if (key.length > MAX_CACHED_KEY) return evaluate(path, query);
      const cached = cache.get(key);
      if (cached !== undefined) {
        cache.delete(key);
        cache.set(key, cached);
        return cached;
      }
      const answer = evaluate(path, query);
      cache.set(key, answer);
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      return answer;
    },
  };
}
