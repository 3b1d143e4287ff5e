// v1 `/v1/stability?format=`: the data behind the stability ranking, as JSON and CSV. A latest view: it changes when
// the latest run does. Named for what it holds, as `/v1/prices` is: v1 does not rank by the legacy dimensions.
import { computeStabilityRows } from '../compute/stability-rows.ts';
import { API_ERRORS } from '../errors/catalogue.ts';
import { answerOf } from '../errors/constraint.ts';
import { JSON_CONTENT_TYPE } from '../routes/headers.ts';
import type { Route } from '../routes/schema.ts';
import { StabilityRow, type V1Stability } from '../schemas/stability.ts';
import type { RenderContext } from './context.ts';
import { renderObjectCsv } from './csv.ts';
import { attributionOf, jsonFile } from './json.ts';
import { V1_CSV_DIR } from './leaderboard-csv.ts';
import type { SiteFile, SiteSection } from './types.ts';

const V1_STABILITY_PATH = '/v1/stability';
export const V1_STABILITY_FILE = `${V1_STABILITY_PATH}.json`;
export const V1_STABILITY_CSV_FILE = `${V1_CSV_DIR}/stability.csv`;

/** The CSV header: the JSON row's members, in their order (the schema's), so both carry the same cells. */
const STABILITY_COLUMNS = Object.keys(StabilityRow.shape) as (keyof StabilityRow & string)[];

function routes(): Route[] {
  const path = V1_STABILITY_PATH;
  return [
    { path, query: { format: 'json' }, to: V1_STABILITY_FILE, status: 200 },
    { path, query: { format: 'csv' }, to: V1_STABILITY_CSV_FILE, status: 200 },
    { path, query: { format: ':format' }, ...answerOf(API_ERRORS.v1FormatInvalid) },
    { path, query: {}, to: V1_STABILITY_FILE, status: 200 },
  ];
}

function* stabilityFiles(ctx: RenderContext): Generator<SiteFile> {
  const run = ctx.latestRun;
  const rows = computeStabilityRows(ctx);
  const body: V1Stability = {
    status: 'ok',
    run: run === null ? null : { run_id: run.run_id, published_at: run.published_at },
    count: rows.length,
    rankings: rows,
    attribution: attributionOf(ctx.dataset.site),
  };
  yield jsonFile(V1_STABILITY_FILE, body);
  yield { path: V1_STABILITY_CSV_FILE, body: renderObjectCsv(STABILITY_COLUMNS, rows) };
}

export function renderV1Stability(ctx: RenderContext): SiteSection {
  return {
    files: stabilityFiles(ctx),
    routes: routes(),
    // The CSV is in /v1/csv/, whose rule gives it its type.
    headers: [{ for: V1_STABILITY_FILE, headers: { 'Content-Type': JSON_CONTENT_TYPE } }],
  };
}
