// The latest published DCD run, ranked: what a model's page shows of DCD. Only that run's file is read, so the
// pages that change with every build never make a build parse the DCD history.
import type { BuildContext } from '../../compute/context.ts';
import { publishedDcdRuns, type RankedDcdModel, rankDcdRun } from '../../compute/dcd/runs.ts';
import type { Rounds } from '../../compute/dcd/scores.ts';
import type { DCD_ROUNDS, DcdRun } from '../../data/schema.ts';

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

/** The latest published DCD run ranked, made once per build (the store's `latest-dcd`). */
export function latestDcd(ctx: BuildContext): LatestDcd | null {
  return ctx.store.kept('latest-dcd', () => {
    const run = publishedDcdRuns(ctx.dataset.dcdRuns).at(-1);
    if (run === undefined) return null;
    const ranking = rankDcdRun(run, ctx.store);
    const medianOf = (round: (typeof DCD_ROUNDS)[number]) =>
      median(ranking.flatMap((m) => (m.rounds[round].pass_rate === null ? [] : [m.rounds[round].pass_rate!])));
    return { run, ranking, medians: { R1: medianOf('R1'), R2: medianOf('R2'), R3: medianOf('R3') } };
  });
}
