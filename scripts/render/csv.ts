// CSV files (RFC 4180) of every export: one header line, CRLF line ends, text cells quoted, formula injection
// neutralised. pandas (`read_csv`) and R (`read.csv`) read them as they are: UTF-8 without a byte-order mark.
import { stringify } from 'csv-stringify/sync';

/** RFC 4180 media type; `header=present` tells readers the first line names the columns. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8; header=present';

export type CsvCell = string | number | boolean | null;

/** OWASP "CSV Injection": spreadsheets run a cell starting with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/** Prefixes `'` to a string that a spreadsheet would run as a formula. Numbers and nulls pass unchanged. */
export function neutraliseCell(cell: CsvCell): CsvCell {
  return typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/**
 * Records end with CRLF as RFC 4180 asks. Below the plain header line every text cell is quoted (OWASP advises
 * quoting next to the `'` prefix), so an empty text is `""` while a null is an empty, unquoted cell.
 */
export function renderCsv(columns: readonly string[], rows: readonly CsvCell[][]): string {
  const header = stringify([[...columns]], { record_delimiter: 'windows' });
  const body = stringify(
    rows.map((cells) => cells.map(neutraliseCell)),
    { record_delimiter: 'windows', quoted_string: true },
  );
  return header + body;
}

/** Rows of objects as CSV, one column per key of `columns`, in that order. */
export function renderObjectCsv<T extends object>(columns: readonly (keyof T & string)[], rows: readonly T[]): string {
  return renderCsv(
    columns,
    rows.map((row) => columns.map((column) => (row[column] ?? null) as CsvCell)),
  );
}

/**
 * The same CSV cut to its first rows without serialising again: the header and each record apart, for files
 * that are prefixes of one another (the v1 leaderboard at every limit).
 */
export function csvPrefixes<T extends object>(
  columns: readonly (keyof T & string)[],
  rows: readonly T[],
): (count: number) => string {
  const header = stringify([[...columns]], { record_delimiter: 'windows' });
  const records = rows.map((row) =>
    stringify([columns.map((column) => neutraliseCell((row[column] ?? null) as CsvCell))], {
      record_delimiter: 'windows',
      quoted_string: true,
    }),
  );
  return (count) => header + records.slice(0, count).join('');
}
