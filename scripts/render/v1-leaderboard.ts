// v1 `/v1/leaderboard?dimension=&limit=&format=`: one file per dimension for the default limit and one per limit
// 1–50, each as JSON and as CSV.
import { runRef } from '../compute/runs.ts';
import { API_ERRORS, retiredDimensionError } from '../errors/catalogue.ts';
import { answerOf, constraint } from '../errors/constraint.ts';
import type { Route } from '../routes/schema.ts';
import { DEFAULT_DIMENSION, type Dimension, V5_DIMENSION_NAMES } from '../schemas/dimensions.ts';
import type { V1Leaderboard } from '../schemas/v1.ts';
import type { RenderContext } from './context.ts';
import { deprecationRules } from './deprecation.ts';
import { V1_LIMIT_MAX } from './errors.ts';
import { attributionOf, type BodyWithText, jsonContentType, jsonFile } from './json.ts';
import { leaderboardCsvHeader, V1_CSV_CONTENT_TYPE_RULE, V1_CSV_DIR } from './leaderboard-csv.ts';
import { leaderboardCsvRecords, leaderboardRowsText } from './leaderboard-rows.ts';
import type { SiteFile, SiteSection } from './types.ts';

const V1_LEADERBOARD_DIR = '/v1/leaderboard';
const V1_LEADERBOARD_CSV_DIR = `${V1_CSV_DIR}/leaderboard`;

type Format = 'json' | 'csv';
const FORMATS: readonly Format[] = ['json', 'csv'];

function v1Dimensions(ctx: RenderContext): Dimension[] {
  return [...ctx.dataset.scoring.dimensions, ...(ctx.compat ? V5_DIMENSION_NAMES : [])];
}

/** `/v1/leaderboard/{dimension}[/{limit}].json`, or `/v1/csv/leaderboard/{dimension}[/{limit}].csv`. */
function v1LeaderboardFile(dimension: Dimension | string, limit?: number | string, format: Format = 'json'): string {
  const dir = format === 'json' ? V1_LEADERBOARD_DIR : V1_LEADERBOARD_CSV_DIR;
  return limit === undefined ? `${dir}/${dimension}.${format}` : `${dir}/${dimension}/${limit}.${format}`;
}

/**
 * Every query set, most parameters first (the table keeps that order per path). Within one set: the known
 * dimensions, then the retired and unknown ones (400), then a bad `format` (400). Without `format` JSON answers.
 */
function routes(ctx: RenderContext): Route[] {
  const path = V1_LEADERBOARD_DIR;
  // "1" … "50", no leading zeros; any other value gets the 400 body.
  const allowed = Array.from({ length: V1_LIMIT_MAX }, (_, i) => String(i + 1));
  const constraints = { limit: constraint(allowed, API_ERRORS.leaderboardLimit) };
  // From the sunset on, each v5 value answers 400 naming its replacement; any other unknown dimension 400 too.
  const retired = ctx.compat || !ctx.dataset.scoring.spec ? [] : V5_DIMENSION_NAMES;
  const unknown = answerOf(API_ERRORS.leaderboardDimension);
  const badFormat = answerOf(API_ERRORS.v1FormatInvalid);
  const dimensions = v1Dimensions(ctx);

  /** Routes of one set of parameters besides `dimension`: `limit` and/or `format`, each present or not. */
  const withDimension = (limit: boolean, format: Format | ':format' | null): Route[] => {
    const extra = { ...(limit ? { limit: ':limit' } : {}), ...(format === null ? {} : { format }) };
    const limitValue = limit ? ':limit' : undefined;
    const known = (d: Dimension): Route =>
      format === ':format'
        ? { path, query: { dimension: d, ...extra }, ...badFormat }
        : {
            path,
            query: { dimension: d, ...extra },
            to: v1LeaderboardFile(d, limitValue, format ?? 'json'),
            status: 200,
            ...(limit ? { constraints } : {}),
          };
    return [
      ...dimensions.map(known),
      ...retired.map(
        (name): Route => ({ path, query: { dimension: name, ...extra }, ...answerOf(retiredDimensionError(name)) }),
      ),
      { path, query: { dimension: ':dimension', ...extra }, ...(format === ':format' ? badFormat : unknown) },
    ];
  };
  const withoutDimension = (limit: boolean, format: Format | ':format' | null): Route => {
    const query = { ...(limit ? { limit: ':limit' } : {}), ...(format === null ? {} : { format }) };
    if (format === ':format') return { path, query, ...badFormat };
    return {
      path,
      query,
      to: v1LeaderboardFile(DEFAULT_DIMENSION, limit ? ':limit' : undefined, format ?? 'json'),
      status: 200,
      ...(limit ? { constraints } : {}),
    };
  };
  const formats: (Format | ':format' | null)[] = [...FORMATS, ':format', null];
  return [
    ...[true, false].flatMap((limit) => formats.flatMap((format) => withDimension(limit, format))),
    ...[true, false].flatMap((limit) => formats.map((format) => withoutDimension(limit, format))),
  ];
}

export function renderV1Leaderboard(ctx: RenderContext): SiteSection {
  const run = ctx.latestRun;
  const attribution = attributionOf(ctx.dataset.site);
  const files: SiteFile[] = [];
  for (const dimension of v1Dimensions(ctx)) {
    // Serialised once: the 51 files of a dimension (with `limit` and without) are prefixes of the same rows.
    const rankings = leaderboardRowsText(ctx, run, dimension, 'v1');
    const page = (limit: number): BodyWithText<V1Leaderboard> => {
      const rows = rankings.slice(limit);
      return {
        status: 'ok',
        dimension,
        run: runRef(run),
        count: rows.length,
        rankings: rows,
        attribution,
      };
    };
    const header = leaderboardCsvHeader(ctx.dataset.scoring, ctx.compat);
    const records = leaderboardCsvRecords(ctx, run, dimension);
    const csv = (limit: number) => header + records.slice(0, limit).join('');
    // Without `limit`, every model of the run: more than 50 where a benchmark ranks more (the ranking pages link
    // these files, and list every model).
    files.push(jsonFile(v1LeaderboardFile(dimension), page(rankings.length)));
    files.push({ path: v1LeaderboardFile(dimension, undefined, 'csv'), body: csv(records.length) });
    for (let limit = 1; limit <= V1_LIMIT_MAX; limit++) {
      files.push(jsonFile(v1LeaderboardFile(dimension, limit), page(limit)));
      files.push({ path: v1LeaderboardFile(dimension, limit, 'csv'), body: csv(limit) });
    }
  }
  return {
    files,
    routes: routes(ctx),
    // Before the sunset every row carries the v5 compat fields, so every file here is deprecated content.
    headers: [
      jsonContentType(V1_LEADERBOARD_DIR),
      V1_CSV_CONTENT_TYPE_RULE,
      ...deprecationRules(ctx, [V1_LEADERBOARD_DIR, V1_LEADERBOARD_CSV_DIR]),
    ],
  };
}
