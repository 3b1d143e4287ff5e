// Legacy `/leaderboard?dimension=&run_id=`: one file per (run, dimension); unknown dimensions fall back to overall.

import type { EvalRun } from '../data/schema.ts';
import { RUN_ID_PATTERN } from '../data/schema.ts';
import { API_ERRORS } from '../errors/catalogue.ts';
import { constraint } from '../errors/constraint.ts';
import type { Route } from '../routes/schema.ts';
import { DEFAULT_DIMENSION, type Dimension, legacyApiDimensions, V5_DIMENSION_NAMES } from '../schemas/dimensions.ts';
import type { LegacyLeaderboard } from '../schemas/legacy.ts';
import type { RenderContext } from './context.ts';
import { deprecationRules } from './deprecation.ts';
import { type BodyWithText, jsonContentType, jsonFile } from './json.ts';
import { leaderboardRowsText } from './leaderboard-rows.ts';
import type { SiteSection } from './types.ts';

const LEGACY_LEADERBOARD_DIR = '/leaderboard';

/**
 * Dimensions with a file of their own: the scoring's, value (where there are prices) and stability, plus the v5
 * values inside the compat window.
 */
function legacyDimensions(ctx: RenderContext): Dimension[] {
  return [...legacyApiDimensions(ctx.dataset.scoring, ctx.offers.prices), ...(ctx.compat ? V5_DIMENSION_NAMES : [])];
}

function legacyLeaderboardFile(dimension: Dimension, runId?: number | string): string {
  return runId === undefined
    ? `${LEGACY_LEADERBOARD_DIR}/${dimension}.json`
    : `${LEGACY_LEADERBOARD_DIR}/runs/${runId}/${dimension}.json`;
}

function body(ctx: RenderContext, run: EvalRun | null, dimension: Dimension): BodyWithText<LegacyLeaderboard> {
  return {
    ok: true,
    dimension,
    run_id: run?.run_id ?? null,
    published_at: run?.published_at ?? null,
    rankings: leaderboardRowsText(ctx, run, dimension, 'legacy'),
  };
}

function routes(dimensions: Dimension[], constraints: Route['constraints']): Route[] {
  const path = LEGACY_LEADERBOARD_DIR;
  const overall = DEFAULT_DIMENSION;
  return [
    ...dimensions.flatMap((d): Route[] => [
      {
        path,
        query: { dimension: d, run_id: ':run_id' },
        to: legacyLeaderboardFile(d, ':run_id'),
        status: 200,
        constraints,
      },
      { path, query: { dimension: d }, to: legacyLeaderboardFile(d), status: 200 },
    ]),
    // Any other dimension falls back to the overall ranking.
    {
      path,
      query: { dimension: ':dimension', run_id: ':run_id' },
      to: legacyLeaderboardFile(overall, ':run_id'),
      status: 200,
      constraints,
    },
    { path, query: { dimension: ':dimension' }, to: legacyLeaderboardFile(overall), status: 200 },
    { path, query: { run_id: ':run_id' }, to: legacyLeaderboardFile(overall, ':run_id'), status: 200, constraints },
    { path, query: {}, to: legacyLeaderboardFile(overall), status: 200 },
  ];
}

export function renderLegacyLeaderboard(ctx: RenderContext): SiteSection {
  const dimensions = legacyDimensions(ctx);
  return {
    files: dimensions.map((d) => jsonFile(legacyLeaderboardFile(d), body(ctx, ctx.latestRun, d))),
    // Every published run is reachable by run_id, partial runs only this way; a past run's files never change.
    runFiles: (run) =>
      ctx.reuse.files(`leaderboard/${run.run_id}`, ctx.reuse.keyOf(run), () =>
        dimensions.map((d) => jsonFile(legacyLeaderboardFile(d, run.run_id), body(ctx, run, d))),
      ),
    routes: routes(dimensions, {
      // Published run ids have files; a well-formed id that is not published is 404, anything else 400.
      run_id: constraint(
        ctx.publishedRuns.map((run) => String(run.run_id)),
        API_ERRORS.runIdMalformed,
        { pattern: RUN_ID_PATTERN, error: API_ERRORS.runNotFound },
      ),
    }),
    // Before the sunset every row carries the v5 compat fields and legacy values answer: all deprecated content.
    headers: [jsonContentType(LEGACY_LEADERBOARD_DIR), ...deprecationRules(ctx, [LEGACY_LEADERBOARD_DIR])],
  };
}
