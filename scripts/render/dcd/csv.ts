// The DCD leaderboard as CSV (RFC 4180): one header line, stable columns, formula injection neutralised.
import type { DcdLeaderboardRow } from '../../compute/dcd/leaderboard.ts';
import { type CsvCell, renderCsv } from '../csv.ts';

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

export function renderDcdCsv(rows: readonly DcdLeaderboardRow[]): string {
  return renderCsv(DCD_CSV_COLUMNS, rows.map(flattenDcdRow));
}
