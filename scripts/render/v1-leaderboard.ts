// v1 `/v1/leaderboard?dimension=&limit=`: one file per dimension for the default limit and one per limit 1–50.
import type { BuildContext } from '../compute/context.ts';
import { DEFAULT_DIMENSION, type Dimension, V5_DIMENSION_NAMES, V6_DIMENSIONS } from '../compute/dimensions.ts';
import { API_ERRORS, retiredDimensionError } from '../errors/catalogue.ts';
import { answerOf, constraint } from '../errors/constraint.ts';
import type { Route } from '../routes/schema.ts';
import type { V1Leaderboard } from '../schemas/v1.ts';
import { deprecationRules } from './deprecation.ts';
import { V1_LIMIT_MAX } from './errors.ts';
import { attributionOf, type BodyWithText, jsonContentType, jsonFile } from './json.ts';
import { leaderboardRowsText } from './leaderboard-rows.ts';
import type { SiteFile, SiteSection } from './types.ts';

const V1_LEADERBOARD_DIR = '/v1/leaderboard';

function v1Dimensions(ctx: BuildContext): V1Leaderboard['dimension'][] {
  return [...V6_DIMENSIONS, ...(ctx.compat ? V5_DIMENSION_NAMES : [])];
}

function v1LeaderboardFile(dimension: Dimension | string, limit?: number | string): string {
  return limit === undefined
    ? `${V1_LEADERBOARD_DIR}/${dimension}.json`
    : `${V1_LEADERBOARD_DIR}/${dimension}/${limit}.json`;
}

function routes(ctx: BuildContext): Route[] {
  const path = V1_LEADERBOARD_DIR;
  // "1" … "50", no leading zeros; any other value gets the 400 body.
  const allowed = Array.from({ length: V1_LIMIT_MAX }, (_, i) => String(i + 1));
  const limit = { limit: constraint(allowed, API_ERRORS.leaderboardLimit) };
  // From the sunset on, each v5 value (with and without `limit`) answers 400 naming its replacement; any other
  // unknown dimension 400 too. These come after every known dimension's routes.
  const retired = ctx.compat ? [] : V5_DIMENSION_NAMES;
  const unknown = answerOf(API_ERRORS.leaderboardDimension);
  return [
    ...v1Dimensions(ctx).flatMap((d): Route[] => [
      {
        path,
        query: { dimension: d, limit: ':limit' },
        to: v1LeaderboardFile(d, ':limit'),
        status: 200,
        constraints: limit,
      },
      { path, query: { dimension: d }, to: v1LeaderboardFile(d), status: 200 },
    ]),
    ...retired.flatMap((name): Route[] => {
      const error = answerOf(retiredDimensionError(name));
      return [
        { path, query: { dimension: name, limit: ':limit' }, ...error },
        { path, query: { dimension: name }, ...error },
      ];
    }),
    { path, query: { dimension: ':dimension', limit: ':limit' }, ...unknown },
    { path, query: { dimension: ':dimension' }, ...unknown },
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
    // Serialised once: the 51 files of a dimension are prefixes of the same rows.
    const rankings = leaderboardRowsText(ctx, run, dimension);
    const page = (limit: number): BodyWithText<V1Leaderboard> => {
      const rows = rankings.slice(limit);
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
  return {
    files,
    routes: routes(ctx),
    // Before the sunset every row carries the v5 compat fields, so every file here is deprecated content.
    headers: [jsonContentType(V1_LEADERBOARD_DIR), ...deprecationRules(ctx, [V1_LEADERBOARD_DIR])],
  };
}
