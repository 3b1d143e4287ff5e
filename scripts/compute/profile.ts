// A model's profile (`/v1/models/{slug}`, docs/api.md): its latest scores, per-dimension ranks, pricing and recent history.
import type { Model, Pricing } from '../data/schema.ts';
import { type ModelFacts, modelFacts } from '../schemas/model-fields.ts';
import { OVERALL } from '../schemas/scoring.ts';
import { type V5CompatFields, v5CompatFields } from './compat.ts';
import type { BuildContext } from './context.ts';
import { rankSnapshotBy } from './leaderboard.ts';
import type { Ranked, RankRange } from './ranking.ts';
import { type RunRef, runRef } from './runs.ts';
import { type Intervals, type Scores, scoreValue } from './scoring.ts';
import type { RunSnapshot, ScoredRow } from './snapshots.ts';

/** A profile lists the model's last 5 published full runs. */
const PROFILE_HISTORY_LENGTH = 5;
/** A profile's place of the model by a field: its value, rank and rank range among the models of the run. */
interface DimensionStanding {
  value: number | null;
  rank: number;
  rank_range: RankRange | null;
}

/** A run of the profile's history: the overall, its rank, and the label the overall's cap reads (if it has one). */
type HistoryEntry = RunRef & { core_overall_display: number | null; rank: number } & Record<string, unknown>;

export type ModelProfile = {
  slug: string;
  name: string;
  provider: string;
  scores: (Scores & Partial<V5CompatFields>) | null;
  /** The overall, then each score field: the fields a profile ranks the model by, each among the models of the run. */
  dimensions: ({ core_overall_display: DimensionStanding } & Record<string, DimensionStanding>) | null;
  /** The half-widths of the latest scores' intervals, and the overall ranking's range. */
  ci95: Intervals | null;
  rank_range: RankRange | null;
  pricing: Pricing | null;
} & ModelFacts & {
    run: RunRef | null;
    history: HistoryEntry[];
  };

/**
 * The model's rank in a run by a profile field. Each run is ranked once per field (compute/leaderboard.ts): every
 * model's profile (its API file and its page) ranks by six fields in each of its last five runs, the same runs
 * for most models. A score field ranks as the dimension of its name, where there is one.
 */
function placeOf(snapshot: RunSnapshot, slug: string, field: string): Ranked<ScoredRow> {
  const ranked = rankSnapshotBy(snapshot, field, (row) => scoreValue(row, field)).find((r) => r.item.slug === slug);
  if (ranked === undefined) throw new Error(`run ${snapshot.run.run_id} has no result for ${slug}`);
  return ranked;
}

function scoresOf(ctx: BuildContext, row: ScoredRow): Scores & Partial<V5CompatFields> {
  const scores = ctx.scorer.scoresOf(row);
  return ctx.compat ? { ...scores, ...v5CompatFields(scores) } : scores;
}

/** The profile of `model`; scores, dimensions and run are null when no published full run includes it. */
export function computeModelProfile(ctx: BuildContext, model: Model): ModelProfile {
  // Newest first: the model's published full runs, each with its row.
  const appearances: { snapshot: RunSnapshot; row: ScoredRow }[] = [];
  for (let i = ctx.fullRuns.length - 1; i >= 0 && appearances.length < PROFILE_HISTORY_LENGTH; i--) {
    const snapshot = ctx.snapshots.get(ctx.fullRuns[i]?.run_id ?? -1);
    const row = snapshot?.rows.find((r) => r.slug === model.slug);
    if (snapshot !== undefined && row !== undefined) appearances.push({ snapshot, row });
  }
  const latest = appearances[0];
  const { scoring } = ctx.dataset;
  const capLabel = scoring.overall.cap?.label;
  const dimensions =
    latest === undefined
      ? null
      : (Object.fromEntries(
          [OVERALL, ...scoring.fieldKeys].map((field) => {
            const { rank, range } = placeOf(latest.snapshot, model.slug, field);
            return [field, { value: scoreValue(latest.row, field), rank, rank_range: range }];
          }),
        ) as ModelProfile['dimensions']);
  return {
    slug: model.slug,
    name: model.name,
    provider: model.provider,
    scores: latest === undefined ? null : scoresOf(ctx, latest.row),
    dimensions,
    ci95: latest?.row.ci95 ?? null,
    rank_range: dimensions?.core_overall_display.rank_range ?? null,
    pricing: model.pricing,
    ...modelFacts(model),
    run: runRef(latest?.snapshot.run),
    history: appearances.map(({ snapshot, row }) => ({
      ...runRef(snapshot.run),
      core_overall_display: row.core_overall_display,
      rank: placeOf(snapshot, model.slug, OVERALL).rank,
      ...(capLabel === undefined ? {} : { [capLabel]: row[capLabel] }),
    })),
  };
}
