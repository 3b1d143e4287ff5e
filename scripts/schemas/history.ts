// `/v1/history.json` (and the same rows as `/v1/history.csv`): one row per model × published run, long format.
import { z } from 'zod';
import { Attribution, PreviousRank, RankChange, RunKind, ScoreChange, V6ScoreFields, Week } from './common.ts';

export const HistoryRow = z.strictObject({
  run_id: z.int().positive(),
  run_kind: RunKind,
  published_at: z.iso.datetime().describe('When the run was published (UTC): the run date'),
  week: Week,
  slug: z.string(),
  name: z.string(),
  provider: z.string(),
  rank: z.int().positive().describe('Overall rank (by core_overall_display) within the run, 1 is best'),
  ...V6ScoreFields,
  previous_rank: PreviousRank,
  rank_change: RankChange,
  score_change: ScoreChange,
});
export type HistoryRow = z.infer<typeof HistoryRow>;

export const History = z.strictObject({
  status: z.literal('ok'),
  count: z.int().min(0).describe('Rows listed'),
  rows: z.array(HistoryRow).describe('Oldest run first; within a run by rank, then slug'),
  attribution: Attribution,
});
export type History = z.infer<typeof History>;
