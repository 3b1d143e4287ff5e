// `/v1/runs/{run_id}`: one published run's leaderboard by overall score, every field of every row.
import { z } from 'zod';
import { Attribution, RunRef, RunSummary, v1LeaderboardRowSchema } from './common.ts';
import type { Scoring } from './scoring.ts';

export const runLeaderboardSchema = (scoring: Scoring) =>
  z.strictObject({
    status: z.literal('ok'),
    run: RunSummary,
    previous_run: RunRef.nullable().describe('The published full run the changes are measured against; null for none'),
    dimension: z.literal('core_overall_display').describe('Rows are ranked by the overall score'),
    count: z.int().min(0),
    rankings: z.array(v1LeaderboardRowSchema(scoring)),
    attribution: Attribution,
  });
export type RunLeaderboard = z.infer<ReturnType<typeof runLeaderboardSchema>>;
