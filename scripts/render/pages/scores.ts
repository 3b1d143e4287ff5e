// How the pages write what the scoring names (schemas/scoring.ts): a column's heading (which says so where lower
// is better), a value in its field's decimals and unit, a label's words and mark, the overall's cap. Every table,
// fact and chart caption takes them from here, never from a field it knows by name.
import type { Scores } from '../../compute/scoring.ts';
import { labelValue } from '../../compute/scoring.ts';
import { type NumberFormat, OVERALL, OVERALL_RAW, type Scoring } from '../../schemas/scoring.ts';
import { NO_VALUE, POINTS, valueText } from './format.ts';
import { type Html, html } from './html.ts';

/** The columns a ranking table can show: the overall, a score field, value or stability. */
export type Column = string;

/** Value and stability are rankings of the legacy API: numbers with 2 decimals. */
const LEGACY_COLUMNS: Record<string, string> = {
  // Overall score points per US dollar of the blended price per million tokens.
  value: 'Value (points per $)',
  stability: 'Stability',
};

/** How the values of a column are written: its field's decimals and unit, the overall's, or 2 decimals. */
export function formatOfColumn(scoring: Scoring, column: Column): NumberFormat {
  return Object.hasOwn(LEGACY_COLUMNS, column) ? POINTS : scoring.formatOf(column);
}

/** Which way is better in a column: its field's direction; higher for every other. */
export const betterOfColumn = (scoring: Scoring, column: Column) => scoring.betterOf(column);

/** A column's name: the overall's label, a field's, or value's and stability's. */
export function columnLabel(scoring: Scoring, column: Column): string {
  if (column === OVERALL) return scoring.overall.label;
  return LEGACY_COLUMNS[column] ?? scoring.field(column)?.label ?? column;
}

/** A column's heading: its name, and in words where lower is better. */
export function columnHeading(scoring: Scoring, column: Column): Html {
  const label = columnLabel(scoring, column);
  return scoring.betterOf(column) === 'lower' ? html`${label}<br><small>lower is better</small>` : html`${label}`;
}

/** A value of a column as a page writes it; a dash without one. */
export function columnValueHtml(scoring: Scoring, column: Column, value: number | null): Html | string {
  return value === null ? NO_VALUE : valueText(formatOfColumn(scoring, column), value);
}

/** A label's value as a page writes it: its words, marked where the scoring marks it (the stylesheet's classes). */
export function labelHtml(scoring: Scoring, key: string, value: string | null): Html {
  if (value === null) return NO_VALUE;
  const word = scoring.words.labelWords[key]?.[value] ?? { text: value, tone: '' };
  return word.tone === '' ? html`${word.text}` : html`<span class="${word.tone}">${word.text}</span>`;
}

/** True when the overall score shown is the cap, lower than the computed one. */
export function isCapped(scoring: Scoring, row: Scores): boolean {
  const { cap } = scoring.overall;
  if (cap === null || labelValue(row, cap.label) !== cap.equals) return false;
  const raw = row[OVERALL_RAW];
  const shown = row[OVERALL];
  return raw !== null && shown !== null && raw > shown;
}

/**
 * The ranked field the overall is nothing but (a single weight, the same decimals, no cap), whose column would repeat
 * the overall's; null for every other scoring.
 */
export function overallMirror(scoring: Scoring): string | null {
  const [only, ...others] = scoring.weighted;
  if (only === undefined || others.length > 0 || only.ranking === null || scoring.overall.cap !== null) return null;
  return only.decimals === scoring.overall.decimals ? only.key : null;
}

/** The cap's value as the pages write it (`74`). */
export const capText = (scoring: Scoring) => String(scoring.overall.cap?.at ?? '');

/** The overall score as a noun: `Overall score` for a label that is an adjective, else the label itself. */
export function overallNoun(scoring: Scoring): string {
  const { label } = scoring.overall;
  return label === 'Overall' ? 'Overall score' : label;
}

/** Several of them in running text: `overall scores`, `percent correct`. */
export function overallNounsInText(scoring: Scoring): string {
  const noun = overallNounInText(scoring);
  return noun.endsWith('score') ? `${noun}s` : noun;
}

/** The same in running text: `overall score`, `percent correct`. */
export function overallNounInText(scoring: Scoring): string {
  const noun = overallNoun(scoring);
  return noun.charAt(0).toLowerCase() + noun.slice(1);
}

/** The y axis's limits for overall scores: the weighted fields' range (the spec's 0–100), open where it has none. */
export function overallLimits(scoring: Scoring): [number, number] {
  const mins = scoring.weighted.map((f) => f.min);
  const maxes = scoring.weighted.map((f) => f.max);
  return [
    mins.includes(null) ? Number.NEGATIVE_INFINITY : Math.min(...(mins as number[])),
    maxes.includes(null) ? Number.POSITIVE_INFINITY : Math.max(...(maxes as number[])),
  ];
}

/** How a unit reads in a sentence: `$` as US dollars, `%` as percent. */
function unitWords(unit: string | null): string | null {
  if (unit === '$') return 'US dollars';
  if (unit === '%') return 'percent';
  return unit;
}

/**
 * What a chart of overall scores says of its scale: its unit and that higher is better. The spec's charts have said
 * it in their captions all along (points, 0–100); another scoring's say it here.
 */
export function scaleWords(scoring: Scoring): string {
  if (scoring.spec) return '';
  const unit = unitWords(scoring.overallFormat.unit);
  return ` (${unit === null ? '' : `${unit}, `}higher is better)`;
}
