// A run file's results kept as columns once parsed: five numbers and two labels per result in typed arrays,
// about 48 bytes a result against several hundred for the parsed objects and their file. A run's results are
// read again long after validation (its page, its place in a model's history, the stability of later runs): at
// 300 models × 1,040 runs the run files are too large to keep parsed, and parsing them again took a second of
// the build. The models are the run's own list (validate.ts, resultModelsOf), so only the scores are kept here.
import type { IntegrityLabel, RunResult } from './schema.ts';

/** The score fields of a result, in the schema's order. */
const SCORE_FIELDS = ['execution_raw', 'grounding_raw', 'judgment_raw', 'communication_raw', 'integrity_raw'] as const;
const LABELS: readonly IntegrityLabel[] = ['pass', 'warn', 'fail'];
const STATUSES: readonly RunResult['recommendation_status'][] = ['recommended', 'neutral', 'not_recommended'];

export interface ResultColumns {
  /** SCORE_FIELDS.length numbers per result, in result order. */
  scores: Float64Array;
  /** Per result: the index of its integrity label in LABELS, then of its status in STATUSES. */
  labels: Uint8Array;
}

const codeOf = <T>(list: readonly T[], value: T): number => {
  const code = list.indexOf(value);
  if (code < 0) throw new Error(`result columns: unknown value ${JSON.stringify(value)}`);
  return code;
};

/** The columns of results that passed the schema. */
export function resultColumns(results: readonly RunResult[]): ResultColumns {
  const width = SCORE_FIELDS.length;
  const scores = new Float64Array(results.length * width);
  const labels = new Uint8Array(results.length * 2);
  results.forEach((result, i) => {
    for (let f = 0; f < width; f++) scores[i * width + f] = result[SCORE_FIELDS[f]!];
    labels[i * 2] = codeOf(LABELS, result.integrity_label);
    labels[i * 2 + 1] = codeOf(STATUSES, result.recommendation_status);
  });
  return { scores, labels };
}

/** The results again, as the schema gives them (keys in its order), `models` being their models in order. */
export function resultsOf(columns: ResultColumns, models: readonly string[]): RunResult[] {
  const { scores, labels } = columns;
  return models.map((model, i) => {
    const at = i * SCORE_FIELDS.length;
    return {
      model,
      execution_raw: scores[at]!,
      grounding_raw: scores[at + 1]!,
      judgment_raw: scores[at + 2]!,
      communication_raw: scores[at + 3]!,
      integrity_raw: scores[at + 4]!,
      integrity_label: LABELS[labels[i * 2]!]!,
      recommendation_status: STATUSES[labels[i * 2 + 1]!]!,
    };
  });
}
