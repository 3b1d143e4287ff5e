// The facts a model file may carry beside its name, provider and prices: the one table that names them. The input
// schema (data/schema.ts), the profile and the models list (schemas/v1.ts, schemas/discovery.ts, and so the OpenAPI
// document), the models CSV (render/v1-models.ts), `/models/` and the model page (render/pages/models.ts) derive from
// it. Each is optional in a model file and null in every answer when the file does not give it. Adding a fact is a
// change to this table plus the data and the docs (docs/data-format.md).
import { z } from 'zod';

/** What a fact is: a calendar day, yes or no, a short text, a count of tokens (each with its checks in the schemas). */
type Kind = 'date' | 'boolean' | 'text' | 'tokens';

interface ModelFieldSpec {
  /** Its name in model files and in every answer. */
  key: string;
  /** How pages name it. */
  label: string;
  kind: Kind;
  /** What it is, in the response schemas and so the OpenAPI document. */
  describes: string;
}

/** The model fields, in their published order (JSON members and CSV columns follow it). */
export const MODEL_FIELDS = [
  { key: 'released', label: 'Released', kind: 'date', describes: 'The day the model was released (YYYY-MM-DD)' },
  {
    key: 'open_weights',
    label: 'Open weights',
    kind: 'boolean',
    describes: "Whether the model's weights are published",
  },
  {
    key: 'license',
    label: 'Licence',
    kind: 'text',
    describes: "The model's licence, as its provider names it (at most 120 characters)",
  },
  {
    key: 'context_window',
    label: 'Context window',
    kind: 'tokens',
    describes: 'How many tokens the model reads at once (1 to 100,000,000)',
  },
] as const satisfies readonly ModelFieldSpec[];

export type ModelField = (typeof MODEL_FIELDS)[number];
type KindValue = { date: string; boolean: boolean; text: string; tokens: number };
/** A model's facts, each null when its file does not give it. */
export type ModelFacts = { [F in ModelField as F['key']]: KindValue[F['kind']] | null };

/** An object with a member for each model field, made from its kind's value in `byKind`. */
export function byModelField<T extends Record<Kind, unknown>>(
  byKind: T,
): { [F in ModelField as F['key']]: T[F['kind']] } {
  return Object.fromEntries(MODEL_FIELDS.map((f) => [f.key, byKind[f.kind]])) as {
    [F in ModelField as F['key']]: T[F['kind']];
  };
}

/** A model's facts as published: each field its file gives, null for the others. */
export function modelFacts(model: Partial<ModelFacts>): ModelFacts {
  return Object.fromEntries(MODEL_FIELDS.map((f) => [f.key, model[f.key] ?? null])) as ModelFacts;
}

/** The model fields as members of an answer: each its kind's value, or null; described for the OpenAPI document. */
const OUTPUT = { date: z.iso.date(), boolean: z.boolean(), text: z.string(), tokens: z.int().min(1) };
export const ModelFactFields = Object.fromEntries(
  MODEL_FIELDS.map((f) => [f.key, OUTPUT[f.kind].nullable().describe(`${f.describes}; null when not given`)]),
) as unknown as { [K in keyof ModelFacts]: z.ZodType<ModelFacts[K]> };
