// The score fields of a result: the one table that names them. Everything that lists scores is derived from it:
// the input schema and the fast run check (data/schema.ts, data/plain-runs.ts), the result columns
// (data/result-columns.ts), scoring (compute/scoring.ts), the profile's dimensions (compute/profile.ts), the v1 and
// legacy response schemas and so the OpenAPI document (schemas/common.ts, schemas/v1.ts, schemas/dimensions.ts),
// the JSON and CSV rows (render/leaderboard-rows.ts), the ranking pages and their columns, the model page's facts,
// the compare pages' rows and the provider pages' columns (render/pages/).
// Adding a score field, or making one rankable, is a change to this table plus the data and the docs
// (docs/score-fields.md).

/** What a rankable field adds: a dimension of both APIs, a page `/rankings/{page}/` and a column of every ranking. */
interface Ranking {
  /** Its name in the page's address. */
  page: string;
  /** What the ranked value means, at the top of its page. */
  explains: string;
}

interface ScoreFieldSpec {
  /** The field's name in run files and in every answer. */
  key: string;
  /** How pages name it. */
  label: string;
  /** What it is, in the response schemas and so the OpenAPI document. */
  describes: string;
  ranking?: Ranking;
  /** The model page shows the integrity label beside it instead of the model's rank by it. */
  withIntegrityLabel?: true;
}

/** The score fields, in their published order (JSON members and CSV columns follow it). Each is 0–100 points. */
export const SCORE_FIELDS = [
  {
    key: 'execution_raw',
    label: 'Execution',
    describes: 'Execution sub-score',
    ranking: { page: 'execution', explains: 'Execution: the code-execution score, 0–100, before any weighting.' },
  },
  {
    key: 'grounding_raw',
    label: 'Grounding',
    describes: 'Grounding sub-score',
    ranking: {
      page: 'grounding',
      explains: 'Grounding: how closely a model keeps to the material and constraints it is given, 0–100.',
    },
  },
  { key: 'judgment_raw', label: 'Judgment', describes: 'Judgment sub-score' },
  { key: 'communication_raw', label: 'Communication', describes: 'Communication sub-score' },
  { key: 'integrity_raw', label: 'Integrity', describes: 'Integrity sub-score', withIntegrityLabel: true },
] as const satisfies readonly ScoreFieldSpec[];

export type ScoreField = (typeof SCORE_FIELDS)[number];
export type ScoreKey = ScoreField['key'];
/** The fields a result is ranked by besides the overall score. */
export type RankedScoreField = Extract<ScoreField, { ranking: Ranking }>;
export type RankedScoreKey = RankedScoreField['key'];
/** A result's scores by field. */
export type RawScores = { [K in ScoreKey]: number };

export const SCORE_KEYS: readonly ScoreKey[] = SCORE_FIELDS.map((f) => f.key);

export const RANKED_SCORE_FIELDS: readonly RankedScoreField[] = SCORE_FIELDS.filter(
  (f): f is RankedScoreField => 'ranking' in f,
);

export const RANKED_SCORE_KEYS: readonly RankedScoreKey[] = RANKED_SCORE_FIELDS.map((f) => f.key);

/** `{ [key]: make(field) }` for every score field, in the table's order. */
export function byScoreField<T>(make: (field: ScoreField) => T): { [K in ScoreKey]: T } {
  return Object.fromEntries(SCORE_FIELDS.map((f) => [f.key, make(f)])) as { [K in ScoreKey]: T };
}
