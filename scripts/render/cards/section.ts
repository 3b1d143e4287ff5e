// The preview cards of the pages: each ranking's top five, the latest week's movers, each model and provider, and
// the site's card for every other page. A card is keyed by its drawing (the SVG, the renderer's and font's versions):
// a build takes it from the previous output while that is the same, else hands it to the encoder before writing.
import { assetContentType } from '../assets.ts';
import type { RenderContext } from '../context.ts';
import { leaderboardRows } from '../leaderboard-rows.ts';
import { dayText, signedText, tiedRanks, valueText } from '../pages/format.ts';
import { CARD_PATHS } from '../pages/paths.ts';
import { rankingViews } from '../pages/rankings.ts';
import { formatOfColumn, overallNoun } from '../pages/scores.ts';
import { SITE_CARD_TAGLINE } from '../pages/share-tags.ts';
import { combinedKey, UNCOUNTED_GROUPS } from '../reuse.ts';
import type { SiteFile, SiteSection } from '../types.ts';
import { cardLayouts, type MeasureText } from './draw.ts';

/** Draws cards (scripts/cards/encoder.ts): measures text in the card font, and turns SVG into PNG off the main thread. */
export interface CardEncoder {
  /** The renderer and the font, with their versions: part of every card's key. */
  readonly identity: string;
  measure: MeasureText;
  /** Starts drawing each of `svgs`; the function gives the PNG of the one at `index`, once drawn. */
  draw(svgs: readonly string[]): (index: number) => Promise<Buffer>;
}

type Standing = { rank: number | null; score: number | null };

/** The cards of this build, path and drawing: the site's, the rankings', the latest week's, each model's and provider's. */
function* cardsOf(ctx: RenderContext, measure: MeasureText): Generator<[string, string]> {
  const { latestRun: run, latestWeek: week } = ctx;
  const { scoring } = ctx.dataset;
  const draw = cardLayouts(measure, ctx.dataset.site);
  yield [CARD_PATHS.site, draw.site(SITE_CARD_TAGLINE)];
  for (const view of rankingViews(ctx)) {
    const rows = leaderboardRows(ctx, run, view.dimension);
    const format = formatOfColumn(scoring, view.dimension);
    const tied = tiedRanks(rows.map((r) => r.rank));
    yield [
      view.card,
      draw.list({
        title: view.title,
        subtitle:
          run === null ? 'No published run yet' : `Top five in run ${run.run_id} · ${dayText(run.published_at)}`,
        rows: rows.slice(0, 5).map((r) => ({
          lead: `${tied.has(r.rank) ? '=' : ''}${r.rank}`,
          name: r.name,
          detail: r.provider,
          value: r.score === null ? '–' : valueText(format, r.score),
        })),
        empty: 'The ranking fills in with the first published full run.',
      }),
    ];
  }
  // The latest week's movers: the three that rose most, then those that fell most, five in all at most.
  const changes = week === null ? null : ctx.weeklyChanges(week);
  const mover = (tone: 'up' | 'down') => (e: NonNullable<typeof changes>['rising'][number]) => ({
    lead: tone === 'up' ? '▲' : '▼',
    name: e.name,
    detail: `rank ${e.rank}${e.rank_delta ? ` (${e.rank_delta > 0 ? 'up' : 'down'} ${Math.abs(e.rank_delta)})` : ''}`,
    value: e.score_delta === null ? 'new' : signedText(scoring.overallFormat, e.score_delta),
    tone,
  });
  const { rising = [], falling = [], stable = [] } = changes ?? {};
  const up = rising.slice(0, 3).map(mover('up'));
  yield [
    CARD_PATHS.latestWeek,
    draw.list({
      title: week === null ? 'Weekly changes' : `Week ${week}`,
      subtitle:
        changes === null
          ? 'No published run yet'
          : `${rising.length} rose, ${falling.length} fell, ${stable.length} held`,
      rows: [...up, ...falling.slice(0, 5 - up.length).map(mover('down'))],
      empty:
        week === null
          ? 'The weeks fill in with the first published full run.'
          : 'Every model held its score this week.',
    }),
  ];
  // A model's card and a provider's (`best`: its best model's): overall rank (ties as `=4`), score and history.
  const [histories, standings] = [ctx.modelHistories(), ctx.standings()];
  const tied = tiedRanks([...standings.values()].map((s) => s.rank));
  const entity = (name: string, subtitle: string, standing: Standing | undefined, slug = '', best = false) => {
    const history = (histories.get(slug) ?? []).flatMap((p) =>
      p.core_overall_display === null ? [] : [p.core_overall_display],
    );
    const { rank = null, score = null } = standing ?? {};
    const { label } = scoring.overall;
    const noun = overallNoun(scoring);
    return draw.entity({
      name,
      subtitle,
      figures: [
        { label: best ? 'Best rank' : 'Rank', value: rank === null ? '–' : `${tied.has(rank) ? '=' : ''}${rank}` },
        {
          label: best ? `Best ${label.toLowerCase()}` : label,
          value: score === null ? '–' : valueText(scoring.overallFormat, score),
        },
      ],
      history,
      historyLabel:
        history.length < 2
          ? ''
          : `${best ? `Best model's ${noun.charAt(0).toLowerCase()}${noun.slice(1)}` : noun}, last ${history.length} runs`,
    });
  };
  for (const { slug, name, provider } of ctx.dataset.models)
    yield [CARD_PATHS.model(slug), entity(name, `by ${provider}`, standings.get(slug), slug)];
  for (const { id, name, models, bestRank, bestScore } of ctx.providers()) {
    const top = bestRank === null ? undefined : models[0];
    const subtitle = `${models.length} ${models.length === 1 ? 'model' : 'models'}${top ? `, best: ${top.name}` : ''}`;
    yield [CARD_PATHS.provider(id), entity(name, subtitle, { rank: bestRank, score: bestScore }, top?.slug, true)];
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
