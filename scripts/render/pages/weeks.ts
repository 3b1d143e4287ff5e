// A page per ISO week at `/weeks/{week}/` (who rose, fell or held, and the week's incidents) and the list of
// weeks at `/weeks/`. A week's page is made from the runs standing at the end of it and of the week before, and
// links to its neighbours: it is taken from the previous output while none of that changed.
import { parseWeek, weekEnd, weekStart } from '../../compute/iso-week.ts';
import { computeTopHistory, type TopHistory } from '../../compute/top-history.ts';
import { changeWeekRun, weeksByRun } from '../../compute/weekly-changes.ts';
import type { EvalRun } from '../../data/schema.ts';
import type { RenderContext } from '../context.ts';
import { combinedKey } from '../reuse.ts';
import type { SiteFile } from '../types.ts';
import { weekKey } from '../weekly-changes.ts';
import { changesTable } from './changes-table.ts';
import { topChart } from './charts/top-chart.ts';
import { dateHtml, dayRangeText, dayText, plural, tiedRanks } from './format.ts';
import { type Html, html } from './html.ts';
import { incidentList } from './incidents.ts';
import { dataLinks, type LinkTo, linkerOf, renderPage } from './layout.ts';
import { CARD_PATHS, PAGE_PATHS } from './paths.ts';
import { overallNounInText } from './scores.ts';

const DAY_MS = 86_400_000;

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The first and last day of a week, as ISO dates. */
function weekDays(week: string): { first: string; last: string } {
  const parsed = parseWeek(week);
  if (parsed === null) throw new Error(`not an ISO week: ${week}`);
  return { first: isoDay(weekStart(parsed)), last: isoDay(weekEnd(parsed) - DAY_MS + 1) };
}

function pager(to: LinkTo, previous: string | undefined, next: string | undefined): Html {
  return html`<nav aria-label="Weeks"><ul class="pager"><li>${previous === undefined ? html`<span class="flat">No earlier week</span>` : html`<a href="${to(PAGE_PATHS.week(previous))}" rel="prev">← ${previous}</a>`}</li><li><a href="${to(PAGE_PATHS.weeks)}">Every week</a></li><li>${next === undefined ? html`<span class="flat">No later week yet</span>` : html`<a href="${to(PAGE_PATHS.week(next))}" rel="next">${next} →</a>`}</li></ul></nav>`;
}

function weekPage(ctx: RenderContext, week: string, previous: string | undefined, next: string | undefined): SiteFile {
  const site = ctx.pageSite;
  const { scoring } = ctx.dataset;
  const to = linkerOf(site);
  const changes = ctx.weeklyChanges(week);
  const { first, last } = weekDays(week);
  const incidents = ctx.dataset.incidents.filter((i) => i.date >= first && i.date <= last);
  const names = new Map(ctx.dataset.models.map((m) => [m.slug, m.name]));
  const current = changes.currentRun;
  const before = changes.previousRun;
  const runLink = (id: number) => html`<a href="${to(PAGE_PATHS.run(id))}">run ${id}</a>`;
  let compared: Html;
  if (current === null) compared = html`<p>No published full run by the end of this week.</p>`;
  else if (before === null)
    compared = html`<p>The first published full run, ${runLink(current.run_id)} of ${dateHtml(current.published_at)}: every model is new.</p>`;
  else if (before.run_id === current.run_id)
    compared = html`<p>No new run this week: ${runLink(current.run_id)} of ${dateHtml(current.published_at)} still stands, so every model holds its place.</p>`;
  else
    compared = html`<p>Run <a href="${to(PAGE_PATHS.run(current.run_id))}">${current.run_id}</a> of ${dateHtml(current.published_at)}, the latest by the end of the week, against ${runLink(before.run_id)} of ${dateHtml(before.published_at)}, the latest a week earlier. A model rises or falls when its ${overallNounInText(scoring)} moves by at least ${site.changes.threshold}; a model with a steady score can still change rank as others rise and fall.</p>`;
  const everyone = [...changes.rising, ...changes.falling, ...changes.stable];
  const tied = {
    now: tiedRanks(everyone.map((e) => e.rank)),
    before: tiedRanks(everyone.flatMap((e) => (e.previous_rank === null ? [] : [e.previous_rank]))),
  };
  const main = html`<h1>Week ${week}</h1>
<p class="lede">${dayText(first)} to ${dayText(last)} (ISO week, UTC)</p>
${compared}
<div class="groups">
${changesTable(scoring, to, 'Rising', changes.rising, 'No model rose this week.', tied)}
${changesTable(scoring, to, 'Falling', changes.falling, 'No model fell this week.', tied)}
</div>
${changesTable(scoring, to, 'Steady score', changes.stable, 'No model held its score this week.', tied)}
<h2>Incidents of the week</h2>
${incidentList(incidents, { to, showModel: true, names, empty: 'No incident dated this week.' })}
${pager(to, previous, next)}
${dataLinks(to, [{ label: 'JSON', path: `/changes/${week}.json` }])}`;
  return renderPage(site, {
    path: PAGE_PATHS.week(week),
    title: `Week ${week}`,
    description: `Rising, falling and steady models in ${week} on ${site.name}.`,
    section: 'weeks',
    main,
    alternates: [{ type: 'application/json', path: `/changes/${week}.json`, title: `Changes of ${week} (JSON)` }],
  });
}

/** The chart of how the top moved and the list of first places, latest first; nothing before the first run. */
function topSection(to: LinkTo, history: TopHistory | null): Html {
  if (history === null) return html``;
  const tenures = [...history.tenures].reverse().map((t) => {
    const who =
      t.leaders.length === 0
        ? 'no model'
        : t.leaders.map(
            (l, i) => html`${i > 0 ? ' and ' : ''}<a href="${to(PAGE_PATHS.model(l.slug))}" dir="auto">${l.name}</a>`,
          );
    const tied = t.leaders.length > 1 ? ' (tied)' : '';
    const run = (r: { run_id: number; published_at: string }) =>
      html`<a href="${to(PAGE_PATHS.run(r.run_id))}">run ${r.run_id}</a> (${dateHtml(r.published_at)})`;
    const when = t.runs === 1 ? run(t.from) : html`${run(t.from)} to ${run(t.to)}`;
    return html`<li>${who}${tied}: ${when}, ${plural(t.runs, 'run')}</li>`;
  });
  return html`<h2>How the top moved</h2>
<p>The overall rank of the latest run's first ${history.lines.length} models in each of the last ${plural(history.runs, 'published full run')}, ${dayText(history.span[0])} to ${dayText(history.span[1])}, rank 1 at the top. Each line is named at both ends and leads to its model's page.</p>
<figure class="lines" tabindex="0">${topChart(history, to)}<figcaption>Overall rank per published full run, one line a model, told apart by colour, dash and the names at its ends.</figcaption></figure>
<h3>First place</h3>
<ul class="firsts">${tenures}</ul>`;
}

function weeksIndex(ctx: RenderContext, weeks: readonly string[]): SiteFile {
  const site = ctx.pageSite;
  const to = linkerOf(site);
  const byYear = new Map<string, string[]>();
  for (const week of [...weeks].reverse()) {
    const year = week.slice(0, 4);
    byYear.set(year, [...(byYear.get(year) ?? []), week]);
  }
  const years = [...byYear].map(([year, list]) => {
    const rows = list.map((week) => {
      const run = changeWeekRun(ctx, week);
      const { first, last } = weekDays(week);
      const fresh = run !== null && run.published_at.slice(0, 10) >= first && run.published_at.slice(0, 10) <= last;
      return html`<tr><th scope="row" class="nowrap"><a href="${to(PAGE_PATHS.week(week))}">${week}</a></th><td class="nowrap">${dayRangeText(first, last)}</td><td class="nowrap">${run === null ? '' : html`<a href="${to(PAGE_PATHS.run(run.run_id))}">run ${run.run_id}</a>${fresh ? '' : ' (earlier)'}`}</td></tr>`;
    });
    return html`<h3 id="y${year}">${year}</h3><section class="scroll" aria-label="Weeks of ${year}" tabindex="0"><table><caption>Weeks of ${year}, latest first</caption><thead><tr><th scope="col">Week</th><th scope="col">Days</th><th scope="col">Run standing at the end</th></tr></thead><tbody>${rows}</tbody></table></section>`;
  });
  const jump = [...byYear.keys()].map((year) => html`<li><a href="#y${year}">${year}</a></li>`);
  const main = html`<h1>Weeks</h1>
<p class="lede">${plural(weeks.length, 'week')} from the first published run to the latest. Each week compares the run standing at its end with the one a week earlier.</p>
${topSection(to, computeTopHistory(ctx))}
<h2>Every week</h2>
<nav class="tabs" aria-label="Years"><ul>${jump}</ul></nav>
${years}
${dataLinks(to, [{ label: 'JSON', path: '/changes/weeks.json' }])}`;
  return renderPage(site, {
    path: PAGE_PATHS.weeks,
    title: 'Weeks',
    description: `Every week of changes on ${site.name}.`,
    section: 'weeks',
    main,
    card: { path: CARD_PATHS.latestWeek, alt: `${site.name}: the models that rose and fell most in the latest week` },
  });
}

/**
 * The week pages, by the run standing at the end of each week (each taken from the previous output while its
 * inputs and neighbours hold), and their list.
 */
export function renderWeekPages(ctx: RenderContext): {
  ofRun(run: EvalRun): Iterable<SiteFile>;
  index: SiteFile;
} {
  const weeks = ctx.changeWeeks;
  const positions = new Map(weeks.map((week, i) => [week, i]));
  const byRun = weeksByRun(ctx, weeks);
  return {
    *ofRun(run) {
      for (const week of byRun.get(run) ?? []) {
        const i = positions.get(week)!;
        const previous = weeks[i - 1];
        const next = weeks[i + 1];
        const key = combinedKey(['week-page', weekKey(ctx, week), next ?? '']);
        yield* ctx.reuse.files(`pages/weeks/${week}`, key, () => [weekPage(ctx, week, previous, next)]);
      }
    },
    get index() {
      return weeksIndex(ctx, weeks);
    },
  };
}
