// The scoring in force: a result's score fields (direction, range, unit, decimals), its labels, and how the
// overall score is made of them. Every list of scores in the project reads it: the run files' schema, the columns
// results are kept in, scoring and ranking, the answers and their schemas, CSV, pages, cards, widgets. The spec's
// scoring is one definition (spec-scoring.ts); a publisher's comes from `data/scoring.json` (data/scoring-file.ts
// checks it, docs/publishing.md explains it). Compiled once per build (compileScoring): views ask it, never name a
// field.

export type Better = 'higher' | 'lower';

/** What a ranked field adds: a dimension of both APIs, a page `/rankings/{page}/` and a column of every ranking. */
interface FieldRanking {
  /** Its name in the page's address. */
  page: string;
  /** What the ranked value means, at the top of its page. */
  explains: string;
}

/** Where `npm run import` takes a field from in lm-evaluation-harness results: `<task>/<metric>,<filter>` × scale. */
interface FieldSource {
  lm_eval: string;
  scale: number;
}

/** A score field with every default filled in (as `/v1/scoring` publishes it). */
export interface ScoreField {
  key: string;
  /** How pages, cards and widgets name it. */
  label: string;
  /** What it is: the OpenAPI document and `/v1/scoring`. */
  describes: string;
  better: Better;
  min: number | null;
  max: number | null;
  unit: string | null;
  /** Every published value of the field and its half-width is rounded half away from zero to this. */
  decimals: number;
  /** A result may leave it out or give null: null in answers, an empty CSV cell, `–` on pages, ranked last. */
  optional: boolean;
  ranking: FieldRanking | null;
  source: FieldSource | null;
}

/** A categorical field of a result. */
interface LabelField {
  key: string;
  label: string;
  /** What it is, in the OpenAPI document; null says nothing beyond its values. */
  describes: string | null;
  values: string[];
  optional: boolean;
}

/** The displayed overall is at most `at` when the result's label `label` has the value `equals`. */
interface OverallCap {
  label: string;
  equals: string;
  at: number;
  /** Why, as a clause ("the integrity check failed"): the cap's mark on pages and widgets. */
  reason: string;
}

export interface OverallRule {
  label: string;
  /** What the overall is, at the top of the leaderboard. */
  explains: string;
  decimals: number;
  /** Field key → weight: the overall is Σ wᵢ·xᵢ ÷ Σ wᵢ over these fields' published values. */
  weights: Record<string, number>;
  cap: OverallCap | null;
}

/** A scoring with every default filled in: what `/v1/scoring` publishes. */
export interface ScoringDefinition {
  fields: ScoreField[];
  labels: LabelField[];
  overall: OverallRule;
}

/** How a value of a field (or of the overall) is written: its decimals and unit. */
export interface NumberFormat {
  decimals: number;
  unit: string | null;
}

/** A label value as pages write it: its words and the class that marks it (the stylesheet's, or none). */
interface LabelWord {
  text: string;
  tone: string;
}

/**
 * What pages say that the definition leaves to them. Made from the definition (scoringWords); the spec's scoring
 * writes its own, the sentences its pages have always had.
 */
export interface ScoringWords {
  /** The note under a table with a capped row: what the cap does. */
  capNote: (at: string) => string;
  /** label key → value → its words and mark. */
  labelWords: Record<string, Record<string, LabelWord>>;
  /** field key → the label shown beside its score on a model page (and as a row after it when comparing). */
  beside: Record<string, string>;
}

/** The overall's members in every row: its value as computed and as displayed (the cap applied). */
export const OVERALL_RAW = 'core_overall_raw';
export const OVERALL = 'core_overall_display';

/** A compiled scoring: the definition and what every view asks of it. */
export interface Scoring {
  readonly definition: ScoringDefinition;
  /**
   * True for the spec's scoring (no `data/scoring.json`): the v5 compatibility fields, the legacy dimension values
   * and the sunset, and the spec's endpoints (DCD, value) whatever the data.
   */
  readonly spec: boolean;
  readonly fields: readonly ScoreField[];
  readonly labels: readonly LabelField[];
  readonly overall: OverallRule;
  /** The ranked fields, in the fields' order. */
  readonly ranked: readonly (ScoreField & { ranking: FieldRanking })[];
  /** The fields of the overall, in the fields' order. */
  readonly weighted: readonly ScoreField[];
  readonly fieldKeys: readonly string[];
  readonly labelKeys: readonly string[];
  /** The members of a row's scores in their published order: the fields, the labels, the overall raw and displayed. */
  readonly scoreNames: readonly string[];
  /** The keys of a row's `ci95`, in order (CSV columns follow it): the fields, then the overall. */
  readonly intervalKeys: readonly string[];
  /** The dimensions of both APIs: the overall, then the ranked fields. */
  readonly dimensions: readonly string[];
  /** The overall's unit: the weighted fields' when they all share one, else none. */
  readonly overallFormat: NumberFormat;
  readonly words: ScoringWords;
  field(key: string): ScoreField | undefined;
  label(key: string): LabelField | undefined;
  /** How a field's values (or the overall's, for core_overall_raw and core_overall_display) are written. */
  formatOf(key: string): NumberFormat;
  /** Which way is better for a key: a field's direction, `higher` for the overall and every other ranking. */
  betterOf(key: string): Better;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A number as a formula writes it: `0.55`, `2`. */
const weightText = (weight: number) => String(weight);

/** The overall as a formula of labels (`0.55 × execution + 0.45 × grounding`) or keys, divided by Σw unless 1. */
export function overallFormula(overall: Pick<OverallRule, 'weights'>, name: (key: string) => string): string {
  const entries = Object.entries(overall.weights);
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  if (entries.length === 1) return name(entries[0]![0]);
  const sum = entries.map(([key, w]) => `${weightText(w)} × ${name(key)}`).join(' + ');
  return total === 1 ? sum : `(${sum}) ÷ ${weightText(total)}`;
}

/** The words of a scoring that does not write its own: made from its labels and cap. */
export function scoringWords(definition: ScoringDefinition): ScoringWords {
  const { cap } = definition.overall;
  return {
    capNote: (at) => `Capped at ${at}: the overall score shown is at most ${at} when ${cap?.reason ?? ''}.`,
    labelWords: Object.fromEntries(
      definition.labels.map((l) => [l.key, Object.fromEntries(l.values.map((v) => [v, { text: v, tone: '' }]))]),
    ),
    beside: {},
  };
}

/** The default explanation of the overall: its formula of the fields' labels, and its cap. */
export function overallExplains(
  overall: Omit<OverallRule, 'explains'>,
  labelOf: (key: string) => string,
  describesOf: (key: string) => string,
): string {
  const keys = Object.keys(overall.weights);
  // One field: what it is, rather than its name again.
  const formula =
    keys.length === 1 ? lowerFirst(describesOf(keys[0]!)) : overallFormula(overall, (key) => lowerFirst(labelOf(key)));
  const cap = overall.cap === null ? '' : `, shown at most ${overall.cap.at} when ${overall.cap.reason}`;
  return `${overall.label}: ${formula}${cap}.`;
}

/** The scoring compiled for a build: `definition` as checked, `words` the spec's own or made from it. */
export function compileScoring(
  definition: ScoringDefinition,
  options: { spec: boolean; words?: ScoringWords },
): Scoring {
  const { fields, labels, overall } = definition;
  const fieldByKey = new Map(fields.map((f) => [f.key, f]));
  const labelByKey = new Map(labels.map((l) => [l.key, l]));
  const weighted = fields.filter((f) => Object.hasOwn(overall.weights, f.key));
  const units = new Set(weighted.map((f) => f.unit));
  const overallFormat: NumberFormat = {
    decimals: overall.decimals,
    unit: units.size === 1 ? (weighted[0]?.unit ?? null) : null,
  };
  const ranked = fields.filter((f): f is ScoreField & { ranking: FieldRanking } => f.ranking !== null);
  // One format object a field, asked for by every cell of every table.
  const formats = new Map(fields.map((f) => [f.key, { decimals: f.decimals, unit: f.unit }]));
  const fieldKeys = fields.map((f) => f.key);
  const labelKeys = labels.map((l) => l.key);
  return {
    definition,
    spec: options.spec,
    fields,
    labels,
    overall,
    ranked,
    weighted,
    fieldKeys,
    labelKeys,
    scoreNames: [...fieldKeys, ...labelKeys, OVERALL_RAW, OVERALL],
    intervalKeys: [...fieldKeys, OVERALL],
    dimensions: [OVERALL, ...ranked.map((f) => f.key)],
    overallFormat,
    words: options.words ?? scoringWords(definition),
    field: (key) => fieldByKey.get(key),
    label: (key) => labelByKey.get(key),
    formatOf: (key) => formats.get(key) ?? overallFormat,
    betterOf: (key) => fieldByKey.get(key)?.better ?? 'higher',
  };
}
