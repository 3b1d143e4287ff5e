// Errors of the legacy leaderboard's `run_id` (DESIGN §4): an unknown run is 404, a value that is no run id 400.
import type { BuildContext } from '../compute/context.ts';
import { RUN_ID_PATTERN } from '../data/schema.ts';
import type { ParamConstraint } from '../routes/schema.ts';
import { LEGACY_ERRORS_DIR } from './errors.ts';
import { jsonFile, legacyError } from './json.ts';
import type { SiteFile } from './types.ts';

const LEGACY_RUN_NOT_FOUND_FILE = `${LEGACY_ERRORS_DIR}/run-not-found.json`;
const LEGACY_BAD_RUN_ID_FILE = `${LEGACY_ERRORS_DIR}/run-id-malformed.json`;

function publishedRange(ctx: BuildContext): string {
  const ids = ctx.publishedRuns.map((run) => run.run_id);
  if (ids.length === 0) return 'no run is published yet';
  return `published run ids range from ${Math.min(...ids)} to ${Math.max(...ids)}, the latest full run is ${ctx.latestRun?.run_id ?? 'none'}`;
}

export function legacyRunErrorFiles(ctx: BuildContext): SiteFile[] {
  const range = publishedRange(ctx);
  return [
    jsonFile(LEGACY_RUN_NOT_FOUND_FILE, legacyError(`run not found: no published run has this run_id (${range})`)),
    jsonFile(LEGACY_BAD_RUN_ID_FILE, legacyError(`parameter 'run_id' must be a positive integer (${range})`)),
  ];
}

/** Published run ids have files; a well-formed id that is not published is 404, anything else 400. */
export function runIdConstraint(ctx: BuildContext): ParamConstraint {
  return {
    allowed: ctx.publishedRuns.map((run) => String(run.run_id)),
    otherwise: { to: LEGACY_BAD_RUN_ID_FILE, status: 400 },
    wellFormed: { pattern: RUN_ID_PATTERN.source, to: LEGACY_RUN_NOT_FOUND_FILE, status: 404 },
  };
}
