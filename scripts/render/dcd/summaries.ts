// `/v1/dcd/runs`, `/v1/dcd/decay` and `/v1/dcd/matrix`: one file each.

import type { DcdContext } from '../../compute/dcd/context.ts';
import { computeDcdMatrix } from '../../compute/dcd/matrix.ts';
import { DCD_HISTORY_LIMIT } from '../../compute/dcd/runs.ts';
import { exactDcdScore } from '../../compute/dcd/scores.ts';
import { runRef } from '../../compute/runs.ts';
import { round2 } from '../../compute/scoring.ts';
import { DCD_SUBTYPES } from '../../data/schema.ts';
import { compareText } from '../../lib/compare.ts';
import type { Route } from '../../routes/schema.ts';
import type { DcdDecay, DcdMatrix, DcdRuns } from '../../schemas/dcd.ts';
import { type Attribution, jsonFile } from '../json.ts';
import type { SiteFile } from '../types.ts';
import { DCD_DECAY_FILE, DCD_DIR, DCD_MATRIX_FILE, DCD_RUNS_FILE } from './paths.ts';

function runsBody(dcd: DcdContext, attribution: Attribution): DcdRuns {
  const runs = dcd.runs
    .slice(-DCD_HISTORY_LIMIT)
    .reverse()
    .map(({ run }) => {
      const results = dcd.resultsOf(run);
      return {
        ...runRef(run),
        models: results.map((r) => r.model).sort(),
        average_score:
          results.length === 0 ? null : round2(results.reduce((sum, r) => sum + exactDcdScore(r), 0) / results.length),
      };
    });
  return { status: 'ok', count: runs.length, runs, attribution };
}

/** Best retention first: coefficient descending, models without one last, then by slug. */
function decayBody(dcd: DcdContext, attribution: Attribution): DcdDecay {
  const ranking = dcd.latest?.ranking() ?? [];
  const models = ranking
    .map((m) => ({
      slug: m.slug,
      name: dcd.models.get(m.slug)?.name ?? m.slug,
      pass_rates: { R1: m.rounds.R1.pass_rate, R2: m.rounds.R2.pass_rate, R3: m.rounds.R3.pass_rate },
      decay: m.decay,
    }))
    .sort(
      (a, b) => (b.decay.coefficient ?? -Infinity) - (a.decay.coefficient ?? -Infinity) || compareText(a.slug, b.slug),
    );
  const run = dcd.latest?.run;
  return { status: 'ok', run: runRef(run), count: models.length, models, attribution };
}

/** Models in DCD leaderboard order, so the strongest rows come first. */
function matrixBody(dcd: DcdContext, attribution: Attribution): DcdMatrix {
  const latest = dcd.latest;
  const order = new Map((latest?.ranking() ?? []).map((m, index) => [m.slug, index]));
  const results = [...(latest === null ? [] : dcd.resultsOf(latest.run))].sort(
    (a, b) => (order.get(a.model) ?? 0) - (order.get(b.model) ?? 0),
  );
  const matrix = computeDcdMatrix(results);
  return {
    status: 'ok',
    run: runRef(latest?.run),
    scenarios: DCD_SUBTYPES,
    models: matrix.models.map((row) => ({
      slug: row.slug,
      name: dcd.models.get(row.slug)?.name ?? row.slug,
      cells: row.cells,
    })),
    averages: matrix.averages,
    hardest: matrix.hardest,
    easiest: matrix.easiest,
    attribution,
  };
}

export function renderDcdSummaryFiles(dcd: DcdContext, attribution: Attribution): SiteFile[] {
  return [
    jsonFile(DCD_RUNS_FILE, runsBody(dcd, attribution)),
    jsonFile(DCD_DECAY_FILE, decayBody(dcd, attribution)),
    jsonFile(DCD_MATRIX_FILE, matrixBody(dcd, attribution)),
  ];
}

export function renderDcdSummaryRoutes(): Route[] {
  return [
    { path: `${DCD_DIR}/runs`, query: {}, to: DCD_RUNS_FILE, status: 200 },
    { path: `${DCD_DIR}/decay`, query: {}, to: DCD_DECAY_FILE, status: 200 },
    { path: `${DCD_DIR}/matrix`, query: {}, to: DCD_MATRIX_FILE, status: 200 },
  ];
}
