// The one table of what a host cannot do as the route table says. Every entry explains differences the
// conformance suites actually see (a suite fails when one of its entries explains nothing), and the deploying
// guide's table of limits (docs/deploying.md) lists each `what` word for word (test/docs-deploying.test.ts checks it).
import { API_ERRORS } from '../../scripts/errors/catalogue.ts';
import { errorBodyText } from '../../scripts/errors/envelope.ts';
import { stripBasePath } from '../../scripts/routes/base-path.ts';
import { matchesHeaderPattern } from '../../scripts/routes/headers.ts';
import type { RouteTable } from '../../scripts/routes/schema.ts';
import { matchPath } from '../../scripts/routes/template.ts';
import type { Difference, KnownLimit } from './conformance-run.ts';

const isHeader = (d: Difference) => d.field !== 'status' && d.field !== 'body';

/** The bodies of the not-found files, as a difference reports them. */
const GENERIC_NOT_FOUND_BODIES = [API_ERRORS.notFound, API_ERRORS.v1NotFound].map((e) =>
  errorBodyText(e.envelope, e.message()),
);

/** The value the `_headers` rules give a header for the path a client asked for (not the file answering it). */
function ruleValueForRequestPath(d: Difference, table: RouteTable): string {
  const path = stripBasePath(table.base_path, d.case.url.split('?', 1)[0] ?? '') ?? '';
  let value = '(absent)';
  for (const rule of table.headers) {
    for (const [name, v] of Object.entries(rule.headers)) {
      if (
        name.toLowerCase() === d.field &&
        (matchesHeaderPattern(rule.for, path) || matchesHeaderPattern(rule.for, `${path}/`))
      )
        value = v;
    }
  }
  return value;
}

/** True when the path a client asked for is answered by a route whose last segment is a placeholder. */
function endsInPathParameter(url: string, table: RouteTable): boolean {
  const path = stripBasePath(table.base_path, url.split('?', 1)[0] ?? '') ?? '';
  return table.routes.some((r) => /\/:[a-z_]+$/.test(r.path) && matchPath(r.path, path) !== null);
}

export const KNOWN_LIMITS: KnownLimit[] = [
  {
    host: 'static',
    what: 'A plain static host sends its own headers: content type by extension, its own caching, CORS only if the host adds it (GitHub Pages does).',
    explains: (d) => isHeader(d),
  },
  {
    host: 'nginx',
    what: 'nginx compares query values as sent, without percent-decoding them: limit=%35 is not limit=5 there, so such a value gets the error answer of a malformed one.',
    explains: (d) => d.case.kind === 'encoded-value',
  },
  {
    host: 'nginx',
    what: "nginx sends a redirect (a page's address without its trailing slash) with a short HTML page of its own as the body; the status and the Location header are the table's.",
    explains: (d) => d.case.kind === 'redirect' && (d.field === 'body' || d.field === 'content-type'),
  },
  {
    host: 'netlify',
    what: 'netlify dev (the local engine only) retries every 404 answer at the .html and /index.html forms of the path, so a 404 carries the generic not-found body there instead of the precise one (status and headers unchanged).',
    explains: (d) => d.field === 'body' && d.case.status === 404 && GENERIC_NOT_FOUND_BODIES.includes(d.got),
  },
  {
    host: 'netlify',
    what: 'netlify dev (the local engine only) retries every 404 answer at the .html form of the path; where the last path segment is a parameter (/v1/runs/{run_id}), the retried value is malformed, so a well-formed unknown value gets the 400 answer there instead of the 404.',
    explains: (d, table) =>
      d.case.kind === 'well-formed' &&
      endsInPathParameter(d.case.url, table) &&
      (d.field === 'status' ? d.got === '400' : d.field === 'body'),
  },
  {
    host: 'netlify',
    what: "netlify dev (the local engine only) adds the _headers rules matching the requested path to edge-function answers; Netlify's CDN does not apply _headers to edge functions.",
    explains: (d, table) => isHeader(d) && d.got === ruleValueForRequestPath(d, table),
  },
];
