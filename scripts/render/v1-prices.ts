// v1 `/v1/prices?format=`: the data behind the price-against-score view (the value page), as JSON and CSV. A latest
// view: it changes when the latest run (or a model's price) does. Named for what it holds rather than for the
// legacy `value` dimension, which v1 does not rank by, so neither address depends on that dimension's fate.
import { computePriceRows } from '../compute/price-rows.ts';
import { API_ERRORS } from '../errors/catalogue.ts';
import { answerOf } from '../errors/constraint.ts';
import { JSON_CONTENT_TYPE } from '../routes/headers.ts';
import type { Route } from '../routes/schema.ts';
import { PriceRow, type V1Prices } from '../schemas/prices.ts';
import type { RenderContext } from './context.ts';
import { renderObjectCsv } from './csv.ts';
import { attributionOf, jsonFile } from './json.ts';
import { V1_CSV_DIR } from './leaderboard-csv.ts';
import type { SiteFile, SiteSection } from './types.ts';

const V1_PRICES_PATH = '/v1/prices';
/** Beside the other v1 entries rather than in a folder: nothing else lives below `/v1/prices`. */
export const V1_PRICES_FILE = `${V1_PRICES_PATH}.json`;
export const V1_PRICES_CSV_FILE = `${V1_CSV_DIR}/prices.csv`;

/** The CSV header: the JSON row's members, in their order (the schema's), so both carry the same cells. */
const PRICE_COLUMNS = Object.keys(PriceRow.shape) as (keyof PriceRow & string)[];

function routes(): Route[] {
  const path = V1_PRICES_PATH;
  return [
    { path, query: { format: 'json' }, to: V1_PRICES_FILE, status: 200 },
    { path, query: { format: 'csv' }, to: V1_PRICES_CSV_FILE, status: 200 },
    { path, query: { format: ':format' }, ...answerOf(API_ERRORS.v1FormatInvalid) },
    { path, query: {}, to: V1_PRICES_FILE, status: 200 },
  ];
}

/** The JSON and the CSV, made when the writer comes to them (after every run's files). */
function* priceFiles(ctx: RenderContext): Generator<SiteFile> {
  const run = ctx.latestRun;
  const rows = computePriceRows(ctx);
  const body: V1Prices = {
    status: 'ok',
    run: run === null ? null : { run_id: run.run_id, published_at: run.published_at },
    currency: 'USD',
    count: rows.length,
    rankings: rows,
    attribution: attributionOf(ctx.dataset.site),
  };
  yield jsonFile(V1_PRICES_FILE, body);
  yield { path: V1_PRICES_CSV_FILE, body: renderObjectCsv(PRICE_COLUMNS, rows) };
}

export function renderV1Prices(ctx: RenderContext): SiteSection {
  return {
    files: priceFiles(ctx),
    routes: routes(),
    // The CSV is in /v1/csv/, whose rule gives it its type.
    headers: [{ for: V1_PRICES_FILE, headers: { 'Content-Type': JSON_CONTENT_TYPE } }],
  };
}
