// `/v1/history.json` and `/v1/history.csv`: the long format of every published run, one row per model × run
// with every scoring field, its overall rank and the run date. Both change with every run.
import type { BuildContext } from '../compute/context.ts';
import { computeLeaderboard } from '../compute/leaderboard.ts';
import { v6ScoresOf } from '../compute/scoring.ts';
import { JSON_CONTENT_TYPE } from '../routes/headers.ts';
import { V6_SCORE_NAMES } from '../schemas/common.ts';
import type { History, HistoryRow } from '../schemas/history.ts';
import { CSV_CONTENT_TYPE, renderObjectCsv } from './csv.ts';
import { attributionOf, jsonFile } from './json.ts';
import type { SiteSection } from './types.ts';
import { runSummary } from './v1-runs.ts';

export const V1_HISTORY_JSON_FILE = '/v1/history.json';
export const V1_HISTORY_CSV_FILE = '/v1/history.csv';

const HISTORY_COLUMNS: readonly (keyof HistoryRow & string)[] = [
  'run_id',
  'run_kind',
  'published_at',
  'week',
  'slug',
  'name',
  'provider',
  'rank',
  ...V6_SCORE_NAMES,
  'previous_rank',
  'rank_change',
  'score_change',
];

/** Oldest run first (publication order); within a run by overall rank, then slug. v6 fields only. */
function historyRows(ctx: BuildContext): HistoryRow[] {
  return ctx.publishedRuns.flatMap((run) => {
    const { run_id, kind, published_at, week } = runSummary(run);
    return computeLeaderboard(ctx, run, 'core_overall_display', false).map(
      (row): HistoryRow => ({
        run_id,
        run_kind: kind,
        published_at,
        week,
        slug: row.slug,
        name: row.name,
        provider: row.provider,
        rank: row.rank,
        ...v6ScoresOf(row),
        previous_rank: row.previous_rank,
        rank_change: row.rank_change,
        score_change: row.score_change,
      }),
    );
  });
}

export function renderV1History(ctx: BuildContext): SiteSection {
  const rows = historyRows(ctx);
  const body: History = { status: 'ok', count: rows.length, rows, attribution: attributionOf(ctx.dataset.site) };
  return {
    files: [
      jsonFile(V1_HISTORY_JSON_FILE, body),
      { path: V1_HISTORY_CSV_FILE, body: Buffer.from(renderObjectCsv(HISTORY_COLUMNS, rows)) },
    ],
    routes: [],
    headers: [
      { for: V1_HISTORY_JSON_FILE, headers: { 'Content-Type': JSON_CONTENT_TYPE } },
      { for: V1_HISTORY_CSV_FILE, headers: { 'Content-Type': CSV_CONTENT_TYPE } },
    ],
  };
}
