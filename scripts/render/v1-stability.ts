// v1 `/v1/stability?format=`: the data behind the stability ranking, as JSON and CSV. A latest view: it changes when
// the latest run does. Named for what it holds, as `/v1/prices` is: v1 does not rank by the legacy dimensions.
import { runRef } from '../compute/runs.ts';
import { computeStabilityRows } from '../compute/stability-rows.ts';
import { type StabilityRow, stabilityRowSchema, type V1Stability } from '../schemas/stability.ts';
import type { RenderContext } from './context.ts';
import { attributionOf } from './json.ts';
import { V1_CSV_DIR } from './leaderboard-csv.ts';
import type { SiteSection } from './types.ts';
import { latestTableSection } from './v1-latest-table.ts';

export const V1_STABILITY_FILE = '/v1/stability.json';
export const V1_STABILITY_CSV_FILE = `${V1_CSV_DIR}/stability.csv`;

export function renderV1Stability(ctx: RenderContext): SiteSection {
  return latestTableSection({
    path: '/v1/stability',
    file: V1_STABILITY_FILE,
    csv: V1_STABILITY_CSV_FILE,
    columns: Object.keys(stabilityRowSchema(ctx.dataset.scoring).shape) as (keyof StabilityRow & string)[],
    body: (): V1Stability => {
      const run = ctx.latestRun;
      const rows = computeStabilityRows(ctx);
      return {
        status: 'ok',
        run: runRef(run),
        count: rows.length,
        rankings: rows,
        attribution: attributionOf(ctx.dataset.site),
      };
    },
  });
}
