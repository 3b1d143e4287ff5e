// The ranked rows of a run by a dimension, serialised once per build: the legacy files of the latest run, its
// legacy run file and the 51 v1 pages of a dimension all carry the same rows (or a prefix of them). Within a run
// the rows of every dimension share the model's fields (names, the nine scores): that part is serialised once
// per run and model, and each row adds its rank fields around it.
import type { BuildContext } from '../compute/context.ts';
import { computeLeaderboard, type LeaderboardRow } from '../compute/leaderboard.ts';
import type { EvalRun } from '../data/schema.ts';
import { DEFAULT_DIMENSION, type Dimension } from '../schemas/dimensions.ts';
import { htmlSafeJson, JsonArrayText } from './json.ts';

interface RowCache {
  rows: Map<string, { objects: LeaderboardRow[]; text: JsonArrayText<LeaderboardRow> }>;
  /** `run_id/slug` → the model's fields of that run as JSON members (no braces), and its v5 compat members. */
  members: Map<string, { fields: string; compat: string }>;
}

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

function cachedRows(ctx: BuildContext, run: EvalRun | null, dimension: Dimension) {
  let cache = caches.get(ctx);
  if (cache === undefined) {
    cache = { rows: new Map(), members: new Map() };
    caches.set(ctx, cache);
  }
  const key = `${run?.run_id ?? ''}/${dimension}`;
  let entry = cache.rows.get(key);
  if (entry === undefined) {
    const { members } = cache;
    const objects = computeLeaderboard(ctx, run, dimension, ctx.compat);
    const text = new JsonArrayText<LeaderboardRow>(
      objects.map((row) => {
        const memberKey = `${run?.run_id}/${row.slug}`;
        let fields = members.get(memberKey);
        if (fields === undefined) {
          fields = { fields: modelMembers(row), compat: compatMembers(row) };
          members.set(memberKey, fields);
        }
        return rowText(row, fields);
      }),
    );
    entry = { objects, text };
    if (readAgain(ctx, run, dimension)) cache.rows.set(key, entry);
  }
  return entry;
}

/**
 * Whether other sections read these rows again: the latest run's (every latest view) and any run's overall
 * ranking (`/v1/runs/{id}` and its CSV). The other legacy files of a historical run are its only readers: their
 * rows are not kept, which at 520 runs spares the heap (and the collector) most of them.
 */
function readAgain(ctx: BuildContext, run: EvalRun | null, dimension: Dimension): boolean {
  return run === null || run === ctx.latestRun || dimension === DEFAULT_DIMENSION;
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
