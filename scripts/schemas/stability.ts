// `/v1/stability`: the data behind the stability ranking. Each model of the latest published full run with its
// stability, its overall score and its overall rank, ranked by stability. The same rows as CSV at
// `/v1/csv/stability.csv`, one column per member in the same order.
import { z } from 'zod';
import { Attribution, overallScore, RunRef, Slug } from './common.ts';
import type { Scoring } from './scoring.ts';

export const stabilityRowSchema = (scoring: Scoring) =>
  z.strictObject({
    rank: z
      .int()
      .positive()
      .describe('Standard competition rank (1, 2, 2, 4) by stability; ties by overall score, then slug; none last'),
    slug: Slug,
    name: z.string(),
    provider: z.string(),
    stability: z
      .number()
      .min(0)
      .max(100)
      .nullable()
      .describe(
        '100 minus the population standard deviation of the overall score over the model’s last five published full runs, 2 decimals; null with fewer than two',
      ),
    core_overall_display: overallScore(scoring, 'Overall score in the run'),
    overall_rank: z.int().positive().describe('Rank by overall score in the run'),
  });
export type StabilityRow = z.infer<ReturnType<typeof stabilityRowSchema>>;

export const stabilitySchema = (scoring: Scoring) =>
  z.strictObject({
    status: z.literal('ok'),
    run: RunRef.nullable().describe('The latest published full run; null when nothing is published'),
    count: z.int().min(0).describe('Number of rows: every model of the run'),
    rankings: z.array(stabilityRowSchema(scoring)).describe('Ranked by stability, models without one last'),
    attribution: Attribution,
  });
export type V1Stability = z.infer<ReturnType<typeof stabilitySchema>>;
