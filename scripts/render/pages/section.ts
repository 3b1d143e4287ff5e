// The pages for people: the same build writes them beside the API, from the same computed data (never by
// fetching the API). HTML that needs no JavaScript and loads nothing from another origin.

import { publishedDcdRuns } from '../../compute/dcd/runs.ts';
import { DCD_SUBTYPES } from '../../data/schema.ts';
import { JSON_CONTENT_TYPE } from '../../routes/headers.ts';
import { PAGE_SECURITY_HEADERS } from '../../routes/page-policy.ts';
import { REDIRECT_STATUS } from '../../routes/redirect.ts';
import type { ErrorAnswer, HeaderRule, Route } from '../../routes/schema.ts';
import { assetContentType } from '../assets.ts';
import type { RenderContext } from '../context.ts';
import { dcdKey } from '../dcd/section.ts';
import type { SiteFile, SiteSection } from '../types.ts';
import { renderApiPage } from './api.ts';
import { renderComparePages } from './compare.ts';
import { renderDcdPages } from './dcd.ts';
import { renderModelPages } from './models.ts';
import { COMPARE_DATA, NOT_FOUND_FILE, PAGE_PATHS, pageDirs, pageFileOf } from './paths.ts';
import { providerIds, renderProviderPages } from './providers.ts';
import { rankingPages, renderRankingPages } from './rankings.ts';
import { renderRunPages } from './runs.ts';
import { ROBOTS_FILE, renderSitemap, SITEMAP_FILE } from './sitemap.ts';
import { renderWeekPages } from './weeks.ts';

const HTML_HEADERS = { 'Content-Type': assetContentType('index.html'), ...PAGE_SECURITY_HEADERS };

/**
 * Every page file is HTML: one rule per page folder, and the leaderboard at the root. The data the site script
 * compares models from sits beside the pages, not below a page folder, and its name does not begin with a
 * folder's (Netlify's `/compare/*` also matches `/compare.json`): one file, one rule setting its type.
 */
const pageHeaderRules = (dcd: boolean): HeaderRule[] => [
  { for: pageFileOf(PAGE_PATHS.home), headers: HTML_HEADERS },
  ...pageDirs(dcd).map((dir) => ({ for: `${dir}*`, headers: HTML_HEADERS })),
  { for: COMPARE_DATA, headers: { 'Content-Type': JSON_CONTENT_TYPE } },
  { for: SITEMAP_FILE, headers: { 'Content-Type': assetContentType(SITEMAP_FILE) } },
  { for: ROBOTS_FILE, headers: { 'Content-Type': assetContentType(ROBOTS_FILE) } },
];

/**
 * A page's address without its trailing slash redirects to the page (308), for the names that have one; an
 * unknown name gets the HTML not-found page.
 */
function redirectRoutes(ctx: RenderContext): Route[] {
  const notFound = { to: NOT_FOUND_FILE, status: 404 as const };
  const folder = (path: string): Route => ({ path: path.slice(0, -1), query: {}, to: path, status: REDIRECT_STATUS });
  const named = (dir: string, name: string, allowed: readonly string[]): Route => ({
    path: `${dir}:${name}`,
    query: {},
    to: `${dir}:${name}/`,
    status: REDIRECT_STATUS,
    constraints: { [name]: { allowed: [...allowed], otherwise: notFound } },
  });
  return [
    ...[
      PAGE_PATHS.rankings,
      PAGE_PATHS.models,
      PAGE_PATHS.weeks,
      PAGE_PATHS.runs,
      ...(ctx.offers.dcd ? [PAGE_PATHS.dcd] : []),
      PAGE_PATHS.api,
      PAGE_PATHS.providers,
      PAGE_PATHS.compare,
    ].map(folder),
    named('/rankings/', 'dimension', rankingPages(ctx)),
    named(
      '/models/',
      'slug',
      ctx.dataset.models.map((m) => m.slug),
    ),
    named('/weeks/', 'week', ctx.changeWeeks),
    named(
      '/runs/',
      'run_id',
      ctx.publishedRuns.map((r) => String(r.run_id)),
    ),
    ...(ctx.offers.dcd ? [named('/dcd/', 'subtype', DCD_SUBTYPES)] : []),
    named('/providers/', 'provider', providerIds(ctx)),
    comparePairRoute(
      ctx.dataset.models.map((m) => m.slug),
      notFound,
    ),
  ];
}

/**
 * `/compare/{a}/{b}` without its slash: to the pair's page when both are model slugs (a pair without a page then
 * answers the 404 page there), else not found. The slugs, not the pairs: the pairs come from the latest ranking,
 * which the routes are declared before.
 */
function comparePairRoute(slugs: readonly string[], notFound: ErrorAnswer): Route {
  return {
    path: '/compare/:a/:b',
    query: {},
    to: '/compare/:a/:b/',
    status: REDIRECT_STATUS,
    constraints: {
      a: { allowed: [...slugs], otherwise: notFound },
      b: { allowed: [...slugs], otherwise: notFound },
    },
  };
}

function* pageFiles(
  ctx: RenderContext,
  weeks: ReturnType<typeof renderWeekPages>,
  runs: ReturnType<typeof renderRunPages>,
): Generator<SiteFile> {
  yield* renderRankingPages(ctx);
  yield* renderModelPages(ctx);
  yield* renderProviderPages(ctx);
  yield* renderComparePages(ctx);
  yield weeks.index;
  yield runs.index;
  if (ctx.offers.dcd) yield* renderDcdPages(ctx, () => dcdKey(ctx, publishedDcdRuns(ctx.dataset.dcdRuns)));
  yield renderApiPage(ctx);
  yield* renderSitemap(ctx);
}

export function renderPages(ctx: RenderContext): SiteSection {
  const weeks = renderWeekPages(ctx);
  const runs = renderRunPages(ctx);
  return {
    files: pageFiles(ctx, weeks, runs),
    runFiles: function* (run) {
      yield* weeks.ofRun(run);
      yield* runs.ofRun(run);
    },
    routes: redirectRoutes(ctx),
    headers: pageHeaderRules(ctx.offers.dcd),
  };
}
