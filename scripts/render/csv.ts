// CSV files (RFC 4180) of every export: one header line, CRLF line ends, text cells quoted, formula injection
// neutralised. pandas (`read_csv`) and R (`read.csv`) read them as they are: UTF-8 without a byte-order mark.
// Written by hand rather than with a CSV library: the whole format is the three rules in `cellText`, and at
// scale (26,000 history rows, a file per leaderboard limit) a general stringifier's per-cell option handling
// cost a tenth of the build.

/** RFC 4180 media type; `header=present` tells readers the first line names the columns. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8; header=present';

export type CsvCell = string | number | boolean | null;

/** OWASP "CSV Injection": spreadsheets run a cell starting with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/** Prefixes `'` to a string that a spreadsheet would run as a formula. Numbers and nulls pass unchanged. */
export function neutraliseCell(cell: CsvCell): CsvCell {
  return typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}

const CRLF = '\r\n';
const NEEDS_QUOTES = /[",\r\n]/;

/** A text in quotes, its quotes doubled (RFC 4180 §2.7). */
const quoted = (text: string) => (text.includes('"') ? `"${text.replaceAll('"', '""')}"` : `"${text}"`);

/**
 * One cell, formula cells neutralised: text always quoted (so an empty text is `""`), a null empty and
 * unquoted, a number as JavaScript writes it, a boolean bare as `true` or `false` (as in the JSON, and read as a
 * boolean by pandas and R; an empty cell would read as a missing value).
 */
export function cellText(cell: CsvCell): string {
  if (typeof cell === 'string') return quoted(FORMULA_START.test(cell) ? `'${cell}` : cell);
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  return String(cell);
}

/** The header line: column names quoted only where they need it. */
export const csvHeader = (columns: readonly string[]) =>
  columns.map((c) => (NEEDS_QUOTES.test(c) ? quoted(c) : c)).join(',') + CRLF;

/** One record with its CRLF. */
const recordLine = (cells: readonly CsvCell[]) => cells.map(cellText).join(',') + CRLF;

export function renderCsv(columns: readonly string[], rows: readonly CsvCell[][]): string {
  return csvHeader(columns) + rows.map(recordLine).join('');
}

/** One object's record, a column per key of `columns`; a missing key is an empty cell. */
const objectLine = <T extends object>(columns: readonly (keyof T & string)[], row: T) =>
  columns.map((column) => cellText(row[column] as CsvCell)).join(',') + CRLF;

/** Rows of objects as CSV records with their line ends, one column per key of `columns`, in that order. */
export function csvRecords<T extends object>(columns: readonly (keyof T & string)[], rows: readonly T[]): string {
  return rows.map((row) => objectLine(columns, row)).join('');
}

/** Rows of objects as CSV, one column per key of `columns`, in that order. */
export function renderObjectCsv<T extends object>(columns: readonly (keyof T & string)[], rows: readonly T[]): string {
  return csvHeader(columns) + csvRecords(columns, rows);
}
