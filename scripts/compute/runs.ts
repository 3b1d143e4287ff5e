// Which runs are published, and in which order: the latest run and the one before it (docs/data-format.md,
// "Scoring rules").
import type { EvalRun } from '../data/schema.ts';

/** How the API names a run: its id and when it was published. */
export interface RunRef {
  run_id: number;
  published_at: string;
}

/** A run's reference (an evaluation or a DCD run), `null` where there is no run. */
export function runRef(run: RunRef): RunRef;
export function runRef(run: RunRef | null | undefined): RunRef | null;
export function runRef(run: RunRef | null | undefined): RunRef | null {
  return run == null ? null : { run_id: run.run_id, published_at: run.published_at };
}

/** Publication order: published_at, then run_id. */
function comparePublication(a: EvalRun, b: EvalRun): number {
  return Date.parse(a.published_at) - Date.parse(b.published_at) || a.run_id - b.run_id;
}

/** Published runs (full and partial) oldest first. Draft runs are never published anywhere. */
export function publishedRuns(runs: readonly EvalRun[]): EvalRun[] {
  return runs.filter((run) => run.status === 'published').sort(comparePublication);
}

/** Published full runs oldest first: the runs that "latest", "previous" and histories are made of. */
export function publishedFullRuns(runs: readonly EvalRun[]): EvalRun[] {
  return publishedRuns(runs).filter((run) => run.kind === 'full');
}

/** For every published run (full or partial), the published full run just before it; one pass, oldest first. */
export function previousFullRunMap(published: readonly EvalRun[]): Map<number, EvalRun | null> {
  const previous = new Map<number, EvalRun | null>();
  let lastFull: EvalRun | null = null;
  for (const run of [...published].sort(comparePublication)) {
    previous.set(run.run_id, lastFull);
    if (run.kind === 'full') lastFull = run;
  }
  return previous;
}

/** The latest published full run published at or before `instant` (ms since epoch). */
export function fullRunAt(fullRuns: readonly EvalRun[], instant: number): EvalRun | null {
  // `fullRuns` is in publication order: binary search for the first one published after `instant`.
  let low = 0;
  let high = fullRuns.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (Date.parse(fullRuns[middle]!.published_at) > instant) high = middle;
    else low = middle + 1;
  }
  return low === 0 ? null : fullRuns[low - 1]!;
}
