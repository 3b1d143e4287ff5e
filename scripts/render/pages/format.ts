// How numbers, dates and changes read on the pages: fixed formats (never the reader's or the build machine's
// locale), so the same data always gives the same bytes.
import type { NumberFormat } from '../../schemas/scoring.ts';
import { type Html, html } from './html.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** U+2212: a real minus sign, as wide as the plus and read as "minus". */
const MINUS = '\u2212';

/** `2026-11-16T12:00:00Z` or `2026-11-16` → `16 Nov 2026` (UTC). */
export function dayText(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The days of a week in short: `16–22 Nov`, or `29 Dec – 4 Jan` across months. */
export function dayRangeText(firstIso: string, lastIso: string): string {
  const first = new Date(`${firstIso}T00:00:00Z`);
  const last = new Date(`${lastIso}T00:00:00Z`);
  const month = (d: Date) => MONTHS[d.getUTCMonth()];
  return first.getUTCMonth() === last.getUTCMonth()
    ? `${first.getUTCDate()}–${last.getUTCDate()} ${month(last)}`
    : `${first.getUTCDate()} ${month(first)} – ${last.getUTCDate()} ${month(last)}`;
}

/** A date as a `<time>` element carrying the machine-readable value. */
export function dateHtml(isoDate: string): Html {
  return html`<time datetime="${isoDate}">${dayText(isoDate)}</time>`;
}

/** A whole number with its thousands grouped: `128,000` (without the locale data, which costs a build to load). */
export function groupedText(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A score with two decimals. */
export function fixed2(value: number): string {
  return value.toFixed(2);
}

/** Values of the spec's kind: 2 decimals, no unit (value, stability, prices' scores). */
export const POINTS: NumberFormat = { decimals: 2, unit: null };

/**
 * A value as a person reads it, with its field's decimals and unit: `$` before the number (`$4.64`, `−$1.20`), `%`
 * right after it (`81.3%`), any other unit after a space (`12.1 s`).
 */
export function valueText(format: NumberFormat, value: number): string {
  // The usual case, a number of points at least 0: what toFixed writes.
  if (format.unit === null && value >= 0) return value.toFixed(format.decimals);
  const digits = Math.abs(value).toFixed(format.decimals);
  const sign = value < 0 && Number(digits) !== 0 ? MINUS : '';
  const { unit } = format;
  if (unit === null) return `${sign}${digits}`;
  if (unit === '$') return `${sign}$${digits}`;
  if (unit === '%') return `${sign}${digits}%`;
  return `${sign}${digits} ${unit}`;
}

/** A number's text with its unit beside it, as valueText places it (`$4.6`, `81.3%`, `12 s`, `86.25`). */
export function withUnit(unit: string | null, text: string): string {
  if (unit === null) return text;
  if (unit === '$') return `$${text}`;
  if (unit === '%') return `${text}%`;
  return `${text} ${unit}`;
}

/** A half-width as published, with its unit (`±1.1`, `±0.4%`, `±$0.12`). */
export function halfWidthText(format: NumberFormat, halfWidth: number): string {
  const { unit } = format;
  const text = String(halfWidth);
  if (unit === null) return `±${text}`;
  if (unit === '$') return `±$${text}`;
  if (unit === '%') return `±${text}%`;
  return `±${text} ${unit}`;
}

/** A missing value: a dash for the eye, words for a screen reader. */
export const NO_VALUE: Html = html`<span aria-hidden="true">–</span><span class="sr">no value</span>`;

export function scoreHtml(value: number | null, format: NumberFormat = POINTS): Html | string {
  return value === null ? NO_VALUE : valueText(format, value);
}

/** A signed difference with two decimals: `+0.58`, `−0.94`, `0.00`. */
export function signed2(value: number): string {
  return signedText(POINTS, value);
}

/** A signed difference in a value's decimals and unit: `+0.58`, `−$1.20`, `+2.5%`, `0.0`. */
export function signedText(format: NumberFormat, value: number): string {
  const text = valueText(format, Math.abs(value));
  if (value > 0) return `+${text}`;
  if (value < 0) return `${MINUS}${text}`;
  return valueText(format, 0);
}

/** A fraction 0–1 as a percentage with one decimal: `0.8333` → `83.3%`. */
export function percent(value: number | null): Html | string {
  return value === null ? NO_VALUE : `${(value * 100).toFixed(1)}%`;
}

/**
 * A move in the ranking: an arrow (drawn by the stylesheet, silent to screen readers) and the places, with the
 * words a screen reader says; `new` for a model that was not ranked before. Colour is never the only sign.
 */
export function rankMoveHtml(change: number | null): Html {
  if (change === null) return html`<span class="new">new</span>`;
  if (change === 0) return html`<span class="mv0"><span class="sr">unchanged</span></span>`;
  return change > 0
    ? html`<span class="mvu"><span class="sr">up </span>${change}</span>`
    : html`<span class="mvd"><span class="sr">down </span>${-change}</span>`;
}

/**
 * A score difference, signed and coloured by whether it is better (the sign says it without colour): up is better
 * unless lower is (`better`).
 */
export function deltaHtml(
  delta: number | null,
  format: NumberFormat = POINTS,
  better: 'higher' | 'lower' = 'higher',
): Html | string {
  if (delta === null) return NO_VALUE;
  const good = better === 'lower' ? delta < 0 : delta > 0;
  const bad = better === 'lower' ? delta > 0 : delta < 0;
  return html`<span class="${good ? 'up' : bad ? 'down' : 'flat'}">${signedText(format, delta)}</span>`;
}

/** Standard competition ranks with ties marked: `=4` when another row has the same rank. */
export function rankText(rank: number, tied: boolean): Html | string {
  return tied ? html`<span title="tied">=${rank}</span>` : String(rank);
}

/** Which ranks appear more than once in a ranking. */
export function tiedRanks(ranks: readonly number[]): Set<number> {
  const seen = new Set<number>();
  const tied = new Set<number>();
  for (const rank of ranks) {
    if (seen.has(rank)) tied.add(rank);
    seen.add(rank);
  }
  return tied;
}

/** `1 model`, `3 models`. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

const SI = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'k'],
] as const;

/** A dollar amount in a few characters at any size: `$1e-9`, `$0.5`, `$2.5k`, `$1T`, `$1e+21`. */
export function compactDollars(value: number): string {
  if (value >= 1e15 || (value > 0 && value < 1e-4)) return `$${Number(value.toPrecision(3)).toExponential()}`;
  for (const [size, suffix] of SI) if (value >= size) return `$${Number((value / size).toPrecision(3))}${suffix}`;
  return `$${Number(value.toPrecision(6))}`;
}

/**
 * The half-width of a score's 95% interval, under the score (`.n small`): `±1.1`, as published (2 decimals at
 * most); nothing without one.
 */
export function halfWidthHtml(halfWidth: number | undefined, format: NumberFormat = POINTS): Html | string {
  return halfWidth === undefined ? '' : html`<small class="ci">${halfWidthText(format, halfWidth)}</small>`;
}

/** `5–10`, never broken at the dash (word joiners around it). */
export const rangeText = (range: readonly [number, number]) => `${range[0]}\u2060–\u2060${range[1]}`;

/**
 * The ranks a model's interval allows, under its rank (`1–3`), where they are more than its rank; a screen reader
 * says "could rank 1 to 3".
 */
export function rankRangeHtml(range: readonly [number, number] | null): Html | string {
  if (range === null || range[0] === range[1]) return '';
  return html`<small class="rr"><span class="sr">could rank ${range[0]} to ${range[1]}</span><span aria-hidden="true">${rangeText(range)}</span></small>`;
}
