// The hand-written files of `public/` (copied verbatim) and their headers: a content type for each, chosen by
// extension, so that every host sends the same one; the scripts are cached for an hour like the v1 data.
import type { AssetFile } from '../data/load.ts';
import type { Site } from '../data/schema.ts';
import { PAGE_SECURITY_HEADERS, REFERENCE_PAGE_SECURITY_HEADERS } from '../routes/page-policy.ts';
import type { HeaderRule } from '../routes/schema.ts';
import type { Scoring } from '../schemas/scoring.ts';
import { escapeHtml, fillSitePlaceholders } from './html.ts';
import { navigation, type PageSite } from './pages/layout.ts';
import { shareTags, siteCard } from './pages/share-tags.ts';
import type { SiteSection } from './types.ts';

/** RFC 9239: text/javascript is the JavaScript media type. */
const JAVASCRIPT_CONTENT_TYPE = 'text/javascript; charset=utf-8';
/** Embedding pages pick up a new widget version within the hour, like the v1 data it shows. */
const SCRIPT_CACHE_CONTROL = 'public, max-age=3600';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  js: JAVASCRIPT_CONTENT_TYPE,
  mjs: JAVASCRIPT_CONTENT_TYPE,
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
};

export function assetContentType(file: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(file)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

function assetHeaders(file: string): HeaderRule {
  const type = assetContentType(file);
  const cache: Record<string, string> =
    type === JAVASCRIPT_CONTENT_TYPE ? { 'Cache-Control': SCRIPT_CACHE_CONTROL } : {};
  // HTML pages (the widgets page, the API reference) defend themselves like the site's other pages.
  const page = !file.endsWith('.html')
    ? {}
    : file.startsWith('docs/')
      ? REFERENCE_PAGE_SECURITY_HEADERS
      : PAGE_SECURITY_HEADERS;
  return { for: `/${file}`, headers: { 'Content-Type': type, ...cache, ...page } };
}

/**
 * `{{site.share}}` in an HTML page of public/: the tags a shared link unfolds with (pages/share-tags.ts), from the
 * page's own title and description, with the site's card.
 */
function fillShareTags(page: string, file: string, site: Site): string {
  if (!page.includes('{{site.share}}')) return page;
  const text = (pattern: RegExp) => (pattern.exec(page)?.[1] ?? '').replaceAll('{{site.name}}', site.name);
  const tags = shareTags(site, {
    path: `/${file.replace(/(^|\/)index\.html$/, '$1')}`,
    title: text(/<title>([^<]*)<\/title>/),
    description: text(/<meta name="description" content="([^"]*)">/),
    card: siteCard(site),
    type: 'article',
  });
  return page.replace('{{site.share}}', tags.toString());
}

/** `{{site.capped}}` in the widgets page: how the widgets mark a capped overall, where the scoring has a cap. */
function cappedClause(scoring: Scoring): string {
  const { cap } = scoring.overall;
  return cap === null ? '' : `, scores capped when ${escapeHtml(cap.reason)} (<code>*</code>, explained in a tooltip)`;
}

/**
 * HTML pages get the site's name and address (`{{site.name}}`, `{{site.url}}`), their share tags
 * (`{{site.share}}`), the site's navigation with the API's section marked (`{{site.nav}}`, the API reference's) and
 * the scoring's cap (`{{site.capped}}`); other files are copied as they are.
 */
export function renderAssets(assets: readonly AssetFile[], site: PageSite, scoring: Scoring): SiteSection {
  return {
    files: assets.map((a) => ({
      path: `/${a.file}`,
      body: a.file.endsWith('.html')
        ? fillSitePlaceholders(fillShareTags(a.body.toString('utf8'), a.file, site), site)
            .replace('{{site.nav}}', () => navigation(site, 'api').toString())
            .replace('{{site.capped}}', () => cappedClause(scoring))
        : a.body,
    })),
    routes: [],
    headers: assets.map((a) => assetHeaders(a.file)),
  };
}
