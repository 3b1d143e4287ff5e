// A page per model at `/models/{slug}/` and the list of every model at `/models/`: where the model stands,
// its scores and price, its recent history as a chart with the same numbers in a table, its incidents, its DCD
// figures, and the badge to embed. These pages change with every published full run.
import { computeComparePairs } from '../../compute/compare-pairs.ts';
import { MODEL_HISTORY_POINTS, type ModelHistoryPoint } from '../../compute/model-history.ts';
import { computeModelProfile, type ModelProfile } from '../../compute/profile.ts';
import { labelValue, scoreValue } from '../../compute/scoring.ts';
import { DCD_ROUNDS, type Incident, type Model } from '../../data/schema.ts';
import { compareText } from '../../lib/compare.ts';
import { MODEL_FIELDS, type ModelFacts, type ModelField, modelFacts } from '../../schemas/model-fields.ts';
import { OVERALL, type Scoring } from '../../schemas/scoring.ts';
import { badgeFiles } from '../badges.ts';
import type { RenderContext } from '../context.ts';
import { dcdModelFile } from '../dcd/paths.ts';
import { leaderboardRows } from '../leaderboard-rows.ts';
import { absoluteUrl } from '../links.ts';
import type { SiteFile } from '../types.ts';
import { v1ChangesModelFile } from '../v1-changes.ts';
import { V1_MODELS_CSV_FILE, V1_MODELS_INDEX_FILE } from '../v1-models.ts';
import { decayChart } from './charts/decay-chart.ts';
import { historyChart, historyParts } from './charts/history-chart.ts';
import {
  dateHtml,
  fixed2,
  groupedText,
  halfWidthText,
  NO_VALUE,
  percent,
  plural,
  rangeText,
  rankText,
  scoreHtml,
  tiedRanks,
  valueText,
} from './format.ts';
import { escapeText, type Html, html } from './html.ts';
import { incidentList } from './incidents.ts';
import { dataLinks, type LinkTo, linkerOf, renderPage } from './layout.ts';
import { facetAttributes, filterSlot, modelLink, priceText, providerLink } from './leaderboard-table.ts';
import { CARD_PATHS, PAGE_PATHS } from './paths.ts';
import { capText, columnHeading, columnLabel, isCapped, labelHtml, scaleWords } from './scores.ts';

function fact(label: string, value: Html | string, note?: Html | string): Html {
  return html`<div><dt>${label}</dt><dd>${value}${note === undefined ? '' : html` <small>${note}</small>`}</dd></div>`;
}

function standingLine(ctx: RenderContext, to: LinkTo, profile: ModelProfile): Html {
  const latest = ctx.latestRun;
  const rank = profile.dimensions?.core_overall_display.rank;
  if (profile.run === null) return html`<p class="asof">Not in any published full run yet.</p>`;
  const runLink = html`<a href="${to(PAGE_PATHS.run(profile.run.run_id))}">run ${profile.run.run_id}</a>`;
  if (latest !== null && profile.run.run_id === latest.run_id) {
    return html`<p class="asof">Rank ${rank} overall in ${runLink}, published ${dateHtml(profile.run.published_at)}.</p>`;
  }
  return html`<p class="asof">Not in the latest published run. Last ranked ${rank} overall in ${runLink}, published ${dateHtml(profile.run.published_at)}.</p>`;
}

/**
 * The score fields that are neither part of the overall score nor ranked nor shown beside a label, in a sentence
 * ("Judgment and communication are side scores"); nothing without any.
 */
function sideScores(scoring: Scoring): string {
  const side = scoring.fields.filter(
    (f) =>
      f.ranking === null && !Object.hasOwn(scoring.overall.weights, f.key) && scoring.words.beside[f.key] === undefined,
  );
  const names = side.map((f, i) => (i === 0 ? f.label : f.label.toLowerCase()));
  if (names.length === 0) return '';
  const list = names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return names.length === 1
    ? `${list} is a side score: it is not part of the overall score.`
    : `${list} are side scores: they are not part of the overall score.`;
}

/** A model fact as a page shows it: a day, yes or no, the licence's text, a count of tokens; a dash when not given. */
function modelFactHtml(field: ModelField, facts: ModelFacts): Html | string {
  const value = facts[field.key];
  if (value === null) return NO_VALUE;
  if (field.kind === 'date') return dateHtml(value as string);
  if (field.kind === 'boolean') return value ? 'yes' : 'no';
  if (field.kind === 'tokens') return `${groupedText(value as number)} tokens`;
  return html`<bdi>${value as string}</bdi>`;
}

/** The facts the model's file gives (release day, open weights, licence, context window), or nothing without any. */
function aboutOf(model: Model): Html {
  const facts = modelFacts(model);
  const given = MODEL_FIELDS.filter((f) => facts[f.key] !== null);
  if (given.length === 0) return html``;
  return html`<dl class="about">${given.map((f) => html`<div><dt>${f.label}</dt><dd>${modelFactHtml(f, facts)}</dd></div>`)}</dl>`;
}

function factsOf(scoring: Scoring, profile: ModelProfile, prices: boolean): Html {
  const scores = profile.scores;
  const dims = profile.dimensions;
  if (scores === null || dims === null) return html``;
  // The rank, and the ranks the intervals allow where they are more than one.
  const ranked = (field: string) => {
    const { rank, rank_range: range } = dims[field]!;
    return range === null || range[0] === range[1] ? `rank ${rank}` : `rank ${rank}, could be ${rangeText(range)}`;
  };
  /** A score and its interval's half-width where it has one. */
  const valued = (key: string, value: number | null, halfWidth: number | undefined) => {
    const format = scoring.formatOf(key);
    if (value === null) return NO_VALUE;
    const text = valueText(format, value);
    return halfWidth === undefined ? text : html`${text}<span class="pm"> ${halfWidthText(format, halfWidth)}</span>`;
  };
  const capped = isCapped(scoring, scores)
    ? html`<small>capped at ${capText(scoring)}, uncapped ${valueText(scoring.overallFormat, scores.core_overall_raw!)}</small>`
    : html`<small>${ranked(OVERALL)}</small>`;
  const pricing = profile.pricing;
  const price = !prices
    ? ''
    : pricing === null
      ? html`${fact('Price', NO_VALUE, 'not published')}\n`
      : html`${fact(
          'Price per Mtok',
          `${priceText(pricing.input_per_mtok)} / ${priceText(pricing.output_per_mtok)}`,
          'input / output',
        )}\n`;
  const beside = new Set(Object.values(scoring.words.beside));
  const scoreFacts = scoring.fields.map((f) => {
    const label = scoring.words.beside[f.key];
    // A missing value ranks after every model with one: its rank says nothing a reader needs.
    const note =
      label !== undefined
        ? labelHtml(scoring, label, labelValue(scores, label))
        : scoreValue(scores, f.key) === null
          ? 'not given'
          : `${ranked(f.key)}${f.better === 'lower' ? ', lower is better' : ''}`;
    return html`${fact(f.label, valued(f.key, scoreValue(scores, f.key), profile.ci95?.[f.key]), note)}\n`;
  });
  const labelFacts = scoring.labels
    .filter((l) => !beside.has(l.key))
    .map(
      (l) =>
        html`<div><dt>${l.label}</dt><dd class="word">${labelHtml(scoring, l.key, labelValue(scores, l.key))}</dd></div>\n`,
    );
  const side = sideScores(scoring);
  return html`<dl class="facts">
<div><dt>${scoring.overall.label}</dt><dd>${valued(OVERALL, scores.core_overall_display, profile.ci95?.core_overall_display)} ${capped}</dd></div>
${scoreFacts}${labelFacts}${price}</dl>
${side === '' ? '' : html`<p class="note">${side}</p>`}`;
}

function historyTable(scoring: Scoring, to: LinkTo, points: readonly ModelHistoryPoint[]): Html {
  const parts = historyParts(scoring);
  const cap = scoring.overall.cap;
  const rows = [...points]
    .reverse()
    .map(
      (p) =>
        html`<tr><th scope="row"><a href="${to(PAGE_PATHS.run(p.run_id))}">${p.run_id}</a></th><td>${dateHtml(p.published_at)}</td><td class="n">${scoreHtml(p.core_overall_display, scoring.overallFormat)}</td>${parts.map((f, i) => html`<td class="n">${scoreHtml(p.parts[i] ?? null, f)}</td>`)}<td class="n">${p.rank}</td>${cap === null ? '' : html`<td>${labelHtml(scoring, cap.label, p.capLabel)}</td>`}</tr>`,
    );
  const heads = parts.map((f) => html`<th scope="col" class="n">${columnHeading(scoring, f.key)}</th>`);
  const capHead = cap === null ? '' : html`<th scope="col">${scoring.label(cap.label)!.label}</th>`;
  return html`<details><summary>The numbers of the chart (${plural(points.length, 'run')})</summary>
<section class="scroll" aria-label="Score history table" tabindex="0"><table>
<caption>Scores per published run, latest first</caption>
<thead><tr><th scope="col">Run</th><th scope="col">Published</th><th scope="col" class="n">${columnLabel(scoring, OVERALL)}</th>${heads}<th scope="col" class="n">Rank</th>${capHead}</tr></thead>
<tbody>${rows}</tbody>
</table></section></details>`;
}

function historySection(scoring: Scoring, to: LinkTo, model: Model, points: readonly ModelHistoryPoint[]): Html {
  const chart = historyChart(scoring, 'history', model.name, points);
  if (chart === null) return html`<h2>History</h2><p>No published full run includes this model yet.</p>`;
  // A band needs two neighbouring runs with an interval (charts/line-chart.ts).
  const banded = points.some((p, i) => p.core_overall_ci95 != null && points[i + 1]?.core_overall_ci95 != null);
  const window =
    points.length === MODEL_HISTORY_POINTS
      ? `its last ${MODEL_HISTORY_POINTS} published full runs`
      : `every published full run it is in (${points.length})`;
  return html`<h2>History</h2>
<figure class="lines" tabindex="0">${chart}<figcaption>${historyLegend(scoring)} over ${window}.${banded ? ' The shaded band is the overall score’s 95% interval, in the runs that give one.' : ''} Every model and run is in the <a href="${to('/v1/history.json')}">history export</a>.</figcaption></figure>
${historyTable(scoring, to, points)}`;
}

/** The chart's lines in words: `Overall (solid, circles), execution (dashed, squares) and grounding (dotted, triangles)`. */
function historyLegend(scoring: Scoring): string {
  const styles = ['dashed, squares', 'dotted, triangles', 'grey, diamonds'];
  const parts = historyParts(scoring).map((f, i) => `${f.label.toLowerCase()} (${styles[i]})`);
  // One line alone needs no style to tell it by.
  if (parts.length === 0) return `${scoring.overall.label}${scaleWords(scoring)}`;
  const first = `${scoring.overall.label} (solid, circles)`;
  return `${[first, ...parts.slice(0, -1)].join(', ')} and ${parts.at(-1)}${scaleWords(scoring)}`;
}

function dcdSection(ctx: RenderContext, to: LinkTo, model: Model): Html {
  const dcd = ctx.latestDcd();
  const entry = dcd?.ranking.find((m) => m.slug === model.slug);
  if (dcd === null || entry === undefined) {
    return html`<h2>Constraint retention (DCD) <span class="badge-exp">experimental</span></h2><p>Not in the latest DCD run.</p>`;
  }
  const rows = DCD_ROUNDS.map(
    (round) =>
      html`<tr><th scope="row">${round}</th><td class="n">${percent(entry.rounds[round].pass_rate)}</td><td class="n">${fixed2(entry.rounds[round].score)}</td><td class="n">${percent(dcd.medians[round])}</td></tr>`,
  );
  const coefficient = entry.decay.coefficient;
  return html`<h2>Constraint retention (DCD) <span class="badge-exp">experimental</span></h2>
<p>DCD score ${fixed2(entry.dcd_score)}, rank ${entry.rank} of ${dcd.ranking.length} in <a href="${to(PAGE_PATHS.dcd)}">DCD run ${dcd.run.run_id}</a> (${dateHtml(dcd.run.published_at)}). Retention per round: ${coefficient === null ? NO_VALUE : fixed2(coefficient)} (the square root of R3 ÷ R1 pass rates; 1 keeps every constraint).</p>
<div class="groups"><figure>${decayChart({ id: 'decay', name: model.name, passRates: { R1: entry.rounds.R1.pass_rate, R2: entry.rounds.R2.pass_rate, R3: entry.rounds.R3.pass_rate }, medians: dcd.medians })}<figcaption>Pass rate per round: this model (solid, circles) and the median of every model in the run (dashed, squares).</figcaption></figure>
<section class="scroll" aria-label="DCD rounds table" tabindex="0"><table><caption>DCD rounds</caption>
<thead><tr><th scope="col">Round</th><th scope="col" class="n">Pass rate</th><th scope="col" class="n">Score</th><th scope="col" class="n">Median pass rate</th></tr></thead>
<tbody>${rows}</tbody></table></section></div>`;
}

function badgeSection(ctx: RenderContext, to: LinkTo, model: Model): Html {
  const site = ctx.pageSite;
  const files = badgeFiles(model.slug);
  const image = absoluteUrl(site, files.svg);
  const page = absoluteUrl(site, PAGE_PATHS.model(model.slug));
  // The snippets are text to copy: the name is escaped for the language of each (then for this page, by html),
  // and shown isolated (<bdi>, which copies as nothing): a right-to-left name leaves the rest of its line in order.
  const markdownText = (text: string) => text.replace(/[\\[\]]/g, (c) => `\\${c}`);
  const name = (text: string) => html`<bdi>${text}</bdi>`;
  const markdown = [`[![`, name(markdownText(model.name)), `${markdownText(` on ${site.name}`)}](${image})](${page})`];
  const alt = `${escapeText(`: rank and score on ${site.name}`)}"></a>`;
  const markup = [`<a href="${page}"><img src="${image}" alt="`, name(escapeText(model.name)), alt];
  const widget = `<div data-type="badge" data-model="${model.slug}"></div>\n<script src="${absoluteUrl(site, '/widget.js')}" async></script>`;
  return html`<h2>Badge</h2>
<p><img src="${to(files.svg)}" alt="${model.name}: its rank and overall score as a badge"></p>
<p>Markdown:</p><pre><code>${markdown}</code></pre>
<p>HTML:</p><pre><code>${markup}</code></pre>
<p>Live widget (updates with every run):</p><pre><code>${widget}</code></pre>`;
}

/** Links to the pre-rendered comparisons of the model (compute/compare-pairs.ts). */
function compareWith(to: LinkTo, model: Model, partners: readonly string[], names: ReadonlyMap<string, string>): Html {
  if (partners.length === 0) return html``;
  const links = partners.map((other, i) => {
    const [a, b] = model.slug < other ? [model.slug, other] : [other, model.slug];
    return html`${i > 0 ? ', ' : ''}<a href="${to(PAGE_PATHS.comparePair(a, b))}" dir="auto">${names.get(other) ?? other}</a>`;
  });
  return html`<p>Compare with ${links}, or <a href="${to(PAGE_PATHS.compare)}?models=${model.slug}">any models</a>.</p>`;
}

function modelPage(
  ctx: RenderContext,
  model: Model,
  histories: ReadonlyMap<string, ModelHistoryPoint[]>,
  partners: ReadonlyMap<string, readonly string[]>,
  names: ReadonlyMap<string, string>,
): SiteFile {
  const site = ctx.pageSite;
  const to = linkerOf(site);
  const profile = computeModelProfile(ctx, model);
  const incidents = ctx.dataset.incidents.filter((i: Incident) => i.model === model.slug);
  const data = [
    { label: 'Profile (JSON)', path: `/v1/models/${model.slug}.json` },
    { label: 'Changes and incidents (JSON)', path: v1ChangesModelFile(model.slug) },
    ...(ctx.offers.dcd ? [{ label: 'DCD (JSON)', path: dcdModelFile(model.slug) }] : []),
    { label: 'Badge (shields.io JSON)', path: badgeFiles(model.slug).shields },
  ];
  const main = html`<h1><bdi>${model.name}</bdi></h1>
<p class="lede">By ${providerLink(to, model)} · <code>${model.slug}</code></p>
${aboutOf(model)}
${standingLine(ctx, to, profile)}
${compareWith(to, model, partners.get(model.slug) ?? [], names)}
${factsOf(ctx.dataset.scoring, profile, ctx.offers.prices)}
${historySection(ctx.dataset.scoring, to, model, histories.get(model.slug) ?? [])}
<h2>Incidents</h2>
${incidentList(incidents, { to, showModel: false, empty: 'No incident reported for this model.' })}
${ctx.offers.dcd ? dcdSection(ctx, to, model) : ''}
${badgeSection(ctx, to, model)}
${dataLinks(to, data)}`;
  return renderPage(site, {
    path: PAGE_PATHS.model(model.slug),
    title: model.name,
    description: `${model.name} by ${model.provider}: scores, rank, history and incidents on ${site.name}.`,
    section: 'models',
    main,
    card: {
      path: CARD_PATHS.model(model.slug),
      alt: `${model.name} by ${model.provider}: rank, overall score and its history on ${site.name}`,
    },
    alternates: [{ type: 'application/json', path: `/v1/models/${model.slug}.json`, title: 'Profile (JSON)' }],
  });
}

function modelsIndex(ctx: RenderContext): SiteFile {
  const site = ctx.pageSite;
  const { scoring } = ctx.dataset;
  const to = linkerOf(site);
  const standings = ctx.standings();
  // In the ranking's order, tied models as the leaderboard lists them (standings are in that order); then the
  // models outside the latest run by name.
  const place = new Map([...standings.keys()].map((slug, i) => [slug, i]));
  const models = [...ctx.dataset.models].sort(
    (a, b) => (place.get(a.slug) ?? Infinity) - (place.get(b.slug) ?? Infinity) || compareText(a.name, b.name),
  );
  const tied = tiedRanks([...standings.values()].map((s) => s.rank));
  // The facts some model's file gives: a column no model has anything for is left out.
  const shown = MODEL_FIELDS.filter((f) => models.some((m) => modelFacts(m)[f.key] !== null));
  const rows = models.map((m) => {
    const standing = standings.get(m.slug);
    const facts = modelFacts(m);
    const cells = shown.map(
      (f) => html`<td${f.kind === 'tokens' ? html` class="n"` : ''}>${modelFactHtml(f, facts)}</td>`,
    );
    return html`<tr${facetAttributes(m)}><th scope="row">${modelLink(to, m.slug, m.name)}</th><td class="pv">${providerLink(to, m)}</td><td class="n">${standing === undefined ? NO_VALUE : rankText(standing.rank, tied.has(standing.rank))}</td><td class="n">${scoreHtml(standing?.score ?? null, scoring.overallFormat)}</td>${cells}</tr>`;
  });
  const main = html`<h1>Models</h1>
<p class="lede">${plural(models.length, 'model')}, by their overall rank in the latest published run; models not in it come last, by name. See also <a href="${to(PAGE_PATHS.providers)}">every provider</a> and <a href="${to(PAGE_PATHS.compare)}">compare models</a> side by side.</p>
${filterSlot(models.length, true)}<section class="scroll" aria-label="Models table" tabindex="0"><table class="sortable">
<caption>Every model</caption>
<thead><tr><th scope="col">Model</th><th scope="col">Provider</th><th scope="col" class="n">Rank</th><th scope="col" class="n">${scoring.overall.label}</th>${shown.map((f) => html`<th scope="col"${f.kind === 'tokens' ? html` class="n"` : ''}>${f.label}</th>`)}</tr></thead>
<tbody>${rows}</tbody>
</table></section>
${dataLinks(to, [
  { label: 'JSON', path: V1_MODELS_INDEX_FILE },
  { label: 'CSV', path: V1_MODELS_CSV_FILE },
])}`;
  return renderPage(site, {
    path: PAGE_PATHS.models,
    title: 'Models',
    description: `Every model on ${site.name}.`,
    section: 'models',
    main,
  });
}

export function* renderModelPages(ctx: RenderContext): Generator<SiteFile> {
  const histories = ctx.modelHistories();
  const { partners } = computeComparePairs(
    leaderboardRows(ctx, ctx.latestRun, 'core_overall_display').map((r) => r.slug),
  );
  const names = new Map(ctx.dataset.models.map((m) => [m.slug, m.name]));
  yield modelsIndex(ctx);
  for (const model of ctx.dataset.models) yield modelPage(ctx, model, histories, partners, names);
}
