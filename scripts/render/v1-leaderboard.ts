// v1 `/v1/leaderboard?dimension=&limit=`: one file per dimension for the default limit and one per limit 1–50.
import type { BuildContext } from '../compute/context.ts';
import { DEFAULT_DIMENSION, type Dimension, V5_DIMENSION_NAMES, V6_DIMENSIONS } from '../compute/dimensions.ts';
import { computeLeaderboard } from '../compute/leaderboard.ts';
import type { Route } from '../routes/schema.ts';
import { deprecationRules } from './deprecation.ts';
import { attributionOf, jsonContentType, jsonFile } from './json.ts';
import type { SiteFile, SiteSection } from './types.ts';
import { limitConstraint, type V1LeaderboardErrors, v1LeaderboardErrors } from './v1-leaderboard-errors.ts';

const V1_LEADERBOARD_DIR = '/v1/leaderboard';
/** Spec part 8: `limit` is an integer 1–50; without it every model is listed, up to 50. */
const V1_LIMIT_MAX = 50;

function v1Dimensions(ctx: BuildContext): Dimension[] {
  return [...V6_DIMENSIONS, ...(ctx.compat ? V5_DIMENSION_NAMES : [])];
}

function v1LeaderboardFile(dimension: Dimension | string, limit?: number | string): string {
  return limit === undefined
    ? `${V1_LEADERBOARD_DIR}/${dimension}.json`
    : `${V1_LEADERBOARD_DIR}/${dimension}/${limit}.json`;
}

function routes(dimensions: Dimension[], errors: V1LeaderboardErrors): Route[] {
  const path = V1_LEADERBOARD_DIR;
  const limit = { limit: limitConstraint(V1_LIMIT_MAX) };
  return [
    ...dimensions.flatMap((d): Route[] => [
      {
        path,
        query: { dimension: d, limit: ':limit' },
        to: v1LeaderboardFile(d, ':limit'),
        status: 200,
        constraints: limit,
      },
      { path, query: { dimension: d }, to: v1LeaderboardFile(d), status: 200 },
    ]),
    ...errors.retiredRoutes,
    ...errors.unknownDimensionRoutes,
    {
      path,
      query: { limit: ':limit' },
      to: v1LeaderboardFile(DEFAULT_DIMENSION, ':limit'),
      status: 200,
      constraints: limit,
    },
    { path, query: {}, to: v1LeaderboardFile(DEFAULT_DIMENSION), status: 200 },
  ];
}

export function renderV1Leaderboard(ctx: BuildContext): SiteSection {
  const run = ctx.latestRun;
  const attribution = attributionOf(ctx.dataset.site);
  const files: SiteFile[] = [];
  for (const dimension of v1Dimensions(ctx)) {
    const rankings = computeLeaderboard(ctx, run, dimension, ctx.compat);
    const page = (limit: number) => {
      const rows = rankings.slice(0, limit);
      return {
        status: 'ok',
        dimension,
        run: run === null ? null : { run_id: run.run_id, published_at: run.published_at },
        count: rows.length,
        rankings: rows,
        attribution,
      };
    };
    files.push(jsonFile(v1LeaderboardFile(dimension), page(V1_LIMIT_MAX)));
    for (let limit = 1; limit <= V1_LIMIT_MAX; limit++) {
      files.push(jsonFile(v1LeaderboardFile(dimension, limit), page(limit)));
    }
  }
  const errors = v1LeaderboardErrors(ctx, V1_LEADERBOARD_DIR, V1_LIMIT_MAX);
  files.push(...errors.files);
  return {
    files,
    routes: routes(v1Dimensions(ctx), errors),
    // Before the sunset every row carries the v5 compat fields, so every file here is deprecated content.
    headers: [jsonContentType(V1_LEADERBOARD_DIR), ...deprecationRules(ctx, [V1_LEADERBOARD_DIR])],
  };
}
