// The render stage: every section's files, the route table they declare, and each host's configuration
// generated from that table.

import type { BuildContext } from '../compute/context.ts';
import type { AssetFile } from '../data/load.ts';
import type { EvalRun } from '../data/schema.ts';
import { renderHostFiles } from '../hosts/host-files.ts';
import type { RuntimeBundles } from '../hosts/runtime-module.ts';
import { compareText } from '../lib/compare.ts';
import { BASE_HEADER_RULES, JSON_CONTENT_TYPE, V1_CACHE_CONTROL } from '../routes/headers.ts';
import { REDIRECT_STATUS } from '../routes/redirect.ts';
import type { HeaderRule, RouteTable } from '../routes/schema.ts';
import { createRouteTable } from '../routes/table.ts';
import { renderAssets } from './assets.ts';
import { renderBadges } from './badges.ts';
import { type CardEncoder, renderCards } from './cards/section.ts';
import { createRenderContext, type SectionRenderer } from './context.ts';
import { renderDcd } from './dcd/section.ts';
import { renderDeprecationNotice } from './deprecation.ts';
import { ERROR_FILES, renderErrorBodies } from './errors.ts';
import { renderFeeds } from './feeds.ts';
import { renderLegacyLeaderboard } from './legacy-leaderboard.ts';
import { renderNotFoundPage } from './not-found-page.ts';
import { OPENAPI_FILE, renderOpenApi } from './openapi/document.ts';
import { collectExamples } from './openapi/examples.ts';
import { renderPages } from './pages/section.ts';
import type { ExampleBody, Reuse, SiteFile, SiteSection } from './types.ts';
import { renderV1Changes } from './v1-changes.ts';
import { renderV1History } from './v1-history.ts';
import { renderV1Index } from './v1-index.ts';
import { renderV1Leaderboard } from './v1-leaderboard.ts';
import { renderV1Models } from './v1-models.ts';
import { renderV1Prices } from './v1-prices.ts';
import { renderV1Runs } from './v1-runs.ts';
import { renderV1Scoring } from './v1-scoring.ts';
import { renderV1Stability } from './v1-stability.ts';
import { renderWeeklyChanges } from './weekly-changes.ts';

/** The OpenAPI document (rendered last, from everything else) and its reference page at `/docs/`. */
const renderReference = (): SiteSection => ({
  files: [],
  // The page's links are relative to its folder: without the slash, `/docs` would load nothing.
  routes: [{ path: '/docs', query: {}, to: '/docs/', status: REDIRECT_STATUS }],
  headers: [{ for: OPENAPI_FILE, headers: { 'Content-Type': JSON_CONTENT_TYPE } }],
});

/** Endpoint sections in route order; the catch-all error section comes last. */
const SECTIONS: readonly SectionRenderer[] = [
  renderLegacyLeaderboard,
  renderWeeklyChanges,
  renderV1Index,
  renderV1Scoring,
  renderV1Leaderboard,
  renderV1Changes,
  renderV1Models,
  renderV1Runs,
  renderV1History,
  renderV1Prices,
  renderV1Stability,
  renderDeprecationNotice,
  renderDcd,
  renderFeeds,
  renderBadges,
  renderReference,
  renderPages,
  renderNotFoundPage,
  renderErrorBodies,
];

/**
 * v1 answers may be cached for an hour, its errors for a minute (the errors section's rule). One rule per entry
 * of /v1/ (a folder or a file) but the errors: Cloudflare and Netlify join the values of every rule that
 * matches a file, so no file may match two rules setting one header.
 */
function v1CacheRules(files: readonly SiteFile[]): HeaderRule[] {
  const entries = new Set<string>();
  for (const { path } of files) {
    const match = /^\/v1\/([^/]+)(\/)?/.exec(path);
    if (match !== null && match[1] !== 'errors')
      entries.add(match[2] === undefined ? `/v1/${match[1]}` : `/v1/${match[1]}/*`);
  }
  return [...entries]
    .sort(compareText)
    .map((entry) => ({ for: entry, headers: { 'Cache-Control': V1_CACHE_CONTROL } }));
}

export interface RenderedSite {
  /**
   * Every file of the sections, each group rendered when the writer asks for its first file: the writer writes
   * it and lets its body go, so no more than a group of files is held at once.
   */
  files: Iterable<SiteFile>;
  /**
   * Once every file of `files` is written (`written`: each with its path and size): the route table, and the files
   * made from the others, the OpenAPI document (its examples kept from the bodies as they went by, nothing read
   * back) and the host files.
   */
  finish(written: readonly SiteFile[]): {
    files: SiteFile[];
    table: RouteTable;
    /** What the OpenAPI examples may show of the files, for the next build to take with them. */
    examples: ReadonlyMap<string, ExampleBody>;
  };
}

export interface RenderOptions {
  /** What may be taken from the previous output (reuse.ts: RENDER_EVERY_GROUP renders everything). */
  reuse: Reuse;
  /** Render the pages for people beside the API. */
  pages: boolean;
  /** The bundled host runtimes (incremental/runtime-bundles.ts), for the host files. */
  runtimes: RuntimeBundles;
  /** Draws the pages' preview cards (scripts/cards/encoder.ts); null writes none (the bench's measure of them). */
  cards: CardEncoder | null;
}

/**
 * The files of every section, none twice: run by run in publication order, each section's files about the run
 * (what was computed for a run is used by all of them, then let go), then each section's other files.
 */
function* sectionFiles(runs: readonly EvalRun[], sections: readonly SiteSection[]): Generator<SiteFile> {
  const seen = new Set<string>();
  const once = function* (files: Iterable<SiteFile>) {
    for (const file of files) {
      if (seen.has(file.path)) throw new Error(`two outputs want the same file: ${file.path}`);
      seen.add(file.path);
      yield file;
    }
  };
  for (const run of runs) {
    for (const section of sections) if (section.runFiles !== undefined) yield* once(section.runFiles(run));
  }
  for (const section of sections) yield* once(section.files);
}

export function renderSite(computed: BuildContext, assets: readonly AssetFile[], options: RenderOptions): RenderedSite {
  const ctx = createRenderContext(computed, options.reuse);
  // The cards' section is made first, so its drawings go to the encoder's thread before the other sections are
  // made; its files come last, so the writer waits for the cards as little as it can.
  const cards = options.pages && options.cards !== null ? renderCards(ctx, options.cards) : null;
  const sections = [
    ...SECTIONS.filter((render) => options.pages || render !== renderPages).map((render) => render(ctx)),
    renderAssets(assets, ctx.pageSite, ctx.dataset.scoring),
    ...(cards === null ? [] : [cards]),
  ];
  const routes = sections.flatMap((s) => s.routes);
  // The OpenAPI document's examples are bodies made here, kept as they go by: nothing is read back once written.
  const examples = collectExamples(routes, [
    ...Object.values(ERROR_FILES.not_found),
    ...Object.values(ERROR_FILES.method_not_allowed),
    ERROR_FILES.rate_limited,
  ]);
  return {
    files: examples.see(sectionFiles(ctx.publishedRuns, sections)),
    finish(written) {
      // The rows shared between sections are no longer needed.
      ctx.rows.release();
      const table = createRouteTable({
        basePath: ctx.dataset.site.base_path,
        routes,
        headers: [...BASE_HEADER_RULES, ...v1CacheRules(written), ...sections.flatMap((s) => s.headers)],
        errors: ERROR_FILES,
      });
      const built = examples.result();
      const openApi = renderOpenApi({
        site: ctx.dataset.site,
        table,
        built,
        sunset: ctx.dataset.site.compat.sunset,
        compat: ctx.compat,
        scoring: ctx.dataset.scoring,
        dcd: ctx.offers.dcd,
      });
      const files = [openApi, ...renderHostFiles(table, options.runtimes)];
      const paths = new Set(written.map((f) => f.path));
      for (const file of files) {
        if (paths.has(file.path)) throw new Error(`two outputs want the same file: ${file.path}`);
        paths.add(file.path);
      }
      return { files, table, examples: built.examples };
    },
  };
}
