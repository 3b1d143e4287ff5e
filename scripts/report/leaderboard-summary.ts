// What the latest run changed on the leaderboard, for the build report: the models that moved most, entrants,
// models that dropped out, and incidents since the run before: the same changes the feed entry of that run lists.

import type { BuildContext } from '../compute/context.ts';
import { computeRunChanges } from '../compute/feed-entries.ts';
import { runRef } from '../compute/runs.ts';
import type { NumberFormat } from '../schemas/scoring.ts';

export interface LeaderboardSummary {
  /** How the scores below are written: the overall's decimals and unit (`data/scoring.json`). */
  score_format: NumberFormat;
  latest: { run_id: number; published_at: string } | null;
  previous: { run_id: number; published_at: string } | null;
  movers: { slug: string; name: string; rank: number; previous_rank: number; score: number; score_delta: number }[];
  entrants: { slug: string; name: string; rank: number; score: number }[];
  dropped: { slug: string; name: string }[];
  incidents: { id: string; model: string; date: string; severity: string; title: string }[];
}

/** At most this many movers, largest score change first. */
const MOVERS = 5;

export function summarizeLeaderboard(ctx: BuildContext): LeaderboardSummary {
  const latest = ctx.latestRun;
  const previous = latest === null ? null : (ctx.previousFullRuns.get(latest.run_id) ?? null);
  const summary: LeaderboardSummary = {
    score_format: ctx.dataset.scoring.overallFormat,
    latest: runRef(latest),
    previous: runRef(previous),
    movers: [],
    entrants: [],
    dropped: [],
    incidents: [],
  };
  if (latest === null || previous === null) return summary;
  const changes = computeRunChanges(ctx, latest);
  summary.movers = [...changes.rising, ...changes.falling, ...changes.stable]
    .flatMap((e) =>
      e.score_delta === null || e.previous_rank === null || (e.score_delta === 0 && e.rank === e.previous_rank)
        ? []
        : [
            {
              slug: e.slug,
              name: e.name,
              rank: e.rank,
              previous_rank: e.previous_rank,
              score: e.score,
              score_delta: e.score_delta,
            },
          ],
    )
    .sort((a, b) => Math.abs(b.score_delta) - Math.abs(a.score_delta) || a.rank - b.rank)
    .slice(0, MOVERS);
  summary.entrants = changes.entrants.map((e) => ({ slug: e.slug, name: e.name, rank: e.rank, score: e.score }));
  const present = new Set(ctx.snapshots.get(latest.run_id)?.rows.map((r) => r.slug));
  summary.dropped = (ctx.snapshots.get(previous.run_id)?.rows ?? [])
    .filter((r) => !present.has(r.slug))
    .map((r) => ({ slug: r.slug, name: r.name }));
  summary.incidents = changes.incidents.map(({ id, model, date, severity, title }) => ({
    id,
    model,
    date,
    severity,
    title,
  }));
  return summary;
}
