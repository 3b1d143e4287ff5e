// v1 `/v1/runs` (every published run) and `/v1/runs/{run_id}?format=` (one run's leaderboard by overall score,
// as JSON and CSV). A run's files never change once it is published; the index changes with every run.
import { weekTagOf } from '../compute/iso-week.ts';
import { type EvalRun, RUN_ID_PATTERN } from '../data/schema.ts';
import { API_ERRORS } from '../errors/catalogue.ts';
import { answerOf, constraint } from '../errors/constraint.ts';
import type { Route } from '../routes/schema.ts';
import type { RunSummary } from '../schemas/common.ts';
import type { RunsIndex } from '../schemas/discovery.ts';
import type { RunLeaderboard } from '../schemas/runs.ts';
import type { RenderContext } from './context.ts';
import { deprecationRules } from './deprecation.ts';
import { type Attribution, attributionOf, type BodyWithText, jsonContentType, jsonFile } from './json.ts';
import { leaderboardCsvHeader, V1_CSV_DIR } from './leaderboard-csv.ts';
import { leaderboardCsvRecords, leaderboardRowsText } from './leaderboard-rows.ts';
import { siteLink } from './links.ts';
import { V1_LISTS_DIR } from './lists.ts';
import type { SiteFile, SiteSection } from './types.ts';

const V1_RUNS_DIR = '/v1/runs';
export const V1_RUNS_FILE = `${V1_LISTS_DIR}/runs.json`;
const V1_RUNS_CSV_DIR = `${V1_CSV_DIR}/runs`;

export function v1RunFile(runId: number | string): string {
  return `${V1_RUNS_DIR}/${runId}.json`;
}

export function v1RunCsvFile(runId: number | string): string {
  return `${V1_RUNS_CSV_DIR}/${runId}.csv`;
}

export function runSummary(run: EvalRun): RunSummary {
  return { run_id: run.run_id, kind: run.kind, published_at: run.published_at, week: weekTagOf(run.published_at) };
}

function routes(ctx: RenderContext): Route[] {
  const path = `${V1_RUNS_DIR}/:run_id`;
  // Published run ids have files; a well-formed id that is not published is 404, anything else 400.
  const constraints = {
    run_id: constraint(
      ctx.publishedRuns.map((run) => String(run.run_id)),
      API_ERRORS.v1RunIdMalformed,
      { pattern: RUN_ID_PATTERN, error: API_ERRORS.v1RunNotFound },
    ),
  };
  return [
    { path: V1_RUNS_DIR, query: {}, to: V1_RUNS_FILE, status: 200 },
    { path, query: { format: 'json' }, to: v1RunFile(':run_id'), status: 200, constraints },
    { path, query: { format: 'csv' }, to: v1RunCsvFile(':run_id'), status: 200, constraints },
    { path, query: { format: ':format' }, ...answerOf(API_ERRORS.v1FormatInvalid) },
    { path, query: {}, to: v1RunFile(':run_id'), status: 200, constraints },
  ];
}

/** A run's leaderboard as JSON and CSV: files that never change once the run is published. */
function renderRun(ctx: RenderContext, run: EvalRun, attribution: Attribution): SiteFile[] {
  const previous = ctx.previousFullRuns.get(run.run_id) ?? null;
  // The rows of the run's legacy overall ranking and its intervals: their pieces serialised once for both.
  const rankings = leaderboardRowsText(ctx, run, 'core_overall_display', 'v1');
  const body: BodyWithText<RunLeaderboard> = {
    status: 'ok',
    run: runSummary(run),
    previous_run: previous === null ? null : { run_id: previous.run_id, published_at: previous.published_at },
    dimension: 'core_overall_display',
    count: rankings.length,
    rankings,
    attribution,
  };
  const csv =
    leaderboardCsvHeader(ctx.dataset.scoring, ctx.compat) +
    leaderboardCsvRecords(ctx, run, 'core_overall_display').join('');
  return [jsonFile(v1RunFile(run.run_id), body), { path: v1RunCsvFile(run.run_id), body: csv }];
}

function* indexFiles(ctx: RenderContext): Generator<SiteFile> {
  const { site } = ctx.dataset;
  const attribution = attributionOf(site);
  const index: RunsIndex = {
    status: 'ok',
    latest: ctx.latestRun?.run_id ?? null,
    count: ctx.publishedRuns.length,
    runs: [...ctx.publishedRuns].reverse().map((run) => ({
      ...runSummary(run),
      models: ctx.store.models(run).length,
      json: siteLink(site, v1RunFile(run.run_id)),
      csv: siteLink(site, v1RunCsvFile(run.run_id)),
    })),
    attribution,
  };
  yield jsonFile(V1_RUNS_FILE, index);
}

export function renderV1Runs(ctx: RenderContext): SiteSection {
  const attribution = attributionOf(ctx.dataset.site);
  return {
    files: indexFiles(ctx),
    runFiles: (run) =>
      ctx.reuse.files(`v1-runs/${run.run_id}`, ctx.reuse.keyOf(run), () => renderRun(ctx, run, attribution)),
    routes: routes(ctx),
    headers: [
      jsonContentType(V1_RUNS_DIR),
      jsonContentType(V1_LISTS_DIR),
      // Before the sunset the rows carry the v5 compat fields, as in the v1 leaderboard.
      ...deprecationRules(ctx, [V1_RUNS_DIR, V1_RUNS_CSV_DIR]),
    ],
  };
}
