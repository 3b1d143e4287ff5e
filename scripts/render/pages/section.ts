// The pages for people: the same build writes them beside the API, from the same computed data (never by
// fetching the API). HTML that needs no JavaScript and loads nothing from another origin.

import { publishedDcdRuns } from '../../compute/dcd/runs.ts';
import { listChangeWeeks } from '../../compute/weekly-changes.ts';
import { DCD_SUBTYPES } from '../../data/schema.ts';
import { REDIRECT_STATUS } from '../../routes/redirect.ts';
import type { HeaderRule, Route } from '../../routes/schema.ts';
import { assetContentType } from '../assets.ts';
import { dcdKey } from '../dcd/section.ts';
import type { RenderContext, SiteFile, SiteSection } from '../types.ts';
import { renderApiPage } from './api.ts';
import { renderDcdPages } from './dcd.ts';
import { renderModelPages } from './models.ts';
import { NOT_FOUND_FILE, PAGE_DIRS, PAGE_PATHS, pageFileOf, RANKING_PAGES } from './paths.ts';
import { renderRankingPages } from './rankings.ts';
import { renderRunPages } from './runs.ts';
import { ROBOTS_FILE, renderSitemap, SITEMAP_FILE } from './sitemap.ts';
import { renderWeekPages } from './weeks.ts';

const HTML_HEADERS = { 'Content-Type': assetContentType('index.html') };

/** Every page file is HTML: one rule per page folder, and the leaderboard at the root. */
const PAGE_HEADER_RULES: HeaderRule[] = [
  { for: pageFileOf(PAGE_PATHS.home), headers: HTML_HEADERS },
  ...PAGE_DIRS.map((dir) => ({ for: `${dir}*`, headers: HTML_HEADERS })),
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
    ...[PAGE_PATHS.rankings, PAGE_PATHS.models, PAGE_PATHS.weeks, PAGE_PATHS.runs, PAGE_PATHS.dcd, PAGE_PATHS.api].map(
      folder,
    ),
    named('/rankings/', 'dimension', Object.keys(RANKING_PAGES)),
    named(
      '/models/',
      'slug',
      ctx.dataset.models.map((m) => m.slug),
    ),
    named('/weeks/', 'week', listChangeWeeks(ctx.fullRuns)),
    named(
      '/runs/',
      'run_id',
      ctx.publishedRuns.map((r) => String(r.run_id)),
    ),
    named('/dcd/', 'subtype', DCD_SUBTYPES),
  ];
}

function* pageFiles(
  ctx: RenderContext,
  weeks: ReturnType<typeof renderWeekPages>,
  runs: ReturnType<typeof renderRunPages>,
): Generator<SiteFile> {
  yield* renderRankingPages(ctx);
  yield* renderModelPages(ctx);
  yield weeks.index;
  yield runs.index;
  yield* renderDcdPages(ctx, () => dcdKey(ctx, publishedDcdRuns(ctx.dataset.dcdRuns)));
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
    headers: PAGE_HEADER_RULES,
  };
}
