// `/v1/dcd?run_id=&format=`: the DCD leaderboard of each published DCD run, as JSON and as CSV.
import type { DcdContext } from '../../compute/dcd/context.ts';
import { computeDcdLeaderboard } from '../../compute/dcd/leaderboard.ts';
import type { ScoredDcdRun } from '../../compute/dcd/runs.ts';
import { runRef } from '../../compute/runs.ts';
import { type DcdRun, RUN_ID_PATTERN } from '../../data/schema.ts';
import { API_ERRORS } from '../../errors/catalogue.ts';
import { answerOf, constraint } from '../../errors/constraint.ts';
import type { Route } from '../../routes/schema.ts';
import type { DcdLeaderboard } from '../../schemas/dcd.ts';
import type { Attribution } from '../json.ts';
import { jsonFile } from '../json.ts';
import type { SiteFile } from '../types.ts';
import { renderDcdCsv } from './csv.ts';
import { DCD_DIR, dcdCsvFile, dcdLeaderboardFile } from './paths.ts';

function leaderboardRows(dcd: DcdContext, scored: ScoredDcdRun | null) {
  return scored === null ? [] : computeDcdLeaderboard(scored.ranking(), dcd.models, dcd.mainFor(scored.run).standings);
}

function leaderboardBody(
  dcd: DcdContext,
  scored: ScoredDcdRun | null,
  rows: DcdLeaderboard['rankings'],
  attribution: Attribution,
): DcdLeaderboard {
  return {
    status: 'ok',
    run: runRef(scored?.run),
    main_run: scored === null ? null : dcd.mainFor(scored.run).run,
    count: rows.length,
    rankings: rows,
    attribution,
  };
}

/** A DCD run's leaderboard as JSON and as CSV (`id` undefined: the latest's), rows computed once for both. */
function runFiles(
  dcd: DcdContext,
  scored: ScoredDcdRun | null,
  id: number | undefined,
  attribution: Attribution,
): SiteFile[] {
  const rows = leaderboardRows(dcd, scored);
  return [
    jsonFile(dcdLeaderboardFile(id), leaderboardBody(dcd, scored, rows, attribution)),
    { path: dcdCsvFile(id), body: renderDcdCsv(rows) },
  ];
}

export function* renderDcdLeaderboardFiles(dcd: DcdContext, attribution: Attribution): Generator<SiteFile> {
  yield* runFiles(dcd, dcd.latest, undefined, attribution);
  for (const scored of dcd.runs) yield* runFiles(dcd, scored, scored.run.run_id, attribution);
}

export function renderDcdLeaderboardRoutes(runs: readonly DcdRun[]): Route[] {
  const path = DCD_DIR;
  // A well-formed id that names no published run is unknown (404), anything else malformed (400).
  const runId = constraint(
    runs.map((run) => String(run.run_id)),
    API_ERRORS.dcdRunIdInvalid,
    { pattern: RUN_ID_PATTERN, error: API_ERRORS.dcdRunNotFound },
  );
  const formatError = answerOf(API_ERRORS.dcdFormatInvalid);
  return [
    {
      path,
      query: { run_id: ':run_id', format: 'json' },
      to: dcdLeaderboardFile(':run_id'),
      status: 200,
      constraints: { run_id: runId },
    },
    {
      path,
      query: { run_id: ':run_id', format: 'csv' },
      to: dcdCsvFile(':run_id'),
      status: 200,
      constraints: { run_id: runId },
    },
    { path, query: { run_id: ':run_id', format: ':format' }, ...formatError },
    { path, query: { format: 'json' }, to: dcdLeaderboardFile(), status: 200 },
    { path, query: { format: 'csv' }, to: dcdCsvFile(), status: 200 },
    { path, query: { format: ':format' }, ...formatError },
    {
      path,
      query: { run_id: ':run_id' },
      to: dcdLeaderboardFile(':run_id'),
      status: 200,
      constraints: { run_id: runId },
    },
    { path, query: {}, to: dcdLeaderboardFile(), status: 200 },
  ];
}
