// `/feed.atom` (Atom) and `/feed.json` (JSON Feed 1.1): one entry per published full run with its movers,
// entrants and incidents, made with the `feed` library. Ids are the runs' URLs and every date comes from the
// data, so a rebuild gives the same bytes and a new run only adds an entry. Outside /v1/ on purpose: feed readers
// fetch for many people from few addresses, so the v1 limit must not apply.
import { Feed } from 'feed';
import type { ChangeEntry } from '../compute/changes.ts';
import type { BuildContext } from '../compute/context.ts';
import { computeFeedEntries, type FeedEntry } from '../compute/feed-entries.ts';
import { weekTagOf } from '../compute/iso-week.ts';
import { JSON_CONTENT_TYPE, V1_CACHE_CONTROL } from '../routes/headers.ts';
import type { JsonFeed } from '../schemas/feeds.ts';
import type { Scoring } from '../schemas/scoring.ts';
import { escapeHtml } from './html.ts';
import { jsonFile } from './json.ts';
import { absoluteUrl } from './links.ts';
import { withUnit } from './pages/format.ts';
import { PAGE_PATHS } from './pages/paths.ts';
import { overallLimits, overallNounsInText } from './pages/scores.ts';
import type { SiteSection } from './types.ts';
import { v1RunFile } from './v1-runs.ts';

export const ATOM_FEED_FILE = '/feed.atom';
export const JSON_FEED_FILE = '/feed.json';
/** RFC 4287 media type. */
const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';
/** The library writes JSON Feed 1.0; the site publishes 1.1 (`authors` instead of `author`, `language`). */
const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1';
const LANGUAGE = 'en';
/** A feed without any run still needs a date; the epoch keeps it reproducible. */
const NO_RUN_DATE = new Date(0);

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** How the feed writes a score and a change of it: as published, with the overall's unit. */
type ScoreWriter = (score: number) => string;

function moverLine(write: ScoreWriter, e: ChangeEntry): string {
  const rank =
    e.rank_delta === null || e.rank_delta === 0 ? `rank ${e.rank}` : `rank ${e.rank} (${signed(e.rank_delta)})`;
  const delta = e.score_delta ?? 0;
  return `${escapeHtml(e.name)}: ${write(e.score)} (${delta > 0 ? '+' : delta < 0 ? '-' : ''}${write(Math.abs(delta))}), ${rank}`;
}

function section(title: string, lines: string[]): string {
  return lines.length === 0 ? '' : `<h3>${title}</h3><ul>${lines.map((l) => `<li>${l}</li>`).join('')}</ul>`;
}

function entryTitle(entry: FeedEntry): string {
  const parts = [
    `${entry.rising.length} up`,
    `${entry.falling.length} down`,
    `${entry.entrants.length} new`,
    plural(entry.incidents.length, 'incident'),
  ];
  return `Run ${entry.run.run_id} (${weekTagOf(entry.run.published_at)}): ${parts.join(', ')}`;
}

function entrySummary(entry: FeedEntry): string {
  const since = entry.previous === null ? 'the first published run' : `since run ${entry.previous.run_id}`;
  return `${plural(entry.rising.length, 'model')} rose, ${entry.falling.length} fell and ${entry.entrants.length} entered the leaderboard, ${plural(entry.incidents.length, 'incident')} (${since}).`;
}

/** What the feed's scores are: `overall scores (0–100)`. */
function scoresAre(scoring: Scoring): string {
  const [min, max] = overallLimits(scoring);
  const range =
    Number.isFinite(min) && Number.isFinite(max) ? ` (${withUnit(scoring.overallFormat.unit, `${min}–${max}`)})` : '';
  return `${overallNounsInText(scoring)}${range}`;
}

function entryContent(scoring: Scoring, entry: FeedEntry): string {
  const write: ScoreWriter = (score) => escapeHtml(withUnit(scoring.overallFormat.unit, String(score)));
  const intro =
    entry.previous === null
      ? `<p>Run ${entry.run.run_id}, published ${entry.run.published_at}: the first published full run.</p>`
      : `<p>Run ${entry.run.run_id}, published ${entry.run.published_at}, compared with run ${entry.previous.run_id}. Scores are ${escapeHtml(scoresAre(scoring))}; a positive rank change means the model moved up.</p>`;
  return [
    intro,
    section(
      'Rising',
      entry.rising.map((e) => moverLine(write, e)),
    ),
    section(
      'Falling',
      entry.falling.map((e) => moverLine(write, e)),
    ),
    section(
      'New',
      entry.entrants.map((e) => `${escapeHtml(e.name)}: ${write(e.score)}, rank ${e.rank}`),
    ),
    section(
      'Incidents',
      entry.incidents.map(
        (i) =>
          `${i.date} · ${i.severity} · ${i.status} · ${escapeHtml(i.model)}: ${escapeHtml(i.title)}. ${escapeHtml(i.summary)}`,
      ),
    ),
  ].join('');
}

function createFeed(ctx: BuildContext, entries: readonly FeedEntry[]): Feed {
  const { site } = ctx.dataset;
  const newest = entries[0];
  const feed = new Feed({
    id: absoluteUrl(site, '/'),
    title: `${site.name}: weekly changes and incidents`,
    description:
      'One entry per published full evaluation run: the models that rose, fell or entered, and the incidents since the run before.',
    link: absoluteUrl(site, '/'),
    language: LANGUAGE,
    updated: newest === undefined ? NO_RUN_DATE : new Date(newest.run.published_at),
    generator: false,
    copyright: `${site.attribution} (${site.license})`,
    author: { name: site.name, link: site.url },
    feedLinks: { atom: absoluteUrl(site, ATOM_FEED_FILE), json: absoluteUrl(site, JSON_FEED_FILE) },
  });
  for (const entry of entries) {
    // The id stays the run's JSON address (ids never change); the entry links to the run's page.
    const url = absoluteUrl(site, v1RunFile(entry.run.run_id));
    const date = new Date(entry.run.published_at);
    feed.addItem({
      id: url,
      link: absoluteUrl(site, PAGE_PATHS.run(entry.run.run_id)),
      title: entryTitle(entry),
      description: entrySummary(entry),
      content: entryContent(ctx.dataset.scoring, entry),
      date,
      published: date,
    });
  }
  return feed;
}

/** The library's JSON Feed 1.0 as 1.1: the same items, `authors` for `author`, and the language. */
function jsonFeed(feed: Feed): JsonFeed {
  const v1 = JSON.parse(feed.json1());
  return {
    version: JSON_FEED_VERSION,
    title: v1.title,
    home_page_url: v1.home_page_url,
    feed_url: v1.feed_url,
    description: v1.description,
    language: LANGUAGE,
    authors: [{ name: v1.author.name, url: v1.author.url }],
    items: v1.items.map((item: JsonFeed['items'][number]) => ({
      id: item.id,
      url: item.url,
      // The run's JSON beside its page: the id is its address.
      attachments: [{ url: item.id, mime_type: 'application/json', title: 'The run (JSON)' }],
      title: item.title,
      summary: item.summary,
      content_html: item.content_html,
      date_published: item.date_published,
      date_modified: item.date_modified,
    })),
  };
}

/**
 * The library writes one link per entry (to the run's page): each is marked as the HTML alternate, with the run's
 * JSON (the entry's id) as a second alternate beside it.
 */
function atomWithAlternates(feed: Feed, entries: readonly FeedEntry[], site: BuildContext['dataset']['site']): string {
  const json = new Map(
    entries.map((e) => [
      escapeHtml(absoluteUrl(site, PAGE_PATHS.run(e.run.run_id))),
      escapeHtml(absoluteUrl(site, v1RunFile(e.run.run_id))),
    ]),
  );
  return feed
    .atom1()
    .replace(/<link href="([^"]+)"\/>/g, (link, page: string) =>
      json.has(page)
        ? `<link rel="alternate" type="text/html" href="${page}"/>\n        <link rel="alternate" type="application/json" href="${json.get(page)}"/>`
        : link,
    );
}

export function renderFeeds(ctx: BuildContext): SiteSection {
  const entries = computeFeedEntries(ctx);
  const feed = createFeed(ctx, entries);
  const cache = { 'Cache-Control': V1_CACHE_CONTROL };
  return {
    files: [
      { path: ATOM_FEED_FILE, body: `${atomWithAlternates(feed, entries, ctx.dataset.site)}\n` },
      jsonFile(JSON_FEED_FILE, jsonFeed(feed)),
    ],
    routes: [],
    headers: [
      { for: ATOM_FEED_FILE, headers: { 'Content-Type': ATOM_CONTENT_TYPE, ...cache } },
      { for: JSON_FEED_FILE, headers: { 'Content-Type': JSON_CONTENT_TYPE, ...cache } },
    ],
  };
}
