// Discovery answers: the v1 index (`/v1/`), the models index (`/v1/models`) and the runs index (`/v1/runs`).
// Every link is a path from the site's root (base path included): resolve it against the URL you fetched.
import { z } from 'zod';
import { Attribution, RunSummary } from './common.ts';
import { ModelFactFields } from './model-fields.ts';

const Link = z.string().regex(/^\//).describe('A path from the site root, base path included');

const Endpoint = z.object({
  url: z.string().describe('The endpoint as a URL template (`{slug}`) with its query parameters'),
  file: Link.nullable().describe('Its canonical file (template), which any static host serves; null when none'),
  description: z.string(),
});

export const V1Index = z.strictObject({
  status: z.literal('ok'),
  name: z.string().describe('The site name'),
  endpoints: z.array(Endpoint).describe('Every v1 endpoint'),
  openapi: Link.describe('The OpenAPI document'),
  docs: Link.describe('The HTML API reference'),
  feeds: z.strictObject({ atom: Link, json: Link }).describe('Weekly changes and incidents (Atom, JSON Feed 1.1)'),
  history: z
    .strictObject({ csv: Link, json: Link })
    .describe('The years of the history export (one row per model × published run, one file per year)'),
  latest_run: RunSummary.extend({
    json: Link.describe("The run's leaderboard"),
    csv: Link.describe("The run's leaderboard as CSV"),
  })
    .nullable()
    .describe('The latest published full run; null before any'),
  attribution: Attribution,
});
export type V1Index = z.infer<typeof V1Index>;

export const ModelsIndex = z.strictObject({
  status: z.literal('ok'),
  run: z
    .object({ run_id: z.int().positive(), published_at: z.iso.datetime() })
    .nullable()
    .describe('The latest published full run, which `rank` and `score` come from; null before any'),
  count: z.int().min(0),
  models: z.array(
    z.strictObject({
      slug: z.string(),
      name: z.string(),
      provider: z.string(),
      rank: z
        .int()
        .positive()
        .nullable()
        .describe('Overall rank in the latest full run (1 is best); null when the model is not in it'),
      score: z
        .number()
        .nullable()
        .describe('core_overall_display in the latest full run (0–100); null when the model is not in it'),
      ...ModelFactFields,
      profile: Link.describe('The model profile (canonical file of /v1/models/{slug})'),
      changes: Link.describe("The model's latest changes and incidents"),
      badges: z
        .strictObject({ svg: Link, svg_dark: Link, shields: Link })
        .describe('Static SVG badges (light, dark) and the shields.io endpoint JSON'),
    }),
  ),
  attribution: Attribution,
});
export type ModelsIndex = z.infer<typeof ModelsIndex>;

export const RunsIndex = z.strictObject({
  status: z.literal('ok'),
  latest: z.int().positive().nullable().describe('run_id of the latest published full run; null before any'),
  count: z.int().min(0),
  runs: z
    .array(
      RunSummary.extend({
        models: z.int().min(0).describe('How many models the run ranks'),
        json: Link.describe("The run's leaderboard (/v1/runs/{run_id})"),
        csv: Link.describe("The run's leaderboard as CSV (/v1/runs/{run_id}?format=csv)"),
      }),
    )
    .describe('Every published run (full and partial), newest first'),
  attribution: Attribution,
});
export type RunsIndex = z.infer<typeof RunsIndex>;
