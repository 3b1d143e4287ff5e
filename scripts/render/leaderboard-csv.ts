// Leaderboard rows as CSV: the v1 leaderboard and a run's leaderboard with `format=csv`. The columns are the JSON
// row's fields in the same order, so a CSV row and a JSON row hold the same values; `ci95` is a column a
// half-width (`<field>_ci95`) and `rank_range` two (`rank_best`, `rank_worst`), empty where the JSON has null.

import type { V5CompatFields } from '../compute/compat.ts';
import type { HeaderRule } from '../routes/schema.ts';
import type { Scoring } from '../schemas/scoring.ts';
import { CSV_CONTENT_TYPE, csvHeader } from './csv.ts';

/** Folder of every v1 CSV file, apart from the other JSON folders so each file matches one Content-Type rule. */
export const V1_CSV_DIR = '/v1/csv';
export const V1_CSV_CONTENT_TYPE_RULE: HeaderRule = {
  for: `${V1_CSV_DIR}/*`,
  headers: { 'Content-Type': CSV_CONTENT_TYPE },
};

/** The header's columns under a scoring; leaderboard-rows.ts writes each record's cells in this order. */
const rowColumns = (scoring: Scoring): string[] => [
  'rank',
  'slug',
  'name',
  'provider',
  ...scoring.scoreNames,
  'score',
  'previous_rank',
  'rank_change',
  'score_change',
  ...scoring.intervalKeys.map((key) => `${key}_ci95`),
  'rank_best',
  'rank_worst',
];

/** The deprecated v5 columns, after the others, before the sunset only (as in the JSON rows, in their order). */
export const V5_COLUMNS = [
  'coding',
  'knowledge',
  'longctx',
  'overall',
  'official_coding',
  'official_knowledge',
  'official_longctx',
  'official_overall',
] as const satisfies readonly (keyof V5CompatFields)[];

/** The header line of a leaderboard CSV; its records come from leaderboard-rows.ts (leaderboardCsvRecords). */
export function leaderboardCsvHeader(scoring: Scoring, compat: boolean): string {
  return csvHeader([...rowColumns(scoring), ...(compat ? V5_COLUMNS : [])]);
}
