// A page per provider at `/providers/{id}/` (its models with rank, scores and prices, their overall scores over
// time, its incidents) and the list of providers at `/providers/`. They change with every published full run.
import type { LeaderboardRow } from '../../compute/leaderboard.ts';
import type { ModelHistoryPoint } from '../../compute/model-history.ts';
import { computeProviders, type ProviderSummary } from '../../compute/providers.ts';
import { scoreValue } from '../../compute/scoring.ts';
import { OVERALL, type Scoring } from '../../schemas/scoring.ts';
import type { RenderContext } from '../context.ts';
import { leaderboardRows } from '../leaderboard-rows.ts';
import type { SiteFile } from '../types.ts';
import { LINE_STYLES, overallChart } from './charts/overall-chart.ts';
import { NO_VALUE, plural, scoreHtml } from './format.ts';
import { type Html, html } from './html.ts';
import { incidentList } from './incidents.ts';
import { type LinkTo, linkerOf, renderPage } from './layout.ts';
import { filterSlot, modelLink, priceCells } from './leaderboard-table.ts';
import { CARD_PATHS, PAGE_PATHS } from './paths.ts';
import { columnHeading, columnLabel, columnValueHtml, overallMirror, overallNoun } from './scores.ts';

function providerTable(
  scoring: Scoring,
  prices: boolean,
  to: LinkTo,
  provider: ProviderSummary,
  rows: ReadonlyMap<string, LeaderboardRow>,
): Html {
  // The score columns after the overall score: the ranked fields, as in every ranking table.
  const mirror = overallMirror(scoring);
  const ranked = scoring.ranked.filter((f) => f.key !== mirror);
  const heads = ranked.map((f) => html`<th scope="col" class="n">${columnHeading(scoring, f.key)}</th>`);
  const body = provider.models.map((m) => {
    const row = rows.get(m.slug);
    const value = (key: string) => columnValueHtml(scoring, key, row === undefined ? null : scoreValue(row, key));
    const scores = ranked.map((f) => html`<td class="n">${value(f.key)}</td>`);
    return html`<tr><th scope="row">${modelLink(to, m.slug, m.name)}</th><td class="n">${row === undefined ? NO_VALUE : row.rank}</td><td class="n">${value(OVERALL)}</td>${scores}${prices ? priceCells(m) : ''}</tr>`;
  });
  const priceHeads = prices
    ? html`<th scope="col" class="n">Input price</th><th scope="col" class="n">Output price</th>`
    : '';
  return html`${filterSlot(provider.models.length)}<section class="scroll" aria-label="Models of the provider" tabindex="0"><table class="sortable">
<caption>Models of <bdi>${provider.name}</bdi> in the latest published run</caption>
<thead><tr><th scope="col">Model</th><th scope="col" class="n">Rank</th><th scope="col" class="n">${columnLabel(scoring, OVERALL)}</th>${heads}${priceHeads}</tr></thead>
<tbody>${body}</tbody>
</table></section>`;
}

function providerPage(
  ctx: RenderContext,
  provider: ProviderSummary,
  rows: ReadonlyMap<string, LeaderboardRow>,
  histories: ReadonlyMap<string, ModelHistoryPoint[]>,
): SiteFile {
  const site = ctx.pageSite;
  const { scoring } = ctx.dataset;
  const to = linkerOf(site);
  const lines = provider.models.map((m) => ({ slug: m.slug, name: m.name, points: histories.get(m.slug) ?? [] }));
  const chart = overallChart(scoring, 'provider', lines);
  const noun = overallNoun(scoring);
  const legend = lines.map(
    (l, i) => html`${i > 0 ? '; ' : ''}<bdi>${l.name}</bdi> (${LINE_STYLES[i % LINE_STYLES.length]!.words})`,
  );
  const slugs = new Set(provider.models.map((m) => m.slug));
  const incidents = ctx.dataset.incidents.filter((i) => slugs.has(i.model));
  const names = new Map(provider.models.map((m) => [m.slug, m.name]));
  const standing =
    provider.bestRank === null
      ? html`None of its models is in the latest published run.`
      : html`Its best model is ranked ${provider.bestRank} overall, with ${scoreHtml(provider.bestScore, scoring.overallFormat)}.`;
  const main = html`<h1><bdi>${provider.name}</bdi></h1>
<p class="lede">${plural(provider.models.length, 'model')} on ${site.name}. ${standing}</p>
${providerTable(scoring, ctx.offers.prices, to, provider, rows)}
${ctx.offers.prices ? html`<p class="note">Prices in US dollars per million tokens.</p>\n` : ''}<h2>${noun} over time</h2>
${chart === null ? html`<p>No published full run includes its models yet.</p>` : html`<figure class="lines" tabindex="0">${chart}<figcaption>${noun} per published full run, one line a model: ${legend}. Each model's page has the numbers.</figcaption></figure>`}
<h2>Incidents</h2>
${incidentList(incidents, { to, showModel: true, names, empty: 'No incident reported for its models.' })}`;
  return renderPage(site, {
    path: PAGE_PATHS.provider(provider.id),
    title: provider.name,
    description: `${provider.name} on ${site.name}: its models, their ranks, ${ctx.offers.prices ? 'scores, prices' : 'scores'} and incidents.`,
    section: 'providers',
    main,
    card: {
      path: CARD_PATHS.provider(provider.id),
      alt: `${provider.name}: its models, its best rank and overall score and their history on ${site.name}`,
    },
  });
}

function providersIndex(ctx: RenderContext, providers: readonly ProviderSummary[]): SiteFile {
  const site = ctx.pageSite;
  const { scoring } = ctx.dataset;
  const to = linkerOf(site);
  const body = providers.map(
    (p) =>
      html`<tr><th scope="row"><a href="${to(PAGE_PATHS.provider(p.id))}" dir="auto">${p.name}</a></th><td class="n">${p.models.length}</td><td class="n">${p.bestRank ?? NO_VALUE}</td><td class="n">${scoreHtml(p.bestScore, scoring.overallFormat)}</td></tr>`,
  );
  const main = html`<h1>Providers</h1>
<p class="lede">${plural(providers.length, 'provider')}, by the rank of their best model in the latest published run.</p>
${filterSlot(providers.length)}<section class="scroll" aria-label="Providers table" tabindex="0"><table class="sortable">
<caption>Every provider</caption>
<thead><tr><th scope="col">Provider</th><th scope="col" class="n">Models</th><th scope="col" class="n">Best rank</th><th scope="col" class="n">Best ${scoring.overall.label.toLowerCase()}</th></tr></thead>
<tbody>${body}</tbody>
</table></section>`;
  return renderPage(site, {
    path: PAGE_PATHS.providers,
    title: 'Providers',
    description: `Every provider on ${site.name}, with its number of models and its best rank.`,
    section: 'providers',
    main,
  });
}

/** The identifiers of the providers (their page addresses). */
export function providerIds(ctx: RenderContext): string[] {
  return computeProviders(ctx.dataset.models, new Map()).map((p) => p.id);
}

export function* renderProviderPages(ctx: RenderContext): Generator<SiteFile> {
  const providers = ctx.providers();
  const rows = new Map(leaderboardRows(ctx, ctx.latestRun, 'core_overall_display').map((r) => [r.slug, r]));
  const histories = ctx.modelHistories();
  yield providersIndex(ctx, providers);
  for (const provider of providers) yield providerPage(ctx, provider, rows, histories);
}
