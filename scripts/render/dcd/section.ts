// The experimental DCD (constraint-retention) endpoints below /v1/dcd: files, routes and their headers.
import { publishedDcdRuns } from '../../compute/dcd/runs.ts';
import { fullRunAt } from '../../compute/runs.ts';
import type { DcdRun } from '../../data/schema.ts';
import { JSON_CONTENT_TYPE } from '../../routes/headers.ts';
import type { HeaderRule } from '../../routes/schema.ts';
import type { RenderContext } from '../context.ts';
import { CSV_CONTENT_TYPE } from '../csv.ts';
import { attributionOf, jsonContentType } from '../json.ts';
import { combinedKey } from '../reuse.ts';
import type { SiteSection } from '../types.ts';
import { renderDcdCasesFiles, renderDcdCasesRoutes } from './cases.ts';
import { renderDcdLeaderboardFiles, renderDcdLeaderboardRoutes } from './leaderboard.ts';
import { renderDcdModelFiles, renderDcdModelRoutes } from './models.ts';
import {
  DCD_CASES_DIR,
  DCD_CSV_DIR,
  DCD_DECAY_FILE,
  DCD_DIR,
  DCD_ERRORS_DIR,
  DCD_LEADERBOARD_DIR,
  DCD_MATRIX_FILE,
  DCD_MODELS_DIR,
  DCD_RUNS_FILE,
} from './paths.ts';
import { renderDcdSummaryFiles, renderDcdSummaryRoutes } from './summaries.ts';

/** Every DCD endpoint is experimental (docs/dcd.md): the header says so on each answer, errors included. */
const EXPERIMENTAL_HEADER = { 'X-API-Status': 'experimental' };

/**
 * Content types per folder or file, never for `/v1/dcd/*` as a whole: that would also match the CSV folder.
 * The DCD error bodies inherit the JSON type of `/v1/errors/*` and only add the status header.
 */
export const DCD_HEADER_RULES: HeaderRule[] = [
  { for: `${DCD_DIR}/*`, headers: EXPERIMENTAL_HEADER },
  { for: `${DCD_ERRORS_DIR}/*`, headers: EXPERIMENTAL_HEADER },
  jsonContentType(DCD_LEADERBOARD_DIR),
  jsonContentType(DCD_CASES_DIR),
  jsonContentType(DCD_MODELS_DIR),
  ...[DCD_RUNS_FILE, DCD_DECAY_FILE, DCD_MATRIX_FILE].map((file) => ({
    for: file,
    headers: { 'Content-Type': JSON_CONTENT_TYPE },
  })),
  { for: `${DCD_CSV_DIR}/*`, headers: { 'Content-Type': CSV_CONTENT_TYPE } },
];

/**
 * Everything the DCD files are made from: the code and what every file depends on, each published DCD run's
 * bytes, and the main leaderboard each one is compared with (the one it was published against, docs/dcd.md). A
 * new main run after the last DCD run leaves it unchanged, so the files are taken from the previous output.
 */
export function dcdKey(ctx: RenderContext, runs: readonly DcdRun[]): string {
  const parts = runs.flatMap((run) => [
    ctx.store.identityOf(run),
    ctx.reuse.keyOf(fullRunAt(ctx.fullRuns, Date.parse(run.published_at))),
  ]);
  return combinedKey(['dcd', ctx.reuse.keyOf(null), ...parts]);
}

export function renderDcd(ctx: RenderContext): SiteSection {
  // The experimental DCD section is the spec's benchmark's: another scoring's site has it only with DCD runs.
  if (!ctx.offers.dcd) return { files: [], routes: [], headers: [] };
  const published = publishedDcdRuns(ctx.dataset.dcdRuns);
  const slugs = ctx.dataset.models.map((m) => m.slug);
  const files = ctx.reuse.files(
    'dcd',
    () => dcdKey(ctx, published),
    function* () {
      const dcd = ctx.dcd();
      const attribution = attributionOf(ctx.dataset.site);
      yield* renderDcdLeaderboardFiles(dcd, attribution);
      yield* renderDcdSummaryFiles(dcd, attribution);
      yield* renderDcdCasesFiles(dcd, attribution);
      yield* renderDcdModelFiles(dcd, attribution);
    },
  );
  return {
    files,
    routes: [
      ...renderDcdLeaderboardRoutes(published),
      ...renderDcdSummaryRoutes(),
      ...renderDcdCasesRoutes(slugs),
      ...renderDcdModelRoutes(slugs),
    ],
    headers: DCD_HEADER_RULES,
  };
}
