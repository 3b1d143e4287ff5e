// Weekly changes (docs/api.md, `GET /changes?week=`): the snapshot at the end of a week against the one at the end of the week before.

import type { EvalRun } from '../data/schema.ts';
import { obtain } from '../lib/recent.ts';
import type { BuildRuns } from './build-runs.ts';
import { type ChangeGroups, computeChanges } from './changes.ts';
import { formatWeek, isoWeekOf, parseWeek, previousWeek, weekEnd, weeksBetween } from './iso-week.ts';
import { fullRunAt } from './runs.ts';

export interface WeeklyChanges extends ChangeGroups {
  week: string;
  currentRun: EvalRun | null;
  previousRun: EvalRun | null;
}

/**
 * The weeks that can be asked for: every week from the one of the first published full run to the one of the
 * latest, weeks without a new run included (they report every model as stable). Oldest first.
 */
export function listChangeWeeks(fullRuns: readonly EvalRun[]): string[] {
  const first = fullRuns[0];
  const last = fullRuns.at(-1);
  if (first === undefined || last === undefined) return [];
  return weeksBetween(Date.parse(first.published_at), Date.parse(last.published_at));
}

function isoWeekOfTag(week: string) {
  const isoWeek = parseWeek(week);
  if (isoWeek === null) throw new Error(`not an ISO week: ${week}`);
  return isoWeek;
}

/** The full run standing at the end of `week`: the changes compare it with the one a week before. */
export function changeWeekRun(ctx: Pick<BuildRuns, 'fullRuns'>, week: string): EvalRun | null {
  return fullRunAt(ctx.fullRuns, weekEnd(isoWeekOfTag(week)));
}

/**
 * The weeks of listChangeWeeks by the full run standing at the end of each (changeWeekRun): a week's changes
 * are known once that run is. Every such week has one, since the list starts at the week of the first full run.
 */
export function weeksByRun(ctx: Pick<BuildRuns, 'fullRuns'>, weeks: readonly string[]): Map<EvalRun, string[]> {
  const byRun = new Map<EvalRun, string[]>();
  for (const week of weeks) {
    const run = changeWeekRun(ctx, week);
    if (run === null) throw new Error(`week ${week}: no full run stands at its end`);
    obtain(byRun, run, (): string[] => []).push(week);
  }
  return byRun;
}

/**
 * The changes of `week` (a tag from listChangeWeeks). The build context keeps them for the weeks asked for last
 * (its `weeklyChanges`): a week's file and its page are rendered one after the other.
 */
export function weeklyChangesOf(ctx: BuildRuns, week: string): WeeklyChanges {
  const isoWeek = isoWeekOfTag(week);
  const currentRun = changeWeekRun(ctx, week);
  const previousRun = fullRunAt(ctx.fullRuns, weekEnd(previousWeek(isoWeek)));
  const groups = computeChanges(ctx.snapshots, currentRun, previousRun, ctx.dataset.site.changes.threshold);
  return { week, currentRun, previousRun, ...groups };
}

/** The week of the latest published full run, or null without one. */
export function latestChangeWeek(fullRuns: readonly EvalRun[]): string | null {
  const last = fullRuns.at(-1);
  return last === undefined ? null : formatWeek(isoWeekOf(Date.parse(last.published_at)));
}
