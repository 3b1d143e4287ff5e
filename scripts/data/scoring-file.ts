// `data/scoring.json`: a publisher's scoring (docs/publishing.md), checked before any run (each run is checked
// against it), every problem at once, then compiled with its defaults filled in. Its members are the guide's:
// one it does not name is an error here, not a warning, since a misspelt member would change the scoring unseen.
import { z } from 'zod';
import {
  compileScoring,
  OVERALL,
  OVERALL_RAW,
  overallExplains,
  type Scoring,
  type ScoringDefinition,
} from '../schemas/scoring.ts';
import { type DataIssue, issuesFromZod } from './issues.ts';

export const SCORING_FILE = 'scoring.json';

const KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
const PAGE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const VALUE_PATTERN = /^[a-z0-9_-]{1,40}$/;
/** `<task>/<metric>,<filter>`, as lm-evaluation-harness names a result (`arc_easy/acc_norm,none`). */
const LM_EVAL_PATTERN = /^[^/\s]+\/[^,\s]+,\S+$/;

/** Members a row or a profile already has: a field or label of that name would overwrite one. */
const RESERVED_KEYS = [
  'model',
  'slug',
  'name',
  'provider',
  'provider_id',
  'rank',
  'score',
  'previous_rank',
  'rank_change',
  'score_change',
  'ci95',
  'rank_range',
  'rank_best',
  'rank_worst',
  OVERALL_RAW,
  OVERALL,
  'value',
  'stability',
  'pricing',
  'input_per_mtok',
  'output_per_mtok',
  'released',
  'open_weights',
  'license',
  'context_window',
  'run_id',
  'run_kind',
  'published_at',
  'week',
];

/** Ranking pages the site has whatever the scoring, and the page folders a ranking's name would be confused with. */
const RESERVED_PAGES = [
  'value',
  'stability',
  'rankings',
  'models',
  'providers',
  'compare',
  'weeks',
  'runs',
  'dcd',
  'api',
];

const text = (max: number) => z.string().trim().min(1, { error: 'expected a non-empty string' }).max(max);
const Key = z.string().regex(KEY_PATTERN, {
  error: 'expected a key: a lower-case letter, then at most 39 lower-case letters, digits or "_"',
});
const Finite = z.number();
const DECIMALS = 'expected a whole number of decimals from 0 to 4';
const Decimals = z.int({ error: DECIMALS }).min(0, { error: DECIMALS }).max(4, { error: DECIMALS });

const FieldFile = z.strictObject({
  key: Key,
  label: text(40),
  describes: text(200),
  better: z.enum(['higher', 'lower']),
  min: Finite.optional(),
  max: Finite.optional(),
  unit: text(12).optional(),
  decimals: Decimals.optional(),
  optional: z.boolean().optional(),
  ranking: z
    .strictObject({
      page: z.string().regex(PAGE_PATTERN, {
        error: 'expected a page name: lower-case letters and digits, in groups joined by "-"',
      }),
      explains: text(300),
    })
    .optional(),
  source: z
    .strictObject({
      lm_eval: z.string().regex(LM_EVAL_PATTERN, {
        error: 'expected "<task>/<metric>,<filter>", such as "arc_easy/acc_norm,none"',
      }),
      scale: z.number().positive().optional(),
    })
    .optional(),
});

const LabelFile = z.strictObject({
  key: Key,
  label: text(40),
  describes: text(200).optional(),
  values: z
    .array(
      z.string().regex(VALUE_PATTERN, {
        error: 'expected a value of 1 to 40 characters from a–z, 0–9, "_" and "-"',
      }),
    )
    .min(1)
    .max(20),
  optional: z.boolean().optional(),
});

const OverallFile = z.strictObject({
  label: text(40).optional(),
  explains: text(300).optional(),
  decimals: Decimals.optional(),
  weights: z.record(z.string(), z.number().positive()),
  cap: z.strictObject({ label: z.string(), equals: z.string(), at: Finite, reason: text(80).optional() }).optional(),
});

const ScoringFile = z.strictObject({
  fields: z.array(FieldFile).min(1).max(100),
  labels: z.array(LabelFile).max(10).optional(),
  overall: OverallFile,
});
type ScoringFile = z.infer<typeof ScoringFile>;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown, key: string): Json[] => {
  const list = isObject(value) ? value[key] : undefined;
  return Array.isArray(list) ? list.map((item) => (isObject(item) ? item : {})) : [];
};
const isKey = (value: unknown): value is string => typeof value === 'string' && KEY_PATTERN.test(value);
const quoted = (values: readonly string[]) => values.map((v) => JSON.stringify(v)).join(' | ');

type Issue = { path: string; message: string };

/** Keys unique among fields and labels, and free: not a member rows already have, not ending in `_ci95`. */
function keyIssues(fields: readonly Json[], labels: readonly Json[]): Issue[] {
  const issues: Issue[] = [];
  const seen = new Map<string, string>();
  const entries = [
    ...fields.map((item, i) => ({ item, at: `fields[${i}]` })),
    ...labels.map((item, i) => ({ item, at: `labels[${i}]` })),
  ];
  for (const { item, at } of entries) {
    const key = item.key;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) continue;
    const found = JSON.stringify(key);
    if (seen.has(key)) {
      issues.push({
        path: `${at}.key`,
        message: `expected a key no other field or label has, found ${found} (also ${seen.get(key)})`,
      });
    } else seen.set(key, at);
    if (RESERVED_KEYS.includes(key)) {
      issues.push({
        path: `${at}.key`,
        message: `expected a key that answers do not already use (${RESERVED_KEYS.join(', ')}), found ${found}`,
      });
    } else if (key.endsWith('_ci95')) {
      issues.push({
        path: `${at}.key`,
        message: `expected a key that does not end in "_ci95" (the CSV's interval columns), found ${found}`,
      });
    }
  }
  return issues;
}

/** Each field's range (min below max) and ranking page (unique, free); each label's values distinct. */
function memberIssues(fields: readonly Json[], labels: readonly Json[]): Issue[] {
  const issues: Issue[] = [];
  const seenPages = new Map<string, string>();
  fields.forEach((field, i) => {
    const { min, max } = field;
    if (typeof min === 'number' && typeof max === 'number' && !(min < max)) {
      issues.push({ path: `fields[${i}].max`, message: `expected a number above min (${min}), found ${max}` });
    }
    const page = isObject(field.ranking) ? field.ranking.page : undefined;
    if (typeof page !== 'string' || !PAGE_PATTERN.test(page)) return;
    const at = `fields[${i}].ranking.page`;
    if (RESERVED_PAGES.includes(page)) {
      issues.push({
        path: at,
        message: `expected a page name the site does not already use (${RESERVED_PAGES.join(', ')}), found ${JSON.stringify(page)}`,
      });
    } else if (seenPages.has(page)) {
      issues.push({
        path: at,
        message: `expected a page name no other field has, found ${JSON.stringify(page)} (also ${seenPages.get(page)})`,
      });
    } else seenPages.set(page, at);
  });
  labels.forEach((label, i) => {
    if (!Array.isArray(label.values)) return;
    const seen = new Set<unknown>();
    label.values.forEach((v, j) => {
      if (seen.has(v))
        issues.push({
          path: `labels[${i}].values[${j}]`,
          message: `expected a value not listed before, found ${JSON.stringify(v)}`,
        });
      seen.add(v);
    });
  });
  return issues;
}

/** The overall's weights on known fields that are better higher, its cap on a label and one of its values. */
function overallIssues(overall: Json, fields: readonly Json[], labels: readonly Json[]): Issue[] {
  const issues: Issue[] = [];
  // Only well-formed keys are offered, and a key given twice is its first field's: the other has its own problem.
  const fieldByKey = new Map<string, Json>();
  for (const field of fields) if (isKey(field.key) && !fieldByKey.has(field.key)) fieldByKey.set(field.key, field);
  if (isObject(overall.weights)) {
    const keys = Object.keys(overall.weights);
    if (keys.length === 0) {
      issues.push({
        path: 'overall.weights',
        message: 'expected at least one field and its weight, found an empty object',
      });
    }
    for (const key of keys) {
      const field = fieldByKey.get(key);
      const at = `overall.weights.${key}`;
      if (field === undefined) {
        issues.push({
          path: at,
          message: `expected the key of a score field (${quoted([...fieldByKey.keys()])}), found ${JSON.stringify(key)}`,
        });
      } else if (field.better === 'lower') {
        // A field whose "better" is missing or misspelt has its own problem: its weight is not one more.
        issues.push({
          path: at,
          message: `expected a field whose "better" is "higher" (an overall of scores and costs would need a rule of its own), found ${JSON.stringify(key)}, whose "better" is ${JSON.stringify(field.better)}`,
        });
      }
    }
  }
  if (isObject(overall.cap)) {
    const { label: key, equals } = overall.cap;
    const label = labels.find((l) => l.key === key);
    if (label === undefined) {
      const keys = labels.map((l) => l.key).filter(isKey);
      issues.push({
        path: 'overall.cap.label',
        message: `expected the key of a label (${keys.length === 0 ? 'the scoring has none' : quoted(keys)}), found ${JSON.stringify(key)}`,
      });
    } else if (Array.isArray(label.values) && !label.values.includes(equals)) {
      issues.push({
        path: 'overall.cap.equals',
        message: `expected one of the label's values (${quoted(label.values as string[])}), found ${JSON.stringify(equals)}`,
      });
    }
  }
  return issues;
}

/** The checks across members, on the value as parsed (so they run beside the schema's, every problem at once). */
function crossIssues(value: unknown): Issue[] {
  const fields = listOf(value, 'fields');
  const labels = listOf(value, 'labels');
  const overall = isObject(value) && isObject(value.overall) ? value.overall : {};
  return [...keyIssues(fields, labels), ...memberIssues(fields, labels), ...overallIssues(overall, fields, labels)];
}

/** The file's definition with every default filled in. */
function definitionOf(file: ScoringFile): ScoringDefinition {
  const fields = file.fields.map((f) => ({
    key: f.key,
    label: f.label,
    describes: f.describes,
    better: f.better,
    min: f.min ?? null,
    max: f.max ?? null,
    unit: f.unit ?? null,
    decimals: f.decimals ?? 2,
    optional: f.optional ?? false,
    ranking: f.ranking ?? null,
    source: f.source === undefined ? null : { lm_eval: f.source.lm_eval, scale: f.source.scale ?? 1 },
  }));
  const labels = (file.labels ?? []).map((l) => ({
    key: l.key,
    label: l.label,
    describes: l.describes ?? null,
    values: l.values,
    optional: l.optional ?? false,
  }));
  const { cap } = file.overall;
  const capLabel = labels.find((l) => l.key === cap?.label);
  const base = {
    label: file.overall.label ?? 'Overall',
    decimals: file.overall.decimals ?? 2,
    // In the fields' order, whatever the file's: the formula and the intervals read them so.
    weights: Object.fromEntries(
      fields
        .filter((f) => Object.hasOwn(file.overall.weights, f.key))
        .map((f) => [f.key, file.overall.weights[f.key]!]),
    ),
    cap:
      cap === undefined
        ? null
        : {
            label: cap.label,
            equals: cap.equals,
            at: cap.at,
            reason: cap.reason ?? `${capLabel!.label.toLowerCase()} is ${cap.equals}`,
          },
  };
  const labelOf = (key: string) => fields.find((f) => f.key === key)?.label ?? key;
  const describesOf = (key: string) => fields.find((f) => f.key === key)?.describes ?? key;
  const explains = file.overall.explains ?? overallExplains(base, labelOf, describesOf);
  return { fields, labels, overall: { ...base, explains } };
}

export interface ScoringResult {
  scoring: Scoring | null;
  errors: DataIssue[];
}

/** `data/scoring.json` checked and compiled, or every problem it has. */
export function checkScoringFile(value: unknown): ScoringResult {
  const parsed = ScoringFile.safeParse(value);
  const errors: DataIssue[] = [];
  // One issue at a time, so the problems keep the file's order (zod's), unknown members among the others.
  for (const issue of parsed.error?.issues ?? []) {
    const found = issuesFromZod(SCORING_FILE, value, [issue], ScoringFile);
    errors.push(...found.errors);
    // A member the scoring does not know would change the scoring unseen (a misspelt "optional", say): refused,
    // not ignored.
    for (const warning of found.warnings) {
      const [, name, hint = ''] =
        /^unknown field ("(?:[^"\\]|\\.)*") ignored \(never published\)(.*)$/.exec(warning.message) ?? [];
      errors.push({
        ...warning,
        message: `expected only the members the scoring file takes, found ${name ?? 'an unknown member'}${hint}`,
      });
    }
  }
  errors.push(...crossIssues(value).map((issue) => ({ file: SCORING_FILE, ...issue })));
  if (errors.length > 0 || !parsed.success) return { scoring: null, errors };
  return { scoring: compileScoring(definitionOf(parsed.data), { spec: false }), errors };
}
