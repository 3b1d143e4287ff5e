// Warnings about data that checks out but is most likely not what was meant. A run dated after the build's "now" is
// published all the same (the data decides what is published; "now" decides only the v5 window): the warning says
// so and how to hold it back. Two full runs at the same instant are ordered by run_id: the warning names which one
// counts as the later. An incident or a release dated after the build's day is most likely a typo: it is published
// as dated. A price far outside what models cost is most likely in another unit (per token, per thousand tokens).
// `npm run check`, the build and the import all give these warnings.
import type { DataIssue } from './issues.ts';
import type { Dataset } from './schema.ts';

/** US dollars per million tokens outside which a price is most likely in another unit (0, free, is fine). */
const PLAUSIBLE_PRICE = { above: 0.001, below: 1000 } as const;

export function plausibilityWarnings(dataset: Dataset, now: Date): DataIssue[] {
  const warnings: DataIssue[] = [];
  const published = [
    ...dataset.runs.map((run) => ({ file: `runs/${run.run_id}.json`, run, full: run.kind === 'full' })),
    ...dataset.dcdRuns.map((run) => ({ file: `dcd/${run.run_id}.json`, run, full: false })),
  ].filter(({ run }) => run.status === 'published');
  for (const { file, run } of published) {
    if (Date.parse(run.published_at) > now.getTime()) {
      warnings.push({
        file,
        path: 'published_at',
        message: `${run.published_at} is after this build's now (${now.toISOString()}); the run is published all the same: set "status": "draft" to hold it back until then`,
      });
    }
  }
  const today = now.toISOString().slice(0, 10);
  for (const incident of dataset.incidents) {
    if (incident.date > today) {
      warnings.push({
        file: `incidents/${incident.id}.json`,
        path: 'date',
        message: `${incident.date} is after this build's day (${today}); the incident is published as dated, and the sitemap leaves the date out of its pages' last changes`,
      });
    }
  }
  for (const model of dataset.models) {
    if (model.released !== undefined && model.released > today) {
      warnings.push({
        file: `models/${model.slug}.json`,
        path: 'released',
        message: `${model.released} is after this build's day (${today}); the model is published as released then, and the "released since" filter counts it so`,
      });
    }
    for (const field of ['input_per_mtok', 'output_per_mtok'] as const) {
      const price = model.pricing?.[field];
      if (price === undefined || price === 0) continue;
      if (price < PLAUSIBLE_PRICE.above || price > PLAUSIBLE_PRICE.below) {
        warnings.push({
          file: `models/${model.slug}.json`,
          path: `pricing.${field}`,
          message: `${price} US dollars per million tokens is ${price > PLAUSIBLE_PRICE.below ? `over ${PLAUSIBLE_PRICE.below}` : `under ${PLAUSIBLE_PRICE.above}`}: is it a price per token or per thousand tokens? It is published as it is`,
        });
      }
    }
  }
  const firstAt = new Map<string, number>();
  for (const { run, full } of published) {
    if (!full) continue;
    const earlier = firstAt.get(run.published_at);
    if (earlier === undefined) {
      firstAt.set(run.published_at, run.run_id);
      continue;
    }
    const [first, second] = earlier < run.run_id ? [earlier, run.run_id] : [run.run_id, earlier];
    warnings.push({
      file: `runs/${second}.json`,
      path: 'published_at',
      message: `the same instant as runs/${first}.json (${run.published_at}); of two full runs published at once, the higher run_id (${second}) counts as the later one`,
    });
  }
  return warnings;
}
