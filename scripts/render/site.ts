// The render stage: every section's files, the public assets, and the host configuration derived from them.
import type { BuildContext } from '../compute/context.ts';
import type { AssetFile } from '../data/load.ts';
import { renderDcd } from './dcd.ts';
import { renderDeprecationNotice } from './deprecation.ts';
import { renderErrorBodies } from './errors.ts';
import { BASE_HEADER_RULES, renderHeaders } from './headers.ts';
import { V1_CACHE_CONTROL } from './json.ts';
import { renderLegacyLeaderboard } from './legacy-leaderboard.ts';
import { renderRedirects } from './redirects.ts';
import { renderRouteManifest, ROUTE_MANIFEST_FILE } from './route-manifest.ts';
import type { HeaderRule, Route, SectionRenderer, SiteFile } from './types.ts';
import { renderV1Changes } from './v1-changes.ts';
import { renderV1Leaderboard } from './v1-leaderboard.ts';
import { renderV1Models } from './v1-models.ts';
import { renderWeeklyChanges } from './weekly-changes.ts';
import { renderWidgetAssets } from './widget-assets.ts';

/** Endpoint sections in route order; the catch-all error section comes last. */
export const SECTIONS: readonly SectionRenderer[] = [
  renderLegacyLeaderboard,
  renderWeeklyChanges,
  renderV1Leaderboard,
  renderV1Changes,
  renderV1Models,
  renderDeprecationNotice,
  renderWidgetAssets,
  renderDcd,
  renderErrorBodies,
];

const V1_HEADER_RULES: HeaderRule[] = [{ for: '/v1/*', headers: { 'Cache-Control': V1_CACHE_CONTROL } }];

export interface RenderedSite {
  files: SiteFile[];
  routes: Route[];
  headers: HeaderRule[];
}

export function renderSite(ctx: BuildContext, assets: readonly AssetFile[]): RenderedSite {
  const sections = SECTIONS.map((render) => render(ctx));
  const routes = sections.flatMap((s) => s.routes);
  const headers = [...BASE_HEADER_RULES, ...V1_HEADER_RULES, ...sections.flatMap((s) => s.headers)];
  const basePath = ctx.dataset.site.base_path;
  const files: SiteFile[] = [
    ...sections.flatMap((s) => s.files),
    ...assets.map((a) => ({ path: a.file, body: a.body })),
    { path: '_headers', body: renderHeaders(headers, basePath) },
    { path: '_redirects', body: renderRedirects(routes, basePath) },
    { path: ROUTE_MANIFEST_FILE, body: renderRouteManifest(routes, basePath) },
  ];
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(file.path)) throw new Error(`two outputs want the same file: ${file.path}`);
    seen.add(file.path);
  }
  return { files: files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)), routes, headers };
}
