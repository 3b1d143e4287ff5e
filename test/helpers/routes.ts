// The route list of a fixture build, and the evaluator that says which file and status answer a URL.
import { createBuildContext } from '../../scripts/compute/context.ts';
import { loadDataFiles } from '../../scripts/data/load.ts';
import { validateDataset } from '../../scripts/data/validate.ts';
import { type RenderedSite, renderSite } from '../../scripts/render/site.ts';

export { resolveRoute, type RouteAnswer } from './resolve-route.ts';

/** Renders (without writing) the site of a data folder at `now`: the real load, validate, compute and render. */
export async function renderDataDir(dataDir: string, now: Date): Promise<RenderedSite> {
  const { dataset, errors } = validateDataset(await loadDataFiles(dataDir));
  if (dataset === null) throw new Error(`fixture data is invalid: ${JSON.stringify(errors)}`);
  return renderSite(createBuildContext(dataset, now), []);
}
