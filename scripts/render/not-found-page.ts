// `404.html`: the page static hosts (GitHub Pages, S3 website hosting) send for an unknown address, and what
// tells Cloudflare Pages the site is not a single-page application. Its links carry the base path, so they
// work from any depth below a project site (`/repository/a/b/c`).

import type { BuildContext } from '../compute/context.ts';
import { withBasePath } from '../routes/base-path.ts';
import { assetContentType } from './assets.ts';
import { escapeHtml } from './html.ts';
import type { SiteSection } from './types.ts';

const NOT_FOUND_PAGE = '404.html';

export function renderNotFoundPage(ctx: BuildContext): SiteSection {
  const site = ctx.dataset.site;
  const home = escapeHtml(withBasePath(site.base_path, '/'));
  const name = escapeHtml(site.name);
  const body = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Not found · ${name}</title>
  <style>
    :root { color-scheme: light dark; }
    body { margin: 0 auto; max-width: 760px; padding: 24px; font: 15px/1.5 system-ui, sans-serif; }
  </style>
</head>
<body>
  <h1>Not found</h1>
  <p>No file or endpoint of ${name} answers this address. The endpoints are listed on the <a href="${home}">start page</a>.</p>
  <p><a href="${escapeHtml(site.url)}">${escapeHtml(site.url)}</a></p>
</body>
</html>
`;
  return {
    files: [{ path: `/${NOT_FOUND_PAGE}`, body }],
    routes: [],
    headers: [{ for: `/${NOT_FOUND_PAGE}`, headers: { 'Content-Type': assetContentType(NOT_FOUND_PAGE) } }],
  };
}
