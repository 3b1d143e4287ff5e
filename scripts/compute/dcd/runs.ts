// Which DCD runs are published, in which order, and each run's ranking by dcd_score.

import type { RunStore } from '../../data/run-store.ts';
import type { DcdRun } from '../../data/schema.ts';
import { compareText } from '../../lib/compare.ts';
import { RecentMap } from '../../lib/recent.ts';
import { WINDOWS } from '../windows.ts';
import { type DcdModelScores, scoreDcdResult } from './scores.ts';

/** The DCD run history and a model's DCD trend cover the last 50 runs (docs/dcd.md). */
export const DCD_HISTORY_LIMIT = 50;

export interface RankedDcdModel extends DcdModelScores {
  rank: number;
}

/**
 * Where each model placed in a DCD run, in the ranking's order: what a model's trend shows of each run. As columns:
 * kept for every DCD run to the end of the build, where an object per place would take several times the memory.
 */
interface DcdPlaces {
  slugs: readonly string[];
  scores: Float64Array;
  ranks: Int32Array;
}

function placesOf(ranking: readonly RankedDcdModel[]): DcdPlaces {
  return {
    slugs: ranking.map((m) => m.slug),
    scores: Float64Array.from(ranking, (m) => m.dcd_score),
    ranks: Int32Array.from(ranking, (m) => m.rank),
  };
}

export interface ScoredDcdRun {
  run: DcdRun;
  /**
   * Every model of the run, best dcd_score first: ranked when first asked for, kept while the run is a recent one
   * (the `dcdRankings` window of ../windows.ts: every figure of every model, scenario and round of a run is many objects).
   */
  ranking(): RankedDcdModel[];
  /** The ranking's places alone, in its order: kept for the whole build once the run was ranked. */
  places(): DcdPlaces;
}

/** Publication order, as for evaluation runs: published_at, then run_id. */
function compareDcdPublication(a: DcdRun, b: DcdRun): number {
  return Date.parse(a.published_at) - Date.parse(b.published_at) || a.run_id - b.run_id;
}

/** Published DCD runs oldest first; drafts are never published. */
export function publishedDcdRuns(runs: readonly DcdRun[]): DcdRun[] {
  return runs.filter((run) => run.status === 'published').sort(compareDcdPublication);
}

/**
 * Competition ranks (1, 2, 2, 4) by the emitted dcd_score, descending; equal scores are listed by slug.
 */
export function rankDcdRun(run: DcdRun, store: RunStore): RankedDcdModel[] {
  const sorted = store
    .dcdResults(run)
    .map(scoreDcdResult)
    .sort((a, b) => b.dcd_score - a.dcd_score || compareText(a.slug, b.slug));
  const ranked: RankedDcdModel[] = [];
  sorted.forEach((scores, index) => {
    const previous = ranked[index - 1];
    const rank = previous !== undefined && previous.dcd_score === scores.dcd_score ? previous.rank : index + 1;
    ranked.push({ rank, ...scores });
  });
  return ranked;
}

export function scoreDcdRuns(runs: readonly DcdRun[], store: RunStore): ScoredDcdRun[] {
  const rankings = new RecentMap<DcdRun, RankedDcdModel[]>(WINDOWS.dcdRankings);
  const places = new Map<DcdRun, DcdPlaces>();
  const rankingOf = (run: DcdRun) =>
    rankings.obtain(run, () => {
      const ranking = rankDcdRun(run, store);
      places.set(run, placesOf(ranking));
      return ranking;
    });
  return publishedDcdRuns(runs).map((run) => ({
    run,
    ranking: () => rankingOf(run),
    places() {
      if (!places.has(run)) rankingOf(run);
      return places.get(run)!;
    },
  }));
}
