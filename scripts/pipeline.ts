// The build as a table of contents: load → validate → compute → render → write.
import { createBuildContext } from './compute/context.ts';
import type { DataIssue } from './data/issues.ts';
import { loadAssets, loadDataFiles } from './data/load.ts';
import { validateDataset } from './data/validate.ts';
import { type HostLimit, hostLimits } from './hosts/limits.ts';
import { renderSite } from './render/site.ts';
import { writeSite } from './write/write-site.ts';

export interface BuildOptions {
  dataDir: string;
  outDir: string;
  publicDir: string;
  now: Date;
  /** Overrides `base_path` of site.json. */
  basePath?: string;
}

export type BuildResult =
  | { ok: true; files: number; bytes: number; ms: number; warnings: DataIssue[]; limits: HostLimit[] }
  | { ok: false; errors: DataIssue[]; warnings: DataIssue[] };

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const dataFiles = await loadDataFiles(options.dataDir);
  const assets = await loadAssets(options.publicDir);
  const { dataset, errors, warnings } = validateDataset(dataFiles);
  if (dataset === null) return { ok: false, errors, warnings };
  const site = options.basePath === undefined ? dataset.site : { ...dataset.site, base_path: options.basePath };
  const ctx = createBuildContext({ ...dataset, site }, options.now);
  const rendered = renderSite(ctx, assets);
  const written = await writeSite(options.outDir, rendered.files);
  return { ok: true, ...written, ms: performance.now() - started, warnings, limits: hostLimits(rendered.files) };
}
