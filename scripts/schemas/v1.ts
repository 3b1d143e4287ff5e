// Response schemas of the v1 API outside DCD: `{"status": "ok", …, "attribution"}` bodies.
import { z } from 'zod';
import {
  Attribution,
  ChangeGroupFields,
  DateTime,
  IncidentEntry,
  IntegrityLabel,
  IntervalFields,
  Points,
  RunId,
  RunRef,
  Slug,
  V1LeaderboardRow,
  V5CompatFields,
  V6ScoreFields,
} from './common.ts';
import { ModelFactFields } from './model-fields.ts';
import { byScoreField } from './score-fields.ts';

export const V1Leaderboard = z.strictObject({
  status: z.literal('ok'),
  dimension: z
    .enum(['core_overall_display', 'execution_raw', 'grounding_raw', 'coding', 'knowledge', 'longctx', 'overall'])
    .describe('The dimension ranked by; the v5 values coding, knowledge, longctx and overall only before the sunset'),
  run: RunRef.nullable().describe('The latest published full run; null when nothing is published'),
  count: z.int().min(0).describe('Number of rankings in this answer (at most limit)'),
  rankings: z.array(V1LeaderboardRow),
  attribution: Attribution,
});
export type V1Leaderboard = z.infer<typeof V1Leaderboard>;

const changeFields = {
  current_run: RunRef.nullable().describe('The latest published full run'),
  previous_run: RunRef.nullable().describe('The published full run before it'),
  ...ChangeGroupFields,
  incidents: z.array(IncidentEntry).describe('Recent incidents, newest first'),
  attribution: Attribution,
};

export const V1Changes = z.strictObject({ status: z.literal('ok'), ...changeFields });
export type V1Changes = z.infer<typeof V1Changes>;

export const V1ModelChanges = z.strictObject({ status: z.literal('ok'), model: Slug, ...changeFields });
export type V1ModelChanges = z.infer<typeof V1ModelChanges>;

const Pricing = z
  .strictObject({
    currency: z.literal('USD'),
    input_per_mtok: z.number().min(0).describe('USD per million input tokens'),
    output_per_mtok: z.number().min(0).describe('USD per million output tokens'),
  })
  .nullable();

const DimensionStanding = z.strictObject({
  value: Points('Score in this dimension'),
  rank: z.int().positive(),
  rank_range: IntervalFields.rank_range,
});

export const V1ModelProfile = z.strictObject({
  status: z.literal('ok'),
  slug: Slug,
  name: z.string(),
  provider: z.string(),
  scores: z
    .strictObject({ ...V6ScoreFields, ...V5CompatFields })
    .nullable()
    .describe('Scores in the latest published full run that includes the model; null when none does'),
  dimensions: z
    .strictObject({
      core_overall_display: DimensionStanding,
      ...byScoreField(() => DimensionStanding),
    })
    .nullable(),
  ...IntervalFields,
  pricing: Pricing,
  ...ModelFactFields,
  run: RunRef.nullable(),
  history: z
    .array(
      z.strictObject({
        run_id: RunId,
        published_at: DateTime,
        core_overall_display: Points('Overall score'),
        rank: z.int().positive(),
        integrity_label: IntegrityLabel,
      }),
    )
    .describe("The model's last 5 published full runs, newest first"),
  attribution: Attribution,
});
export type V1ModelProfile = z.infer<typeof V1ModelProfile>;

export const V5Deprecation = z.strictObject({
  status: z.literal('ok'),
  sunset: z.iso.date().describe('From this day (00:00 UTC) the v5 fields and dimension values are gone'),
  retired: z.boolean().describe('Whether the sunset has passed'),
  fields: z.array(z.strictObject({ field: z.string(), replacement: z.string().nullable() })).readonly(),
  dimensions: z.array(z.strictObject({ value: z.string(), replacement: z.string().nullable() })),
  attribution: Attribution,
});
export type V5Deprecation = z.infer<typeof V5Deprecation>;
