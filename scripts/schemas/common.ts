// Building blocks shared by the response schemas: the v1 attribution, run references, and the leaderboard row
// that the v1 leaderboard, a run's leaderboard, the CSV exports and the history all publish.
import { z } from 'zod';

export const Attribution = z
  .object({
    text: z.string().describe('Credit for the data; keep it when you quote the data'),
    license: z.string().describe('License of the data, e.g. CC-BY-4.0'),
    url: z.string().describe("The site's URL"),
  })
  .describe('Who to credit, under which license');

export const RunKind = z
  .enum(['full', 'partial'])
  .describe('`full`: every model evaluated (the runs rankings, changes and histories are made of); `partial`: some');

const RunId = z.int().positive().describe('The evaluation run id');
const PublishedAt = z.iso.datetime().describe('When the run was published (UTC, e.g. 2026-11-16T12:00:00Z)');
/** An ISO 8601 week in UTC. */
export const Week = z
  .string()
  .regex(/^\d{4}-W\d{2}$/)
  .describe('ISO 8601 week (UTC) of `published_at`, e.g. 2026-W47');

export const RunRef = z.object({ run_id: RunId, published_at: PublishedAt }).describe('A published run');

/** A run as the discovery answers describe it. */
export const RunSummary = z.object({ run_id: RunId, kind: RunKind, published_at: PublishedAt, week: Week });
export type RunSummary = z.infer<typeof RunSummary>;

/** A score as published: 0–100, rounded to 2 decimals. */
const Score = (what: string) => z.number().min(0).max(100).describe(`${what} (0–100, 2 decimals)`);

/** The nine v6 scoring fields, in their documented order. */
export const V6_SCORE_SHAPE = {
  execution_raw: Score('Execution score'),
  grounding_raw: Score('Grounding score'),
  judgment_raw: Score('Judgment score'),
  communication_raw: Score('Communication score'),
  integrity_raw: Score('Integrity score'),
  integrity_label: z.enum(['pass', 'warn', 'fail']).describe('Integrity check; `fail` caps the overall score at 74'),
  recommendation_status: z.enum(['recommended', 'neutral', 'not_recommended']),
  core_overall_raw: Score('0.55 × execution_raw + 0.45 × grounding_raw'),
  core_overall_display: Score('Overall score: core_overall_raw, capped at 74 when integrity_label is fail'),
};

const PreviousRank = z
  .int()
  .positive()
  .nullable()
  .describe('Rank in the published full run before this one; null when the model was not in it');
const RankChange = z
  .int()
  .nullable()
  .describe('previous_rank − rank: positive means the model moved up; null when it was not in the previous run');
const ScoreChange = z
  .number()
  .nullable()
  .describe('score − the previous run’s score (points, 2 decimals); null when the model was not in it');

/** Deprecated v5 fields, present before the sunset date only. */
const V5_COMPAT_SHAPE = {
  coding: z.number().optional().describe('Deprecated (v5): = execution_raw; only before the sunset'),
  knowledge: z.null().optional().describe('Deprecated (v5): always null; only before the sunset'),
  longctx: z.number().optional().describe('Deprecated (v5): = grounding_raw; only before the sunset'),
  overall: z.number().optional().describe('Deprecated (v5): = core_overall_display; only before the sunset'),
  official_coding: z.number().optional().describe('Deprecated (v5): = execution_raw; only before the sunset'),
  official_knowledge: z.null().optional().describe('Deprecated (v5): always null; only before the sunset'),
  official_longctx: z.number().optional().describe('Deprecated (v5): = grounding_raw; only before the sunset'),
  official_overall: z.number().optional().describe('Deprecated (v5): = core_overall_display; only before the sunset'),
};

export const LeaderboardRow = z.strictObject({
  rank: z.int().positive().describe('Standard competition rank (1, 2, 2, 4) by the dimension ranked'),
  slug: z.string().describe('Model slug'),
  name: z.string().describe('Model name'),
  provider: z.string().describe('Model provider'),
  ...V6_SCORE_SHAPE,
  score: z.number().nullable().describe('The value ranked by (the dimension of the answer)'),
  previous_rank: PreviousRank,
  rank_change: RankChange,
  score_change: ScoreChange,
  ...V5_COMPAT_SHAPE,
});
export type LeaderboardRow = z.infer<typeof LeaderboardRow>;

export { PreviousRank, RankChange, ScoreChange };
