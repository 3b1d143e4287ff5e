// Host runtimes as single dependency-free ES modules: the entry and the route code it imports, bundled by
// esbuild (hosts/runtime-module.ts puts the site's route table in front). Same source, same bytes. The bundle is
// kept in the cache folder with the digest of every file it was made from, and made again when one changes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import { RUNTIME_ENTRIES, type RuntimeBundles, type RuntimeEntry } from '../hosts/runtime-module.ts';
import { sha256 } from '../lib/digest.ts';
import { cacheDir, PROJECT_ROOT, projectPath } from '../project-root.ts';
import { writeCacheFile } from './cache-file.ts';

const RUNTIME_DIR = projectPath('scripts', 'hosts', 'runtime');

const optionsOf = (entry: RuntimeEntry) =>
  ({
    entryPoints: [path.join(RUNTIME_DIR, `${entry}.ts`)],
    // Paths in the bundle's comments are relative to the project, so they never depend on where the build runs.
    absWorkingDir: PROJECT_ROOT,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    legalComments: 'none',
    logLevel: 'silent',
  }) satisfies BuildOptions;

interface CachedBundle {
  /** esbuild's version and the options, as one string. */
  how: string;
  /** Every input file (relative to the project) → sha256 of its bytes when the bundle was made. */
  inputs: Record<string, string>;
  text: string;
}

function cached(file: string, how: string): string | null {
  try {
    const bundle = JSON.parse(readFileSync(file, 'utf8')) as CachedBundle;
    if (bundle.how !== how) return null;
    for (const [input, digest] of Object.entries(bundle.inputs)) {
      if (sha256(readFileSync(path.resolve(PROJECT_ROOT, input))) !== digest) return null;
    }
    return bundle.text;
  } catch {
    return null;
  }
}

const require = createRequire(import.meta.url);

/**
 * esbuild's version, read from its package file: esbuild itself is loaded only to make a bundle, which most
 * builds take from the cache (loading it is a noticeable part of a small build's time).
 */
const esbuildVersion = (): string => (require('esbuild/package.json') as { version: string }).version;

function bundleRuntime(entry: RuntimeEntry): string {
  const options = optionsOf(entry);
  const how = `${esbuildVersion()}\0${JSON.stringify(options)}`;
  const file = path.join(cacheDir(), 'runtimes', `${entry}.json`);
  const reused = cached(file, how);
  if (reused !== null) return reused;
  const { buildSync } = require('esbuild') as typeof import('esbuild');
  const result = buildSync({ ...options, metafile: true });
  const text = result.outputFiles[0]!.text;
  const inputs = Object.fromEntries(
    Object.keys(result.metafile.inputs).map((input) => [
      input,
      sha256(readFileSync(path.resolve(PROJECT_ROOT, input))),
    ]),
  );
  writeCacheFile(file, JSON.stringify({ how, inputs, text } satisfies CachedBundle));
  return text;
}

/** Every host runtime's bundle, from the cache where its inputs are unchanged. */
export function loadRuntimeBundles(): RuntimeBundles {
  return Object.fromEntries(RUNTIME_ENTRIES.map((entry) => [entry, bundleRuntime(entry)])) as Record<
    RuntimeEntry,
    string
  >;
}
