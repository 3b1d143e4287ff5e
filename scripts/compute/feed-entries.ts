// The entries of the change feeds: one per published full run, with its movers, entrants and the incidents
// dated since the full run before it. Everything comes from the data, so a rebuild gives the same entries and a
// new run adds one without touching the others.
import type { EvalRun, Incident } from '../data/schema.ts';
import { type ChangeEntry, computeChanges } from './changes.ts';
import type { BuildContext } from './context.ts';
import { type IncidentEntry, recentIncidents } from './incidents.ts';

/** Feed readers show recent entries; older runs stay reachable through /v1/runs. */
const FEED_ENTRIES_MAX = 50;

export interface FeedEntry {
  run: EvalRun;
  previous: EvalRun | null;
  rising: ChangeEntry[];
  falling: ChangeEntry[];
  stable: ChangeEntry[];
  /** Models absent from the previous run (in `rising` too, listed here on their own). */
  entrants: ChangeEntry[];
  /** Incidents dated after the previous run's day, up to and including this run's day; newest first. */
  incidents: IncidentEntry[];
}

const dayOf = (run: EvalRun) => run.published_at.slice(0, 10);

function incidentsBetween(incidents: readonly Incident[], previous: EvalRun | null, run: EvalRun): Incident[] {
  return incidents.filter((i) => (previous === null || i.date > dayOf(previous)) && i.date <= dayOf(run));
}

/** What one published full run changed against the full run before it (feeds and the build report). */
export function computeRunChanges(ctx: BuildContext, run: EvalRun): FeedEntry {
  const previous = ctx.previousFullRuns.get(run.run_id) ?? null;
  const groups = computeChanges(ctx.snapshots, run, previous, ctx.dataset.site.changes.threshold);
  const incidents = incidentsBetween(ctx.dataset.incidents, previous, run);
  return {
    run,
    previous,
    rising: groups.rising.filter((e) => e.score_delta !== null),
    falling: groups.falling,
    stable: groups.stable,
    entrants: groups.rising.filter((e) => e.score_delta === null),
    incidents: recentIncidents(incidents, undefined, incidents.length),
  };
}

/** The newest FEED_ENTRIES_MAX published full runs as feed entries, newest first. */
export function computeFeedEntries(ctx: BuildContext): FeedEntry[] {
  return ctx.fullRuns
    .slice(-FEED_ENTRIES_MAX)
    .reverse()
    .map((run) => computeRunChanges(ctx, run));
}
