// Parameter errors of `/v1/leaderboard` (DESIGN §4): 400 with a body naming the parameter and its allowed values.
import type { BuildContext } from '../compute/context.ts';
import { V5_DIMENSION_NAMES, type V5Dimension, V6_DIMENSIONS, v5Replacement } from '../compute/dimensions.ts';
import type { ParamConstraint, Route } from '../routes/schema.ts';
import { V1_ERRORS_DIR } from './errors.ts';
import { jsonFile, v1Error } from './json.ts';
import type { SiteFile } from './types.ts';

const V1_BAD_DIMENSION_FILE = `${V1_ERRORS_DIR}/leaderboard-dimension.json`;
const V1_BAD_LIMIT_FILE = `${V1_ERRORS_DIR}/leaderboard-limit.json`;

function retiredDimensionFile(name: V5Dimension): string {
  return `${V1_ERRORS_DIR}/retired-dimension-${name}.json`;
}

const quoted = (names: readonly string[]) => names.join(', ');

function badDimensionMessage(ctx: BuildContext): string {
  const base = `parameter 'dimension' must be one of ${quoted(V6_DIMENSIONS)}`;
  const sunset = ctx.dataset.site.compat.sunset;
  return ctx.compat ? `${base}; until ${sunset} also the deprecated ${quoted(V5_DIMENSION_NAMES)}` : base;
}

function badLimitMessage(max: number): string {
  return `parameter 'limit' must be an integer from 1 to ${max}`;
}

function retiredDimensionMessage(name: V5Dimension, sunset: string): string {
  const replacement = v5Replacement(name);
  return replacement === null
    ? `dimension '${name}' was retired on ${sunset} and has no v6 replacement; use one of ${quoted(V6_DIMENSIONS)}`
    : `dimension '${name}' was retired on ${sunset}; use '${replacement}'`;
}

/** `limit` values with a file ("1" … "50", no leading zeros); any other value gets the 400 body. */
export function limitConstraint(max: number): ParamConstraint {
  return {
    allowed: Array.from({ length: max }, (_, i) => String(i + 1)),
    otherwise: { to: V1_BAD_LIMIT_FILE, status: 400 },
  };
}

export interface V1LeaderboardErrors {
  files: SiteFile[];
  /** From the sunset on: each v5 value, with and without `limit`, answers 400 naming its replacement. */
  retiredRoutes: Route[];
  /** Any other dimension, with and without `limit`: 400. These come after every known dimension's rules. */
  unknownDimensionRoutes: Route[];
}

export function v1LeaderboardErrors(ctx: BuildContext, path: string, maxLimit: number): V1LeaderboardErrors {
  const sunset = ctx.dataset.site.compat.sunset;
  const retired = ctx.compat ? [] : V5_DIMENSION_NAMES;
  return {
    files: [
      jsonFile(V1_BAD_DIMENSION_FILE, v1Error(badDimensionMessage(ctx))),
      jsonFile(V1_BAD_LIMIT_FILE, v1Error(badLimitMessage(maxLimit))),
      ...retired.map((name) => jsonFile(retiredDimensionFile(name), v1Error(retiredDimensionMessage(name, sunset)))),
    ],
    retiredRoutes: retired.flatMap((name): Route[] => [
      { path, query: { dimension: name, limit: ':limit' }, to: retiredDimensionFile(name), status: 400 },
      { path, query: { dimension: name }, to: retiredDimensionFile(name), status: 400 },
    ]),
    unknownDimensionRoutes: [
      { path, query: { dimension: ':dimension', limit: ':limit' }, to: V1_BAD_DIMENSION_FILE, status: 400 },
      { path, query: { dimension: ':dimension' }, to: V1_BAD_DIMENSION_FILE, status: 400 },
    ],
  };
}
