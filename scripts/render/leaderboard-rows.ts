// The ranked rows of a run by a dimension, serialised once per build: the legacy files of the latest run, its
// legacy run file and the 51 v1 pages of a dimension all carry the same rows (or a prefix of them), and so do a
// past run's legacy files, its v1 file and its page, rendered one after the other. Within a run the rows of every
// dimension share the model's fields (names, the nine scores): that part is serialised once per run and model,
// and each row adds its rank fields around it. The latest run's rows are kept, a past run's while it is recent.

import { v5CompatFields } from '../compute/compat.ts';
import type { BuildContext } from '../compute/context.ts';
import { computeLeaderboard, type LeaderboardRow, rankingWithPrevious, scoreChange } from '../compute/leaderboard.ts';
import type { ScoredRow } from '../compute/snapshots.ts';
import { RecentMap } from '../data/recent.ts';
import type { EvalRun } from '../data/schema.ts';
import type { Dimension } from '../schemas/dimensions.ts';
import { htmlSafeJson, JsonArrayText } from './json.ts';

/** The rows of one run by dimension (text always, objects when asked for), and the model's members of that run. */
interface RunRows {
  rows: Map<Dimension, { objects?: LeaderboardRow[]; text: JsonArrayText<LeaderboardRow> }>;
  members: Map<string, { fields: string; compat: string }>;
}

interface RowCache {
  /** The latest run's rows: every latest view reads them. */
  latest: RunRows;
  /** The rows of the runs rendered last: the sections render a run's files one after the other. */
  recent: RecentMap<EvalRun | null, RunRows>;
  /** Each model's name fields as JSON members, the same in every run. */
  names: Map<string, string>;
}

/** Runs whose rows are kept beside the latest. */
const RECENT_RUNS = 4;

const caches = new WeakMap<BuildContext, RowCache>();

const number = (value: number | null) => (value === null ? 'null' : String(value));

/**
 * The fields of a row that do not depend on the dimension, in row order, as JSON object members: exactly what
 * JSON.stringify writes for them (numbers as String writes them, texts HTML-safe), without an object to
 * serialise for each model of each run.
 */
function modelMembers(cache: RowCache, row: ScoredRow): string {
  let names = cache.names.get(row.slug);
  if (names === undefined) {
    names = `"slug":${htmlSafeJson(row.slug)},"name":${htmlSafeJson(row.name)},"provider":${htmlSafeJson(row.provider)}`;
    cache.names.set(row.slug, names);
  }
  return (
    `${names},"execution_raw":${row.execution_raw},"grounding_raw":${row.grounding_raw},` +
    `"judgment_raw":${row.judgment_raw},"communication_raw":${row.communication_raw},` +
    `"integrity_raw":${row.integrity_raw},"integrity_label":${htmlSafeJson(row.integrity_label)},` +
    `"recommendation_status":${htmlSafeJson(row.recommendation_status)},` +
    `"core_overall_raw":${row.core_overall_raw},"core_overall_display":${row.core_overall_display}`
  );
}

/** The v5 compatibility members of a row (after the rank fields), or nothing after the sunset. */
function compatMembers(row: ScoredRow, compat: boolean): string {
  if (!compat) return '';
  const fields = v5CompatFields(row);
  return `,${htmlSafeJson(fields).slice(1, -1)}`;
}

const emptyRows = (): RunRows => ({ rows: new Map(), members: new Map() });

function runRowsOf(ctx: BuildContext, run: EvalRun | null): RunRows {
  let cache = caches.get(ctx);
  if (cache === undefined) {
    cache = { latest: emptyRows(), recent: new RecentMap(RECENT_RUNS), names: new Map() };
    caches.set(ctx, cache);
  }
  return run === ctx.latestRun ? cache.latest : cache.recent.obtain(run, emptyRows);
}

function cachedRows(ctx: BuildContext, run: EvalRun | null, dimension: Dimension) {
  const runRows = runRowsOf(ctx, run);
  let entry = runRows.rows.get(dimension);
  if (entry === undefined) {
    const cache = caches.get(ctx)!;
    const { members } = runRows;
    const ranking = rankingWithPrevious(ctx, run, dimension);
    const items = (ranking?.ranked ?? []).map(({ rank, item, value }) => {
      let fields = members.get(item.slug);
      if (fields === undefined) {
        fields = { fields: modelMembers(cache, item), compat: compatMembers(item, ctx.compat) };
        members.set(item.slug, fields);
      }
      // Exactly htmlSafeJson of the row computeLeaderboard makes.
      const before = ranking!.previous.get(item.slug);
      const previousRank = before?.rank ?? null;
      const rankChange = before === undefined ? null : before.rank - rank;
      return (
        `{"rank":${rank},${fields.fields},"score":${number(value)},"previous_rank":${number(previousRank)},` +
        `"rank_change":${number(rankChange)},"score_change":${number(scoreChange(value, before))}${fields.compat}}`
      );
    });
    entry = { text: new JsonArrayText<LeaderboardRow>(items) };
    runRows.rows.set(dimension, entry);
  }
  return entry;
}

/** The rows serialised, for JSON bodies (spliced in by jsonFile). */
export function leaderboardRowsText(
  ctx: BuildContext,
  run: EvalRun | null,
  dimension: Dimension,
): JsonArrayText<LeaderboardRow> {
  return cachedRows(ctx, run, dimension).text;
}

/** The same rows as objects (CSV exports, pages, counts). */
export function leaderboardRows(ctx: BuildContext, run: EvalRun | null, dimension: Dimension): LeaderboardRow[] {
  const entry = cachedRows(ctx, run, dimension);
  entry.objects ??= computeLeaderboard(ctx, run, dimension, ctx.compat);
  return entry.objects;
}

/** Drops the serialised rows once every file is rendered: the bodies hold their own copy. */
export function releaseLeaderboardRows(ctx: BuildContext): void {
  caches.delete(ctx);
}
