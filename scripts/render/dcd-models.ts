// `/v1/dcd/models/{slug}` (or `?slug=`): a model's current DCD figures, its scenarios per round and its trend.
import { type DcdContext, runRef } from '../compute/dcd-context.ts';
import { DCD_HISTORY_LIMIT } from '../compute/dcd-runs.ts';
import type { Model } from '../data/schema.ts';
import { answer, DCD_ERRORS } from './dcd-errors.ts';
import { DCD_MODELS_DIR, dcdModelFile } from './dcd-paths.ts';
import { type Attribution, jsonFile } from './json.ts';
import type { ParamConstraint, Route, SiteFile } from './types.ts';

/** Every model of the dataset has a file; one absent from the latest DCD run has `current: null`. */
function modelBody(dcd: DcdContext, model: Model, attribution: Attribution) {
  const latest = dcd.latest;
  const entry = latest?.ranking.find((m) => m.slug === model.slug);
  const history = dcd.runs
    .flatMap(({ run, ranking }) => {
      const own = ranking.find((m) => m.slug === model.slug);
      return own === undefined ? [] : [{ ...runRef(run), dcd_score: own.dcd_score, rank: own.rank }];
    })
    .slice(-DCD_HISTORY_LIMIT);
  return {
    status: 'ok',
    slug: model.slug,
    name: model.name,
    provider: model.provider,
    run: latest === null ? null : runRef(latest.run),
    current:
      entry === undefined
        ? null
        : { rank: entry.rank, dcd_score: entry.dcd_score, rounds: entry.rounds, decay: entry.decay },
    scenarios: entry?.scenarios ?? null,
    history,
    attribution,
  };
}

export function renderDcdModelFiles(dcd: DcdContext, attribution: Attribution): SiteFile[] {
  return [...dcd.models.values()].map((model) => jsonFile(dcdModelFile(model.slug).slice(1), modelBody(dcd, model, attribution)));
}

export function renderDcdModelRoutes(dcd: DcdContext): Route[] {
  const slug: ParamConstraint = { allowed: [...dcd.models.keys()], otherwise: answer(DCD_ERRORS.slugNotFound) };
  // The path form gets one explicit rule per model: a `/:slug` placeholder rule would also catch requests for
  // the canonical `{slug}.json` files themselves. Unknown slugs fall through to the (unforced) catch-all.
  return [
    { path: DCD_MODELS_DIR, query: { slug: ':slug' }, to: dcdModelFile(':slug'), status: 200, constraints: { slug } },
    { path: DCD_MODELS_DIR, query: {}, ...answer(DCD_ERRORS.slugRequired) },
    ...[...dcd.models.keys()].map((s): Route => ({ path: `${DCD_MODELS_DIR}/${s}`, query: {}, to: dcdModelFile(s), status: 200 })),
    { path: `${DCD_MODELS_DIR}/*`, query: {}, ...answer(DCD_ERRORS.slugNotFound) },
  ];
}
