// `/v1/dcd/models/{slug}` (or `?slug=`): a model's current DCD figures, its scenarios per round and its trend.
import { type DcdContext, runRef } from '../../compute/dcd/context.ts';
import { DCD_HISTORY_LIMIT } from '../../compute/dcd/runs.ts';
import type { Model } from '../../data/schema.ts';
import { API_ERRORS } from '../../errors/catalogue.ts';
import { answerOf, constraint } from '../../errors/constraint.ts';
import type { Route } from '../../routes/schema.ts';
import type { DcdModel } from '../../schemas/dcd.ts';
import { type Attribution, jsonFile } from '../json.ts';
import type { SiteFile } from '../types.ts';
import { DCD_MODELS_DIR, dcdModelFile } from './paths.ts';

/** Every model of the dataset has a file; one absent from the latest DCD run has `current: null`. */
function modelBody(dcd: DcdContext, model: Model, attribution: Attribution): DcdModel {
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
  return [...dcd.models.values()].map((model) =>
    jsonFile(dcdModelFile(model.slug), modelBody(dcd, model, attribution)),
  );
}

export function renderDcdModelRoutes(slugs: readonly string[]): Route[] {
  const slug = constraint(slugs, API_ERRORS.dcdSlugNotFound);
  const to = dcdModelFile(':slug');
  return [
    { path: DCD_MODELS_DIR, query: { slug: ':slug' }, to, status: 200, constraints: { slug } },
    { path: DCD_MODELS_DIR, query: {}, ...answerOf(API_ERRORS.dcdSlugRequired) },
    // The canonical `{slug}.json` files answer themselves (files come before routes); anything else is a slug.
    { path: `${DCD_MODELS_DIR}/:slug`, query: {}, to, status: 200, constraints: { slug } },
    { path: `${DCD_MODELS_DIR}/*`, query: {}, ...answerOf(API_ERRORS.dcdSlugNotFound) },
  ];
}
