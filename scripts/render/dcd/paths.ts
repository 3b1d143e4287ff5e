// Canonical files of the DCD endpoints. JSON and CSV sit in separate folders so no two Content-Type rules
// ever match one file; error bodies sit below /v1/errors/, which already carries the JSON type.

export const DCD_DIR = '/v1/dcd';
export const DCD_LEADERBOARD_DIR = `${DCD_DIR}/leaderboard`;
export const DCD_CSV_DIR = `${DCD_DIR}/csv`;
export const DCD_CASES_DIR = `${DCD_DIR}/cases`;
export const DCD_MODELS_DIR = `${DCD_DIR}/models`;
export const DCD_RUNS_FILE = `${DCD_DIR}/runs.json`;
export const DCD_DECAY_FILE = `${DCD_DIR}/decay.json`;
export const DCD_MATRIX_FILE = `${DCD_DIR}/matrix.json`;
export const DCD_ERRORS_DIR = '/v1/errors/dcd';

/** The latest run's leaderboard is `latest`; a run_id (or a `:run_id` placeholder) names one run. */
export function dcdLeaderboardFile(runId: number | string = 'latest'): string {
  return `${DCD_LEADERBOARD_DIR}/${runId}.json`;
}

export function dcdCsvFile(runId: number | string = 'latest'): string {
  return `${DCD_CSV_DIR}/${runId}.csv`;
}

/** `/v1/dcd/cases[/subtype/{subtype}][/model/{slug}]/{limit|all}.json`: files of one filter set. */
export function dcdCasesFile(subtype: string | null, model: string | null, limit: number | string): string {
  const subtypePart = subtype === null ? '' : `/subtype/${subtype}`;
  const modelPart = model === null ? '' : `/model/${model}`;
  return `${DCD_CASES_DIR}${subtypePart}${modelPart}/${limit}.json`;
}

export function dcdModelFile(slug: string): string {
  return `${DCD_MODELS_DIR}/${slug}.json`;
}
