// Every error body of the catalogue as a file, with the facts of this build in its message; the catch-all
// routes that answer unknown paths; and the table's pointers to the generic answers.
import type { BuildContext } from '../compute/context.ts';
import { DCD_CASES_DEFAULT_LIMIT, DCD_CASES_LIMIT_MAX } from '../compute/dcd/cases.ts';
import { DCD_SUBTYPES } from '../data/schema.ts';
import { API_ERRORS, type ErrorFacts, fileErrors } from '../errors/catalogue.ts';
import { errorEnvelope } from '../errors/envelope.ts';
import { V1_ERROR_CACHE_CONTROL } from '../routes/headers.ts';
import type { RouteTable } from '../routes/schema.ts';
import { V1_RATE_LIMIT } from '../routes/table.ts';
import { jsonContentType, jsonFile } from './json.ts';
import { NOT_FOUND_FILE as NOT_FOUND_PAGE } from './pages/paths.ts';
import type { SiteSection } from './types.ts';

/** The folders of the API outside /v1/: an unknown address below them (or the folder itself) is a JSON 404. */
const LEGACY_API_DIRS = ['/leaderboard', '/changes', '/errors', '/badges', '/shields'] as const;

/** `limit` of the v1 leaderboard is an integer 1–50; without it every model is listed, however many. */
export const V1_LIMIT_MAX = 50;

function errorFacts(ctx: BuildContext): ErrorFacts {
  const ids = ctx.publishedRuns.map((run) => run.run_id);
  const weeks = ctx.changeWeeks;
  const [first, last] = [weeks[0], weeks.at(-1)];
  const slugs = ctx.dataset.models.map((m) => m.slug);
  return {
    runRange:
      ids.length === 0
        ? 'no run is published yet'
        : `published run ids range from ${Math.min(...ids)} to ${Math.max(...ids)}, the latest full run is ${ctx.latestRun?.run_id ?? 'none'}`,
    weeks:
      first === undefined || last === undefined
        ? 'no week has changes yet: no full run is published'
        : `weeks with changes run from ${first} to ${last}`,
    knownSlugs: slugs.length === 0 ? 'no model is listed yet' : `known slugs: ${slugs.join(', ')}`,
    dimensions: ctx.dataset.scoring.dimensions,
    spec: ctx.dataset.scoring.spec,
    compat: ctx.compat,
    dcd: ctx.offers.dcd,
    sunset: ctx.dataset.site.compat.sunset,
    v1LimitMax: V1_LIMIT_MAX,
    dcdLimitMax: DCD_CASES_LIMIT_MAX,
    dcdLimitDefault: DCD_CASES_DEFAULT_LIMIT,
    dcdSubtypes: DCD_SUBTYPES,
    rateLimit: V1_RATE_LIMIT,
  };
}

/** Where the table finds the bodies of its generic answers. */
export const ERROR_FILES: RouteTable['errors'] = {
  not_found: { v1: API_ERRORS.v1NotFound.file, legacy: API_ERRORS.notFound.file },
  method_not_allowed: { v1: API_ERRORS.v1MethodNotAllowed.file, legacy: API_ERRORS.methodNotAllowed.file },
  rate_limited: API_ERRORS.rateLimited.file,
};

export function renderErrorBodies(ctx: BuildContext): SiteSection {
  const facts = errorFacts(ctx);
  const errors = fileErrors().filter((e) => e.when?.(facts) ?? true);
  return {
    files: errors.map((e) => jsonFile(e.file, errorEnvelope(e.envelope, e.message(facts)))),
    routes: [
      { path: '/v1/*', query: {}, to: API_ERRORS.v1NotFound.file, status: 404 },
      // The other API paths keep their JSON error; any other unknown address is a missing page (the HTML 404 page).
      ...LEGACY_API_DIRS.map((dir) => ({
        path: `${dir}/*`,
        query: {},
        // Below /badges/ the badge's own error, which names the badges there are.
        to: dir === '/badges' ? API_ERRORS.badgeNotFound.file : API_ERRORS.notFound.file,
        status: 404 as const,
      })),
      { path: '/*', query: {}, to: NOT_FOUND_PAGE, status: 404 },
    ],
    headers: [
      jsonContentType('/errors'),
      jsonContentType('/v1/errors'),
      { for: '/v1/errors/*', headers: { 'Cache-Control': V1_ERROR_CACHE_CONTROL } },
    ],
  };
}
