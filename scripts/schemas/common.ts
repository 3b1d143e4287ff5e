// Pieces shared by the response schemas of both API generations: scores with their units, run references,
// attribution, error envelopes. Every response schema is strict: a field the schema does not name fails the
// test that validates each built file, so the schemas and the answers cannot drift apart. The members a scoring
// names (schemas/scoring.ts) are made from it: the schemas of a build are those of its scoring.
import { z } from 'zod';
import { type NumberFormat, OVERALL, overallFormula, type ScoreField, type Scoring } from './scoring.ts';

export const Slug = z.string().describe('Model slug: lower-case letters and digits in groups separated by "-" or "."');
export const RunId = z.int().positive().describe('Evaluation run id (runs/<run_id>.json)');
export const DateTime = z.iso.datetime().describe('UTC date-time (ISO 8601)');

/** A score on the 0–100 point scale, rounded to 2 decimals. */
export const Points = (what: string) => z.number().min(0).max(100).describe(`${what}, 0–100 points, 2 decimals`);

/** How a number's unit reads in a description: `$` as US dollars, `%` as percent, none as points. */
function unitWords(unit: string | null): string {
  if (unit === null) return 'points';
  if (unit === '$') return 'US dollars';
  if (unit === '%') return 'percent';
  return unit;
}

/** `0–100 points`, `at least 0 US dollars`, `percent`: a number's range in its unit. */
function rangeText(min: number | null, max: number | null, unit: string | null): string {
  const words = unitWords(unit);
  if (min !== null && max !== null) return `${min}–${max} ${words}`;
  if (min !== null) return `at least ${min} ${words}`;
  if (max !== null) return `at most ${max} ${words}`;
  return words;
}

const decimalsText = (decimals: number) => (decimals === 1 ? '1 decimal' : `${decimals} decimals`);

/** What a number is, its range and unit, its decimals and which way is better. */
function numberText(what: string, min: number | null, max: number | null, format: NumberFormat, lower = false): string {
  return `${what}, ${rangeText(min, max, format.unit)}, ${decimalsText(format.decimals)}, ${lower ? 'lower' : 'higher'} is better`;
}

/** A score field's values: a number in its range and unit, null where the field is optional. */
function fieldNumber(field: ScoreField): z.ZodType {
  let value = z.number();
  if (field.min !== null) value = value.min(field.min);
  if (field.max !== null) value = value.max(field.max);
  const described = value.describe(numberText(field.describes, field.min, field.max, field, field.better === 'lower'));
  return field.optional ? described.nullable() : described;
}

/** The overall's range: the weighted fields' widest (the overall is their weighted mean). */
function overallRange(scoring: Scoring): [number | null, number | null] {
  const mins = scoring.weighted.map((f) => f.min);
  const maxes = scoring.weighted.map((f) => f.max);
  return [
    mins.includes(null) ? null : Math.min(...(mins as number[])),
    maxes.includes(null) ? null : Math.max(...(maxes as number[])),
  ];
}

/** An overall score (or a number of its kind: a change's score, a DCD run's main score): its range, unit, decimals. */
function overallNumber(scoring: Scoring, what: string) {
  const [min, max] = overallRange(scoring);
  let value = z.number();
  if (min !== null) value = value.min(min);
  if (max !== null) value = value.max(max);
  return value.describe(numberText(what, min, max, scoring.overallFormat));
}

/**
 * A row's overall score as a member of its own (prices, stability): null allowed where a weighted field is optional
 * (a missing part makes no overall).
 */
export function overallScore(scoring: Scoring, what: string): z.ZodNullable<z.ZodNumber> {
  const value = overallNumber(scoring, what);
  return (scoring.weighted.some((f) => f.optional) ? value.nullable() : value) as z.ZodNullable<z.ZodNumber>;
}

/** The members of a row's scores, in their published order: the fields, the labels, the overall raw and displayed. */
export function scoreFields(scoring: Scoring): Record<string, z.ZodType> {
  const { overall } = scoring;
  const decimals = scoring.overallFormat.decimals;
  const at = (value: number) => value.toFixed(decimals);
  const cap =
    overall.cap === null
      ? ''
      : `, capped at ${at(overall.cap.at)} when ${overall.cap.label} is "${overall.cap.equals}"`;
  const nullable = (schema: z.ZodType) => (scoring.weighted.some((f) => f.optional) ? schema.nullable() : schema);
  return {
    ...Object.fromEntries(scoring.fields.map((f) => [f.key, fieldNumber(f)])),
    ...Object.fromEntries(
      scoring.labels.map((l) => {
        const values = z.enum(l.values as [string, ...string[]]);
        const capText =
          overall.cap?.label === l.key ? `; "${overall.cap.equals}" caps ${OVERALL} at ${at(overall.cap.at)}` : '';
        const described =
          l.describes === null && capText === '' ? values : values.describe(`${l.describes ?? l.label}${capText}`);
        return [l.key, l.optional ? described.nullable() : described];
      }),
    ),
    core_overall_raw: nullable(
      overallNumber(
        scoring,
        overallFormula(overall, (key) => key),
      ),
    ),
    core_overall_display: nullable(overallNumber(scoring, `Overall score: core_overall_raw${cap}`)),
  };
}

/** v5 compatibility fields: present before the sunset date only, under the spec's scoring alone. */
const V5_COMPAT_FIELDS = {
  coding: Points('Deprecated v5 field, equals execution_raw').optional(),
  knowledge: z.null().describe('Deprecated v5 field without v6 equivalent: always null').optional(),
  longctx: Points('Deprecated v5 field, equals grounding_raw').optional(),
  overall: Points('Deprecated v5 field, equals core_overall_display').optional(),
  official_coding: Points('Deprecated v5 field, equals execution_raw').optional(),
  official_knowledge: z.null().describe('Deprecated v5 field: always null').optional(),
  official_longctx: Points('Deprecated v5 field, equals grounding_raw').optional(),
  official_overall: Points('Deprecated v5 field, equals core_overall_display').optional(),
};

/** The v5 compatibility fields of a scoring: the spec's has them (before its sunset), no other. */
export const v5CompatFields = (scoring: Scoring) => (scoring.spec ? V5_COMPAT_FIELDS : {});

/** The fields of a ranked model of a leaderboard that both APIs publish, but the v5 compatibility fields. */
const leaderboardRowFields = (scoring: Scoring) => ({
  rank: z.int().positive().describe('Standard competition rank (1, 2, 2, 4) by the dimension, nulls last'),
  slug: Slug,
  name: z.string(),
  provider: z.string(),
  ...scoreFields(scoring),
  score: z
    .number()
    .nullable()
    .describe(
      'The value ranked by: the field\'s value for a score dimension (its unit and decimals; the smallest first where lower is better); for "value" points per blended USD per million tokens ((3 × input + output) / 4); for "stability" 100 − the standard deviation of the overall score over the last 5 full runs; null when it cannot be computed',
    ),
  previous_rank: PreviousRank,
  rank_change: RankChange,
  score_change: ScoreChange,
});

/** Rank fields of a row, described once for every row that has them. */
export const PreviousRank = z
  .int()
  .positive()
  .nullable()
  .describe('Rank in the previous published full run; null for an entrant');
export const RankChange = z
  .int()
  .nullable()
  .describe('previous_rank − rank: positive means the model moved up; null for an entrant');
export const ScoreChange = z
  .number()
  .nullable()
  .describe("score − previous score, with the score's decimals; null for an entrant");

/** A half-width of a 95% confidence interval, in the unit and decimals of what it measures. */
const halfWidth = (what: string, format: NumberFormat, width: number | null) => {
  const value = width === null ? z.number().min(0) : z.number().min(0).max(width);
  return value
    .describe(`Half-width of the 95% interval of ${what}, ${unitWords(format.unit)}, ${decimalsText(format.decimals)}`)
    .optional();
};

/** The intervals of a v1 row or profile (docs/data-format.md, "Intervals"). */
export const intervalFields = (scoring: Scoring) => {
  const { overall } = scoring;
  const total = Object.values(overall.weights).reduce((sum, w) => sum + w, 0);
  const combined =
    scoring.weighted.length === 1
      ? `the half-width of ${scoring.weighted[0]!.key}`
      : `sqrt(${scoring.weighted
          .map(
            (f) =>
              `(${total === 1 ? overall.weights[f.key] : `${overall.weights[f.key]}/${total}`} × ${f.label.toLowerCase()})²`,
          )
          .join(' + ')})`;
  const capText = overall.cap === null ? '' : `, absent when ${overall.cap.label} is "${overall.cap.equals}"`;
  const [min, max] = overallRange(scoring);
  return {
    ci95: z
      .strictObject({
        ...Object.fromEntries(
          scoring.fields.map((f) => [
            f.key,
            halfWidth(f.key, f, f.min === null || f.max === null ? null : f.max - f.min),
          ]),
        ),
        core_overall_display: halfWidth(
          `${OVERALL}: ${combined}${capText}`,
          scoring.overallFormat,
          min === null || max === null ? null : max - min,
        ),
      })
      .nullable()
      .describe("The half-widths of the result's 95% confidence intervals, by field; null when the run gives none"),
    rank_range: RankRange,
  };
};

export const RankRange = z
  // An array of two rather than a tuple: OpenAPI tools read `items`, not `prefixItems`.
  .array(z.int().positive())
  .length(2)
  .nullable()
  .describe(
    'The best and worst rank the intervals allow: [1 + models whose interval lies wholly on the better side of this one, 1 + models whose interval reaches to the better side of its worse end]; null when any model of the ranking has no interval for it',
  );

/** One ranked model of a legacy leaderboard. */
export const leaderboardRowSchema = (scoring: Scoring) =>
  z.strictObject({ ...leaderboardRowFields(scoring), ...v5CompatFields(scoring) });

/** One ranked model of a v1 leaderboard: the legacy row with its intervals. */
export const v1LeaderboardRowSchema = (scoring: Scoring) =>
  z.strictObject({ ...leaderboardRowFields(scoring), ...intervalFields(scoring), ...v5CompatFields(scoring) });

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
const changeEntry = (scoring: Scoring) =>
  z.strictObject({
    slug: Slug,
    name: z.string(),
    score: overallNumber(scoring, 'Overall score in the later run'),
    previous_score: overallNumber(scoring, 'Overall score in the earlier run').nullable(),
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
export const changeGroupFields = (scoring: Scoring) => {
  const entry = changeEntry(scoring);
  return {
    threshold: z.number().describe('Score delta from which a model counts as rising or falling'),
    rising: z.array(entry).describe('score_delta ≥ threshold, and entrants'),
    falling: z.array(entry).describe('score_delta ≤ −threshold'),
    stable: z.array(entry),
  };
};

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
