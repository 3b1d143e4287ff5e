// A permalink page per published run at `/runs/{run_id}/` (its leaderboard, with links to the runs before and
// after it) and the list of runs at `/runs/`. A run's page depends on the runs up to it and on which run follows
// it: it is taken from the previous output while neither changed.
import { weekTagOf } from '../../compute/iso-week.ts';
import type { EvalRun, Model } from '../../data/schema.ts';
import type { RenderContext } from '../context.ts';
import { leaderboardRows } from '../leaderboard-rows.ts';
import { combinedKey } from '../reuse.ts';
import type { SiteFile } from '../types.ts';
import { V1_RUNS_FILE, v1RunCsvFile, v1RunFile } from '../v1-runs.ts';
import { dateHtml, plural } from './format.ts';
import { type Html, html } from './html.ts';
import { dataLinks, type LinkTo, linkerOf, renderPage } from './layout.ts';
import { leaderboardTable } from './leaderboard-table.ts';
import { PAGE_PATHS } from './paths.ts';

function pager(to: LinkTo, previous: EvalRun | undefined, next: EvalRun | undefined): Html {
  const link = (run: EvalRun, rel: string, text: string) =>
    html`<a href="${to(PAGE_PATHS.run(run.run_id))}" rel="${rel}">${text}</a>`;
  return html`<nav aria-label="Runs"><ul class="pager"><li>${previous === undefined ? html`<span class="flat">No earlier run</span>` : link(previous, 'prev', `← Run ${previous.run_id}`)}</li><li><a href="${to(PAGE_PATHS.runs)}">Every run</a></li><li>${next === undefined ? html`<span class="flat">No later run yet</span>` : link(next, 'next', `Run ${next.run_id} →`)}</li></ul></nav>`;
}

function runPage(
  ctx: RenderContext,
  models: ReadonlyMap<string, Model>,
  run: EvalRun,
  previous: EvalRun | undefined,
  next: EvalRun | undefined,
): SiteFile {
  const site = ctx.pageSite;
  const to = linkerOf(site);
  const rows = leaderboardRows(ctx, run, 'core_overall_display');
  const before = ctx.previousFullRuns.get(run.run_id) ?? null;
  const week = weekTagOf(run.published_at);
  const kind =
    run.kind === 'full'
      ? html`A full run: part of the leaderboard's history.`
      : html`A partial run: published for reference, never the leaderboard's latest and never in a model's history.`;
  const compared =
    before === null
      ? html`No full run came before it, so every model is new.`
      : html`Changes are against <a href="${to(PAGE_PATHS.run(before.run_id))}">run ${before.run_id}</a> of ${dateHtml(before.published_at)}.`;
  const main = html`<h1>Run ${run.run_id}</h1>
<p class="lede">Published ${dateHtml(run.published_at)}, in <a href="${to(PAGE_PATHS.week(week))}">week ${week}</a>. ${kind}</p>
<p class="asof">${compared}</p>
${leaderboardTable({ rows, scoring: ctx.dataset.scoring, prices: ctx.offers.prices, dimension: 'core_overall_display', caption: html`${ctx.dataset.scoring.overall.label} ranking of run ${run.run_id}, ${plural(rows.length, 'model')}`, to, models })}
${pager(to, previous, next)}
${dataLinks(to, [
  { label: 'JSON', path: v1RunFile(run.run_id) },
  { label: 'CSV', path: v1RunCsvFile(run.run_id) },
])}`;
  return renderPage(site, {
    path: PAGE_PATHS.run(run.run_id),
    title: `Run ${run.run_id}`,
    description: `The leaderboard of run ${run.run_id} on ${site.name}.`,
    section: 'runs',
    main,
    alternates: [{ type: 'application/json', path: v1RunFile(run.run_id), title: `Run ${run.run_id} (JSON)` }],
  });
}

function runsIndex(ctx: RenderContext): SiteFile {
  const site = ctx.pageSite;
  const to = linkerOf(site);
  const rows = [...ctx.publishedRuns].reverse().map((run) => {
    const week = weekTagOf(run.published_at);
    return html`<tr><th scope="row" class="nowrap"><a href="${to(PAGE_PATHS.run(run.run_id))}">Run ${run.run_id}</a></th><td>${dateHtml(run.published_at)}</td><td class="nowrap"><a href="${to(PAGE_PATHS.week(week))}">${week}</a></td><td>${run.kind}</td><td class="n">${ctx.store.models(run).length}</td></tr>`;
  });
  const main = html`<h1>Runs</h1>
<p class="lede">${plural(ctx.publishedRuns.length, 'published run')}, latest first. Each has a page of its own that never changes once published, but for the link to the run after it.</p>
<section class="scroll" aria-label="Runs table" tabindex="0"><table>
<caption>Published runs</caption>
<thead><tr><th scope="col">Run</th><th scope="col">Published</th><th scope="col">Week</th><th scope="col">Kind</th><th scope="col" class="n">Models</th></tr></thead>
<tbody>${rows}</tbody>
</table></section>
${dataLinks(to, [{ label: 'JSON', path: V1_RUNS_FILE }])}`;
  return renderPage(site, {
    path: PAGE_PATHS.runs,
    title: 'Runs',
    description: `Every published run of ${site.name}.`,
    section: 'runs',
    main,
  });
}

/** The run pages, run by run (each taken from the previous output while its inputs and next run hold), and their list. */
export function renderRunPages(ctx: RenderContext): { ofRun(run: EvalRun): Iterable<SiteFile>; index: SiteFile } {
  const runs = ctx.publishedRuns;
  const positions = new Map(runs.map((run, i) => [run, i]));
  const models = new Map(ctx.dataset.models.map((m) => [m.slug, m]));
  return {
    ofRun(run) {
      const i = positions.get(run)!;
      const previous = runs[i - 1];
      const next = runs[i + 1];
      const key = combinedKey(['run-page', ctx.reuse.keyOf(run), String(next?.run_id ?? '')]);
      return ctx.reuse.files(`pages/runs/${run.run_id}`, key, () => [runPage(ctx, models, run, previous, next)]);
    },
    get index() {
      return runsIndex(ctx);
    },
  };
}
