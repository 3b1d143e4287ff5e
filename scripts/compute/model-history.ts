// Each model's recent history for its page: its overall score, the scores of the fields the overall is made of,
// the label its cap reads, and its overall rank in its last published full runs. One pass from the latest run backwards serves every model, and a run's results
// are read only when a model still short of points is in it (its model list comes without parsing the file).
import type { BuildRuns } from './build-runs.ts';
import { rankSnapshot } from './leaderboard.ts';
import { labelValue, scoreValue } from './scoring.ts';

/** A year of weekly runs: enough to read a trend, few enough to read each point (the full series is in the exports). */
export const MODEL_HISTORY_POINTS = 52;

export interface ModelHistoryPoint {
  run_id: number;
  published_at: string;
  core_overall_display: number | null;
  core_overall_raw: number | null;
  /** The half-width of core_overall_display's 95% interval; null or absent where the run gives none. */
  core_overall_ci95?: number | null;
  /** The weighted fields' scores, in the fields' order (null where an optional one is missing). */
  parts: (number | null)[];
  /** The value of the label the overall's cap reads; null without a cap. */
  capLabel: string | null;
  /** Overall rank among the models of that run. */
  rank: number;
}

/**
 * slug → the model's last `MODEL_HISTORY_POINTS` published full runs, oldest first (empty when it has none); made
 * once per build (the build context's `modelHistories`).
 */
export function modelHistoriesOf(ctx: BuildRuns): Map<string, ModelHistoryPoint[]> {
  const result = new Map<string, ModelHistoryPoint[]>(ctx.dataset.models.map((m) => [m.slug, []]));
  const { scoring } = ctx.dataset;
  const parts = scoring.weighted.map((f) => f.key);
  const cap = scoring.overall.cap?.label;
  let short = result.size;
  for (let i = ctx.fullRuns.length - 1; i >= 0 && short > 0; i--) {
    const run = ctx.fullRuns[i]!;
    const wanted = ctx.store
      .models(run)
      .some((slug) => (result.get(slug)?.length ?? MODEL_HISTORY_POINTS) < MODEL_HISTORY_POINTS);
    if (!wanted) continue;
    const snapshot = ctx.snapshots.get(run.run_id);
    if (snapshot === undefined) continue;
    for (const { rank, item } of rankSnapshot(snapshot, 'core_overall_display')) {
      const points = result.get(item.slug);
      if (points === undefined || points.length >= MODEL_HISTORY_POINTS) continue;
      points.push({
        run_id: run.run_id,
        published_at: run.published_at,
        core_overall_display: item.core_overall_display,
        core_overall_raw: item.core_overall_raw,
        core_overall_ci95: item.ci95?.core_overall_display ?? null,
        parts: parts.map((key) => scoreValue(item, key)),
        capLabel: cap === undefined ? null : labelValue(item, cap),
        rank,
      });
      if (points.length === MODEL_HISTORY_POINTS) short--;
    }
  }
  for (const points of result.values()) points.reverse();
  return result;
}
