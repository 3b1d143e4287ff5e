// Where each page lives. Pages are folders with an `index.html` (`/models/orbit-4/`), so their addresses read
// well and never end in `.html`. No page path shadows an API path: the legacy API owns `/leaderboard…` and
// `/changes…`, v1 owns `/v1/…`; the weekly pages are therefore `/weeks/`, not `/changes/`.
import type { DcdSubtype } from '../../data/schema.ts';

/** A ranking's name in its page's address: a ranked field's page (schemas/scoring.ts), `value` or `stability`. */
export type RankingPage = string;

/**
 * The folders of pages: an unknown address below one of them is answered with the HTML 404 page. `/dcd/` only where
 * the site publishes DCD results (pageDirs).
 */
const PAGE_DIRS = [
  '/rankings/',
  '/models/',
  '/weeks/',
  '/runs/',
  '/dcd/',
  '/api/',
  '/providers/',
  '/compare/',
] as const;

/** The page folders of a site, with or without its DCD section. */
export function pageDirs(dcd: boolean): string[] {
  return PAGE_DIRS.filter((dir) => dcd || dir !== '/dcd/');
}

export const PAGE_PATHS = {
  home: '/',
  rankings: '/rankings/',
  ranking: (page: RankingPage) => `/rankings/${page}/`,
  models: '/models/',
  model: (slug: string) => `/models/${slug}/`,
  weeks: '/weeks/',
  week: (week: string) => `/weeks/${week}/`,
  runs: '/runs/',
  run: (runId: number) => `/runs/${runId}/`,
  dcd: '/dcd/',
  dcdCases: (subtype: DcdSubtype) => `/dcd/${subtype}/`,
  api: '/api/',
  providers: '/providers/',
  provider: (id: string) => `/providers/${id}/`,
  compare: '/compare/',
  comparePair: (a: string, b: string) => `/compare/${a}/${b}/`,
} as const;

/** The HTML not-found page: every host's answer to an unknown page address, static hosts' to any. */
export const NOT_FOUND_FILE = '/404.html';

/** The file of a page (`/models/x/` → `/models/x/index.html`). */
export function pageFileOf(pagePath: string): string {
  return `${pagePath}index.html`;
}

/** The shared stylesheet of every page, a file of public/. */
export const STYLESHEET = '/site.css';
/** Read only without JavaScript: hides the room kept for what the site script adds (leaderboard-table.ts). */
export const NOSCRIPT_STYLESHEET = '/noscript.css';
/** The site's icon, a file of public/ (beside `/favicon.ico`, which browsers ask for on their own). */
export const ICON = '/favicon.svg';
/** The site's one script (public/site.js): sorts and filters tables, draws `/compare/?models=…`. */
export const SITE_SCRIPT = '/site.js';
/** What the build writes for the script to compare any models (render/pages/compare.ts). */
export const COMPARE_DATA = '/comparisons.json';

/**
 * The preview cards (1200×630 PNG): one per view that has one of its own, the site's card for every other page.
 * A page names its card in its head (`og:image`).
 */
export const [CARD_WIDTH, CARD_HEIGHT] = [1200, 630];
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
