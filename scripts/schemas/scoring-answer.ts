// `/v1/scoring`: the scoring in force (schemas/scoring.ts) with every default filled in, so that a client can draw
// any benchmark's table from it: each score field's label, direction, range, unit and decimals, each label's
// values, and how the overall is made.
import { z } from 'zod';
import { Attribution } from './common.ts';
import type { Scoring } from './scoring.ts';

const Text = z.string();

const ScoreFieldAnswer = z.strictObject({
  key: Text.describe('Its member in every row, profile and CSV'),
  label: Text.describe('How pages name it'),
  describes: Text,
  better: z.enum(['higher', 'lower']).describe('Which way is better: rankings by it put the best first'),
  min: z.number().nullable().describe('The smallest value a run may give; null for no bound'),
  max: z.number().nullable().describe('The largest value a run may give; null for no bound'),
  unit: Text.nullable().describe('"$" is written before the number, "%" right after it, any other after a space'),
  decimals: z.int().min(0).max(4).describe('Every published value and half-width of it is rounded to this'),
  optional: z.boolean().describe('Whether a result may have no value (null, an empty CSV cell, ranked last)'),
  ranking: z
    .strictObject({ page: Text, explains: Text })
    .nullable()
    .describe('A dimension of both APIs and a page /rankings/{page}/ when not null'),
  source: z
    .strictObject({ lm_eval: Text, scale: z.number() })
    .nullable()
    .describe('Where the import command takes it from in lm-evaluation-harness results'),
});

const LabelAnswer = z.strictObject({
  key: Text,
  label: Text,
  describes: Text.nullable(),
  values: z.array(Text).describe('Every value a result may give'),
  optional: z.boolean(),
});

const OverallAnswer = z.strictObject({
  label: Text.describe('How pages name the overall score (answers keep core_overall_raw and core_overall_display)'),
  explains: Text,
  decimals: z.int().min(0).max(4),
  weights: z
    .record(Text, z.number().positive())
    .describe('core_overall_raw = Σ weight × value ÷ Σ weight over these fields; null when one of them is null'),
  cap: z
    .strictObject({ label: Text, equals: Text, at: z.number(), reason: Text })
    .nullable()
    .describe('core_overall_display = min(core_overall_raw, at) when the label has that value'),
  unit: Text.nullable().describe('The unit of the weighted fields when they all have the same one, else null'),
});

export const v1ScoringSchema = (_scoring: Scoring) =>
  z.strictObject({
    status: z.literal('ok'),
    fields: z.array(ScoreFieldAnswer).describe('The score fields in their published order'),
    labels: z.array(LabelAnswer),
    overall: OverallAnswer,
    attribution: Attribution,
  });
export type V1Scoring = z.infer<ReturnType<typeof v1ScoringSchema>>;
