// v1 `/v1/changes?model=`: the latest changes (latest full run against the one before) and recent incidents.
import { type ChangeGroups, computeChanges } from '../compute/changes.ts';
import type { BuildContext } from '../compute/context.ts';
import { recentIncidents } from '../compute/incidents.ts';
import { type EvalRun, SLUG_PATTERN } from '../data/schema.ts';
import type { Route } from '../routes/schema.ts';
import { V1_ERRORS_DIR } from './errors.ts';
import { attributionOf, jsonContentType, jsonFile, v1Error } from './json.ts';
import type { SiteFile, SiteSection } from './types.ts';

const V1_CHANGES_DIR = '/v1/changes';
const V1_CHANGES_ALL_FILE = `${V1_CHANGES_DIR}/all.json`;
const V1_CHANGES_UNKNOWN_MODEL_FILE = `${V1_ERRORS_DIR}/changes-model-not-found.json`;
const V1_CHANGES_MALFORMED_MODEL_FILE = `${V1_ERRORS_DIR}/changes-model-malformed.json`;

function v1ChangesModelFile(slug: string): string {
  return `${V1_CHANGES_DIR}/models/${slug}.json`;
}

const runRef = (run: EvalRun | null) => (run === null ? null : { run_id: run.run_id, published_at: run.published_at });

function onlyModel(groups: ChangeGroups, slug: string): ChangeGroups {
  const keep = (entries: ChangeGroups['rising']) => entries.filter((entry) => entry.slug === slug);
  return { rising: keep(groups.rising), falling: keep(groups.falling), stable: keep(groups.stable) };
}

function errorFiles(slugs: readonly string[]): SiteFile[] {
  const known = slugs.length === 0 ? 'no model is listed yet' : `known slugs: ${slugs.join(', ')}`;
  return [
    jsonFile(
      V1_CHANGES_UNKNOWN_MODEL_FILE,
      v1Error(`model not found: parameter 'model' must be a listed model's slug; ${known}`),
    ),
    jsonFile(
      V1_CHANGES_MALFORMED_MODEL_FILE,
      v1Error(`parameter 'model' must be a model slug (lower-case letters and digits joined by '-' or '.'); ${known}`),
    ),
  ];
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
    }),
    ...slugs.map((slug) =>
      jsonFile(v1ChangesModelFile(slug), {
        status: 'ok',
        model: slug,
        ...common,
        ...onlyModel(groups, slug),
        incidents: recentIncidents(ctx.dataset.incidents, slug),
        attribution,
      }),
    ),
    ...errorFiles(slugs),
  ];
  const path = V1_CHANGES_DIR;
  const routes: Route[] = [
    {
      path,
      query: { model: ':model' },
      to: v1ChangesModelFile(':model'),
      status: 200,
      constraints: {
        model: {
          allowed: slugs,
          otherwise: { to: V1_CHANGES_MALFORMED_MODEL_FILE, status: 400 },
          wellFormed: { pattern: SLUG_PATTERN.source, to: V1_CHANGES_UNKNOWN_MODEL_FILE, status: 404 },
        },
      },
    },
    { path, query: {}, to: V1_CHANGES_ALL_FILE, status: 200 },
  ];
  return { files, routes, headers: [jsonContentType(V1_CHANGES_DIR)] };
}
