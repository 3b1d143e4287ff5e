// Every error the API answers, one entry each (astro's errors-data model): the file holding its body, its
// status, its envelope and its message. Renderers write the files from here, routes and constraints point at
// them, and the serve command and host runtimes take their generated answers from here too.
import { V5_DIMENSION_NAMES, type V5Dimension, v5Replacement } from '../schemas/dimensions.ts';
import type { Envelope } from './envelope.ts';

/** What the messages say about the data they were built from. */
export interface ErrorFacts {
  /** `published run ids range from 1 to 58, the latest full run is 58` */
  runRange: string;
  /** `weeks with changes run from 2025-W48 to 2026-W47` */
  weeks: string;
  /** `known slugs: a, b` */
  knownSlugs: string;
  /** The dimensions of v1: the overall and the ranked fields of the scoring in force. */
  dimensions: readonly string[];
  /** The spec's scoring: its v5 dimension values answer until the sunset, then name their replacements. */
  spec: boolean;
  /** Inside the v5 compatibility window (the v5 dimension values still answer). */
  compat: boolean;
  /** The site publishes DCD results (the spec's scoring always does; another only with DCD runs). */
  dcd: boolean;
  sunset: string;
  v1LimitMax: number;
  dcdLimitMax: number;
  dcdLimitDefault: number;
  dcdSubtypes: readonly string[];
  rateLimit: number;
}

/** An error with a body file: what routes answer and what the host configurations point at. */
export interface FileError {
  /** Site path of the body file. */
  file: string;
  status: 400 | 404 | 405 | 429;
  envelope: Envelope;
  message(facts: ErrorFacts): string;
  /** Written only when this holds (a retired dimension exists only from the sunset on). */
  when?(facts: ErrorFacts): boolean;
}

const list = (names: readonly string[]) => names.join(', ');
const WEEK_FORM = 'an ISO 8601 week YYYY-Www such as 2026-W07';

export const API_ERRORS = {
  notFound: { file: '/errors/not-found.json', status: 404, envelope: 'legacy', message: () => 'not found' },
  v1NotFound: {
    file: '/v1/errors/not-found.json',
    status: 404,
    envelope: 'v1',
    message: () => 'not found: no such endpoint or resource',
  },
  methodNotAllowed: {
    file: '/errors/method-not-allowed.json',
    status: 405,
    envelope: 'legacy',
    message: () => 'method not allowed: use GET, HEAD or OPTIONS',
  },
  v1MethodNotAllowed: {
    file: '/v1/errors/method-not-allowed.json',
    status: 405,
    envelope: 'v1',
    message: () => 'method not allowed: use GET, HEAD or OPTIONS',
  },
  rateLimited: {
    file: '/v1/errors/rate-limited.json',
    status: 429,
    envelope: 'v1',
    message: (f) => rateLimitMessage(f.rateLimit),
  },
  runNotFound: {
    file: '/errors/run-not-found.json',
    status: 404,
    envelope: 'legacy',
    message: (f) => `run not found: no published run has this run_id (${f.runRange})`,
  },
  runIdMalformed: {
    file: '/errors/run-id-malformed.json',
    status: 400,
    envelope: 'legacy',
    message: (f) => `parameter 'run_id' must be a positive integer (${f.runRange})`,
  },
  weekMalformed: {
    file: '/errors/week-malformed.json',
    status: 400,
    envelope: 'legacy',
    message: (f) => `parameter 'week' must be ${WEEK_FORM}; ${f.weeks}`,
  },
  weekNotFound: {
    file: '/errors/week-not-found.json',
    status: 404,
    envelope: 'legacy',
    message: (f) => `week not found: ${f.weeks} (form YYYY-Www, e.g. 2026-W07)`,
  },
  leaderboardDimension: {
    file: '/v1/errors/leaderboard-dimension.json',
    status: 400,
    envelope: 'v1',
    message: (f) => {
      const base = `parameter 'dimension' must be one of ${list(f.dimensions)}`;
      return f.compat ? `${base}; until ${f.sunset} also the deprecated ${list(V5_DIMENSION_NAMES)}` : base;
    },
  },
  leaderboardLimit: {
    file: '/v1/errors/leaderboard-limit.json',
    status: 400,
    envelope: 'v1',
    message: (f) => `parameter 'limit' must be an integer from 1 to ${f.v1LimitMax}`,
  },
  changesModelNotFound: {
    file: '/v1/errors/changes-model-not-found.json',
    status: 404,
    envelope: 'v1',
    message: (f) => `model not found: parameter 'model' must be a listed model's slug; ${f.knownSlugs}`,
  },
  changesModelMalformed: {
    file: '/v1/errors/changes-model-malformed.json',
    status: 400,
    envelope: 'v1',
    message: (f) =>
      `parameter 'model' must be a model slug (lower-case letters and digits joined by '-' or '.'); ${f.knownSlugs}`,
  },
  modelNotFound: {
    file: '/v1/errors/model-not-found.json',
    status: 404,
    envelope: 'v1',
    message: (f) => `model not found: no model has this slug; ${f.knownSlugs}`,
  },
  v1FormatInvalid: {
    file: '/v1/errors/format-invalid.json',
    status: 400,
    envelope: 'v1',
    message: () => "parameter 'format' must be one of json, csv",
  },
  v1RunIdMalformed: {
    file: '/v1/errors/run-id-malformed.json',
    status: 400,
    envelope: 'v1',
    message: (f) =>
      `parameter 'run_id' must be a positive integer (${f.runRange}; every published run is listed at /v1/runs)`,
  },
  v1RunNotFound: {
    file: '/v1/errors/run-not-found.json',
    status: 404,
    envelope: 'v1',
    message: (f) =>
      `run not found: no published run has this run_id (${f.runRange}; every published run is listed at /v1/runs)`,
  },
  badgeNotFound: {
    file: '/errors/badge-not-found.json',
    status: 404,
    envelope: 'legacy',
    message: (f) =>
      `badge not found: each model has /badges/{slug}.svg, /badges/dark/{slug}.svg and /badges/{slug}.json; ${f.knownSlugs}`,
  },
  dcdRunIdInvalid: {
    file: '/v1/errors/dcd/run-id-invalid.json',
    when: (f) => f.dcd,
    status: 400,
    envelope: 'v1',
    message: () => 'run_id: expected a positive integer such as 7',
  },
  dcdRunNotFound: {
    file: '/v1/errors/dcd/run-not-found.json',
    when: (f) => f.dcd,
    status: 404,
    envelope: 'v1',
    message: () => 'run_id: no published DCD run has this id (the published ones are listed at /v1/dcd/runs)',
  },
  dcdFormatInvalid: {
    file: '/v1/errors/dcd/format-invalid.json',
    when: (f) => f.dcd,
    status: 400,
    envelope: 'v1',
    message: () => 'format: expected one of json, csv',
  },
  dcdSubtypeInvalid: {
    file: '/v1/errors/dcd/subtype-invalid.json',
    when: (f) => f.dcd,
    status: 400,
    envelope: 'v1',
    message: (f) => `subtype: expected one of ${list(f.dcdSubtypes)}`,
  },
  dcdLimitInvalid: {
    file: '/v1/errors/dcd/limit-invalid.json',
    when: (f) => f.dcd,
    status: 400,
    envelope: 'v1',
    message: (f) => `limit: expected an integer from 1 to ${f.dcdLimitMax} (default ${f.dcdLimitDefault})`,
  },
  dcdModelNotFound: {
    file: '/v1/errors/dcd/model-not-found.json',
    when: (f) => f.dcd,
    status: 404,
    envelope: 'v1',
    message: (f) => `model: no model has this slug; ${f.knownSlugs}`,
  },
  dcdSlugNotFound: {
    file: '/v1/errors/dcd/slug-not-found.json',
    when: (f) => f.dcd,
    status: 404,
    envelope: 'v1',
    message: (f) => `slug: no model has this slug; ${f.knownSlugs}`,
  },
  dcdSlugRequired: {
    file: '/v1/errors/dcd/slug-required.json',
    when: (f) => f.dcd,
    status: 400,
    envelope: 'v1',
    message: () => 'slug: required, as a path segment (/v1/dcd/models/{slug}) or as a query parameter (?slug=)',
  },
} as const satisfies Record<string, FileError>;

/** From the sunset on, each v5 dimension value of v1 answers 400 naming its replacement. */
export function retiredDimensionError(name: V5Dimension): FileError {
  return {
    file: `/v1/errors/retired-dimension-${name}.json`,
    status: 400,
    envelope: 'v1',
    when: (f) => f.spec && !f.compat,
    message: (f) => {
      const replacement = v5Replacement(name);
      return replacement === null
        ? `dimension '${name}' was retired on ${f.sunset} and has no v6 replacement; use one of ${list(f.dimensions)}`
        : `dimension '${name}' was retired on ${f.sunset}; use '${replacement}'`;
    },
  };
}

/** Every error with a body file, in a stable order. */
export function fileErrors(): FileError[] {
  return [...Object.values(API_ERRORS), ...V5_DIMENSION_NAMES.map(retiredDimensionError)];
}

export function rateLimitMessage(limit: number): string {
  return `rate limit exceeded: ${limit} requests per minute`;
}

/** Errors written at request time, with no file: they depend on the request itself. */
export const REQUEST_ERRORS = {
  badRequest: { status: 400, message: (detail: string) => `bad request: ${detail}` },
  uriTooLong: { status: 414, message: (max: number) => `URI too long: at most ${max} characters` },
  /** A folder built without its error bodies. */
  notFound: { status: 404, message: () => 'not found' },
  internal: { status: 500, message: () => 'internal error' },
  /** A file removed by a rebuild while it was being read, twice in a row (the serve command). */
  rebuilding: { status: 503, message: () => 'the site is being rebuilt: try again in a moment' },
} as const;
