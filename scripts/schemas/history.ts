// The history exports: one row per model × published run, long format, one file per calendar year of publication
// (`/v1/history/{year}.json`, the same rows as `/v1/csv/history/{year}.csv`), and `/v1/history.json` (and
// `/v1/history.csv`) listing the years. A year's file stays small at any scale (a few MiB at 300 models) and
// never changes once the year is over.
import { z } from 'zod';
import { Attribution, PreviousRank, RankChange, RunKind, ScoreChange, scoreFields, Week } from './common.ts';
import type { Scoring } from './scoring.ts';

const historyRowSchema = (scoring: Scoring) =>
  z.strictObject({
    run_id: z.int().positive(),
    run_kind: RunKind,
    published_at: z.iso.datetime().describe('When the run was published (UTC): the run date'),
    week: Week,
    slug: z.string(),
    name: z.string(),
    provider: z.string(),
    rank: z.int().positive().describe('Overall rank (by core_overall_display) within the run, 1 is best'),
    ...scoreFields(scoring),
    previous_rank: PreviousRank,
    rank_change: RankChange,
    score_change: ScoreChange,
  });
export type HistoryRow = z.infer<ReturnType<typeof historyRowSchema>>;

const Year = z.int().min(1970).max(9999).describe('Calendar year (UTC) in which the runs were published');

export const historyYearSchema = (scoring: Scoring) =>
  z.strictObject({
    status: z.literal('ok'),
    year: Year,
    count: z.int().min(0).describe('Rows listed'),
    rows: z.array(historyRowSchema(scoring)).describe('Oldest run first; within a run by rank, then slug'),
    attribution: Attribution,
  });
export type HistoryYear = z.infer<ReturnType<typeof historyYearSchema>>;

export const HistoryYearEntry = z.strictObject({
  year: Year,
  runs: z.int().positive().describe('Published runs in the year'),
  rows: z.int().min(0).describe('Rows in the year’s files'),
  first_published_at: z.iso.datetime().describe('The year’s first run'),
  last_published_at: z.iso.datetime().describe('The year’s last run'),
  json: z.string().describe('The year’s rows as JSON'),
  csv: z.string().describe('The same rows as CSV'),
});
export type HistoryYearEntry = z.infer<typeof HistoryYearEntry>;

export const HistoryIndex = z.strictObject({
  status: z.literal('ok'),
  count: z.int().min(0).describe('Years listed'),
  rows: z.int().min(0).describe('Rows in all the years’ files together'),
  years: z.array(HistoryYearEntry).describe('Oldest year first'),
  attribution: Attribution,
});
export type HistoryIndex = z.infer<typeof HistoryIndex>;
