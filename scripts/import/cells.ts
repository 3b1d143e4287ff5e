// A cell of a spreadsheet or a value of a harness's output, read as a value of the scoring's field: a number, a
// number written with the field's unit (`77.47%`, `$4.64`, `12.1 s`), or a missing value (an empty cell, `N/A`, `-`),
// which only an optional field may have. Reading never judges the number itself: the run's check does (one check,
// the build's: data/schema.ts), so a value out of range is refused there with the same words as in a run file.
import type { ScoreField } from '../schemas/scoring.ts';

/** What a cell holds: a number, no value, or why it is not a number of the field. */
export type CellValue = { value: number | null } | { problem: string };

const MISSING = new Set(['', 'n/a', 'na', '-', '–', '—', 'null', 'none']);

/** A number as people write it in a cell: `1,234.5` is not one (the comma is ambiguous), `1234.5` and `-0.3` are. */
const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** The text of `raw` without the field's unit around it (and without spaces), or null when it has another unit. */
function withoutUnit(raw: string, unit: string | null): string {
  let text = raw.replace(/\s+/g, '');
  if (unit === null) return text;
  const compact = unit.replace(/\s+/g, '');
  if (text.startsWith(compact)) text = text.slice(compact.length);
  else if (text.startsWith(`-${compact}`)) text = `-${text.slice(compact.length + 1)}`;
  if (text.endsWith(compact)) text = text.slice(0, -compact.length);
  return text;
}

/** `found …` of a cell's text, as the checks write it. */
export const foundText = (raw: string) => (raw === '' ? 'an empty cell' : JSON.stringify(raw));

/** A cell of a score field. */
export function readNumberCell(raw: string, field: ScoreField): CellValue {
  const trimmed = raw.trim();
  if (MISSING.has(trimmed.toLowerCase())) {
    return field.optional
      ? { value: null }
      : { problem: `expected a number (the field is not optional), found ${foundText(raw)}` };
  }
  const text = withoutUnit(trimmed, field.unit);
  if (!NUMBER.test(text)) {
    const unit = field.unit === null ? '' : ` (with or without "${field.unit}")`;
    return { problem: `expected a number${unit}, found ${foundText(raw)}` };
  }
  return { value: Number(text) };
}

/** A cell of a half-width (`<field>_ci95`): a number in the field's unit, or nothing. */
export function readHalfWidthCell(raw: string, field: ScoreField): CellValue {
  const trimmed = raw.trim();
  if (MISSING.has(trimmed.toLowerCase())) return { value: null };
  const text = withoutUnit(trimmed, field.unit).replace(/^±/, '');
  return NUMBER.test(text)
    ? { value: Number(text) }
    : { problem: `expected a half-width (a number), found ${foundText(raw)}` };
}

/** A cell of a label: its value as written (the run's check knows the values), or nothing. */
export function readLabelCell(raw: string): string | null {
  const trimmed = raw.trim();
  return MISSING.has(trimmed.toLowerCase()) ? null : trimmed;
}
