// The model fields (model-fields.ts) as members of an answer: each its kind's value, or null when the model's file
// does not give it; described for the OpenAPI document.
import { z } from 'zod';
import { MODEL_FIELDS, type ModelFacts } from './model-fields.ts';

const OUTPUT = {
  date: z.iso.date(),
  boolean: z.boolean(),
  text: z.string(),
  tokens: z.int().min(1),
};

export const ModelFactFields = Object.fromEntries(
  MODEL_FIELDS.map((f) => [f.key, OUTPUT[f.kind].nullable().describe(`${f.describes}; null when not given`)]),
) as unknown as { [K in keyof ModelFacts]: z.ZodType<ModelFacts[K]> };
