// What each host accepts in one deploy, checked on the files a build writes: the build warns before a deploy
// would be refused, and the scale test keeps the output far inside every limit.
import { type SiteFile, sizeOf } from '../render/types.ts';
import { WORKER_FILE } from './cloudflare.ts';

export interface HostLimit {
  host: string;
  what: string;
  value: number;
  max: number;
}

const MiB = 1024 * 1024;
/** Cloudflare Pages and Workers static assets (free plan): files per deployment and bytes per file. */
export const CLOUDFLARE_MAX_FILES = 20_000;
export const CLOUDFLARE_MAX_FILE_BYTES = 25 * MiB;
/** Cloudflare's `_headers` takes at most 100 rules. */
export const CLOUDFLARE_MAX_HEADER_RULES = 100;
/** Cloudflare Workers (free plan): the worker script, compressed, at most 3 MiB. */
const CLOUDFLARE_MAX_WORKER_BYTES = 3 * MiB;

/** Cloudflare Pages' `_redirects`: 2,000 static and 100 dynamic rules. */
const CLOUDFLARE_MAX_REDIRECT_RULES = 2_100;

/** The maxima a build checks against; a test (or a host with other limits) may give its own. */
const HOST_MAXIMA = {
  files: CLOUDFLARE_MAX_FILES,
  fileBytes: CLOUDFLARE_MAX_FILE_BYTES,
  headerRules: CLOUDFLARE_MAX_HEADER_RULES,
  redirectRules: CLOUDFLARE_MAX_REDIRECT_RULES,
  workerBytes: CLOUDFLARE_MAX_WORKER_BYTES,
};
export type HostMaxima = typeof HOST_MAXIMA;

const rulesIn = (text: string) => text.split('\n').filter((line) => line.startsWith('/')).length;

/** Every limit with the value the files reach. */
export function hostLimits(files: readonly SiteFile[], maxima: Partial<HostMaxima> = {}): HostLimit[] {
  const max = { ...HOST_MAXIMA, ...maxima };
  const text = (sitePath: string) => files.find((f) => f.path === sitePath)?.body.toString() ?? '';
  const largest = Math.max(0, ...files.map(sizeOf));
  const worker = files.find((f) => f.path === `/${WORKER_FILE}`);
  return [
    { host: 'Cloudflare', what: 'files per deployment', value: files.length, max: max.files },
    { host: 'Cloudflare', what: 'bytes of the largest file', value: largest, max: max.fileBytes },
    { host: 'Cloudflare', what: '_headers rules', value: rulesIn(text('/_headers')), max: max.headerRules },
    { host: 'Cloudflare', what: '_redirects rules', value: rulesIn(text('/_redirects')), max: max.redirectRules },
    {
      host: 'Cloudflare',
      what: 'bytes of the worker script (uncompressed)',
      value: worker === undefined ? 0 : sizeOf(worker),
      max: max.workerBytes,
    },
  ];
}
