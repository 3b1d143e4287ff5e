// The history exports: every published run in long format, one row per model × run with every scoring field, its
// overall rank and the run date. One pair of files per calendar year of publication (`/v1/history/{year}.json`
// and `/v1/csv/history/{year}.csv`), so no file grows with the whole history: a year at 300 models is a few MiB,
// far below any host's file limit. `/v1/history.json` and `/v1/history.csv` list the years: routes to files
// outside `/v1/history/`, since Netlify's rule for `/v1/history/*` also matches `/v1/history.json`. A year's files
// depend only on the runs up to its last one, so once the year is over they are taken from the previous output.

import type { EvalRun } from '../data/schema.ts';
import { obtain } from '../lib/recent.ts';
import type { HistoryIndex, HistoryRow, HistoryYear, HistoryYearEntry } from '../schemas/history.ts';
import type { Scoring } from '../schemas/scoring.ts';
import type { RenderContext } from './context.ts';
import { cellText, csvHeader, renderObjectCsv } from './csv.ts';
import {
  type Attribution,
  attributionOf,
  type BodyWithText,
  htmlSafeJson,
  JsonArrayText,
  jsonContentType,
  jsonFile,
} from './json.ts';
import { V1_CSV_DIR } from './leaderboard-csv.ts';
import { csvNumber, jsonNumber, mapRankedRows } from './leaderboard-rows.ts';
import { siteLink } from './links.ts';
import { V1_LISTS_DIR } from './lists.ts';
import type { SiteFile, SiteSection } from './types.ts';
import { runSummary } from './v1-runs.ts';

export const V1_HISTORY_JSON_FILE = `${V1_LISTS_DIR}/history.json`;
export const V1_HISTORY_CSV_FILE = `${V1_CSV_DIR}/history.csv`;
const V1_HISTORY_DIR = '/v1/history';
const V1_HISTORY_CSV_DIR = `${V1_CSV_DIR}/history`;

export const v1HistoryYearFile = (year: number | string) => `${V1_HISTORY_DIR}/${year}.json`;
export const v1HistoryYearCsvFile = (year: number | string) => `${V1_HISTORY_CSV_DIR}/${year}.csv`;

/** The CSV header under a scoring; historyRows writes each record's cells in this order (the JSON members' order). */
const historyColumns = (scoring: Scoring): readonly string[] => [
  'run_id',
  'run_kind',
  'published_at',
  'week',
  'slug',
  'name',
  'provider',
  'rank',
  ...scoring.scoreNames,
  'previous_rank',
  'rank_change',
  'score_change',
];

const INDEX_COLUMNS: readonly (keyof HistoryYearEntry & string)[] = [
  'year',
  'runs',
  'rows',
  'first_published_at',
  'last_published_at',
  'json',
  'csv',
];

/**
 * One run's rows, by overall rank, then slug, v6 fields only: as JSON (exactly what JSON.stringify writes for a
 * HistoryRow, the rows joined by commas) and as CSV records in HISTORY_COLUMNS, from the pieces the run's
 * leaderboard rows are made of. Joined per run, so a year holds its text, not every piece of each row.
 */
function historyRows(ctx: RenderContext, run: EvalRun): { count: number; json: string; csv: string } {
  const { run_id, kind, published_at, week } = runSummary(run);
  const jsonRun = `{"run_id":${run_id},"run_kind":${htmlSafeJson(kind)},"published_at":${htmlSafeJson(published_at)},"week":${htmlSafeJson(week)},`;
  const csvRun = `${run_id},${cellText(kind)},${cellText(published_at)},${cellText(week)},`;
  const csv: string[] = [];
  const json = mapRankedRows(ctx, run, 'core_overall_display', (row, own) => {
    csv.push(
      `${csvRun}${own.csv.names},${row.rank},${own.csv.scores},${csvNumber(row.previousRank)},` +
        `${csvNumber(row.rankChange)},${csvNumber(row.scoreChange)}\r\n`,
    );
    return (
      `${jsonRun}${own.names},"rank":${row.rank},${own.scores},"previous_rank":${jsonNumber(row.previousRank)},` +
      `"rank_change":${jsonNumber(row.rankChange)},"score_change":${jsonNumber(row.scoreChange)}}`
    );
  });
  return { count: json.length, json: json.join(','), csv: csv.join('') };
}

/** The published runs by calendar year of publication (UTC), oldest year first, each year's runs in order. */
function runsByYear(runs: readonly EvalRun[]): Map<number, EvalRun[]> {
  const years = new Map<number, EvalRun[]>();
  for (const run of runs) obtain(years, new Date(run.published_at).getUTCFullYear(), (): EvalRun[] => []).push(run);
  return years;
}

/** A year's rows, gathered run by run as the runs are rendered: each text is one run's rows. */
interface YearRows {
  count: number;
  json: string[];
  csv: string[];
}

/** A year's files from its rows as JSON and CSV. */
function renderYear(year: number, rows: YearRows, attribution: Attribution, scoring: Scoring): SiteFile[] {
  // Each text is one run's rows: spliced in with commas between, as rows are.
  const body: BodyWithText<HistoryYear> = {
    status: 'ok',
    year,
    count: rows.count,
    rows: new JsonArrayText<HistoryRow>(rows.json),
    attribution,
  };
  return [
    jsonFile(v1HistoryYearFile(year), body),
    { path: v1HistoryYearCsvFile(year), body: csvHeader(historyColumns(scoring)) + rows.csv.join('') },
  ];
}

/** The list of the years and their files. */
function* indexFiles(ctx: RenderContext, byYear: ReadonlyMap<number, EvalRun[]>): Generator<SiteFile> {
  const { site } = ctx.dataset;
  const attribution = attributionOf(site);
  const years: HistoryYearEntry[] = [];
  for (const [year, runs] of byYear) {
    const last = runs.at(-1)!;
    years.push({
      year,
      runs: runs.length,
      rows: runs.reduce((sum, run) => sum + ctx.store.models(run).length, 0),
      first_published_at: runs[0]!.published_at,
      last_published_at: last.published_at,
      json: siteLink(site, v1HistoryYearFile(year)),
      csv: siteLink(site, v1HistoryYearCsvFile(year)),
    });
  }
  const index: HistoryIndex = {
    status: 'ok',
    count: years.length,
    rows: years.reduce((sum, year) => sum + year.rows, 0),
    years,
    attribution,
  };
  yield jsonFile(V1_HISTORY_JSON_FILE, index);
  yield { path: V1_HISTORY_CSV_FILE, body: renderObjectCsv(INDEX_COLUMNS, years) };
}

export function renderV1History(ctx: RenderContext): SiteSection {
  const attribution = attributionOf(ctx.dataset.site);
  const byYear = runsByYear(ctx.publishedRuns);
  /** Each run's year, the year's group and its key (that of its last run), and its rows so far. */
  const yearOfRun = new Map<EvalRun, { year: number; runs: EvalRun[]; group: string; rows: YearRows }>();
  for (const [year, runs] of byYear) {
    const entry = { year, runs, group: `v1-history/${year}`, rows: { count: 0, json: [], csv: [] } };
    for (const run of runs) yearOfRun.set(run, entry);
  }
  return {
    files: indexFiles(ctx, byYear),
    /**
     * A run's rows are made with its other files (from the pieces its leaderboard rows were made of) and kept
     * with its year's; the year's files are made right after its last run's. Not for a year the previous output
     * holds.
     */
    runFiles: (run) => {
      const entry = yearOfRun.get(run);
      if (entry === undefined) return [];
      const { year, runs, group, rows } = entry;
      const last = runs.at(-1)!;
      const key = ctx.reuse.keyOf(last);
      if (!ctx.reuse.holds(group, key)) {
        const made = historyRows(ctx, run);
        rows.count += made.count;
        // A run without rows adds nothing (no empty item between commas).
        if (made.count > 0) rows.json.push(made.json);
        rows.csv.push(made.csv);
      }
      if (run !== last) return [];
      // The year's rows are held by its files alone from here.
      for (const done of runs) yearOfRun.delete(done);
      return ctx.reuse.files(group, key, () => renderYear(year, rows, attribution, ctx.dataset.scoring));
    },
    routes: [
      { path: '/v1/history.json', query: {}, to: V1_HISTORY_JSON_FILE, status: 200 },
      { path: '/v1/history.csv', query: {}, to: V1_HISTORY_CSV_FILE, status: 200 },
    ],
    // The index is in /v1/lists/ and the CSV in /v1/csv/, whose rules give them their types.
    headers: [jsonContentType(V1_HISTORY_DIR)],
  };
}
