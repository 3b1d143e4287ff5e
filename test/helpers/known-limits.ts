// The one table of what a host cannot do as the route table says. Every entry explains differences the
// conformance suites actually see (a suite fails when one of its entries explains nothing), and the README's
// host table lists each `what` word for word (a README test checks it).
import type { Difference, KnownLimit } from './conformance-run.ts';

const header = (d: Difference) => d.field !== 'status' && d.field !== 'body';

export const KNOWN_LIMITS: KnownLimit[] = [
  {
    host: 'static',
    what: 'A plain static host sends its own headers: content type by extension, its own caching, CORS only if the host adds it (GitHub Pages does).',
    explains: (d) => header(d),
  },
];
