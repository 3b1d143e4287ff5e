// The build as a table of contents: load → validate → compute → render → write (compared with the previous).
// What a build takes from earlier ones is read at the start and recorded at the end (incremental/), and handed
// to validation and rendering as values: they never read or write a file themselves.
import path from 'node:path';
import { createCardEncoder } from './cards/encoder.ts';
import { createBuildContext } from './compute/context.ts';
import type { DataIssue } from './data/issues.ts';
import { loadAssets, loadDataFiles, loadReferenceAssets } from './data/load.ts';
import { plausibilityWarnings } from './data/plausibility.ts';
import { validateDataset } from './data/validate.ts';
import type { ValidationMemo } from './data/validation-memo.ts';
import { type HostMaxima, hostLimits } from './hosts/limits.ts';
import { openDataMemo } from './incremental/data-memo.ts';
import { openPastOutput } from './incremental/past-output.ts';
import { loadRuntimeBundles } from './incremental/runtime-bundles.ts';
import { CARD_FONT_FAMILY } from './render/cards/draw.ts';
import { createReuse, RENDER_EVERY_GROUP } from './render/reuse.ts';
import { renderSite } from './render/site.ts';
import type { ExampleBody } from './render/types.ts';
import type { BuildReport } from './report/build-report.ts';
import { summarizeLeaderboard } from './report/leaderboard-summary.ts';
import { compareOutput } from './report/output-diff.ts';
import { recoverOutput, writeSite } from './write/write-site.ts';

/** The stages a build goes through, reported as they start (a terminal shows them as progress). */
export type BuildStage = 'loading' | 'validating' | 'rendering' | 'writing';

/**
 * While writing (most of a first build's time: files are rendered as they are written), the stage is reported
 * again after every this many files, with the count so far.
 */
export const PROGRESS_FILES = 500;

export interface BuildOptions {
  dataDir: string;
  outDir: string;
  publicDir: string;
  now: Date;
  /** Overrides `base_path` of site.json. */
  basePath?: string;
  /**
   * What a build may take from earlier builds of the same code: data files that passed their checks
   * (incremental/data-memo.ts) and the files about past runs in the previous output (incremental/past-output.ts).
   * The folder the caches live in and the identity of the running code; without it everything is done again.
   */
  cache?: { dir: string; code: string };
  /**
   * After the swap, wait for the previous output to be removed (the default), or leave its removal to a process
   * of its own and return at once (the commands: removing thousands of files is time nobody needs to wait for).
   */
  removePrevious?: 'wait' | 'background';
  /** Write the pages for people beside the API (the default); false writes the API alone (the bench's baseline). */
  pages?: boolean;
  /** Draw the pages' preview cards (the default, with the pages); false leaves them out (the bench's measure of them). */
  cards?: boolean;
  /** Other host maxima than the real ones (tests, hosts with other plans). */
  maxima?: Partial<HostMaxima>;
  /** Each stage as it starts; `writing` again every PROGRESS_FILES files, with the files written so far. */
  onStage?: (stage: BuildStage, filesWritten?: number) => void;
}

export type BuildResult = (
  | {
      ok: true;
      files: number;
      bytes: number;
      ms: number;
      warnings: DataIssue[];
      report: BuildReport;
    }
  | { ok: false; errors: DataIssue[]; warnings: DataIssue[] }
) & {
  /** The moved-aside previous output put back first, when an earlier build was killed mid-swap. */
  restored: string | null;
};

/**
 * The data folder read and validated. The files' bytes are let go when this returns: at scale they weigh as much
 * as the parsed data, and the rest of the build needs only the values.
 */
async function loadValidated(dataDir: string, memo: ValidationMemo | undefined, stage: (s: BuildStage) => void) {
  const files = await loadDataFiles(dataDir);
  stage('validating');
  return validateDataset(files, memo);
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const stage = options.onStage ?? (() => {});
  // Before anything else: a build killed mid-swap may have left the only complete output beside its place.
  const restored = await recoverOutput(options.outDir);
  stage('loading');
  const assets = [...(await loadAssets(options.publicDir)), ...(await loadReferenceAssets())];
  const runtimes = loadRuntimeBundles();
  const { cache } = options;
  const memo = cache === undefined ? undefined : openDataMemo(path.join(cache.dir, 'validated.json'), cache.code);
  const validated = await loadValidated(options.dataDir, memo, stage);
  memo?.save();
  // Counted now: the memo (every data file's digest and summary as recorded) is not kept for the rest of the build.
  const validation = memo?.counts() ?? { reused: 0, checked: 0 };
  const { dataset, store, errors } = validated;
  if (dataset === null) return { ok: false, errors, warnings: validated.warnings, restored };
  const warnings = [...validated.warnings, ...plausibilityWarnings(dataset, options.now)];
  stage('rendering');
  const site = options.basePath === undefined ? dataset.site : { ...dataset.site, base_path: options.basePath };
  const pages = options.pages ?? true;
  // No encoder for a build without pages: it draws no card.
  const cards = options.cards === false || !pages ? null : createCardEncoder(CARD_FONT_FAMILY);
  // The encoder's threads end with the build, whether it writes or fails before.
  try {
    const computed = createBuildContext({ ...dataset, site }, store, options.now);
    const past = cache === undefined ? undefined : openPastOutput(options.outDir, cache.dir);
    const reuse =
      cache === undefined || past === undefined
        ? RENDER_EVERY_GROUP
        : createReuse({ ...computed, code: cache.code, past: past.groups });
    const rendered = renderSite(computed, assets, { reuse, pages, runtimes, cards });
    // Rendering and writing go together, a group of files at a time: no more than a group is held at once.
    stage('writing');
    const comparer = compareOutput(options.outDir);
    let seen = 0;
    let examples: ReadonlyMap<string, ExampleBody> = new Map();
    const { value: files, ...written } = await writeSite(
      options.outDir,
      async (writer) => {
        const sections = await writer.write(rendered.files);
        const finished = rendered.finish(sections);
        examples = finished.examples;
        return [...sections, ...(await writer.write(finished.files))];
      },
      (file, bytes) => {
        // Each file comes here once, just before it is written or linked: the count is the progress.
        if (++seen % PROGRESS_FILES === 0) stage('writing', seen);
        return bytes === null ? comparer.same(file.path) : comparer.see(file.path, bytes);
      },
      options.removePrevious,
    );
    past?.save(reuse.groups(), examples);
    const output = comparer.result();
    const limits = hostLimits(files, options.maxima);
    return {
      ok: true,
      ...written,
      ms: performance.now() - started,
      warnings,
      report: {
        ...written,
        output,
        validation,
        history: reuse.counts(),
        leaderboard: summarizeLeaderboard(computed),
        limits: limits.map((l) => ({ ...l, over: l.value > l.max })),
      },
      restored,
    };
  } finally {
    cards?.close();
  }
}
