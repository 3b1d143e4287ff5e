// Where the preview cards live: one 1200×630 PNG per view that has one of its own, and the site's card for every
// other page. Pages name their card by these paths (the `og:image` of their head).
import type { RankingPage } from '../pages/paths.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export const CARD_PATHS = {
  /** The site's name and description: never changes with the data, so pages that show it stay as they are. */
  site: '/cards/site.png',
  leaderboard: '/cards/leaderboard.png',
  ranking: (page: RankingPage) => `/cards/rankings/${page}.png`,
  model: (slug: string) => `/cards/models/${slug}.png`,
  /** The latest week, the card of `/weeks/`. */
  latestWeek: '/cards/weeks/latest.png',
  provider: (slug: string) => `/cards/providers/${slug}.png`,
} as const;

/** A page's card: the PNG's site path and the words that say what it shows (`og:image:alt`). */
export interface CardRef {
  path: string;
  alt: string;
}
