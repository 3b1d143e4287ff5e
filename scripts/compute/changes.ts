// Ranking changes between two snapshots (docs/api.md, `GET /changes?week=`): rising, falling and stable groups by overall score delta.

import type { EvalRun } from '../data/schema.ts';
import { compareText } from '../lib/compare.ts';
import { rankSnapshot } from './leaderboard.ts';
import { roundHalfAway } from './scoring.ts';
import type { RunSnapshot, RunSnapshots } from './snapshots.ts';

export interface ChangeEntry {
  slug: string;
  name: string;
  /** core_overall_display in the later snapshot. */
  score: number;
  previous_score: number | null;
  score_delta: number | null;
  /** Overall rank in the later snapshot. */
  rank: number;
  previous_rank: number | null;
  /** previous_rank − rank: positive means the model moved up. */
  rank_delta: number | null;
}

export interface ChangeGroups {
  rising: ChangeEntry[];
  falling: ChangeEntry[];
  stable: ChangeEntry[];
}

function compareSlugs(a: ChangeEntry, b: ChangeEntry): number {
  return compareText(a.slug, b.slug);
}

/** Descending delta (entrants, whose delta is null, after every model with a delta), then rank, then slug. */
function byDeltaDescending(a: ChangeEntry, b: ChangeEntry): number {
  if (a.score_delta !== b.score_delta) {
    if (a.score_delta === null) return 1;
    if (b.score_delta === null) return -1;
    return b.score_delta - a.score_delta;
  }
  return a.rank - b.rank || compareSlugs(a, b);
}

function byDeltaAscending(a: ChangeEntry, b: ChangeEntry): number {
  return (a.score_delta ?? 0) - (b.score_delta ?? 0) || a.rank - b.rank || compareSlugs(a, b);
}

/**
 * Overall-ranked entries of the later snapshot against the earlier one (null: everyone is an entrant). A model
 * without an overall score has no change to tell; one that had none before is an entrant.
 */
function computeChangeEntries(current: RunSnapshot, previous: RunSnapshot | null): ChangeEntry[] {
  const before = new Map(
    (previous === null ? [] : rankSnapshot(previous, 'core_overall_display'))
      .filter((r) => r.item.core_overall_display !== null)
      .map((r) => [r.item.slug, r]),
  );
  const { decimals } = current.scoring.overall;
  const scored = rankSnapshot(current, 'core_overall_display').filter((r) => r.item.core_overall_display !== null);
  return scored.map(({ rank, item }): ChangeEntry => {
    const old = before.get(item.slug);
    const score = item.core_overall_display!;
    return {
      slug: item.slug,
      name: item.name,
      score,
      previous_score: old?.item.core_overall_display ?? null,
      score_delta: old === undefined ? null : roundHalfAway(score - old.item.core_overall_display!, decimals),
      rank,
      previous_rank: old?.rank ?? null,
      rank_delta: old === undefined ? null : old.rank - rank,
    };
  });
}

/**
 * Splits entries by score delta: rising at ≥ +threshold, falling at ≤ −threshold, stable otherwise; entrants
 * rise. An unchanged score is always stable, even with threshold 0.
 */
export function groupChanges(entries: readonly ChangeEntry[], threshold: number): ChangeGroups {
  const groups: ChangeGroups = { rising: [], falling: [], stable: [] };
  for (const entry of entries) {
    const delta = entry.score_delta;
    if (delta === null || (delta > 0 && delta >= threshold)) groups.rising.push(entry);
    else if (delta < 0 && delta <= -threshold) groups.falling.push(entry);
    else groups.stable.push(entry);
  }
  groups.rising.sort(byDeltaDescending);
  groups.falling.sort(byDeltaAscending);
  groups.stable.sort((a, b) => a.rank - b.rank || compareSlugs(a, b));
  return groups;
}

/** Changes from run `previous` to run `current`; empty groups without a current run. */
export function computeChanges(
  snapshots: RunSnapshots,
  current: EvalRun | null,
  previous: EvalRun | null,
  threshold: number,
): ChangeGroups {
  const currentSnapshot = current === null ? undefined : snapshots.get(current.run_id);
  if (currentSnapshot === undefined) return { rising: [], falling: [], stable: [] };
  const previousSnapshot = previous === null ? undefined : snapshots.get(previous.run_id);
  return groupChanges(computeChangeEntries(currentSnapshot, previousSnapshot ?? null), threshold);
}
