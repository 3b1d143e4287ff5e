// `/v1/prices`: the data behind the price-against-score view. Each model of the latest published full run with its
// prices, its blended price, its overall score, its value for money and whether it is on the price–score frontier,
// ranked by value. The same rows as CSV at `/v1/csv/prices.csv`, one column per member in the same order.
import { z } from 'zod';
import { Attribution, overallScore, RunRef, Slug } from './common.ts';
import type { Scoring } from './scoring.ts';

const PerMillion = (what: string) => z.number().min(0).nullable().describe(`${what}; null without a published price`);

export const priceRowSchema = (scoring: Scoring) =>
  z.strictObject({
    rank: z
      .int()
      .positive()
      .describe('Standard competition rank (1, 2, 2, 4) by value; ties by overall score, then slug; no value last'),
    slug: Slug,
    name: z.string(),
    provider: z.string(),
    input_per_mtok: PerMillion('USD per million input tokens'),
    output_per_mtok: PerMillion('USD per million output tokens'),
    blended_per_mtok: PerMillion('Blended price, USD per million tokens: (3 × input + output) / 4, 4 decimals'),
    core_overall_display: overallScore(scoring, 'Overall score in the run'),
    overall_rank: z.int().positive().describe('Rank by overall score in the run'),
    value: z
      .number()
      .min(0)
      .nullable()
      .describe('core_overall_display ÷ blended_per_mtok, 2 decimals; null without a price or at a price of 0'),
    frontier: z
      .boolean()
      .describe(
        'On the price–score frontier: no other priced model is at most as dear and at least as good, and better on one of the two',
      ),
  });
export type PriceRow = z.infer<ReturnType<typeof priceRowSchema>>;

export const priceSchema = (scoring: Scoring) =>
  z.strictObject({
    status: z.literal('ok'),
    run: RunRef.nullable().describe('The latest published full run; null when nothing is published'),
    currency: z.literal('USD').describe('The currency of every price'),
    count: z.int().min(0).describe('Number of rows: every model of the run'),
    rankings: z.array(priceRowSchema(scoring)).describe('Ranked by value, models without one last'),
    attribution: Attribution,
  });
export type V1Prices = z.infer<ReturnType<typeof priceSchema>>;
