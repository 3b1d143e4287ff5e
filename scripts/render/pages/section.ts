// The pages for people: the same build writes them beside the API, from the same computed data (never by
// fetching the API). HTML that needs no JavaScript and loads nothing from another origin.
import type { BuildContext } from '../../compute/context.ts';
import { publishedDcdRuns } from '../../compute/dcd/runs.ts';
import type { HeaderRule } from '../../routes/schema.ts';
import { assetContentType } from '../assets.ts';
import { dcdKey } from '../dcd/section.ts';
import type { SiteSection } from '../types.ts';
import { renderApiPage } from './api.ts';
import { renderDcdPages } from './dcd.ts';
import { renderModelPages } from './models.ts';
import { PAGE_DIRS, PAGE_PATHS, pageFileOf } from './paths.ts';
import { renderRankingPages } from './rankings.ts';
import { renderRunPages } from './runs.ts';
import { renderWeekPages } from './weeks.ts';

const HTML_HEADERS = { 'Content-Type': assetContentType('index.html') };

/** Every page file is HTML: one rule per page folder, and the leaderboard at the root. */
const PAGE_HEADER_RULES: HeaderRule[] = [
  { for: pageFileOf(PAGE_PATHS.home), headers: HTML_HEADERS },
  ...PAGE_DIRS.map((dir) => ({ for: `${dir}*`, headers: HTML_HEADERS })),
];

export function renderPages(ctx: BuildContext): SiteSection {
  return {
    files: [
      ...renderRankingPages(ctx),
      ...renderModelPages(ctx),
      ...renderWeekPages(ctx),
      ...renderRunPages(ctx),
      ...renderDcdPages(ctx, dcdKey(ctx, publishedDcdRuns(ctx.dataset.dcdRuns))),
      renderApiPage(ctx),
    ],
    routes: [],
    headers: PAGE_HEADER_RULES,
  };
}
