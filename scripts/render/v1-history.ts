// `/v1/history.json` and `/v1/history.csv`: the long format of every published run, one row per model × run
// with every scoring field, its overall rank and the run date. Both grow with every run.
import type { BuildContext } from '../compute/context.ts';
import { computeLeaderboard } from '../compute/leaderboard.ts';
import { v6ScoresOf } from '../compute/scoring.ts';
import type { EvalRun } from '../data/schema.ts';
import { JSON_CONTENT_TYPE } from '../routes/headers.ts';
import { V6_SCORE_NAMES } from '../schemas/common.ts';
import type { History, HistoryRow } from '../schemas/history.ts';
import { CSV_CONTENT_TYPE, csvHeader, csvRecords } from './csv.ts';
import { attributionOf, htmlSafeJson } from './json.ts';
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

/** One run's rows, by overall rank, then slug. v6 fields only. */
function historyRows(ctx: BuildContext, run: EvalRun): HistoryRow[] {
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
}

/** Stands in for the rows while the envelope is serialised; never appears in any output. */
const ROWS = -1;

/**
 * Both files are a head, every published run's rows (oldest first) and a tail, so the rows of runs published
 * before are taken from the previous files (render/history-memo.ts) and only the new runs' rows are serialised.
 */
export function renderV1History(ctx: BuildContext): SiteSection {
  // Each run's rows are made once for both files, the JSON's first (the CSV's rows are asked for after it).
  const rowsOf = new Map<EvalRun, HistoryRow[]>();
  const takeRows = (run: EvalRun, last: boolean) => {
    const rows = rowsOf.get(run) ?? historyRows(ctx, run);
    if (last) rowsOf.delete(run);
    else rowsOf.set(run, rows);
    return rows;
  };
  const attribution = attributionOf(ctx.dataset.site);
  /** The body as `jsonFile` writes it, around the rows. */
  const envelope = (count: number) => {
    const body: Omit<History, 'rows'> & { rows: typeof ROWS } = { status: 'ok', count, rows: ROWS, attribution };
    const [head, tail] = htmlSafeJson(body).split(`"rows":${ROWS}`) as [string, string];
    return { head: `${head}"rows":[`, tail: `]${tail}\n` };
  };
  const json = ctx.history.runParts(V1_HISTORY_JSON_FILE, {
    runs: ctx.publishedRuns,
    part: (run) => {
      const rows = takeRows(run, false);
      return { text: htmlSafeJson(rows).slice(1, -1), items: rows.length };
    },
    head: (count) => envelope(count).head,
    separator: ',',
    tail: envelope(0).tail,
  });
  const csv = ctx.history.runParts(V1_HISTORY_CSV_FILE, {
    runs: ctx.publishedRuns,
    part: (run) => {
      const rows = takeRows(run, true);
      return { text: csvRecords(HISTORY_COLUMNS, rows), items: rows.length };
    },
    head: () => csvHeader(HISTORY_COLUMNS),
    separator: '',
    tail: '',
  });
  return {
    files: [json, csv],
    routes: [],
    headers: [
      { for: V1_HISTORY_JSON_FILE, headers: { 'Content-Type': JSON_CONTENT_TYPE } },
      { for: V1_HISTORY_CSV_FILE, headers: { 'Content-Type': CSV_CONTENT_TYPE } },
    ],
  };
}
