// Pieces shared by the response schemas of both API generations: scores with their units, run references,
// attribution, error envelopes. Every response schema is strict: a field the schema does not name fails the
// test that validates each built file, so the schemas and the answers cannot drift apart.
import { z } from 'zod';
import { byScoreField } from './score-fields.ts';

export const Slug = z.string().describe('Model slug: lower-case letters and digits in groups separated by "-" or "."');
export const RunId = z.int().positive().describe('Evaluation run id (runs/<run_id>.json)');
export const DateTime = z.iso.datetime().describe('UTC date-time (ISO 8601)');

/** A score on the 0–100 point scale, rounded to 2 decimals. */
export const Points = (what: string) => z.number().min(0).max(100).describe(`${what}, 0–100 points, 2 decimals`);

export const IntegrityLabel = z
  .enum(['pass', 'warn', 'fail'])
  .describe('Integrity check verdict; "fail" caps core_overall_display at 74.00');
const RecommendationStatus = z.enum(['recommended', 'neutral', 'not_recommended']);

/** The v6 scoring fields, in their published order: the score fields (score-fields.ts), labels, overall. */
export const V6ScoreFields = {
  ...byScoreField((field) => Points(field.describes)),
  integrity_label: IntegrityLabel,
  recommendation_status: RecommendationStatus,
  core_overall_raw: Points('0.55 × execution_raw + 0.45 × grounding_raw'),
  core_overall_display: Points('Overall score: core_overall_raw, capped at 74.00 when integrity_label is "fail"'),
};

/** The names of the v6 scoring fields, in their published order (CSV columns follow it). */
export const V6_SCORE_NAMES = Object.keys(V6ScoreFields) as (keyof typeof V6ScoreFields)[];

/** v5 compatibility fields: present before the sunset date only. */
export const V5CompatFields = {
  coding: Points('Deprecated v5 field, equals execution_raw').optional(),
  knowledge: z.null().describe('Deprecated v5 field without v6 equivalent: always null').optional(),
  longctx: Points('Deprecated v5 field, equals grounding_raw').optional(),
  overall: Points('Deprecated v5 field, equals core_overall_display').optional(),
  official_coding: Points('Deprecated v5 field, equals execution_raw').optional(),
  official_knowledge: z.null().describe('Deprecated v5 field: always null').optional(),
  official_longctx: Points('Deprecated v5 field, equals grounding_raw').optional(),
  official_overall: Points('Deprecated v5 field, equals core_overall_display').optional(),
};

/** The fields of a ranked model of a leaderboard that both APIs publish, but the v5 compatibility fields. */
const LeaderboardRowFields = {
  rank: z.int().positive().describe('Standard competition rank (1, 2, 2, 4) by the dimension, nulls last'),
  slug: Slug,
  name: z.string(),
  provider: z.string(),
  ...V6ScoreFields,
  score: z
    .number()
    .nullable()
    .describe(
      'The value ranked by: points (0–100) for score dimensions; for "value" points per blended USD per million tokens ((3 × input + output) / 4); for "stability" 100 − the standard deviation of the overall score over the last 5 full runs; null when it cannot be computed',
    ),
  previous_rank: z.int().positive().nullable().describe('Rank in the previous published full run; null for an entrant'),
  rank_change: z
    .int()
    .nullable()
    .describe('previous_rank − rank: positive means the model moved up; null for an entrant'),
  score_change: z.number().nullable().describe('score − previous score, 2 decimals; null for an entrant'),
};

/** A half-width of a 95% confidence interval. */
const HalfWidth = (what: string) =>
  z.number().min(0).max(100).describe(`Half-width of the 95% interval of ${what}, points, 2 decimals`).optional();

/** The intervals of a v1 row or profile (docs/data-format.md, "Intervals"). */
export const IntervalFields = {
  ci95: z
    .strictObject({
      ...byScoreField((field) => HalfWidth(field.key)),
      core_overall_display: HalfWidth(
        'core_overall_display: sqrt((0.55 × execution)² + (0.45 × grounding)²), absent when integrity_label is "fail"',
      ),
    })
    .nullable()
    .describe("The half-widths of the result's 95% confidence intervals, by field; null when the run gives none"),
  rank_range: z
    // An array of two rather than a tuple: OpenAPI tools read `items`, not `prefixItems`.
    .array(z.int().positive())
    .length(2)
    .nullable()
    .describe(
      'The best and worst rank the intervals allow: [1 + models whose lower bound is above this upper bound, 1 + models whose upper bound is above this lower bound]; null when any model of the ranking has no interval for it',
    ),
};

/** One ranked model of a legacy leaderboard. */
export const LeaderboardRow = z.strictObject({ ...LeaderboardRowFields, ...V5CompatFields });

/** One ranked model of a v1 leaderboard: the legacy row with its intervals. */
export const V1LeaderboardRow = z.strictObject({ ...LeaderboardRowFields, ...IntervalFields, ...V5CompatFields });

export const RunRef = z.strictObject({ run_id: RunId, published_at: DateTime });

export const Attribution = z
  .strictObject({ text: z.string(), license: z.string(), url: z.url() })
  .describe('Credit and licence of the data: show it wherever the data is shown');

export const LegacyError = z.strictObject({ ok: z.literal(false), error: z.string().describe('What went wrong') });
export const V1Error = z.strictObject({
  status: z.literal('error'),
  error: z.string().describe('What went wrong and what is accepted'),
});

/** A change entry of weekly and latest changes. */
const ChangeEntry = z.strictObject({
  slug: Slug,
  name: z.string(),
  score: Points('Overall score in the later run'),
  previous_score: Points('Overall score in the earlier run').nullable(),
  score_delta: z.number().nullable().describe('score − previous_score; null for an entrant'),
  rank: z.int().positive(),
  previous_rank: z.int().positive().nullable(),
  rank_delta: z.int().nullable().describe('previous_rank − rank: positive means the model moved up'),
});

export const IncidentEntry = z.strictObject({
  id: z.string(),
  model: Slug,
  date: z.iso.date(),
  severity: z.enum(['minor', 'major', 'critical']),
  status: z.enum(['open', 'resolved']),
  title: z.string(),
  summary: z.string(),
});

/** The three groups of weekly and latest changes. */
export const ChangeGroupFields = {
  threshold: z.number().describe('Score delta (points) from which a model counts as rising or falling'),
  rising: z.array(ChangeEntry).describe('score_delta ≥ threshold, and entrants'),
  falling: z.array(ChangeEntry).describe('score_delta ≤ −threshold'),
  stable: z.array(ChangeEntry),
};

export type LeaderboardRow = z.infer<typeof LeaderboardRow>;

/** Rank fields of a history row, described like the leaderboard row's. */
export const PreviousRank = LeaderboardRow.shape.previous_rank;
export const RankChange = LeaderboardRow.shape.rank_change;
export const ScoreChange = LeaderboardRow.shape.score_change;

export const RunKind = z
  .enum(['full', 'partial'])
  .describe('`full`: every model evaluated (the runs rankings, changes and histories are made of); `partial`: some');

/** An ISO 8601 week in UTC. */
export const Week = z
  .string()
  .regex(/^\d{4}-W\d{2}$/)
  .describe('ISO 8601 week (UTC) of `published_at`, e.g. 2026-W47');

/** A run as the discovery answers describe it. */
export const RunSummary = z.strictObject({ run_id: RunId, kind: RunKind, published_at: DateTime, week: Week });
export type RunSummary = z.infer<typeof RunSummary>;
