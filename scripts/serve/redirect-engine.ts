// `_redirects` evaluated by Netlify's own engine (npm `netlify-redirector`), never by an imitation of it.
import redirector, { type RedirectMatch } from 'netlify-redirector';

export type { RedirectMatch };

export interface RedirectEngine {
  /** The first rule matching a decoded path and a raw query string (without `?`), or null. */
  match(path: string, query: string): RedirectMatch | null;
}

export async function loadRedirectEngine(rules: string): Promise<RedirectEngine> {
  const matcher = await redirector.parsePlain(rules, {});
  return {
    match: (path, query) =>
      matcher.match({ scheme: 'http', host: 'localhost', path, query, getHeader: () => '', getCookie: () => '' }),
  };
}
