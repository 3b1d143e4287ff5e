// ISO 8601 weeks in UTC, as the weekly changes name them: weeks start on Monday, week 1 is the week holding the year's first Thursday.

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** The form of a week tag: four-digit year, "-W", two-digit week 01–53. */
export const WEEK_TAG_PATTERN = /^(\d{4})-W(0[1-9]|[1-4]\d|5[0-3])$/;

export interface IsoWeek {
  year: number;
  week: number;
}

export function formatWeek({ year, week }: IsoWeek): string {
  return `${String(year).padStart(4, '0')}-W${String(week).padStart(2, '0')}`;
}

/** Monday 00:00 UTC of week 1 of `year`: the Monday on or before January 4th (always in week 1). */
function firstMonday(year: number): number {
  const jan4 = Date.UTC(year, 0, 4);
  const weekday = (new Date(jan4).getUTCDay() + 6) % 7; // Monday = 0
  return jan4 - weekday * DAY_MS;
}

/** 53 when the year starts on a Thursday, or on a Wednesday in a leap year; else 52. */
export function weeksInYear(year: number): 52 | 53 {
  return (firstMonday(year + 1) - firstMonday(year)) / WEEK_MS === 53 ? 53 : 52;
}

/** The ISO week holding an instant (ms since epoch or a Date). */
export function isoWeekOf(instant: number | Date): IsoWeek {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  const date = new Date(time);
  // The week belongs to the year of its Thursday.
  const weekday = (date.getUTCDay() + 6) % 7;
  const thursday = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) + (3 - weekday) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  return { year, week: Math.floor((thursday - firstMonday(year)) / WEEK_MS) + 1 };
}

/** A week tag that names a week that exists (2026-W53 yes, 2025-W53 no), else null. */
export function parseWeek(tag: string): IsoWeek | null {
  const match = WEEK_TAG_PATTERN.exec(tag);
  if (match === null) return null;
  const week = { year: Number(match[1]), week: Number(match[2]) };
  return week.week <= weeksInYear(week.year) ? week : null;
}

/** Monday 00:00 UTC that starts the week (ms since epoch). */
export function weekStart({ year, week }: IsoWeek): number {
  return firstMonday(year) + (week - 1) * WEEK_MS;
}

/** The last millisecond of the week (Sunday 23:59:59.999 UTC). */
export function weekEnd(week: IsoWeek): number {
  return weekStart(week) + WEEK_MS - 1;
}

export function previousWeek(week: IsoWeek): IsoWeek {
  return isoWeekOf(weekStart(week) - DAY_MS);
}

/** Every week from the one holding `from` to the one holding `to`, both included, oldest first. */
export function weeksBetween(from: number, to: number): string[] {
  const weeks: string[] = [];
  let { year, week } = isoWeekOf(from);
  let weeksOfYear = weeksInYear(year);
  // Counted, not derived from each week's date: twenty years of weeks are listed several times a build.
  for (let start = weekStart({ year, week }); start <= to; start += WEEK_MS) {
    weeks.push(formatWeek({ year, week }));
    if (++week > weeksOfYear) {
      year += 1;
      week = 1;
      weeksOfYear = weeksInYear(year);
    }
  }
  return weeks;
}

/** The week tag of an ISO date-time (`2026-11-16T12:00:00Z` → `2026-W47`). */
export function weekTagOf(dateTime: string): string {
  return formatWeek(isoWeekOf(Date.parse(dateTime)));
}
