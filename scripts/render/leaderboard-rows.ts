// The ranked rows of a run by a dimension, serialised once per build: the legacy files of the latest run, its
// legacy run file and the 51 v1 pages of a dimension all carry the same rows (or a prefix of them), and so do a
// past run's legacy files, its v1 file and its page, rendered one after the other. Within a run the rows of every
// dimension share the model's fields (names, the nine scores): that part is serialised once per run and model,
// and each row adds its rank fields around it. The latest run's rows are kept, a past run's while it is recent.
import type { BuildContext } from '../compute/context.ts';
import { computeLeaderboard, type LeaderboardRow } from '../compute/leaderboard.ts';
import { RecentMap } from '../data/recent.ts';
import type { EvalRun } from '../data/schema.ts';
import type { Dimension } from '../schemas/dimensions.ts';
import { htmlSafeJson, JsonArrayText } from './json.ts';

/** The rows of one run by dimension, and the model's members of that run (`slug` → JSON members). */
interface RunRows {
  rows: Map<Dimension, { objects: LeaderboardRow[]; text: JsonArrayText<LeaderboardRow> }>;
  members: Map<string, { fields: string; compat: string }>;
}

interface RowCache {
  /** The latest run's rows: every latest view reads them. */
  latest: RunRows;
  /** The rows of the runs rendered last: the sections render a run's files one after the other. */
  recent: RecentMap<EvalRun | null, RunRows>;
}

/** Runs whose rows are kept beside the latest. */
const RECENT_RUNS = 4;

const caches = new WeakMap<BuildContext, RowCache>();

const number = (value: number | null) => (value === null ? 'null' : String(value));

/** The fields of a row that do not depend on the dimension, in row order, as JSON object members. */
function modelMembers(row: LeaderboardRow): string {
  const { slug, name, provider, execution_raw, grounding_raw, judgment_raw, communication_raw, integrity_raw } = row;
  const { integrity_label, recommendation_status, core_overall_raw, core_overall_display } = row;
  return htmlSafeJson({
    slug,
    name,
    provider,
    execution_raw,
    grounding_raw,
    judgment_raw,
    communication_raw,
    integrity_raw,
    integrity_label,
    recommendation_status,
    core_overall_raw,
    core_overall_display,
  }).slice(1, -1);
}

/** The v5 compatibility members of a row (after the rank fields), or nothing after the sunset. */
function compatMembers(row: LeaderboardRow): string {
  if (row.coding === undefined) return '';
  const { coding, knowledge, longctx, overall, official_coding, official_knowledge, official_longctx } = row;
  const { official_overall } = row;
  const compat = {
    coding,
    knowledge,
    longctx,
    overall,
    official_coding,
    official_knowledge,
    official_longctx,
    official_overall,
  };
  return `,${htmlSafeJson(compat).slice(1, -1)}`;
}

/** Exactly `htmlSafeJson(row)`, with the model's members taken from `members`. */
function rowText(row: LeaderboardRow, members: { fields: string; compat: string }): string {
  return (
    `{"rank":${row.rank},${members.fields},"score":${number(row.score)},"previous_rank":${number(row.previous_rank)},` +
    `"rank_change":${number(row.rank_change)},"score_change":${number(row.score_change)}${members.compat}}`
  );
}

const emptyRows = (): RunRows => ({ rows: new Map(), members: new Map() });

function cachedRows(ctx: BuildContext, run: EvalRun | null, dimension: Dimension) {
  let cache = caches.get(ctx);
  if (cache === undefined) {
    cache = { latest: emptyRows(), recent: new RecentMap(RECENT_RUNS) };
    caches.set(ctx, cache);
  }
  const runRows = run === ctx.latestRun ? cache.latest : cache.recent.obtain(run, emptyRows);
  let entry = runRows.rows.get(dimension);
  if (entry === undefined) {
    const { members } = runRows;
    const objects = computeLeaderboard(ctx, run, dimension, ctx.compat);
    const text = new JsonArrayText<LeaderboardRow>(
      objects.map((row) => {
        let fields = members.get(row.slug);
        if (fields === undefined) {
          fields = { fields: modelMembers(row), compat: compatMembers(row) };
          members.set(row.slug, fields);
        }
        return rowText(row, fields);
      }),
    );
    entry = { objects, text };
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

/** The same rows as objects (CSV exports, counts). */
export function leaderboardRows(ctx: BuildContext, run: EvalRun | null, dimension: Dimension): LeaderboardRow[] {
  return cachedRows(ctx, run, dimension).objects;
}

/** Drops the serialised rows once every file is rendered: the bodies hold their own copy. */
export function releaseLeaderboardRows(ctx: BuildContext): void {
  caches.delete(ctx);
}
