// v1 `/v1/models/{slug}`: one profile file per model; an unknown slug answers 404.
import type { BuildContext } from '../compute/context.ts';
import { computeModelProfile } from '../compute/profile.ts';
import { API_ERRORS } from '../errors/catalogue.ts';
import { constraint } from '../errors/constraint.ts';
import type { Route } from '../routes/schema.ts';
import type { V1ModelProfile } from '../schemas/v1.ts';
import { deprecationRules } from './deprecation.ts';
import { attributionOf, jsonContentType, jsonFile } from './json.ts';
import type { SiteSection } from './types.ts';

const V1_MODELS_DIR = '/v1/models';

function v1ModelFile(slug: string): string {
  return `${V1_MODELS_DIR}/${slug}.json`;
}

export function renderV1Models(ctx: BuildContext): SiteSection {
  const attribution = attributionOf(ctx.dataset.site);
  const slugs = ctx.dataset.models.map((m) => m.slug);
  const files = ctx.dataset.models.map((model) =>
    jsonFile(v1ModelFile(model.slug), {
      status: 'ok',
      ...computeModelProfile(ctx, model),
      attribution,
    } satisfies V1ModelProfile),
  );
  const route: Route = {
    path: `${V1_MODELS_DIR}/:slug`,
    query: {},
    to: v1ModelFile(':slug'),
    status: 200,
    constraints: { slug: constraint(slugs, API_ERRORS.modelNotFound) },
  };
  return {
    files,
    routes: [route],
    // Before the sunset profile scores carry the v5 compat fields.
    headers: [jsonContentType(V1_MODELS_DIR), ...deprecationRules(ctx, [V1_MODELS_DIR])],
  };
}
