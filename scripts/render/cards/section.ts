// The preview cards of the pages (DESIGN §9): the leaderboard's and each ranking's top five, each model, the latest
// week, and the site's card for every other page. Each card is a group of the output keyed by its drawing (the SVG,
// with the renderer and font it is drawn with): a build takes it from the previous output unless what it shows
// changed, so a weekly build draws again only the cards whose numbers moved. The cards to draw are handed to the
// encoder when the section is made, before the writer starts, and drawn while the other files are rendered.
import type { BuildContext } from '../../compute/context.ts';
import { RANKED_SCORE_FIELDS } from '../../schemas/score-fields.ts';
import { assetContentType } from '../assets.ts';
import type { RenderContext } from '../context.ts';
import { leaderboardRows } from '../leaderboard-rows.ts';
import { dayText, fixed2, signed2, tiedRanks } from '../pages/format.ts';
import { RANKING_PAGES, type RankingPage } from '../pages/paths.ts';
import { SITE_CARD_TAGLINE } from '../pages/share-tags.ts';
import { combinedKey, UNCOUNTED_GROUPS } from '../reuse.ts';
import type { SiteFile, SiteSection } from '../types.ts';
import {
  CARD_PALETTES,
  type EntityCardValues,
  entityCard,
  type ListCardValues,
  listCard,
  type MeasureText,
  siteCard,
} from './draw.ts';
import { CARD_PATHS } from './paths.ts';

/** Draws cards (scripts/cards/encoder.ts): measures text in the card font, and turns SVG into PNG off the main thread. */
export interface CardEncoder {
  /** The renderer and font, with their versions: part of every card's key. */
  readonly identity: string;
  measure: MeasureText;
  /** Starts drawing each of `svgs`; the function gives the PNG of the one at `index`, waiting for it if need be. */
  draw(svgs: readonly string[]): (index: number) => Buffer;
}

/** A card of this build: where it goes and its drawing. */
interface CardSpec {
  path: string;
  svg: string;
}

const TOP = 5;

type RankedDimension = 'core_overall_display' | (typeof RANKING_PAGES)[RankingPage];

const RANK_TITLES = {
  core_overall_display: 'Top five overall',
  ...Object.fromEntries(RANKED_SCORE_FIELDS.map((f) => [f.key, `Top five by ${f.label.toLowerCase()}`])),
  value: 'Top five by value for money',
  stability: 'Top five by stability',
} as Record<RankedDimension, string>;

/** A ranking's top five as a list card's values. */
function rankingCardValues(ctx: RenderContext, dimension: RankedDimension): ListCardValues {
  const run = ctx.latestRun;
  const rows = leaderboardRows(ctx, run, dimension);
  const tied = tiedRanks(rows.map((r) => r.rank));
  return {
    site: ctx.dataset.site.name,
    title: RANK_TITLES[dimension],
    subtitle: run === null ? 'No published run yet' : `Run ${run.run_id} · ${dayText(run.published_at)}`,
    rows: rows.slice(0, TOP).map((r) => ({
      lead: tied.has(r.rank) ? `=${r.rank}` : String(r.rank),
      name: r.name,
      detail: r.provider,
      value: r.score === null ? '–' : fixed2(r.score),
    })),
    empty: 'The ranking fills in with the first published full run.',
  };
}

/** Each model's card values: name, provider, overall rank (ties as `=4`) and score, its recent overall scores. */
function modelCardValues(ctx: BuildContext): Map<string, EntityCardValues> {
  const standings = ctx.standings();
  const tied = tiedRanks([...standings.values()].map((s) => s.rank));
  const histories = ctx.modelHistories();
  return new Map(
    ctx.dataset.models.map((model) => {
      const standing = standings.get(model.slug);
      const history = (histories.get(model.slug) ?? []).map((p) => p.core_overall_display);
      const rank = standing === undefined ? '–' : tied.has(standing.rank) ? `=${standing.rank}` : `#${standing.rank}`;
      return [
        model.slug,
        {
          site: ctx.dataset.site.name,
          name: model.name,
          subtitle: `by ${model.provider}`,
          figures: [
            { label: 'Rank', value: rank },
            { label: 'Overall', value: standing === undefined ? '–' : fixed2(standing.score) },
          ],
          history,
          historyLabel: history.length < 2 ? '' : `Overall score, last ${history.length} runs`,
        },
      ];
    }),
  );
}

/** Each provider's card values: its name, its number of models, its best rank and score, its best model's history. */
function providerCardValues(ctx: BuildContext): Map<string, EntityCardValues> {
  const standings = ctx.standings();
  const tied = tiedRanks([...standings.values()].map((s) => s.rank));
  const histories = ctx.modelHistories();
  return new Map(
    ctx.providers().map((provider) => {
      const best = provider.bestRank === null ? undefined : provider.models[0];
      const history = (best === undefined ? [] : (histories.get(best.slug) ?? [])).map((p) => p.core_overall_display);
      const rank = provider.bestRank;
      const count = provider.models.length;
      return [
        provider.id,
        {
          site: ctx.dataset.site.name,
          name: provider.name,
          subtitle: `${count} ${count === 1 ? 'model' : 'models'}${best === undefined ? '' : `, best: ${best.name}`}`,
          figures: [
            { label: 'Best rank', value: rank === null ? '–' : tied.has(rank) ? `=${rank}` : `#${rank}` },
            { label: 'Best overall', value: provider.bestScore === null ? '–' : fixed2(provider.bestScore) },
          ],
          history,
          historyLabel: history.length < 2 ? '' : `Best model's overall score, last ${history.length} runs`,
        },
      ];
    }),
  );
}

/** The latest week's movers: the three that rose most, then the ones that fell most, five at most. */
function weekCardValues(ctx: BuildContext): ListCardValues {
  const week = ctx.latestWeek;
  const site = ctx.dataset.site.name;
  if (week === null)
    return {
      site,
      title: 'Weekly changes',
      subtitle: 'No published run yet',
      rows: [],
      empty: 'The weeks fill in with the first published full run.',
    };
  const changes = ctx.weeklyChanges(week);
  const row = (tone: 'up' | 'down') => (e: (typeof changes.rising)[number]) => ({
    lead: tone === 'up' ? '▲' : '▼',
    name: e.name,
    detail:
      e.rank_delta === null || e.rank_delta === 0
        ? `rank ${e.rank}`
        : `rank ${e.rank} (${e.rank_delta > 0 ? 'up' : 'down'} ${Math.abs(e.rank_delta)})`,
    value: e.score_delta === null ? 'new' : signed2(e.score_delta),
    tone,
  });
  const rising = changes.rising.slice(0, 3).map(row('up'));
  const falling = changes.falling.slice(0, TOP - rising.length).map(row('down'));
  return {
    site,
    title: `Week ${week}`,
    subtitle: `${changes.rising.length} rose, ${changes.falling.length} fell, ${changes.stable.length} held`,
    rows: [...rising, ...falling],
    empty: 'Every model held its score this week.',
  };
}

/**
 * The cards of this build, each made as it is asked for: the site's, the rankings' and the week's first (they need
 * only the latest run), then the models' and the providers' (which need every model's history).
 */
function* cardSpecs(ctx: RenderContext, measure: MeasureText): Generator<CardSpec> {
  const palette = CARD_PALETTES.light;
  const { site } = ctx.dataset;
  yield { path: CARD_PATHS.site, svg: siteCard({ site: site.name, tagline: SITE_CARD_TAGLINE }, measure, palette) };
  yield {
    path: CARD_PATHS.leaderboard,
    svg: listCard(rankingCardValues(ctx, 'core_overall_display'), measure, palette),
  };
  for (const page of Object.keys(RANKING_PAGES) as RankingPage[]) {
    yield {
      path: CARD_PATHS.ranking(page),
      svg: listCard(rankingCardValues(ctx, RANKING_PAGES[page]), measure, palette),
    };
  }
  yield { path: CARD_PATHS.latestWeek, svg: listCard(weekCardValues(ctx), measure, palette) };
  for (const [slug, values] of modelCardValues(ctx)) {
    yield { path: CARD_PATHS.model(slug), svg: entityCard(values, measure, palette) };
  }
  for (const [id, values] of providerCardValues(ctx)) {
    yield { path: CARD_PATHS.provider(id), svg: entityCard(values, measure, palette) };
  }
}

export function renderCards(ctx: RenderContext, encoder: CardEncoder): SiteSection {
  const cards = Array.from(cardSpecs(ctx, encoder.measure), (spec) => ({
    spec,
    group: `${UNCOUNTED_GROUPS}${spec.path.replace(/^\/cards\//, '').replace(/\.png$/, '')}`,
    key: combinedKey(['card', encoder.identity, spec.svg]),
  }));
  // The cards the previous output does not hold go to the encoder now: they are drawn while the writer works
  // through the other sections, and taken last.
  const toDraw = cards.filter((card) => !ctx.reuse.holds(card.group, card.key));
  const take = toDraw.length === 0 ? null : encoder.draw(toDraw.map((card) => card.spec.svg));
  function* files(): Generator<SiteFile> {
    for (const card of cards) {
      const drawn = toDraw.indexOf(card);
      yield* ctx.reuse.files(card.group, card.key, () => [{ path: card.spec.path, body: take!(drawn) }]);
    }
  }
  return {
    files: files(),
    routes: [],
    headers: [{ for: '/cards/*', headers: { 'Content-Type': assetContentType('card.png') } }],
  };
}
