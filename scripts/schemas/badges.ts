// `/badges/{slug}.json`: shields.io's endpoint schema (https://shields.io/badges/endpoint-badge), nothing more:
// shields refuses unknown keys.
import { z } from 'zod';

export const ShieldsEndpoint = z.strictObject({
  schemaVersion: z.literal(1).describe('Always 1'),
  label: z.string().describe('Left-hand text: the model name'),
  message: z.string().describe('Right-hand text: overall rank and score in the latest run, e.g. "#2 · 80.78"'),
  color: z.string().describe('Message background'),
  labelColor: z.string().describe('Label background'),
  cacheSeconds: z.int().min(300).describe('How long shields.io may cache the badge'),
});
export type ShieldsEndpoint = z.infer<typeof ShieldsEndpoint>;
