// v1 `/v1/models/{slug}`: one profile file per model; an unknown slug answers 404.
import type { BuildContext } from '../compute/context.ts';
import { computeModelProfile } from '../compute/profile.ts';
import type { Route } from '../routes/schema.ts';
import { deprecationRules } from './deprecation.ts';
import { V1_ERRORS_DIR } from './errors.ts';
import { attributionOf, jsonContentType, jsonFile, v1Error } from './json.ts';
import type { SiteSection } from './types.ts';

const V1_MODELS_DIR = '/v1/models';
const V1_MODEL_NOT_FOUND_FILE = `${V1_ERRORS_DIR}/model-not-found.json`;

function v1ModelFile(slug: string): string {
  return `${V1_MODELS_DIR}/${slug}.json`;
}

export function renderV1Models(ctx: BuildContext): SiteSection {
  const attribution = attributionOf(ctx.dataset.site);
  const slugs = ctx.dataset.models.map((m) => m.slug);
  const files = ctx.dataset.models.map((model) =>
    jsonFile(v1ModelFile(model.slug), { status: 'ok', ...computeModelProfile(ctx, model), attribution }),
  );
  const known = slugs.length === 0 ? 'no model is listed yet' : `known slugs: ${slugs.join(', ')}`;
  files.push(jsonFile(V1_MODEL_NOT_FOUND_FILE, v1Error(`model not found: no model has this slug; ${known}`)));
  const route: Route = {
    path: `${V1_MODELS_DIR}/:slug`,
    query: {},
    to: v1ModelFile(':slug'),
    status: 200,
    constraints: { slug: { allowed: slugs, otherwise: { to: V1_MODEL_NOT_FOUND_FILE, status: 404 } } },
  };
  return {
    files,
    routes: [route],
    // Before the sunset profile scores carry the v5 compat fields.
    headers: [jsonContentType(V1_MODELS_DIR), ...deprecationRules(ctx, [V1_MODELS_DIR])],
  };
}
