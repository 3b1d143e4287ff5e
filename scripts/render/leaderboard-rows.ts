// The ranked rows of a run by a dimension, serialised once per build: the legacy files of the latest run, its
// legacy run file and the 51 v1 pages of a dimension all carry the same rows (or a prefix of them), and so do a
// past run's legacy files, its v1 file and its page, rendered one after the other. Within a run the rows of every
// dimension share the model's fields (names, the nine scores, the intervals' half-widths): that part is serialised
// once per run and model, as JSON members and as CSV cells, and each row adds its rank fields around it (v1 rows
// their `ci95` and `rank_range` too, which the legacy rows leave out). The history exports take the
// same pieces. The latest run's rows are kept, a past run's while its files are rendered: render's own cache for
// the build (LeaderboardRowCache), made with the render context (context.ts) and let go once every file is rendered.

import { v5CompatFields } from '../compute/compat.ts';
import type { BuildContext } from '../compute/context.ts';
import type { LeaderboardRow, RankedRow } from '../compute/leaderboard.ts';
import type { RankRange } from '../compute/ranking.ts';
import type { ScoredRow } from '../compute/snapshots.ts';
import type { EvalRun } from '../data/schema.ts';
import { obtain, RecentMap } from '../lib/recent.ts';
import type { Dimension } from '../schemas/dimensions.ts';
import type { Scoring } from '../schemas/scoring.ts';
import { cellText } from './csv.ts';
import { htmlSafeJson, JsonArrayText } from './json.ts';
import { V5_COLUMNS } from './leaderboard-csv.ts';

/**
 * A model's fields in one run, serialised: JSON object members (exactly what JSON.stringify writes for them:
 * numbers as String writes them, texts HTML-safe) and CSV cells (csv.ts), each without a leading separator.
 */
export interface ModelPieces {
  /** `"slug":…,"name":…,"provider":…` */
  names: string;
  /** The scores of the scoring in force, in their documented order. */
  scores: string;
  /** `,` and the v5 compatibility members, or nothing after the sunset. */
  compat: string;
  /** `"ci95":…` (v1 rows only). */
  intervals: string;
  csv: { names: string; scores: string; compat: string; intervals: string };
}

/** Which API's rows: v1 rows carry the intervals (ci95, rank_range) that the legacy rows do not. */
export type RowsApi = 'legacy' | 'v1';

/** The rows of one run by dimension, each form made when first asked for. */
interface DimensionRows {
  objects?: LeaderboardRow[];
  csv?: string[];
  text: { [api in RowsApi]?: JsonArrayText<LeaderboardRow> };
}

interface RunRows {
  rows: Map<Dimension, DimensionRows>;
  pieces: Map<string, ModelPieces>;
}

interface RowCache {
  /** The latest run's rows: every latest view reads them. */
  latest: RunRows;
  /** The rows of the runs rendered last: the sections render a run's files one after the other. */
  recent: RecentMap<EvalRun | null, RunRows>;
  /** Each model's name fields as JSON members and CSV cells, the same in every run. */
  names: Map<string, { json: string; csv: string }>;
}

/**
 * The past runs whose rows are kept beside the latest run's: every section renders a run's files before the next
 * run's (site.ts). More would hold each row's text, flattened by the writer, past its run (docs/scale.md).
 */
const RECENT_RUNS = 1;

const emptyRows = (): RunRows => ({ rows: new Map(), pieces: new Map() });

/** The rows of one build: made when first asked for, let go by `release` (then made again if asked for). */
export class LeaderboardRowCache {
  #rows: RowCache | null = null;

  get(): RowCache {
    this.#rows ??= { latest: emptyRows(), recent: new RecentMap(RECENT_RUNS), names: new Map() };
    return this.#rows;
  }

  /** Drops the serialised rows once every file is rendered: the bodies hold their own copy. */
  release(): void {
    this.#rows = null;
  }
}

/** What the functions below read: the build's runs and the render context's cache of rows. */
type RowsContext = BuildContext & { rows: LeaderboardRowCache };

/** A number or null as a JSON value. */
export const jsonNumber = (value: number | null) => (value === null ? 'null' : String(value));
/** A number or null as a CSV cell (csv.ts: null is an empty cell). */
export const csvNumber = (value: number | null | undefined) => (value == null ? '' : String(value));

/** A label's value as a JSON value and a CSV cell: its text, or null and an empty cell. */
const labelJson = (value: unknown) => (value === null ? 'null' : htmlSafeJson(value));

function piecesOf(cache: RowCache, row: ScoredRow, scoring: Scoring, compat: boolean): ModelPieces {
  const names = obtain(cache.names, row.slug, () => ({
    json: `"slug":${htmlSafeJson(row.slug)},"name":${htmlSafeJson(row.name)},"provider":${htmlSafeJson(row.provider)}`,
    csv: `${cellText(row.slug)},${cellText(row.name)},${cellText(row.provider)}`,
  }));
  // Each number written once, for both formats (String is what JSON.stringify and the CSV cells write), in the
  // order of the scoring's members (schemas/scoring.ts): the score fields, the labels, the overall.
  let json = '';
  let csv = '';
  for (const key of scoring.fieldKeys) {
    const value = row[key] as number | null;
    const text = value === null ? null : String(value);
    json += `"${key}":${text ?? 'null'},`;
    csv += `${text ?? ''},`;
  }
  for (const key of scoring.labelKeys) {
    const value = row[key] as string | null;
    json += `"${key}":${labelJson(value)},`;
    csv += `${cellText(value ?? '')},`;
  }
  const overallRaw = jsonNumber(row.core_overall_raw);
  const overall = jsonNumber(row.core_overall_display);
  const fields = compat ? v5CompatFields(row) : null;
  const { ci95 } = row;
  return {
    names: names.json,
    scores: `${json}"core_overall_raw":${overallRaw},"core_overall_display":${overall}`,
    compat: fields === null ? '' : `,${htmlSafeJson(fields).slice(1, -1)}`,
    intervals: `"ci95":${ci95 === null ? 'null' : htmlSafeJson(ci95)}`,
    csv: {
      names: names.csv,
      scores: `${csv}${csvNumber(row.core_overall_raw)},${csvNumber(row.core_overall_display)}`,
      compat: fields === null ? '' : `,${V5_COLUMNS.map((name) => cellText(fields[name])).join(',')}`,
      intervals: scoring.intervalKeys.map((key) => csvNumber(ci95?.[key])).join(','),
    },
  };
}

function runRowsOf(ctx: RowsContext, run: EvalRun | null): RunRows {
  const cache = ctx.rows.get();
  return run === ctx.latestRun ? cache.latest : cache.recent.obtain(run, emptyRows);
}

/**
 * Each row of `run` ranked by `dimension`, in rank order, with its figures and its model's pieces. The pieces
 * of a model carry the v5 compatibility fields while the window is open (the history exports leave them out).
 */
export function mapRankedRows<T>(
  ctx: RowsContext,
  run: EvalRun | null,
  dimension: Dimension,
  visit: (row: RankedRow, pieces: ModelPieces) => T,
): T[] {
  const { pieces } = runRowsOf(ctx, run);
  const cache = ctx.rows.get();
  return ctx.rankedRows(run, dimension).map((row) => {
    // Once per row of every ranking: a lookup without a closure (obtain would make one each time).
    let own = pieces.get(row.item.slug);
    if (own === undefined) {
      own = piecesOf(cache, row.item, ctx.dataset.scoring, ctx.compat);
      pieces.set(row.item.slug, own);
    }
    return visit(row, own);
  });
}

function cachedRows(ctx: RowsContext, run: EvalRun | null, dimension: Dimension): DimensionRows {
  return obtain(runRowsOf(ctx, run).rows, dimension, () => ({ text: {} }));
}

/** A rank range as JSON. */
const rangeJson = (range: RankRange | null) => (range === null ? 'null' : `[${range[0]},${range[1]}]`);

/**
 * The rows serialised, for JSON bodies (spliced in by jsonFile): exactly htmlSafeJson of the rows
 * computeLeaderboard makes, without ci95 and rank_range for the legacy API.
 */
export function leaderboardRowsText(
  ctx: RowsContext,
  run: EvalRun | null,
  dimension: Dimension,
  api: RowsApi,
): JsonArrayText<LeaderboardRow> {
  const { text } = cachedRows(ctx, run, dimension);
  text[api] ??= new JsonArrayText<LeaderboardRow>(
    mapRankedRows(ctx, run, dimension, (row, own) => {
      const intervals = api === 'v1' ? `,${own.intervals},"rank_range":${rangeJson(row.rankRange)}` : '';
      return (
        `{"rank":${row.rank},${own.names},${own.scores},"score":${jsonNumber(row.value)},` +
        `"previous_rank":${jsonNumber(row.previousRank)},"rank_change":${jsonNumber(row.rankChange)},` +
        `"score_change":${jsonNumber(row.scoreChange)}${intervals}${own.compat}}`
      );
    }),
  );
  return text[api];
}

/**
 * The rows as CSV records with their line ends, in the columns of leaderboard-csv.ts: the JSON row's fields in
 * the same order.
 */
export function leaderboardCsvRecords(ctx: RowsContext, run: EvalRun | null, dimension: Dimension): readonly string[] {
  const entry = cachedRows(ctx, run, dimension);
  entry.csv ??= mapRankedRows(
    ctx,
    run,
    dimension,
    (row, own) =>
      `${row.rank},${own.csv.names},${own.csv.scores},${csvNumber(row.value)},${csvNumber(row.previousRank)},` +
      `${csvNumber(row.rankChange)},${csvNumber(row.scoreChange)},${own.csv.intervals},` +
      `${csvNumber(row.rankRange?.[0])},${csvNumber(row.rankRange?.[1])}${own.csv.compat}\r\n`,
  );
  return entry.csv;
}

/** The same rows as objects (pages, counts). */
export function leaderboardRows(ctx: RowsContext, run: EvalRun | null, dimension: Dimension): LeaderboardRow[] {
  const entry = cachedRows(ctx, run, dimension);
  entry.objects ??= ctx.leaderboard(run, dimension);
  return entry.objects;
}
