// v1 `/v1/changes?model=`: the latest changes (latest full run against the one before) and recent incidents.

import { type ChangeGroups, computeChanges } from '../compute/changes.ts';
import type { BuildContext } from '../compute/context.ts';
import { recentIncidents } from '../compute/incidents.ts';
import { runRef } from '../compute/runs.ts';
import { SLUG_PATTERN } from '../data/schema.ts';
import { API_ERRORS } from '../errors/catalogue.ts';
import { constraint } from '../errors/constraint.ts';
import type { Route } from '../routes/schema.ts';
import type { V1Changes, V1ModelChanges } from '../schemas/v1.ts';
import { attributionOf, jsonContentType, jsonFile } from './json.ts';
import type { SiteFile, SiteSection } from './types.ts';

const V1_CHANGES_DIR = '/v1/changes';
const V1_CHANGES_ALL_FILE = `${V1_CHANGES_DIR}/all.json`;

export function v1ChangesModelFile(slug: string): string {
  return `${V1_CHANGES_DIR}/models/${slug}.json`;
}

function onlyModel(groups: ChangeGroups, slug: string): ChangeGroups {
  const keep = (entries: ChangeGroups['rising']) => entries.filter((entry) => entry.slug === slug);
  return { rising: keep(groups.rising), falling: keep(groups.falling), stable: keep(groups.stable) };
}

export function renderV1Changes(ctx: BuildContext): SiteSection {
  const current = ctx.latestRun;
  const previous = current === null ? null : (ctx.previousFullRuns.get(current.run_id) ?? null);
  const threshold = ctx.dataset.site.changes.threshold;
  const groups = computeChanges(ctx.snapshots, current, previous, threshold);
  const attribution = attributionOf(ctx.dataset.site);
  const common = { current_run: runRef(current), previous_run: runRef(previous), threshold };

  const slugs = ctx.dataset.models.map((m) => m.slug);
  const files: SiteFile[] = [
    jsonFile(V1_CHANGES_ALL_FILE, {
      status: 'ok',
      ...common,
      ...groups,
      incidents: recentIncidents(ctx.dataset.incidents),
      attribution,
    } satisfies V1Changes),
    ...slugs.map((slug) =>
      jsonFile(v1ChangesModelFile(slug), {
        status: 'ok',
        model: slug,
        ...common,
        ...onlyModel(groups, slug),
        incidents: recentIncidents(ctx.dataset.incidents, slug),
        attribution,
      } satisfies V1ModelChanges),
    ),
  ];
  const path = V1_CHANGES_DIR;
  const routes: Route[] = [
    {
      path,
      query: { model: ':model' },
      to: v1ChangesModelFile(':model'),
      status: 200,
      constraints: {
        model: constraint(slugs, API_ERRORS.changesModelMalformed, {
          pattern: SLUG_PATTERN,
          error: API_ERRORS.changesModelNotFound,
        }),
      },
    },
    { path, query: {}, to: V1_CHANGES_ALL_FILE, status: 200 },
  ];
  return { files, routes, headers: [jsonContentType(V1_CHANGES_DIR)] };
}
