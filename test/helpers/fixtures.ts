// Small hand-made datasets for tests: builders for each data file kind and a real build into a temp folder.
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BuildResult, buildSite } from '../../scripts/pipeline.ts';
import { resolveRoute, servedSite } from './routes.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** A fixed "now" after the v5 sunset, so fixtures build the same whatever the clock says. */
export const AFTER_SUNSET = new Date('2026-07-01T00:00:00Z');
export const BEFORE_SUNSET = new Date('2026-06-29T00:00:00Z');

export const SITE = {
  name: 'Fixture Leaderboard',
  url: 'https://fixture.example',
  base_path: '/',
  attribution: 'Fixture data, synthetic',
  license: 'CC-BY-4.0',
};

export function model(slug: string, extra: Record<string, unknown> = {}) {
  return {
    slug,
    name: extra.name ?? slug.toUpperCase(),
    provider: extra.provider ?? 'Fixture Labs',
    pricing: { currency: 'USD', input_per_mtok: 1, output_per_mtok: 5 },
    ...extra,
  };
}

/** A model's `extra` for its prices: USD per million input and output tokens. */
export const priced = (input: number, output: number) => ({
  pricing: { currency: 'USD', input_per_mtok: input, output_per_mtok: output },
});

export function result(
  slug: string,
  execution: unknown,
  grounding: unknown,
  label = 'pass',
  extra: Record<string, unknown> = {},
) {
  return {
    model: slug,
    execution_raw: execution,
    grounding_raw: grounding,
    judgment_raw: 50,
    communication_raw: 60,
    integrity_raw: 70,
    integrity_label: label,
    recommendation_status: 'neutral',
    ...extra,
  };
}

export function run(runId: number, publishedAt: string, results: unknown[], extra: Record<string, unknown> = {}) {
  return { run_id: runId, kind: 'full', status: 'published', published_at: publishedAt, results, ...extra };
}

/** Files of a dataset: relative path → JSON value (or raw text for malformed files). */
export type FixtureFiles = Record<string, unknown>;

/** site.json plus one file per model, run, incident and DCD run given. */
export function dataset(parts: {
  site?: Record<string, unknown>;
  models?: ReturnType<typeof model>[];
  runs?: ReturnType<typeof run>[];
  incidents?: ({ id: string } & Record<string, unknown>)[];
  dcd?: { run_id: number }[];
}): FixtureFiles {
  const files: FixtureFiles = { 'site.json': { ...SITE, ...parts.site } };
  for (const m of parts.models ?? []) files[`models/${m.slug}.json`] = m;
  for (const r of parts.runs ?? []) files[`runs/${r.run_id}.json`] = r;
  for (const i of parts.incidents ?? []) files[`incidents/${i.id}.json`] = i;
  for (const d of parts.dcd ?? []) files[`dcd/${d.run_id}.json`] = d;
  return files;
}

export async function tempDir(prefix = 'lb-test-'): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), prefix));
}

export async function writeDataset(dir: string, files: FixtureFiles): Promise<void> {
  for (const [file, value] of Object.entries(files)) {
    const target = path.join(dir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, typeof value === 'string' ? value : `${JSON.stringify(value, null, 2)}\n`);
  }
}

export interface BuiltFixture {
  dataDir: string;
  outDir: string;
  result: BuildResult;
  json<T = any>(file: string): Promise<T>;
  text(file: string): Promise<string>;
  /** A URL of the built site answered as the serve command answers it: the status and the parsed body. */
  get<T = any>(url: string): Promise<{ status: number; file: string; body: T }>;
}

/**
 * Writes the dataset to a temp folder and builds it (real files, the real pipeline). Without the preview cards
 * unless asked: drawing them is most of a small build's time, and only the tests about cards look at them.
 */
export async function buildFixture(
  files: FixtureFiles,
  options: { now?: Date; outDir?: string; basePath?: string; cards?: boolean } = {},
): Promise<BuiltFixture> {
  const root = await tempDir();
  const dataDir = path.join(root, 'data');
  const outDir = options.outDir ?? path.join(root, 'build');
  await writeDataset(dataDir, files);
  const result = await buildSite({
    dataDir,
    outDir,
    publicDir: path.join(ROOT, 'public'),
    now: options.now ?? AFTER_SUNSET,
    cards: options.cards ?? false,
    ...(options.basePath === undefined ? {} : { basePath: options.basePath }),
  });
  const text = (file: string) => readFile(path.join(outDir, file), 'utf8');
  const get = async (url: string) => {
    const answer = await resolveRoute(await servedSite(outDir), url);
    const file = answer.file.slice((options.basePath ?? '/').length - 1);
    return { status: answer.status, file, body: JSON.parse(await text(file.slice(1))) };
  };
  return { dataDir, outDir, result, text, json: async (file: string) => JSON.parse(await text(file)), get };
}

/** The bundled sample data (`data/`) built into a temp folder of its own, without its cards unless asked. */
export async function buildSampleData(
  now: Date,
  options: { cards?: boolean; basePath?: string } = {},
): Promise<string> {
  const outDir = path.join(await tempDir(), 'build');
  const built = await buildSite({
    dataDir: path.join(ROOT, 'data'),
    outDir,
    publicDir: path.join(ROOT, 'public'),
    now,
    cards: options.cards ?? false,
    ...(options.basePath === undefined ? {} : { basePath: options.basePath }),
  });
  if (!built.ok) throw new Error(`the sample data did not build: ${JSON.stringify(built.errors)}`);
  return outDir;
}

/** The second benchmark that ships (examples/coding-agent/data), and the day its tests build it as of. */
export const EXAMPLE_DATA = path.join(ROOT, 'examples', 'coding-agent', 'data');
const EXAMPLE_NOW = new Date('2026-06-01T00:00:00Z');

/** The example benchmark built into a temp folder of its own, without its cards; it builds without a warning. */
export async function buildExampleData(): Promise<string> {
  const outDir = path.join(await tempDir(), 'build');
  const built = await buildSite({
    dataDir: EXAMPLE_DATA,
    outDir,
    publicDir: path.join(ROOT, 'public'),
    now: EXAMPLE_NOW,
    cards: false,
  });
  if (!built.ok) throw new Error(`the example did not build: ${JSON.stringify(built.errors)}`);
  if (built.warnings.length > 0) throw new Error(`the example built with warnings: ${JSON.stringify(built.warnings)}`);
  return outDir;
}

// A test worker evaluates this module once for all the files it runs (vitest.config.ts, `isolate: false`).
const sampleBuilds = new Map<string, Promise<string>>();

/**
 * The sample data built once per test worker for a date, cards and base path: the files that only read its output
 * share it (the sample takes a second or two to build). A test that writes into the output builds its own.
 */
export function sharedSampleData(now: Date, options: { cards?: boolean; basePath?: string } = {}): Promise<string> {
  const key = JSON.stringify([now.toISOString(), options.cards ?? false, options.basePath ?? null]);
  let built = sampleBuilds.get(key);
  if (built === undefined) {
    built = buildSampleData(now, options);
    sampleBuilds.set(key, built);
  }
  return built;
}
