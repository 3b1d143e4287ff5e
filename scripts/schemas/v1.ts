// Response schemas of the v1 API outside DCD: `{"status": "ok", …, "attribution"}` bodies.
import { z } from 'zod';
import {
  Attribution,
  changeGroupFields,
  DateTime,
  IncidentEntry,
  intervalFields,
  RankRange,
  RunId,
  RunRef,
  Slug,
  scoreFields,
  v1LeaderboardRowSchema,
  v5CompatFields,
} from './common.ts';
import { V5_DIMENSION_NAMES } from './dimensions.ts';
import { ModelFactFields } from './model-fields.ts';
import { OVERALL, type Scoring } from './scoring.ts';

/** The dimensions v1 ranks by: the scoring's, and before the sunset the spec's v5 values. */
const v1Dimension = (scoring: Scoring) =>
  scoring.spec
    ? z
        .enum([...scoring.dimensions, ...V5_DIMENSION_NAMES] as [string, ...string[]])
        .describe(
          'The dimension ranked by; the v5 values coding, knowledge, longctx and overall only before the sunset',
        )
    : z.enum(scoring.dimensions as [string, ...string[]]).describe('The dimension ranked by');

export const v1LeaderboardSchema = (scoring: Scoring) =>
  z.strictObject({
    status: z.literal('ok'),
    dimension: v1Dimension(scoring),
    run: RunRef.nullable().describe('The latest published full run; null when nothing is published'),
    count: z.int().min(0).describe('Number of rankings in this answer (at most limit)'),
    rankings: z.array(v1LeaderboardRowSchema(scoring)),
    attribution: Attribution,
  });
export type V1Leaderboard = z.infer<ReturnType<typeof v1LeaderboardSchema>>;

const changeFields = (scoring: Scoring) => ({
  current_run: RunRef.nullable().describe('The latest published full run'),
  previous_run: RunRef.nullable().describe('The published full run before it'),
  ...changeGroupFields(scoring),
  incidents: z.array(IncidentEntry).describe('Recent incidents, newest first'),
  attribution: Attribution,
});

export const v1ChangesSchema = (scoring: Scoring) =>
  z.strictObject({ status: z.literal('ok'), ...changeFields(scoring) });
export type V1Changes = z.infer<ReturnType<typeof v1ChangesSchema>>;

export const v1ModelChangesSchema = (scoring: Scoring) =>
  z.strictObject({ status: z.literal('ok'), model: Slug, ...changeFields(scoring) });
export type V1ModelChanges = z.infer<ReturnType<typeof v1ModelChangesSchema>>;

const Pricing = z
  .strictObject({
    currency: z.literal('USD'),
    input_per_mtok: z.number().min(0).describe('USD per million input tokens'),
    output_per_mtok: z.number().min(0).describe('USD per million output tokens'),
  })
  .nullable();

/** A profile's standing by one field: its value, rank and rank range among the models of the run. */
const dimensionStanding = (value: z.ZodType) =>
  z.strictObject({ value, rank: z.int().positive(), rank_range: RankRange });

export const v1ModelProfileSchema = (scoring: Scoring) => {
  const scores = scoreFields(scoring);
  const cap = scoring.overall.cap;
  return z.strictObject({
    status: z.literal('ok'),
    slug: Slug,
    name: z.string(),
    provider: z.string(),
    scores: z
      .strictObject({ ...scores, ...v5CompatFields(scoring) })
      .nullable()
      .describe('Scores in the latest published full run that includes the model; null when none does'),
    dimensions: z
      .strictObject({
        core_overall_display: dimensionStanding(scores[OVERALL]!),
        ...Object.fromEntries(scoring.fields.map((f) => [f.key, dimensionStanding(scores[f.key]!)])),
      })
      .nullable(),
    ...intervalFields(scoring),
    pricing: Pricing,
    ...ModelFactFields,
    run: RunRef.nullable(),
    history: z
      .array(
        z.strictObject({
          run_id: RunId,
          published_at: DateTime,
          core_overall_display: scores[OVERALL]!,
          rank: z.int().positive(),
          ...(cap === null ? {} : { [cap.label]: scores[cap.label]! }),
        }),
      )
      .describe("The model's last 5 published full runs, newest first"),
    attribution: Attribution,
  });
};

export const V5Deprecation = z.strictObject({
  status: z.literal('ok'),
  sunset: z.iso.date().describe('From this day (00:00 UTC) the v5 fields and dimension values are gone'),
  retired: z.boolean().describe('Whether the sunset has passed'),
  fields: z.array(z.strictObject({ field: z.string(), replacement: z.string().nullable() })).readonly(),
  dimensions: z.array(z.strictObject({ value: z.string(), replacement: z.string().nullable() })),
  attribution: Attribution,
});
export type V5Deprecation = z.infer<typeof V5Deprecation>;
