// One scored snapshot per published run: the v6 scores of each model plus the legacy value and stability.
import type { EvalRun, Model, Pricing } from '../data/schema.ts';
import { publishedRuns } from './runs.ts';
import { round2, scoreResult, type V6Scores } from './scoring.ts';

/** DESIGN §3: stability looks at the model's last 5 published full runs up to the run. */
const STABILITY_WINDOW = 5;

export interface ScoredRow extends V6Scores {
  slug: string;
  name: string;
  provider: string;
  value: number | null;
  stability: number | null;
}

export interface RunSnapshot {
  run: EvalRun;
  rows: ScoredRow[];
}

/** value = core_overall_display ÷ blended price, blended = (3 × input + output) / 4; null without a price. */
export function valueScore(display: number, pricing: Pricing | null): number | null {
  if (pricing === null) return null;
  const blended = (3 * pricing.input_per_mtok + pricing.output_per_mtok) / 4;
  return blended > 0 ? round2(display / blended) : null;
}

/** stability = 100 − population standard deviation of the series, floored at 0; null below 2 points. */
export function stabilityScore(series: readonly number[]): number | null {
  if (series.length < 2) return null;
  const mean = series.reduce((sum, x) => sum + x, 0) / series.length;
  const variance = series.reduce((sum, x) => sum + (x - mean) ** 2, 0) / series.length;
  return round2(Math.max(0, 100 - Math.sqrt(variance)));
}

/**
 * Snapshots of every published run keyed by run_id. A run's stability series is the model's displays in the
 * last published full runs before it plus its own display, STABILITY_WINDOW points at most.
 */
export function buildRunSnapshots(runs: readonly EvalRun[], models: readonly Model[]): Map<number, RunSnapshot> {
  const modelBySlug = new Map(models.map((m) => [m.slug, m]));
  const fullHistory = new Map<string, number[]>();
  const snapshots = new Map<number, RunSnapshot>();
  for (const run of publishedRuns(runs)) {
    const rows = run.results.map((result): ScoredRow => {
      const model = modelBySlug.get(result.model);
      if (model === undefined) throw new Error(`run ${run.run_id}: model ${result.model} is not in the dataset`);
      const scores = scoreResult(result);
      const before = fullHistory.get(model.slug) ?? [];
      const series = [...before.slice(-(STABILITY_WINDOW - 1)), scores.core_overall_display];
      return {
        slug: model.slug,
        name: model.name,
        provider: model.provider,
        ...scores,
        value: valueScore(scores.core_overall_display, model.pricing),
        stability: stabilityScore(series),
      };
    });
    if (run.kind === 'full') {
      for (const row of rows) {
        const history = fullHistory.get(row.slug) ?? [];
        history.push(row.core_overall_display);
        fullHistory.set(row.slug, history);
      }
    }
    snapshots.set(run.run_id, { run, rows });
  }
  return snapshots;
}
