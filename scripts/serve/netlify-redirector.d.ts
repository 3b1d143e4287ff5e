// Types for `netlify-redirector` (Netlify's redirect engine compiled to WASM), which ships none. Only the
// surface the serve command uses; the request shape follows Netlify's own local development server.
declare module 'netlify-redirector' {
  export interface RedirectRequest {
    scheme: string;
    host: string;
    /** The decoded URL path. */
    path: string;
    /** The raw query string, without `?`. */
    query: string;
    getHeader(name: string): string;
    getCookie(name: string): string;
  }

  export interface RedirectMatch {
    /** The rule's `from` pattern as written (`/v1/models/:slug`). */
    from: string;
    /** The target with placeholders filled in (percent-encoded as the request carried them). */
    to: string;
    status: number;
    force: boolean;
    negative: boolean;
    host: string;
    scheme: string;
  }

  export interface RedirectMatcher {
    match(request: RedirectRequest): RedirectMatch | null;
  }

  const redirector: {
    parsePlain(rules: string, options: Record<string, unknown>): Promise<RedirectMatcher>;
    parseJSON(rules: string, options: Record<string, unknown>): Promise<RedirectMatcher>;
  };
  export default redirector;
}
