import { describe, expect, it } from 'vitest';
import {
  formatWeek,
  isoWeekOf,
  parseWeek,
  previousWeek,
  weekEnd,
  weekStart,
  weeksBetween,
  weeksInYear,
} from '../scripts/compute/iso-week.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('ISO 8601 weeks in UTC', () => {
  it.each([
    ['2026-02-16T12:00:00Z', '2026-W08'],
    ['2026-02-15T23:59:59Z', '2026-W07'],
    // Dec 31 can belong to week 1 of the next year (the week holds the next year's first Thursday).
    ['2024-12-31T12:00:00Z', '2025-W01'],
    ['2025-12-31T23:59:59Z', '2026-W01'],
    ['2025-12-29T00:00:00Z', '2026-W01'],
    // Jan 1–3 can belong to the last week of the previous year.
    ['2021-01-03T12:00:00Z', '2020-W53'],
    ['2027-01-01T00:00:00Z', '2026-W53'],
    ['2023-01-01T00:00:00Z', '2022-W52'],
    ['2026-12-31T23:59:59.999Z', '2026-W53'],
  ])('puts %s in %s', (instant, week) => {
    expect(formatWeek(isoWeekOf(at(instant)))).toBe(week);
  });

  it.each([
    [2020, 53], // starts on a Wednesday in a leap year
    [2025, 52],
    [2026, 53], // starts on a Thursday
    [2027, 52],
    [2015, 53],
    [2032, 53], // leap year starting on a Thursday
  ] as const)('%i has %i weeks', (year, weeks) => {
    expect(weeksInYear(year)).toBe(weeks);
  });

  it('accepts only weeks that exist, in the form YYYY-Www', () => {
    expect(parseWeek('2020-W53')).toEqual({ year: 2020, week: 53 });
    expect(parseWeek('2026-W53')).toEqual({ year: 2026, week: 53 });
    expect(parseWeek('2025-W53')).toBeNull();
    expect(parseWeek('2027-W53')).toBeNull();
    for (const bad of ['2026-W00', '2026-W54', '2026-W7', '2026W07', '2026-w07', '26-W07', '2026-W07 ', '']) {
      expect(parseWeek(bad)).toBeNull();
    }
  });

  it('starts a week on Monday 00:00 UTC and ends it on Sunday 23:59:59.999', () => {
    expect(iso(weekStart({ year: 2026, week: 1 }))).toBe('2025-12-29T00:00:00.000Z');
    expect(iso(weekEnd({ year: 2026, week: 1 }))).toBe('2026-01-04T23:59:59.999Z');
    expect(iso(weekStart({ year: 2020, week: 53 }))).toBe('2020-12-28T00:00:00.000Z');
    expect(iso(weekEnd({ year: 2020, week: 53 }))).toBe('2021-01-03T23:59:59.999Z');
  });

  it('steps back across year boundaries', () => {
    expect(formatWeek(previousWeek({ year: 2021, week: 1 }))).toBe('2020-W53');
    expect(formatWeek(previousWeek({ year: 2026, week: 1 }))).toBe('2025-W52');
    expect(formatWeek(previousWeek({ year: 2026, week: 8 }))).toBe('2026-W07');
  });

  it('lists every week between two instants, both ends included', () => {
    expect(weeksBetween(at('2020-12-20T00:00:00Z'), at('2021-01-11T00:00:00Z'))).toEqual([
      '2020-W51',
      '2020-W52',
      '2020-W53',
      '2021-W01',
      '2021-W02',
    ]);
    expect(weeksBetween(at('2026-02-16T12:00:00Z'), at('2026-02-16T13:00:00Z'))).toEqual(['2026-W08']);
  });

  it('lists forty years of weeks as the week of each of their Thursdays', () => {
    const from = at('1999-12-30T00:00:00Z');
    const weeks = weeksBetween(from, at('2039-12-29T00:00:00Z'));
    const day = 86_400_000;
    // 1999-12-30 is a Thursday: one week every seven days from there, counted from each date.
    expect(weeks).toEqual(Array.from({ length: 2088 }, (_, i) => formatWeek(isoWeekOf(from + i * 7 * day))));
    expect(weeks.filter((tag) => tag.endsWith('-W53'))).toEqual([
      '2004-W53',
      '2009-W53',
      '2015-W53',
      '2020-W53',
      '2026-W53',
      '2032-W53',
      '2037-W53',
    ]);
  });
});
