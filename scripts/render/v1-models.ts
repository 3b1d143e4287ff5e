// v1 `/v1/models/{slug}`: one profile file per model; an unknown slug answers 404.

import type { BuildContext } from '../compute/context.ts';
import { computeModelProfile } from '../compute/profile.ts';
import { runRef } from '../compute/runs.ts';
import { API_ERRORS } from '../errors/catalogue.ts';
import { answerOf, constraint } from '../errors/constraint.ts';
import type { Route } from '../routes/schema.ts';
import type { ModelsIndex } from '../schemas/discovery.ts';
import { MODEL_FIELDS, modelFacts } from '../schemas/model-fields.ts';
import { badgeFiles } from './badges.ts';
import { renderObjectCsv } from './csv.ts';
import { deprecationRules } from './deprecation.ts';
import { attributionOf, jsonContentType, jsonFile } from './json.ts';
import { V1_CSV_DIR } from './leaderboard-csv.ts';
import { siteLink } from './links.ts';
import { V1_LISTS_DIR } from './lists.ts';
import type { SiteFile, SiteSection } from './types.ts';
import { v1ChangesModelFile } from './v1-changes.ts';

const V1_MODELS_DIR = '/v1/models';
/** `/v1/models`: every model with where it stands; outside the profiles' folder, so no slug can take its name. */
export const V1_MODELS_INDEX_FILE = `${V1_LISTS_DIR}/models.json`;

function v1ModelFile(slug: string): string {
  return `${V1_MODELS_DIR}/${slug}.json`;
}

/** `/v1/models?format=csv`: the list's rows without their links, one column per member, the facts included. */
export const V1_MODELS_CSV_FILE = `${V1_CSV_DIR}/models.csv`;
const CSV_COLUMNS = ['slug', 'name', 'provider', 'rank', 'score', ...MODEL_FIELDS.map((f) => f.key)] as const;

function modelsIndex(ctx: BuildContext): SiteFile[] {
  const { site } = ctx.dataset;
  const standings = ctx.standings();
  const run = ctx.latestRun;
  const body: ModelsIndex = {
    status: 'ok',
    run: runRef(run),
    count: ctx.dataset.models.length,
    models: ctx.dataset.models.map((model) => {
      const standing = standings.get(model.slug);
      const badges = badgeFiles(model.slug);
      return {
        slug: model.slug,
        name: model.name,
        provider: model.provider,
        rank: standing?.rank ?? null,
        score: standing?.score ?? null,
        ...modelFacts(model),
        profile: siteLink(site, v1ModelFile(model.slug)),
        changes: siteLink(site, v1ChangesModelFile(model.slug)),
        badges: {
          svg: siteLink(site, badges.svg),
          svg_dark: siteLink(site, badges.svgDark),
          shields: siteLink(site, badges.shields),
        },
      };
    }),
    attribution: attributionOf(site),
  };
  return [
    jsonFile(V1_MODELS_INDEX_FILE, body),
    { path: V1_MODELS_CSV_FILE, body: renderObjectCsv(CSV_COLUMNS, body.models) },
  ];
}

export function renderV1Models(ctx: BuildContext): SiteSection {
  const attribution = attributionOf(ctx.dataset.site);
  const slugs = ctx.dataset.models.map((m) => m.slug);
  const files = ctx.dataset.models.map((model) =>
    // The profile's members are the scoring's: its schema (schemas/v1.ts) is checked against every file in tests.
    jsonFile(v1ModelFile(model.slug), { status: 'ok', ...computeModelProfile(ctx, model), attribution }),
  );
  const routes: Route[] = [
    { path: V1_MODELS_DIR, query: { format: 'json' }, to: V1_MODELS_INDEX_FILE, status: 200 },
    { path: V1_MODELS_DIR, query: { format: 'csv' }, to: V1_MODELS_CSV_FILE, status: 200 },
    { path: V1_MODELS_DIR, query: { format: ':format' }, ...answerOf(API_ERRORS.v1FormatInvalid) },
    { path: V1_MODELS_DIR, query: {}, to: V1_MODELS_INDEX_FILE, status: 200 },
  ];
  routes.push({
    path: `${V1_MODELS_DIR}/:slug`,
    query: {},
    to: v1ModelFile(':slug'),
    status: 200,
    constraints: { slug: constraint(slugs, API_ERRORS.modelNotFound) },
  });
  return {
    files: [...files, ...modelsIndex(ctx)],
    routes,
    // Before the sunset profile scores carry the v5 compat fields.
    headers: [jsonContentType(V1_MODELS_DIR), ...deprecationRules(ctx, [V1_MODELS_DIR])],
  };
}
