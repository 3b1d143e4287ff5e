// The DCD leaderboard as CSV (RFC 4180): one header line, stable columns, formula injection neutralised.
import { stringify } from 'csv-stringify/sync';
import type { DcdLeaderboardRow } from '../../compute/dcd/leaderboard.ts';

/** RFC 4180 media type; `header=present` tells readers the first line names the columns. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8; header=present';

export const DCD_CSV_COLUMNS = [
  'rank',
  'slug',
  'name',
  'dcd_score',
  'r1_score',
  'r1_pass_rate',
  'r2_score',
  'r2_pass_rate',
  'r3_score',
  'r3_pass_rate',
  'decay_coefficient',
  'main_rank',
  'main_score',
  'rank_delta',
] as const;

export type CsvCell = string | number | null;

/** OWASP "CSV Injection": spreadsheets run a cell starting with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/** Prefixes `'` to a string that a spreadsheet would run as a formula. Numbers and nulls pass unchanged. */
export function neutraliseCell(cell: CsvCell): CsvCell {
  return typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}

function flattenDcdRow(row: DcdLeaderboardRow): CsvCell[] {
  return [
    row.rank,
    row.slug,
    row.name,
    row.dcd_score,
    row.rounds.R1.score,
    row.rounds.R1.pass_rate,
    row.rounds.R2.score,
    row.rounds.R2.pass_rate,
    row.rounds.R3.score,
    row.rounds.R3.pass_rate,
    row.decay_coefficient,
    row.main_rank,
    row.main_score,
    row.rank_delta,
  ];
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

export function renderDcdCsv(rows: readonly DcdLeaderboardRow[]): string {
  return renderCsv(DCD_CSV_COLUMNS, rows.map(flattenDcdRow));
}
