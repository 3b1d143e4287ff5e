// What a crawler reads in a page's head (docs/pages.md, "Shared and found"): the description, the canonical
// address and the Open Graph and Twitter tags that make a shared link unfold into a title, a description and the
// page's preview card.
import type { Site } from '../../data/schema.ts';
import { absoluteUrl } from '../links.ts';
import { type Html, html } from './html.ts';
import { CARD_HEIGHT, CARD_PATHS, CARD_WIDTH, type CardRef } from './paths.ts';

/** What every page that has no card of its own says of the site's card. */
export const SITE_CARD_TAGLINE = 'Rankings of AI models, weekly changes, incidents and an open API';

export function siteCard(site: Site): CardRef {
  return { path: CARD_PATHS.site, alt: `${site.name}: ${SITE_CARD_TAGLINE}` };
}

export interface ShareInput {
  /** The page's own path; null for a page with no address of its own (the 404 page): no canonical, no og:url. */
  path: string | null;
  /** The title as a link preview shows it (the window title). */
  title: string;
  description: string;
  card: CardRef;
  /** `website` for the site's front page, `article` for the others. */
  type: 'website' | 'article';
}

export function shareTags(site: Site, input: ShareInput): Html {
  const url = input.path === null ? null : absoluteUrl(site, input.path);
  const own =
    url === null
      ? ''
      : html`<link rel="canonical" href="${url}">
<meta property="og:url" content="${url}">
`;
  return html`${own}<meta property="og:type" content="${input.type}">
<meta property="og:site_name" content="${site.name}">
<meta property="og:title" content="${input.title}">
<meta property="og:description" content="${input.description}">
<meta property="og:image" content="${absoluteUrl(site, input.card.path)}">
<meta property="og:image:type" content="image/png">
<meta property="og:image:width" content="${String(CARD_WIDTH)}">
<meta property="og:image:height" content="${String(CARD_HEIGHT)}">
<meta property="og:image:alt" content="${input.card.alt}">
<meta name="twitter:card" content="summary_large_image">`;
}
