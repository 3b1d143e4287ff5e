// `404.html`: the page every host sends for an unknown page address (below a page folder), and the one static
// hosts (GitHub Pages, S3 website hosting) send for any unknown address; it also tells Cloudflare Pages the site
// is not a single-page application. It is a page of the site like the others, with links that carry the base
// path, so it works from any depth below a project site (`/repository/a/b/c`).

import { PAGE_SECURITY_HEADERS } from '../routes/page-policy.ts';
import { assetContentType } from './assets.ts';
import type { RenderContext } from './context.ts';
import { html } from './pages/html.ts';
import { linkerOf, renderPage } from './pages/layout.ts';
import { NOT_FOUND_FILE as NOT_FOUND_PAGE, PAGE_PATHS, pageDirs } from './pages/paths.ts';
import type { SiteSection } from './types.ts';

export function renderNotFoundPage(ctx: RenderContext): SiteSection {
  const site = ctx.pageSite;
  const to = linkerOf(site);
  const main = html`<h1>Not found</h1>
<p>No page or file of <bdi>${site.name}</bdi> answers this address. Try the <a href="${to(PAGE_PATHS.home)}">start page</a>, the <a href="${to(PAGE_PATHS.models)}">list of models</a> or the <a href="${to(PAGE_PATHS.runs)}">list of runs</a>; programs will find every endpoint in the <a href="${to('/docs/')}">API reference</a>.</p>`;
  const page = renderPage(site, {
    path: PAGE_PATHS.home,
    file: NOT_FOUND_PAGE,
    title: 'Not found',
    description: `No page of ${site.name} answers this address.`,
    section: null,
    main,
  });
  return {
    files: [page],
    // An unknown address below a page folder is a missing page: the HTML page, not a JSON error body.
    routes: pageDirs(ctx.offers.dcd).map((dir) => ({ path: `${dir}*`, query: {}, to: NOT_FOUND_PAGE, status: 404 })),
    headers: [
      {
        for: NOT_FOUND_PAGE,
        headers: { 'Content-Type': assetContentType(NOT_FOUND_PAGE), ...PAGE_SECURITY_HEADERS },
      },
    ],
  };
}
