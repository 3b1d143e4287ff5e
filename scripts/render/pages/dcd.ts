// The experimental DCD (constraint retention) pages: `/dcd/` (the latest DCD run's table, every model's decay
// over the rounds, the scenario matrix as a heatmap) and a page of cases per subtype at `/dcd/{subtype}/`. They
// are made from the same inputs as the DCD files of the API and taken from the previous output with them.

import { filterCases, orderCases, type PublishedCase } from '../../compute/dcd/cases.ts';
import type { DcdContext } from '../../compute/dcd/context.ts';
import { computeDcdLeaderboard } from '../../compute/dcd/leaderboard.ts';
import { computeDcdMatrix } from '../../compute/dcd/matrix.ts';
import { DCD_ROUNDS, DCD_SUBTYPES, type DcdSubtype } from '../../data/schema.ts';
import type { RenderContext } from '../context.ts';
import { DCD_DECAY_FILE, DCD_MATRIX_FILE, dcdCasesFile, dcdLeaderboardFile } from '../dcd/paths.ts';
import type { GroupKey, SiteFile } from '../types.ts';
import { decayChart, SMALL_DECAY_BOX } from './charts/decay-chart.ts';
import { heatScale } from './charts/heatmap.ts';
import { dateHtml, fixed2, NO_VALUE, percent, plural, rankText, tiedRanks } from './format.ts';
import { type Html, html } from './html.ts';
import { dataLinks, type LinkTo, linkerOf, renderPage } from './layout.ts';
import { modelLink } from './leaderboard-table.ts';
import { PAGE_PATHS } from './paths.ts';

const SUBTYPE_NAMES: Record<DcdSubtype, string> = {
  data_boundary: 'Data boundary',
  resource_limit: 'Resource limit',
  business_rule: 'Business rule',
  security: 'Security',
  engineering: 'Engineering',
};

const EXPERIMENTAL = html`<span class="badge-exp">experimental</span>`;

const INTRO = html`<p class="lede">DCD measures how well a model keeps to the constraints it was given as a dialogue goes on: each scenario states constraints (data it must not reveal, limits, business rules, security and engineering requirements) and checks them again over three rounds, R1 to R3. A model that keeps every constraint retains 100% from round to round. These figures are experimental: the method may still change, and they are not part of the overall score.</p>`;

function leaderboardSection(dcd: DcdContext, to: LinkTo): Html {
  const latest = dcd.latest!;
  const rows = computeDcdLeaderboard(latest.ranking(), dcd.models, dcd.mainFor(latest.run).standings);
  const tied = tiedRanks(rows.map((r) => r.rank));
  const body = rows.map(
    (r) =>
      html`<tr><td class="n">${rankText(r.rank, tied.has(r.rank))}</td><th scope="row">${modelLink(to, r.slug, r.name)}</th><td class="n k">${fixed2(r.dcd_score)}</td>${DCD_ROUNDS.map((round) => html`<td class="n">${percent(r.rounds[round].pass_rate)}</td>`)}<td class="n">${r.decay_coefficient === null ? NO_VALUE : fixed2(r.decay_coefficient)}</td><td class="n">${r.main_rank ?? NO_VALUE}</td></tr>`,
  );
  return html`<h2>Ranking</h2>
<section class="scroll" aria-label="DCD ranking table" tabindex="0"><table>
<caption>DCD ranking of DCD run ${latest.run.run_id}, ${plural(rows.length, 'model')}</caption>
<thead><tr><th scope="col" class="n">Rank</th><th scope="col">Model</th><th scope="col" class="n k" aria-sort="descending">DCD score</th><th scope="col" class="n">R1 pass</th><th scope="col" class="n">R2 pass</th><th scope="col" class="n">R3 pass</th><th scope="col" class="n">Retention</th><th scope="col" class="n">Main rank</th></tr></thead>
<tbody>${body}</tbody>
</table></section>
<p class="note">DCD score: the mean of the three rounds' scores. Pass rate: checks passed of checks run. Retention: the square root of the R3 pass rate divided by the R1 pass rate, the share kept per round step. Main rank: the model's overall rank on the main leaderboard when this DCD run was published.</p>`;
}

function decaySection(ctx: RenderContext, dcd: DcdContext, to: LinkTo): Html {
  const medians = ctx.latestDcd()!.medians;
  const rates = [
    ...dcd.latest!.ranking().flatMap((m) => DCD_ROUNDS.map((r) => m.rounds[r].pass_rate)),
    ...DCD_ROUNDS.map((r) => medians[r]),
  ].filter((v): v is number => v !== null);
  const yDomain = [Math.min(...rates), Math.max(...rates)] as const;
  const items = dcd.latest!.ranking().map((m, i) => {
    const name = dcd.models.get(m.slug)?.name ?? m.slug;
    const chart = decayChart({
      id: `decay-${i + 1}`,
      name,
      passRates: { R1: m.rounds.R1.pass_rate, R2: m.rounds.R2.pass_rate, R3: m.rounds.R3.pass_rate },
      medians,
      box: SMALL_DECAY_BOX,
      compact: true,
      yDomain,
    });
    return html`<li><h3>${modelLink(to, m.slug, name)}</h3>${chart}</li>`;
  });
  return html`<h2>Decay over the rounds</h2>
<p>Each model's pass rate in R1, R2 and R3 (solid line, circles, with its values) against the median of every model (dashed line, squares). A flatter line keeps more of its constraints.</p>
<ul class="multiples">${items}</ul>`;
}

function matrixSection(dcd: DcdContext, to: LinkTo): Html {
  const latest = dcd.latest!;
  const order = new Map(latest.ranking().map((m, i) => [m.slug, i]));
  const results = [...dcd.resultsOf(latest.run)].sort((a, b) => (order.get(a.model) ?? 0) - (order.get(b.model) ?? 0));
  const matrix = computeDcdMatrix(results);
  const colour = heatScale(matrix.models.flatMap((row) => DCD_SUBTYPES.map((s) => row.cells[s])));
  const mark = (s: DcdSubtype) =>
    s === matrix.hardest
      ? html` <span class="tag">hardest</span>`
      : s === matrix.easiest
        ? html` <span class="tag">easiest</span>`
        : '';
  const head = DCD_SUBTYPES.map((s) => html`<th scope="col" class="n">${SUBTYPE_NAMES[s]}${mark(s)}</th>`);
  const rows = matrix.models.map((row) => {
    const name = dcd.models.get(row.slug)?.name ?? row.slug;
    const cells = DCD_SUBTYPES.map((s) => {
      const c = colour(row.cells[s]);
      return html`<td class="cell h${c.step}">${fixed2(row.cells[s])}</td>`;
    });
    return html`<tr><th scope="row">${modelLink(to, row.slug, name)}</th>${cells}</tr>`;
  });
  const averages = DCD_SUBTYPES.map(
    (s) => html`<td class="n">${matrix.averages[s] === null ? NO_VALUE : fixed2(matrix.averages[s]!)}</td>`,
  );
  const callout = (label: string, s: DcdSubtype | null) =>
    s === null
      ? ''
      : html`<li><strong>${label}:</strong> ${SUBTYPE_NAMES[s]}, mean ${fixed2(matrix.averages[s]!)}</li>`;
  return html`<h2>Scenario matrix</h2>
<p>The mean score over the three rounds of each model in each scenario. The stronger the blue, the higher the score; every cell states its number.</p>
<ul class="callouts">${callout('Hardest scenario', matrix.hardest)}${callout('Easiest scenario', matrix.easiest)}</ul>
<div class="legend" aria-hidden="true"><span>lower</span><span class="ramp"></span><span>higher</span></div>
<section class="scroll" aria-label="Scenario matrix" tabindex="0"><table class="heat">
<caption>Mean scenario score per model, DCD run ${latest.run.run_id}</caption>
<thead><tr><th scope="col">Model</th>${head}</tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th scope="row">Mean of every model</th>${averages}</tr></tfoot>
</table></section>`;
}

function casesIndex(dcd: DcdContext, to: LinkTo): Html {
  const cases = dcd.casesOf(dcd.latest!.run);
  const items = DCD_SUBTYPES.map((s) => {
    const count = cases.filter((c) => c.subtype === s).length;
    return html`<li><a href="${to(PAGE_PATHS.dcdCases(s))}">${SUBTYPE_NAMES[s]}</a>: ${plural(count, 'case')}</li>`;
  });
  return html`<h2>Cases</h2><p>The violations recorded in this run, with a summary of each dialogue, by scenario:</p><ul>${items}</ul>`;
}

function runLine(dcd: DcdContext, to: LinkTo): Html {
  const latest = dcd.latest!;
  const main = dcd.mainFor(latest.run).run;
  return html`<p class="asof">DCD run ${latest.run.run_id}, published ${dateHtml(latest.run.published_at)}${main === null ? '' : html`, compared with the main leaderboard of <a href="${to(PAGE_PATHS.run(main.run_id))}">run ${main.run_id}</a>`}.</p>`;
}

function dcdPage(ctx: RenderContext, dcd: DcdContext): SiteFile {
  const site = ctx.pageSite;
  const to = linkerOf(site);
  const content =
    dcd.latest === null
      ? html`<p>No DCD run is published yet.</p>`
      : html`${runLine(dcd, to)}${leaderboardSection(dcd, to)}${decaySection(ctx, dcd, to)}${matrixSection(dcd, to)}${casesIndex(dcd, to)}`;
  const main = html`<h1>Constraint retention (DCD) ${EXPERIMENTAL}</h1>
${INTRO}
${content}
${dataLinks(to, [
  { label: 'Ranking (JSON)', path: dcdLeaderboardFile() },
  { label: 'Decay (JSON)', path: DCD_DECAY_FILE },
  { label: 'Matrix (JSON)', path: DCD_MATRIX_FILE },
])}`;
  return renderPage(site, {
    path: PAGE_PATHS.dcd,
    title: 'Constraint retention (DCD)',
    description: `Experimental constraint-retention (DCD) results on ${site.name}.`,
    section: 'dcd',
    main,
  });
}

function caseItem(to: LinkTo, dcd: DcdContext, c: PublishedCase): Html {
  const name = dcd.models.get(c.model)?.name ?? c.model;
  const scoring = Object.entries(c.scoring).map(
    ([key, value]) => html`<div><dt>${key}</dt><dd>${typeof value === 'number' ? String(value) : value}</dd></div>`,
  );
  return html`<li id="${c.id}"><h2><bdi>${c.id}</bdi> · ${modelLink(to, c.model, name)}</h2>
<p class="meta">${c.round} · <span class="sev-${c.severity}">${c.severity} severity</span> · score ${fixed2(c.score)}</p>
<p><strong>Constraint:</strong> <bdi>${c.constraint}</bdi></p>
<p><strong>What happened:</strong> <bdi>${c.summary}</bdi></p>
${scoring.length === 0 ? '' : html`<dl class="scoring">${scoring}</dl>`}</li>`;
}

function casesPage(ctx: RenderContext, dcd: DcdContext, subtype: DcdSubtype): SiteFile {
  const site = ctx.pageSite;
  const to = linkerOf(site);
  const run = dcd.latest?.run ?? null;
  const cases = filterCases(orderCases(run === null ? [] : dcd.casesOf(run)), { subtype, model: null });
  const others = DCD_SUBTYPES.map(
    (s) =>
      html`<li><a href="${to(PAGE_PATHS.dcdCases(s))}"${s === subtype ? html` aria-current="page"` : ''}>${SUBTYPE_NAMES[s]}</a></li>`,
  );
  const main = html`<h1>${SUBTYPE_NAMES[subtype]} cases ${EXPERIMENTAL}</h1>
<nav class="tabs" aria-label="Scenarios"><ul>${others}</ul></nav>
<p class="lede">${run === null ? 'No DCD run is published yet.' : html`${plural(cases.length, 'case')} of DCD run ${run.run_id} (${dateHtml(run.published_at)}), the most severe first, then the lowest score.`} Back to the <a href="${to(PAGE_PATHS.dcd)}">DCD overview</a>.</p>
${cases.length === 0 ? html`<p>No case in this scenario.</p>` : html`<ul class="cases">${cases.map((c) => caseItem(to, dcd, c))}</ul>`}
${dataLinks(to, [{ label: 'JSON', path: dcdCasesFile(subtype, null, 'all') }])}`;
  return renderPage(site, {
    path: PAGE_PATHS.dcdCases(subtype),
    title: `${SUBTYPE_NAMES[subtype]} cases`,
    description: `DCD cases of the ${SUBTYPE_NAMES[subtype].toLowerCase()} scenario on ${site.name}.`,
    section: 'dcd',
    main,
  });
}

/** The DCD pages, made with the DCD files' key (render/dcd/section.ts): reused whenever those are. */
export function renderDcdPages(ctx: RenderContext, key: GroupKey): Iterable<SiteFile> {
  return ctx.reuse.files('pages/dcd', key, function* () {
    const dcd = ctx.dcd();
    yield dcdPage(ctx, dcd);
    for (const subtype of DCD_SUBTYPES) yield casesPage(ctx, dcd, subtype);
  });
}
