// `/v1/dcd/models/{slug}` (or `?slug=`): a model's current DCD figures, its scenarios per round and its trend.
import type { DcdContext } from '../../compute/dcd/context.ts';
import { DCD_HISTORY_LIMIT, type RankedDcdModel } from '../../compute/dcd/runs.ts';
import { runRef } from '../../compute/runs.ts';
import type { Model } from '../../data/schema.ts';
import { API_ERRORS } from '../../errors/catalogue.ts';
import { answerOf, constraint } from '../../errors/constraint.ts';
import { obtain } from '../../lib/recent.ts';
import type { Route } from '../../routes/schema.ts';
import type { DcdModel } from '../../schemas/dcd.ts';
import { type Attribution, jsonFile } from '../json.ts';
import type { SiteFile } from '../types.ts';
import { DCD_MODELS_DIR, dcdModelFile } from './paths.ts';

type TrendEntry = DcdModel['history'][number];

/**
 * Each model's last DCD_HISTORY_LIMIT appearances, oldest first: one pass over the runs from the latest back,
 * which ranks each run once, instead of a search of every run for every model.
 */
function trends(dcd: DcdContext): Map<string, TrendEntry[]> {
  const bySlug = new Map<string, TrendEntry[]>();
  for (let i = dcd.runs.length - 1; i >= 0; i--) {
    const { run, places } = dcd.runs[i]!;
    const { slugs, scores, ranks } = places();
    for (let p = 0; p < slugs.length; p++) {
      const entries = obtain(bySlug, slugs[p]!, (): TrendEntry[] => []);
      if (entries.length < DCD_HISTORY_LIMIT) entries.push({ ...runRef(run), dcd_score: scores[p]!, rank: ranks[p]! });
    }
  }
  for (const entries of bySlug.values()) entries.reverse();
  return bySlug;
}

/** Every model of the dataset has a file; one absent from the latest DCD run has `current: null`. */
function modelBody(
  dcd: DcdContext,
  model: Model,
  latestBySlug: ReadonlyMap<string, RankedDcdModel>,
  history: TrendEntry[],
  attribution: Attribution,
): DcdModel {
  const latest = dcd.latest;
  const entry = latestBySlug.get(model.slug);
  return {
    status: 'ok',
    slug: model.slug,
    name: model.name,
    provider: model.provider,
    run: runRef(latest?.run),
    current:
      entry === undefined
        ? null
        : { rank: entry.rank, dcd_score: entry.dcd_score, rounds: entry.rounds, decay: entry.decay },
    scenarios: entry?.scenarios ?? null,
    history,
    attribution,
  };
}

export function* renderDcdModelFiles(dcd: DcdContext, attribution: Attribution): Generator<SiteFile> {
  const histories = trends(dcd);
  const latestBySlug = new Map((dcd.latest?.ranking() ?? []).map((m) => [m.slug, m]));
  for (const model of dcd.models.values()) {
    const history = histories.get(model.slug) ?? [];
    yield jsonFile(dcdModelFile(model.slug), modelBody(dcd, model, latestBySlug, history, attribution));
  }
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
