// Zod schemas of every input file kind (docs/data-format.md). The schema is the type: each `type X = z.infer<…>`.
// Objects are strict so unknown fields surface as `unrecognized_keys` issues, which validation turns into
// warnings and strips: evaluation pipelines may leave raw questions in run files and they must never be published.

import { z } from 'zod';
import { BASE_PATH_PATTERN } from '../routes/base-path.ts';
import { byModelField } from '../schemas/model-fields.ts';
import type { Scoring } from '../schemas/scoring.ts';

export const SLUG_PATTERN = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
/** A run id as a URL names it: a positive integer without leading zeros. */
export const RUN_ID_PATTERN = /^[1-9][0-9]*$/;
const DEFAULT_CHANGES_THRESHOLD = 0.5;
/** The sunset of the v5 compatibility fields and legacy dimension values, unless site.json gives one. */
const DEFAULT_SUNSET = '2026-06-30';
export const DCD_SUBTYPES = ['data_boundary', 'resource_limit', 'business_rule', 'security', 'engineering'] as const;
export const DCD_ROUNDS = ['R1', 'R2', 'R3'] as const;

/**
 * Length limits (characters) no real leaderboard reaches; they keep one bad value from multiplying into
 * hundreds of MiB of output (a name appears in every file that lists its model). docs/data-format.md, "Limits".
 */
const TEXT_LIMITS = {
  slug: 64,
  /** Model, provider and site names. */
  name: 120,
  /** Incident titles, attribution and licence texts, DCD case ids. */
  title: 300,
  /** Incident and DCD case summaries, DCD constraints, scoring notes. */
  text: 4000,
  url: 2048,
} as const;

const Slug = z.string().max(TEXT_LIMITS.slug, { abort: true }).regex(SLUG_PATTERN, {
  error: 'expected a slug (lower-case letters and digits, separated by single "-" or ".")',
});
const Score = z.number().min(0).max(100);
const nonEmptyText = (max: number) => z.string().trim().min(1, { error: 'expected a non-empty string' }).max(max);
const Name = nonEmptyText(TEXT_LIMITS.name);
const Title = nonEmptyText(TEXT_LIMITS.title);
const LongText = z.string().max(TEXT_LIMITS.text);
const MONTHS = 'January February March April May June July August September October November December'.split(' ');

/**
 * Why a value written as a date names no day (`2026-02-30`: February 2026 has 28 days), or null when its
 * `YYYY-MM-DD` start is a real day or not a date at all. Refused values name the impossible date this way.
 */
export function impossibleDate(value: unknown): string | null {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12) return `a date that exists (a year has months 01 to 12)`;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  if (day < 1 || day > days) return `a date that exists (${MONTHS[month - 1]} ${match[1]} has ${days} days)`;
  return null;
}

/** The schema's own message, unless the value is well formed but names a day that does not exist. */
const dateError = (expected: string) => (issue: { input?: unknown }) => {
  const impossible = impossibleDate(issue.input);
  return impossible === null ? expected : `expected ${impossible}`;
};

const UtcDateTime = z.iso.datetime({
  error: dateError('expected an ISO-8601 UTC date-time such as 2026-02-16T12:00:00Z'),
});
const CalendarDate = z.iso.date({ error: dateError('expected a calendar date YYYY-MM-DD') });
const RunId = z.int().positive();
const PublishStatus = z.enum(['published', 'draft']);

export const Site = z.strictObject({
  name: Name,
  url: z
    .url({ protocol: /^https?$/, error: 'expected an absolute http(s) URL' })
    .max(TEXT_LIMITS.url)
    // Every absolute address of the site is its origin, then base_path: a path here would be lost.
    .refine((url) => /^https?:\/\/[^/?#]+\/?$/.test(url), {
      error: (issue) => {
        const url = new URL(String(issue.input));
        const path = url.pathname.replace(/\/?$/, '/');
        return `expected the site's origin alone (${url.origin}), its path in base_path ("${path}")`;
      },
    }),
  base_path: z
    .string()
    .regex(BASE_PATH_PATTERN, {
      error: 'expected a path that starts and ends with "/", such as /leaderboard/',
    })
    .default('/'),
  attribution: Title,
  license: Title,
  changes: z.strictObject({ threshold: z.number().min(0).max(100).default(DEFAULT_CHANGES_THRESHOLD) }).default({
    threshold: DEFAULT_CHANGES_THRESHOLD,
  }),
  compat: z.strictObject({ sunset: CalendarDate.default(DEFAULT_SUNSET) }).default({ sunset: DEFAULT_SUNSET }),
});
export type Site = z.infer<typeof Site>;

export const Pricing = z.strictObject({
  currency: z.literal('USD'),
  input_per_mtok: z.number().min(0),
  output_per_mtok: z.number().min(0),
});
export type Pricing = z.infer<typeof Pricing>;

export const Model = z.strictObject({
  slug: Slug,
  name: Name,
  provider: Name,
  /** The provider's page identifier (routes/provider-id.ts); without it, one is made from the provider's name. */
  provider_id: Slug.optional(),
  pricing: Pricing.nullable(),
  // The facts of schemas/model-fields.ts, each optional.
  ...byModelField({
    date: CalendarDate.optional(),
    boolean: z.boolean().optional(),
    text: Name.optional(),
    tokens: z.int().min(1).max(100_000_000).optional(),
  }),
});
export type Model = z.infer<typeof Model>;

/** A result's value of a score field (a number) or a label (one of its values); null where an optional one is missing. */
type ResultValue = number | string | null;

/** One model's result in a run: its score fields and labels as the scoring in force names them (schemas/scoring.ts). */
export interface RunResult {
  model: string;
  ci95?: Record<string, number>;
  [key: string]: ResultValue | Record<string, number> | undefined;
}

/**
 * A result's 95% confidence intervals: score field → half-width in the field's units. Any subset of the score
 * fields; a key that is no score field is an error (a misspelt field would silently lose its interval as a
 * warning). The keys are checked on the value as parsed, before the record: zod's record leaves `__proto__` out of
 * what it checks. A result whose keys are wrong has its half-widths checked once they are right.
 */
function intervalsSchema(scoring: Scoring) {
  const keys = new Set<string>(scoring.fieldKeys);
  const halfWidths = Object.fromEntries(
    scoring.fields.map((f) => {
      const width = f.min === null || f.max === null ? null : f.max - f.min;
      return [f.key, width === null ? z.number().min(0) : z.number().min(0).max(width)];
    }),
  );
  return z.preprocess(
    (value, ctx) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
      for (const key of Object.keys(value)) {
        if (keys.has(key)) continue;
        ctx.addIssue({
          code: 'custom',
          path: [key],
          input: value,
          message: `expected a score field's name (${scoring.fieldKeys.join(', ')})`,
          params: { found: JSON.stringify(key) },
        });
      }
      return value;
    },
    z.record(z.string(), z.number()).superRefine((record, ctx) => {
      for (const [key, halfWidth] of Object.entries(record)) {
        const check = halfWidths[key]?.safeParse(halfWidth);
        if (check?.success === false)
          for (const issue of check.error.issues) ctx.addIssue({ ...issue, path: [key] } as never);
      }
    }),
  );
}

/** A score field's values: numbers within its range; null or absent too where it is optional. */
function fieldSchema(field: Scoring['fields'][number]): z.ZodType {
  let value = z.number();
  if (field.min !== null) value = value.min(field.min);
  if (field.max !== null) value = value.max(field.max);
  return field.optional ? value.nullable().optional() : value;
}

/** The schemas of a run file and its results under a scoring: made once per build (data/validate.ts). */
export function runFileSchemas(scoring: Scoring) {
  const result = z.strictObject({
    model: Slug,
    ...Object.fromEntries(scoring.fields.map((f) => [f.key, fieldSchema(f)])),
    ...Object.fromEntries(
      scoring.labels.map((l) => {
        const values = z.enum(l.values as [string, ...string[]]);
        return [l.key, l.optional ? values.nullable().optional() : values];
      }),
    ),
    ci95: intervalsSchema(scoring).optional(),
  });
  const file = z.strictObject({
    run_id: RunId,
    kind: z.enum(['full', 'partial']),
    status: PublishStatus,
    published_at: UtcDateTime,
    results: z.array(result),
  });
  return { result, file };
}

/** A run file as written. The build carries its summary (EvalRun); its results are in the run store. */
export interface EvalRunFile {
  run_id: number;
  kind: 'full' | 'partial';
  status: 'published' | 'draft';
  published_at: string;
  results: RunResult[];
}
/** An evaluation run as the build carries it: its fields but the results (data/run-store.ts holds those). */
export type EvalRun = Omit<EvalRunFile, 'results'>;

export const Incident = z.strictObject({
  id: Slug,
  model: Slug,
  date: CalendarDate,
  severity: z.enum(['minor', 'major', 'critical']),
  status: z.enum(['open', 'resolved']),
  title: Title,
  summary: LongText,
});
export type Incident = z.infer<typeof Incident>;

const DcdRoundResult = z.strictObject({
  passed: z.int().min(0),
  total: z.int().min(0),
  score: Score,
});

const DcdScenario = z.strictObject({ R1: DcdRoundResult, R2: DcdRoundResult, R3: DcdRoundResult });

export const DcdSubtype = z.enum(DCD_SUBTYPES);
export type DcdSubtype = z.infer<typeof DcdSubtype>;
export type DcdRound = (typeof DCD_ROUNDS)[number];

export const DcdResult = z.strictObject({
  model: Slug,
  scenarios: z.strictObject({
    data_boundary: DcdScenario,
    resource_limit: DcdScenario,
    business_rule: DcdScenario,
    security: DcdScenario,
    engineering: DcdScenario,
  }),
});
export type DcdResult = z.infer<typeof DcdResult>;

export const DcdCase = z.strictObject({
  id: Title,
  model: Slug,
  subtype: DcdSubtype,
  round: z.enum(DCD_ROUNDS),
  severity: z.enum(['low', 'medium', 'high']),
  score: Score,
  constraint: LongText,
  summary: LongText,
  scoring: z.record(z.string().max(TEXT_LIMITS.slug), z.union([z.number(), LongText])),
});
export type DcdCase = z.infer<typeof DcdCase>;

/** A DCD run file as written. The build carries its summary (DcdRun); its lists are in the run store. */
export const DcdRunFile = z.strictObject({
  run_id: RunId,
  status: PublishStatus,
  published_at: UtcDateTime,
  results: z.array(DcdResult),
  cases: z.array(DcdCase),
});
export type DcdRunFile = z.infer<typeof DcdRunFile>;
/** A DCD run as the build carries it: its fields but the results and cases (data/run-store.ts holds those). */
export type DcdRun = Omit<DcdRunFile, 'results' | 'cases'>;

/**
 * A validated dataset: every file parsed, every reference resolved, lists sorted by their id. The runs are their
 * summaries; their results and cases are in the run store that validation returns beside the dataset.
 */
export interface Dataset {
  site: Site;
  /** The scoring in force: the spec's, or the one `scoring.json` declares (data/scoring-file.ts). */
  scoring: Scoring;
  models: Model[];
  runs: EvalRun[];
  incidents: Incident[];
  dcdRuns: DcdRun[];
}
