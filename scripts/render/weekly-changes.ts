// Legacy `/changes?week=`: one file per ISO week that can be asked for; `/changes` answers the latest week.
import type { BuildContext } from '../compute/context.ts';
import { WEEK_TAG_PATTERN } from '../compute/iso-week.ts';
import { computeWeeklyChanges, latestChangeWeek, listChangeWeeks } from '../compute/weekly-changes.ts';
import type { Route } from '../routes/schema.ts';
import { LEGACY_ERRORS_DIR } from './errors.ts';
import { jsonContentType, jsonFile, legacyError } from './json.ts';
import type { SiteFile, SiteSection } from './types.ts';

const CHANGES_DIR = '/changes';
/** Answers `/changes` while no published full run exists, so the endpoint still says "nothing yet" with 200. */
const CHANGES_EMPTY_FILE = `${CHANGES_DIR}/empty.json`;
const WEEK_MALFORMED_FILE = `${LEGACY_ERRORS_DIR}/week-malformed.json`;
const WEEK_NOT_FOUND_FILE = `${LEGACY_ERRORS_DIR}/week-not-found.json`;
const WEEK_FORM = 'an ISO 8601 week YYYY-Www such as 2026-W07';

function changesWeekFile(week: string): string {
  return `${CHANGES_DIR}/${week}.json`;
}

function weeksSentence(weeks: readonly string[]): string {
  const [first, last] = [weeks[0], weeks.at(-1)];
  return first === undefined || last === undefined
    ? 'no week has changes yet: no full run is published'
    : `weeks with changes run from ${first} to ${last}`;
}

function errorFiles(weeks: readonly string[]): SiteFile[] {
  return [
    jsonFile(WEEK_MALFORMED_FILE, legacyError(`parameter 'week' must be ${WEEK_FORM}; ${weeksSentence(weeks)}`)),
    jsonFile(
      WEEK_NOT_FOUND_FILE,
      legacyError(`week not found: ${weeksSentence(weeks)} (form YYYY-Www, e.g. 2026-W07)`),
    ),
  ];
}

export function renderWeeklyChanges(ctx: BuildContext): SiteSection {
  const weeks = listChangeWeeks(ctx.fullRuns);
  const threshold = ctx.dataset.site.changes.threshold;
  const files = weeks.map((week) => {
    const changes = computeWeeklyChanges(ctx, week);
    return jsonFile(changesWeekFile(week), {
      ok: true,
      week,
      current_run_id: changes.currentRun?.run_id ?? null,
      previous_run_id: changes.previousRun?.run_id ?? null,
      threshold,
      rising: changes.rising,
      falling: changes.falling,
      stable: changes.stable,
      weeks,
    });
  });
  const latest = latestChangeWeek(ctx.fullRuns);
  if (latest === null) {
    const empty = {
      ok: true,
      week: null,
      current_run_id: null,
      previous_run_id: null,
      threshold,
      rising: [],
      falling: [],
      stable: [],
      weeks,
    };
    files.push(jsonFile(CHANGES_EMPTY_FILE, empty));
  }
  const path = CHANGES_DIR;
  const routes: Route[] = [
    {
      path,
      query: { week: ':week' },
      to: changesWeekFile(':week'),
      status: 200,
      constraints: {
        week: {
          allowed: weeks,
          otherwise: { to: WEEK_MALFORMED_FILE, status: 400 },
          wellFormed: { pattern: WEEK_TAG_PATTERN.source, to: WEEK_NOT_FOUND_FILE, status: 404 },
        },
      },
    },
    { path, query: {}, to: latest === null ? CHANGES_EMPTY_FILE : changesWeekFile(latest), status: 200 },
  ];
  return { files: [...files, ...errorFiles(weeks)], routes, headers: [jsonContentType(CHANGES_DIR)] };
}
