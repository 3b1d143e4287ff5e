// `/sitemap.xml` (every page for people with the date it last changed, never an API file) and `/robots.txt`, which
// names it (docs/pages.md, "Shared and found"). Every date comes from the data, so the same data gives the same bytes.
import { publishedDcdRuns } from '../../compute/dcd/runs.ts';
import { changeWeekRun } from '../../compute/weekly-changes.ts';
import { DCD_SUBTYPES } from '../../data/schema.ts';
import type { RenderContext } from '../context.ts';
import { escapeHtml } from '../html.ts';
import { absoluteUrl } from '../links.ts';
import type { SiteFile } from '../types.ts';
import { comparePairsOf } from './compare.ts';
import { PAGE_PATHS } from './paths.ts';
import { providerIds } from './providers.ts';
import { rankingPages } from './rankings.ts';

export const SITEMAP_FILE = '/sitemap.xml';
export const ROBOTS_FILE = '/robots.txt';

/** The hand-written pages of public/ that are pages for people. */
const PUBLIC_PAGES = ['/docs/', '/widgets.html'] as const;

/** The day of an ISO date-time (`2026-11-16T12:00:00Z` → `2026-11-16`). */
const day = (iso: string) => iso.slice(0, 10);

const latestOf = (dates: readonly (string | undefined)[]) =>
  dates
    .filter((d): d is string => d !== undefined)
    .reduce<string | undefined>((a, b) => (a === undefined || b > a ? b : a), undefined);

/** Every page's site path with the day it last changed (undefined before any data is published). */
function pageDates(ctx: RenderContext): [path: string, lastmod: string | undefined][] {
  const runs = ctx.publishedRuns;
  const dcd = publishedDcdRuns(ctx.dataset.dcdRuns).at(-1)?.published_at;
  // The pages of the latest views change with any run, DCD run or incident; an incident dated after the build's
  // day (a warning says so) does not move them into the future.
  const today = day(ctx.now.toISOString());
  const incidents = ctx.dataset.incidents.map((i) => i.date).filter((date) => date <= today);
  const latest = latestOf([runs.at(-1)?.published_at, dcd, ...incidents]);
  const weeks = ctx.changeWeeks;
  const weekDate = (week: string) => changeWeekRun(ctx, week)?.published_at;
  return [
    [PAGE_PATHS.home, latest],
    [PAGE_PATHS.rankings, latest],
    ...rankingPages(ctx).map((p): [string, string | undefined] => [PAGE_PATHS.ranking(p), latest]),
    [PAGE_PATHS.models, latest],
    ...ctx.dataset.models.map((m): [string, string | undefined] => [PAGE_PATHS.model(m.slug), latest]),
    [PAGE_PATHS.providers, latest],
    ...providerIds(ctx).map((id): [string, string | undefined] => [PAGE_PATHS.provider(id), latest]),
    [PAGE_PATHS.compare, latest],
    ...comparePairsOf(ctx).map(([a, b]): [string, string | undefined] => [PAGE_PATHS.comparePair(a, b), latest]),
    [PAGE_PATHS.weeks, latest],
    // A week's page changes last when the week after it appears (its link to it).
    ...weeks.map((week, i): [string, string | undefined] => [
      PAGE_PATHS.week(week),
      latestOf([weekDate(week), weeks[i + 1] === undefined ? undefined : weekDate(weeks[i + 1]!)]),
    ]),
    [PAGE_PATHS.runs, latest],
    // So does a run's page when the run after it is published.
    ...runs.map((run, i): [string, string | undefined] => [
      PAGE_PATHS.run(run.run_id),
      runs[i + 1]?.published_at ?? run.published_at,
    ]),
    ...(ctx.offers.dcd
      ? [
          [PAGE_PATHS.dcd, dcd ?? latest] as [string, string | undefined],
          ...DCD_SUBTYPES.map((s): [string, string | undefined] => [PAGE_PATHS.dcdCases(s), dcd ?? latest]),
        ]
      : []),
    [PAGE_PATHS.api, latest],
    ...PUBLIC_PAGES.map((p): [string, string | undefined] => [p, latest]),
  ];
}

export function renderSitemap(ctx: RenderContext): SiteFile[] {
  const site = ctx.pageSite;
  const urls = pageDates(ctx).map(([path, lastmod]) => {
    const date = lastmod === undefined ? '' : `<lastmod>${day(lastmod)}</lastmod>`;
    return `<url><loc>${escapeHtml(absoluteUrl(site, path))}</loc>${date}</url>`;
  });
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  const robots = `# ${site.name.replace(/[\r\n]/g, ' ')}\nUser-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site, SITEMAP_FILE)}\n`;
  return [
    { path: SITEMAP_FILE, body: sitemap },
    { path: ROBOTS_FILE, body: robots },
  ];
}
