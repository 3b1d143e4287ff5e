// The latest published DCD run, ranked: what a model's page shows of DCD. Only that run's file is read, so the
// pages that change with every build never make a build parse the DCD history.
import type { RunStore } from '../../data/run-store.ts';
import type { DCD_ROUNDS, DcdRun } from '../../data/schema.ts';
import { publishedDcdRuns, type RankedDcdModel, rankDcdRun } from './runs.ts';
import type { Rounds } from './scores.ts';

export interface LatestDcd {
  run: DcdRun;
  ranking: RankedDcdModel[];
  /** Per round, the median pass rate over the run's models (null where no model has one). */
  medians: Rounds<number | null>;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The latest published DCD run ranked, or null without one; made once per build (the build context's `latestDcd`). */
export function latestDcdOf(dcdRuns: readonly DcdRun[], store: RunStore): LatestDcd | null {
  const run = publishedDcdRuns(dcdRuns).at(-1);
  if (run === undefined) return null;
  const ranking = rankDcdRun(run, store);
  const medianOf = (round: (typeof DCD_ROUNDS)[number]) =>
    median(ranking.flatMap((m) => (m.rounds[round].pass_rate === null ? [] : [m.rounds[round].pass_rate!])));
  return { run, ranking, medians: { R1: medianOf('R1'), R2: medianOf('R2'), R3: medianOf('R3') } };
}
