// The build as a table of contents: load → validate → compute → render → write.
import { createBuildContext } from './compute/context.ts';
import type { DataIssue } from './data/issues.ts';
import { loadAssets, loadDataFiles, loadReferenceAssets } from './data/load.ts';
import { validateDataset } from './data/validate.ts';
import { type HostLimit, hostLimits } from './hosts/limits.ts';
import { renderSite } from './render/site.ts';
import { recoverOutput, writeSite } from './write/write-site.ts';

export interface BuildOptions {
  dataDir: string;
  outDir: string;
  publicDir: string;
  now: Date;
  /** Overrides `base_path` of site.json. */
  basePath?: string;
}

export type BuildResult = (
  | { ok: true; files: number; bytes: number; ms: number; warnings: DataIssue[]; limits: HostLimit[] }
  | { ok: false; errors: DataIssue[]; warnings: DataIssue[] }
) & {
  /** The moved-aside previous output put back first, when an earlier build was killed mid-swap. */
  restored: string | null;
};

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  // Before anything else: a build killed mid-swap may have left the only complete output beside its place.
  const restored = await recoverOutput(options.outDir);
  const dataFiles = await loadDataFiles(options.dataDir);
  const assets = [...(await loadAssets(options.publicDir)), ...(await loadReferenceAssets())];
  const { dataset, errors, warnings } = validateDataset(dataFiles);
  if (dataset === null) return { ok: false, errors, warnings, restored };
  const site = options.basePath === undefined ? dataset.site : { ...dataset.site, base_path: options.basePath };
  const ctx = createBuildContext({ ...dataset, site }, options.now);
  const rendered = renderSite(ctx, assets);
  const written = await writeSite(options.outDir, rendered.files);
  return {
    ok: true,
    ...written,
    ms: performance.now() - started,
    warnings,
    limits: hostLimits(rendered.files),
    restored,
  };
}
