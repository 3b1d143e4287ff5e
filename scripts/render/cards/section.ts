// The preview cards of the pages: the leaderboard's and each ranking's top five, the latest week's movers, each
// model, each provider, and the site's card for every other page. A card is a group of the output keyed by its
// drawing (the SVG, with the renderer's and the font's versions): a build takes it from the previous output while
// its drawing is the same, and hands the others to the encoder before the writer starts, so that they are drawn
// while the other files are written.
import type { ModelHistoryPoint } from '../../compute/model-history.ts';
import { RANKED_SCORE_FIELDS } from '../../schemas/score-fields.ts';
import { assetContentType } from '../assets.ts';
import type { RenderContext } from '../context.ts';
import { leaderboardRows } from '../leaderboard-rows.ts';
import { dayText, fixed2, signed2, tiedRanks } from '../pages/format.ts';
import { RANKING_PAGES, type RankingPage } from '../pages/paths.ts';
import { SITE_CARD_TAGLINE } from '../pages/share-tags.ts';
import { combinedKey, UNCOUNTED_GROUPS } from '../reuse.ts';
import type { SiteFile, SiteSection } from '../types.ts';
import { entityCard, listCard, type MeasureText, siteCard } from './draw.ts';
import { CARD_PATHS } from './paths.ts';

/** Draws cards (scripts/cards/encoder.ts): measures text in the card font, and turns SVG into PNG off the main thread. */
export interface CardEncoder {
  /** The renderer and the font, with their versions: part of every card's key. */
  readonly identity: string;
  measure: MeasureText;
  /** Starts drawing each of `svgs`; the function gives the PNG of the one at `index`, waiting for it if need be. */
  draw(svgs: readonly string[]): (index: number) => Buffer;
}

type RankedDimension = 'core_overall_display' | (typeof RANKING_PAGES)[RankingPage];

const RANK_TITLES = {
  core_overall_display: 'Top five overall',
  ...Object.fromEntries(RANKED_SCORE_FIELDS.map((f) => [f.key, `Top five by ${f.label.toLowerCase()}`])),
  value: 'Top five by value for money',
  stability: 'Top five by stability',
} as Record<RankedDimension, string>;

/** A ranking's top five. */
function rankingCard(ctx: RenderContext, measure: MeasureText, dimension: RankedDimension): string {
  const run = ctx.latestRun;
  const rows = leaderboardRows(ctx, run, dimension);
  const tied = tiedRanks(rows.map((r) => r.rank));
  const site = ctx.dataset.site.name;
  const subtitle = run === null ? 'No published run yet' : `Run ${run.run_id} · ${dayText(run.published_at)}`;
  const empty = 'The ranking fills in with the first published full run.';
  const values = rows.slice(0, 5).map((r) => ({
    lead: tied.has(r.rank) ? `=${r.rank}` : String(r.rank),
    name: r.name,
    detail: r.provider,
    value: r.score === null ? '–' : fixed2(r.score),
  }));
  return listCard({ site, title: RANK_TITLES[dimension], subtitle, rows: values, empty }, measure);
}

/** The latest week's movers: the three that rose most, then the ones that fell most, five in all at most. */
function weekCard(ctx: RenderContext, measure: MeasureText): string {
  const [site, week] = [ctx.dataset.site.name, ctx.latestWeek];
  if (week === null) {
    const empty = 'The weeks fill in with the first published full run.';
    return listCard({ site, title: 'Weekly changes', subtitle: 'No published run yet', rows: [], empty }, measure);
  }
  const { rising, falling, stable } = ctx.weeklyChanges(week);
  const row = (tone: 'up' | 'down') => (e: (typeof rising)[number]) => ({
    lead: tone === 'up' ? '▲' : '▼',
    name: e.name,
    detail: !e.rank_delta
      ? `rank ${e.rank}`
      : `rank ${e.rank} (${e.rank_delta > 0 ? 'up' : 'down'} ${Math.abs(e.rank_delta)})`,
    value: e.score_delta === null ? 'new' : signed2(e.score_delta),
    tone,
  });
  const rows = [
    ...rising.slice(0, 3).map(row('up')),
    ...falling.slice(0, 5 - Math.min(3, rising.length)).map(row('down')),
  ];
  const subtitle = `${rising.length} rose, ${falling.length} fell, ${stable.length} held`;
  return listCard(
    { site, title: `Week ${week}`, subtitle, rows, empty: 'Every model held its score this week.' },
    measure,
  );
}

/** A model's card, or a provider's (`best`: its best model's): the overall rank (ties as `=4`), score and history. */
function entity(
  ctx: RenderContext,
  measure: MeasureText,
  tied: ReadonlySet<number>,
  card: { name: string; subtitle: string; rank?: number | null; score?: number | null; history?: ModelHistoryPoint[] },
  best: boolean,
): string {
  const history = (card.history ?? []).map((p) => p.core_overall_display);
  const rank = card.rank ?? null;
  return entityCard(
    {
      site: ctx.dataset.site.name,
      name: card.name,
      subtitle: card.subtitle,
      figures: [
        { label: best ? 'Best rank' : 'Rank', value: rank === null ? '–' : `${tied.has(rank) ? '=' : '#'}${rank}` },
        { label: best ? 'Best overall' : 'Overall', value: card.score == null ? '–' : fixed2(card.score) },
      ],
      history,
      historyLabel:
        history.length < 2 ? '' : `${best ? "Best model's overall" : 'Overall'} score, last ${history.length} runs`,
    },
    measure,
  );
}

/** The cards of this build, path and drawing: the site's, the rankings' and the week's, the models', the providers'. */
function* cardsOf(ctx: RenderContext, measure: MeasureText): Generator<[string, string]> {
  yield [CARD_PATHS.site, siteCard({ site: ctx.dataset.site.name, tagline: SITE_CARD_TAGLINE }, measure)];
  yield [CARD_PATHS.leaderboard, rankingCard(ctx, measure, 'core_overall_display')];
  for (const page of Object.keys(RANKING_PAGES) as RankingPage[])
    yield [CARD_PATHS.ranking(page), rankingCard(ctx, measure, RANKING_PAGES[page])];
  yield [CARD_PATHS.latestWeek, weekCard(ctx, measure)];
  const histories = ctx.modelHistories();
  const tied = tiedRanks([...ctx.standings().values()].map((s) => s.rank));
  for (const { slug, name, provider } of ctx.dataset.models) {
    const standing = ctx.standings().get(slug);
    const subtitle = `by ${provider}`;
    const card = { name, subtitle, rank: standing?.rank, score: standing?.score, history: histories.get(slug) };
    yield [CARD_PATHS.model(slug), entity(ctx, measure, tied, card, false)];
  }
  for (const { id, name, models, bestRank, bestScore } of ctx.providers()) {
    const top = bestRank === null ? undefined : models[0];
    const subtitle = `${models.length} ${models.length === 1 ? 'model' : 'models'}${top ? `, best: ${top.name}` : ''}`;
    const card = { name, subtitle, rank: bestRank, score: bestScore, history: top && histories.get(top.slug) };
    yield [CARD_PATHS.provider(id), entity(ctx, measure, tied, card, true)];
  }
}

export function renderCards(ctx: RenderContext, encoder: CardEncoder): SiteSection {
  const cards = Array.from(cardsOf(ctx, encoder.measure), ([path, svg]) => ({
    path,
    svg,
    group: `${UNCOUNTED_GROUPS}${path.replace(/^\/cards\//, '').replace(/\.png$/, '')}`,
    key: combinedKey(['card', encoder.identity, svg]),
  }));
  // Those the previous output does not hold go to the encoder now, and are taken last, once drawn.
  const toDraw = cards.filter((card) => !ctx.reuse.holds(card.group, card.key));
  const take = encoder.draw(toDraw.map((card) => card.svg));
  function* files(): Generator<SiteFile> {
    for (const card of cards)
      yield* ctx.reuse.files(card.group, card.key, () => [{ path: card.path, body: take(toDraw.indexOf(card)) }]);
  }
  return {
    files: files(),
    routes: [],
    headers: [{ for: '/cards/*', headers: { 'Content-Type': assetContentType('card.png') } }],
  };
}
