// v1 `/v1/prices?format=`: the data behind the price-against-score view (the value page), as JSON and CSV. A latest
// view: it changes when the latest run (or a model's price) does. Named for what it holds rather than for the
// legacy `value` dimension, which v1 does not rank by, so neither address depends on that dimension's fate.

import { computePriceRows } from '../compute/price-rows.ts';
import { runRef } from '../compute/runs.ts';
import { type PriceRow, priceRowSchema, type V1Prices } from '../schemas/prices.ts';
import type { RenderContext } from './context.ts';
import { attributionOf } from './json.ts';
import { V1_CSV_DIR } from './leaderboard-csv.ts';
import type { SiteSection } from './types.ts';
import { latestTableSection } from './v1-latest-table.ts';

/** Beside the other v1 entries rather than in a folder: nothing else lives below `/v1/prices`. */
export const V1_PRICES_FILE = '/v1/prices.json';
export const V1_PRICES_CSV_FILE = `${V1_CSV_DIR}/prices.csv`;

export function renderV1Prices(ctx: RenderContext): SiteSection {
  // Without a priced model there is nothing to rank by value (the spec's scoring keeps the endpoint all the same).
  if (!ctx.offers.prices) return { files: [], routes: [], headers: [] };
  return latestTableSection({
    path: '/v1/prices',
    file: V1_PRICES_FILE,
    csv: V1_PRICES_CSV_FILE,
    columns: Object.keys(priceRowSchema(ctx.dataset.scoring).shape) as (keyof PriceRow & string)[],
    body: (): V1Prices => {
      const run = ctx.latestRun;
      const rows = computePriceRows(ctx);
      return {
        status: 'ok',
        run: runRef(run),
        currency: 'USD',
        count: rows.length,
        rankings: rows,
        attribution: attributionOf(ctx.dataset.site),
      };
    },
  });
}
