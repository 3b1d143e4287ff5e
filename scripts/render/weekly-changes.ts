// Legacy `/changes?week=`: one file per ISO week that can be asked for; `/changes` answers the latest week, and
// `/changes/weeks` lists them all. A week's file never lists the others: once its week is over it never changes.
import { WEEK_TAG_PATTERN } from '../compute/iso-week.ts';
import { changeWeekRun, weeksByRun } from '../compute/weekly-changes.ts';
import { API_ERRORS } from '../errors/catalogue.ts';
import { constraint } from '../errors/constraint.ts';
import type { Route } from '../routes/schema.ts';
import type { ChangeWeeks, WeeklyChanges } from '../schemas/legacy.ts';
import type { RenderContext } from './context.ts';
import { jsonContentType, jsonFile } from './json.ts';
import { combinedKey } from './reuse.ts';
import type { SiteFile, SiteSection } from './types.ts';

const CHANGES_DIR = '/changes';
/** Answers `/changes` while no published full run exists, so the endpoint still says "nothing yet" with 200. */
const CHANGES_EMPTY_FILE = `${CHANGES_DIR}/empty.json`;
/** The index of every week with changes, oldest first. */
const CHANGES_WEEKS_FILE = `${CHANGES_DIR}/weeks.json`;

function changesWeekFile(week: string): string {
  return `${CHANGES_DIR}/${week}.json`;
}

/**
 * A week's file is made from the full run standing at the end of the week and the one at the end of the week
 * before, which is published earlier: the first one's key (every run up to it) covers both, so the file is taken
 * from the previous output while no run up to it changed.
 */
export function weekKey(ctx: RenderContext, week: string): string {
  return combinedKey(['week', week, ctx.reuse.keyOf(changeWeekRun(ctx, week))]);
}

/** A week's file, taken from the previous output while its key holds. */
function weekFiles(ctx: RenderContext, week: string): Iterable<SiteFile> {
  return ctx.reuse.files(`changes/${week}`, weekKey(ctx, week), () => {
    const changes = ctx.weeklyChanges(week);
    return [
      jsonFile(changesWeekFile(week), {
        ok: true,
        week,
        current_run_id: changes.currentRun?.run_id ?? null,
        previous_run_id: changes.previousRun?.run_id ?? null,
        threshold: ctx.dataset.site.changes.threshold,
        rising: changes.rising,
        falling: changes.falling,
        stable: changes.stable,
      } satisfies WeeklyChanges),
    ];
  });
}

/** The weeks' list, and the answer without any week. */
function* indexFiles(ctx: RenderContext, weeks: string[], latest: string | null) {
  const threshold = ctx.dataset.site.changes.threshold;
  if (latest === null) {
    const empty: WeeklyChanges = {
      ok: true,
      week: null,
      current_run_id: null,
      previous_run_id: null,
      threshold,
      rising: [],
      falling: [],
      stable: [],
    };
    yield jsonFile(CHANGES_EMPTY_FILE, empty);
  }
  yield jsonFile(CHANGES_WEEKS_FILE, { ok: true, count: weeks.length, latest, weeks } satisfies ChangeWeeks);
}

export function renderWeeklyChanges(ctx: RenderContext): SiteSection {
  const weeks = ctx.changeWeeks;
  const latest = ctx.latestWeek;
  const byRun = weeksByRun(ctx, weeks);
  const path = CHANGES_DIR;
  const routes: Route[] = [
    { path: `${CHANGES_DIR}/weeks`, query: {}, to: CHANGES_WEEKS_FILE, status: 200 },
    {
      path,
      query: { week: ':week' },
      to: changesWeekFile(':week'),
      status: 200,
      constraints: {
        week: constraint(weeks, API_ERRORS.weekMalformed, {
          pattern: WEEK_TAG_PATTERN,
          error: API_ERRORS.weekNotFound,
        }),
      },
    },
    { path, query: {}, to: latest === null ? CHANGES_EMPTY_FILE : changesWeekFile(latest), status: 200 },
  ];
  return {
    files: indexFiles(ctx, weeks, latest),
    // A week's changes with the run that stands at its end.
    runFiles: function* (run) {
      for (const week of byRun.get(run) ?? []) yield* weekFiles(ctx, week);
    },
    routes,
    headers: [jsonContentType(CHANGES_DIR)],
  };
}
