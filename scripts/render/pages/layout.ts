// The frame of every page: head, site navigation, main content, footer. Links carry the base path, so a page
// works at any depth and below a project site (`/repository/models/x/`).
import type { Site } from '../../data/schema.ts';
import { siteLink } from '../links.ts';
import type { SiteFile } from '../types.ts';
import { type Html, type HtmlValue, html } from './html.ts';
import { type CardRef, ICON, NOSCRIPT_STYLESHEET, PAGE_PATHS, pageFileOf, SITE_SCRIPT, STYLESHEET } from './paths.ts';
import { shareTags, siteCard } from './share-tags.ts';

/** The sections of the site navigation, in order. */
const NAV = [
  { key: 'leaderboard', label: 'Leaderboard', path: PAGE_PATHS.home },
  { key: 'rankings', label: 'Rankings', path: PAGE_PATHS.rankings },
  { key: 'models', label: 'Models', path: PAGE_PATHS.models },
  { key: 'providers', label: 'Providers', path: PAGE_PATHS.providers },
  { key: 'compare', label: 'Compare', path: PAGE_PATHS.compare },
  { key: 'weeks', label: 'Weeks', path: PAGE_PATHS.weeks },
  { key: 'runs', label: 'Runs', path: PAGE_PATHS.runs },
  { key: 'dcd', label: 'DCD', path: PAGE_PATHS.dcd },
  { key: 'api', label: 'API', path: PAGE_PATHS.api },
] as const;
type NavSection = (typeof NAV)[number]['key'];

/** The site as its pages need it: its settings, and whether it publishes DCD (the navigation lists what was built). */
export type PageSite = Site & { readonly dcd: boolean };

/** A machine-readable twin of the page: the JSON or CSV it is made from. */
interface Alternate {
  type: 'application/json' | 'text/csv';
  path: string;
  title: string;
}

export interface PageInput {
  /** The page's own path (`/models/x/`); its file is `index.html` below it, unless `file` names another. */
  path: string;
  file?: string;
  /** The page's own title; the site's name follows it in the window title. */
  title: string;
  description: string;
  /** The navigation entry it belongs to; null for none (the 404 page). */
  section: NavSection | null;
  main: Html;
  alternates?: readonly Alternate[];
  /** The preview card a shared link shows (share-tags.ts); the site's card when the page has none of its own. */
  card?: CardRef;
}

/** Links into the site: a site path with the base path. */
export type LinkTo = (sitePath: string) => string;

export function linkerOf(site: Site): LinkTo {
  return (sitePath) => siteLink(site, sitePath);
}

/** The site navigation, `current` marked: every page's, the API reference's too (render/assets.ts). */
export function navigation(site: PageSite, current: NavSection | null): Html {
  const to = linkerOf(site);
  const items = NAV.filter((item) => site.dcd || item.key !== 'dcd').map(
    (item) =>
      html`<li><a href="${to(item.path)}"${item.key === current ? html` aria-current="page"` : ''}>${item.label}</a></li>`,
  );
  return html`<header class="top"><nav aria-label="Site"><a class="brand" href="${to(PAGE_PATHS.home)}"><bdi>${site.name}</bdi></a><ul>${items}</ul></nav></header>`;
}

function footer(site: Site): Html {
  const to = linkerOf(site);
  return html`<footer class="foot" id="foot"><p><bdi>${site.attribution}</bdi> <span class="license">Licence: ${site.license}.</span></p><p><a href="${to(PAGE_PATHS.rankings)}">Every ranking</a> · <a href="${to('/docs/')}">API reference</a> · <a href="${to('/openapi.json')}">OpenAPI</a> · <a href="${to('/feed.atom')}">Atom feed</a> · <a href="${to('/feed.json')}">JSON Feed</a> · <a href="${to('/widgets.html')}">Widgets</a> · <a href="${site.url}">${site.url}</a></p></footer>`;
}

/**
 * The whole page as a file of the site. A browser that paints a page while its rows are still arriving (a slow
 * link, a busy machine) widens a table's columns as longer rows come, moving what it drew: the `expect` link holds
 * the first paint until the footer has arrived, that is until the main content is whole (browsers without it paint
 * as before).
 */
export function renderPage(site: PageSite, input: PageInput): SiteFile {
  const to = linkerOf(site);
  const alternates = (input.alternates ?? []).map(
    (a) => html`<link rel="alternate" type="${a.type}" href="${to(a.path)}" title="${a.title}">`,
  );
  const title =
    input.path === PAGE_PATHS.home && input.file === undefined ? site.name : `${input.title} · ${site.name}`;
  const page = html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${title}</title>
<meta name="description" content="${input.description}">
${shareTags(site, {
  // The 404 page answers every unknown address: it has none of its own.
  path: input.file === undefined ? input.path : null,
  title,
  description: input.description,
  card: input.card ?? siteCard(site),
  type: input.path === PAGE_PATHS.home && input.file === undefined ? 'website' : 'article',
})}
<link rel="stylesheet" href="${to(STYLESHEET)}">
<link rel="expect" href="#foot" blocking="render">
<noscript><link rel="stylesheet" href="${to(NOSCRIPT_STYLESHEET)}"></noscript>
<link rel="icon" href="${to(ICON)}" type="image/svg+xml">
<link rel="alternate" type="application/atom+xml" href="${to('/feed.atom')}" title="Changes and incidents (Atom)">
${alternates}
</head>
<body>
<a class="skip" href="#main">Skip to the content</a>
${navigation(site, input.section)}
<main id="main">
${input.main}
</main>
${footer(site)}
<script src="${to(SITE_SCRIPT)}" defer></script>
</body>
</html>
`;
  // One text: the markup's pieces are garbage from here on, while still young (cheap to collect).
  return { path: input.file ?? pageFileOf(input.path), body: page.toString() };
}

/** A link list of the data behind a view. */
export function dataLinks(to: LinkTo, links: readonly { label: string; path: string }[]): Html {
  const items: HtmlValue[] = links.map((l) => html`<li><a href="${to(l.path)}">${l.label}</a></li>`);
  return html`<ul class="data">${items}</ul>`;
}
