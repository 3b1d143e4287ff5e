// The scenario matrix of one DCD run: a cell per model and scenario, scenario averages, hardest and easiest.
import { DCD_SUBTYPES, type DcdResult, type DcdSubtype } from '../../data/schema.ts';
import { round2 } from '../scoring.ts';
import { exactScenarioMean } from './scores.ts';

type ScenarioValues = Record<DcdSubtype, number>;

export interface DcdMatrix {
  /** One row per model, in the order given. */
  models: { slug: string; cells: ScenarioValues }[];
  /** Per scenario, the mean of the exact cells over every model; null without any model. */
  averages: Record<DcdSubtype, number | null>;
  hardest: DcdSubtype | null;
  easiest: DcdSubtype | null;
}

function perScenario<T>(make: (subtype: DcdSubtype) => T): Record<DcdSubtype, T> {
  return Object.fromEntries(DCD_SUBTYPES.map((s) => [s, make(s)])) as Record<DcdSubtype, T>;
}

/**
 * Cells and averages are computed exactly and rounded to 2 decimals when emitted; hardest and easiest compare
 * the emitted averages, and a tie goes to the scenario listed first in DCD_SUBTYPES.
 */
export function computeDcdMatrix(results: readonly DcdResult[]): DcdMatrix {
  const exact = results.map((result) => ({
    slug: result.model,
    cells: perScenario((s) => exactScenarioMean(result, s)),
  }));
  const averages = perScenario((s) =>
    exact.length === 0 ? null : round2(exact.reduce((sum, row) => sum + row.cells[s], 0) / exact.length),
  );
  let hardest: DcdSubtype | null = null;
  let easiest: DcdSubtype | null = null;
  for (const subtype of DCD_SUBTYPES) {
    const value = averages[subtype];
    if (value === null) continue;
    if (hardest === null || value < (averages[hardest] ?? Infinity)) hardest = subtype;
    if (easiest === null || value > (averages[easiest] ?? -Infinity)) easiest = subtype;
  }
  return {
    models: exact.map((row) => ({ slug: row.slug, cells: perScenario((s) => round2(row.cells[s])) })),
    averages,
    hardest,
    easiest,
  };
}
