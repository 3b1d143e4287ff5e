// One scored snapshot per published run: the scores of each model plus the legacy value and stability.

import type { RunStore } from '../data/run-store.ts';
import type { EvalRun, Model, Pricing, RunResult } from '../data/schema.ts';
import { obtain, RecentMap } from '../lib/recent.ts';
import type { Ranked } from './ranking.ts';
import { publishedRuns } from './runs.ts';
import { type Intervals, round2, type Scorer, type Scores } from './scoring.ts';
import { WINDOWS } from './windows.ts';

/** Stability looks at the model's last 5 published full runs up to the run (docs/data-format.md). */
const STABILITY_WINDOW = 5;

const NO_POSITIONS = new Int32Array(0);

export interface ScoredRow extends Scores {
  slug: string;
  name: string;
  provider: string;
  value: number | null;
  stability: number | null;
  /** The half-widths of the result's 95% intervals (scoring.ts, Scorer.intervals); null without any. */
  ci95: Intervals | null;
}

export interface RunSnapshot {
  run: EvalRun;
  rows: ScoredRow[];
  /** The scoring the rows are scored by: which way each ranking goes. */
  scoring: Scorer['scoring'];
  /** The build's window of rankings, shared by every snapshot (compute/leaderboard.ts, rankSnapshotBy). */
  rankings: RecentMap<RunSnapshot, Map<string, readonly Ranked<ScoredRow>[]>>;
}

/** value = core_overall_display ÷ blended price, blended = (3 × input + output) / 4; null without a price or score. */
export function valueScore(display: number | null, pricing: Pricing | null): number | null {
  if (pricing === null || display === null) return null;
  const blended = (3 * pricing.input_per_mtok + pricing.output_per_mtok) / 4;
  return blended > 0 ? round2(display / blended) : null;
}

/**
 * stability = 100 − population standard deviation of the series (its first `length` points), floored at 0; null
 * below 2 points.
 */
export function stabilityScore(series: ArrayLike<number>, length = series.length): number | null {
  if (length < 2) return null;
  let sum = 0;
  for (let i = 0; i < length; i++) sum += series[i]!;
  const mean = sum / length;
  let squares = 0;
  for (let i = 0; i < length; i++) squares += (series[i]! - mean) ** 2;
  return round2(Math.max(0, 100 - Math.sqrt(squares / length)));
}

/**
 * The positions of the published full runs each model is in, in publication order; from the models of each run's
 * results, without reading (or parsing) the results themselves. Kept for the whole build: as typed arrays of their
 * exact length, less than half of what grown lists hold (made in a function of their own, so that the snapshots'
 * closures do not hold the lists too).
 */
function fullPositionsOf(published: readonly EvalRun[], store: RunStore): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  published.forEach((run, position) => {
    if (run.kind !== 'full') return;
    for (const slug of store.models(run)) obtain(lists, slug, () => []).push(position);
  });
  return new Map([...lists].map(([slug, list]) => [slug, Int32Array.from(list)]));
}

/** The index of the first of the ascending `list` at or after `position` (a binary search). */
function firstAtOrAfter(list: Int32Array, position: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < position) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The snapshot of each published run by run_id; undefined for a run that is not published. */
export interface RunSnapshots {
  get(runId: number): RunSnapshot | undefined;
}

/**
 * Snapshots of every published run keyed by run_id, each made when first asked for (a build that takes the files
 * about past runs from its previous output asks only for the latest ones) and kept while it is among the recent
 * ones. A run's stability series is the model's displays in the last published full runs before it plus its own
 * display, STABILITY_WINDOW points at most.
 */
export function buildRunSnapshots(
  runs: readonly EvalRun[],
  models: readonly Model[],
  store: RunStore,
  scorer: Scorer,
): RunSnapshots {
  const modelBySlug = new Map(models.map((m) => [m.slug, m]));
  const published = publishedRuns(runs);
  const positions = new Map(published.map((run, position) => [run.run_id, position]));
  const fullPositions = fullPositionsOf(published, store);
  /** Each recent run's results by model, and the scores of those asked for. */
  const recentRuns = new RecentMap<EvalRun, { results: Map<string, RunResult>; scores: Map<string, Scores> }>(
    WINDOWS.scoredRuns,
  );
  /** The model's scores in the run at `position`. */
  const scoresAt = (position: number, slug: string): Scores => {
    const run = published[position]!;
    const entry = recentRuns.obtain(run, () => ({
      results: new Map(store.results(run).map((r) => [r.model, r])),
      scores: new Map(),
    }));
    // Once per row of every snapshot: a lookup without a closure (obtain would make one each time).
    let scores = entry.scores.get(slug);
    if (scores === undefined) {
      scores = scorer.score(entry.results.get(slug)!);
      entry.scores.set(slug, scores);
    }
    return scores;
  };
  /**
   * Each model's core_overall_display in each published run, once scored (NaN before, Infinity for none): every
   * run's stability reads the displays of the model's four full runs before it. One number per model and run.
   */
  const modelIndex = new Map(models.map((m, i) => [m.slug, i]));
  const displays = new Float64Array(published.length * models.length).fill(Number.NaN);
  const displayAt = (position: number, slug: string): number => {
    const at = position * models.length + modelIndex.get(slug)!;
    let display = displays[at]!;
    if (Number.isNaN(display)) {
      display = scoresAt(position, slug).core_overall_display ?? Number.POSITIVE_INFINITY;
      displays[at] = display;
    }
    return display;
  };
  /** One series at a time: the displays of a model's stability, in publication order. */
  const series = new Float64Array(STABILITY_WINDOW);
  /**
   * The model's stability at `position`: its displays in the last STABILITY_WINDOW − 1 published full runs before
   * it, then `own`.
   */
  const stabilityAt = (slug: string, position: number, own: number | null): number | null => {
    // Without an overall score, a run has no place in a spread of overall scores.
    if (own === null) return null;
    const list = fullPositions.get(slug) ?? NO_POSITIONS;
    const low = firstAtOrAfter(list, position);
    let length = 0;
    for (let i = Math.max(0, low - (STABILITY_WINDOW - 1)); i < low; i++) {
      series[length] = displayAt(list[i]!, slug);
      if (series[length] !== Number.POSITIVE_INFINITY) length++;
    }
    series[length++] = own;
    return stabilityScore(series, length);
  };
  const snapshots = new RecentMap<number, RunSnapshot>(WINDOWS.snapshots);
  const latest = new Map<number, RunSnapshot>();
  const rankings = new RecentMap<RunSnapshot, Map<string, readonly Ranked<ScoredRow>[]>>(WINDOWS.rankings);
  const snapshotOf = (run: EvalRun, position: number): RunSnapshot => {
    const rows = store.results(run).map((result): ScoredRow => {
      const model = modelBySlug.get(result.model);
      if (model === undefined) throw new Error(`run ${run.run_id}: model ${result.model} is not in the dataset`);
      const own = scoresAt(position, result.model);
      return {
        slug: model.slug,
        name: model.name,
        provider: model.provider,
        ...own,
        value: valueScore(own.core_overall_display, model.pricing),
        stability: stabilityAt(model.slug, position, own.core_overall_display),
        ci95: scorer.intervals(result),
      };
    });
    return { run, rows, scoring: scorer.scoring, rankings };
  };
  return {
    get(runId) {
      const known = latest.get(runId) ?? snapshots.get(runId);
      if (known !== undefined) return known;
      const position = positions.get(runId);
      if (position === undefined) return undefined;
      const snapshot = snapshotOf(published[position]!, position);
      if (position >= published.length - WINDOWS.latestSnapshots) latest.set(runId, snapshot);
      else snapshots.set(runId, snapshot);
      return snapshot;
    },
  };
}
