import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, parseSeedArgs, SeedError, writeDatasetAtomically } from '../scripts/commands/seed.ts';
import { DEFAULT_SEED_OPTIONS, generateDataset, resolveSeedOptions } from '../seeds/generate.ts';
import type { DcdRunFile, IncidentFile, ModelFile, RunFile, RunResult, SiteFile } from '../seeds/types.ts';

const SLUG = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const REAL_NAMES =
  /gpt|claude|gemini|llama|mistral|qwen|deepseek|grok|openai|anthropic|google|meta|phi|nova|cohere|command/i;
const SUBTYPES = ['data_boundary', 'resource_limit', 'business_rule', 'security', 'engineering'];

function parse(files: Map<string, string>) {
  const under = <T>(dir: string): [string, T][] =>
    [...files]
      .filter(([k]) => k.startsWith(`${dir}/`))
      .map(([k, v]) => [k.slice(dir.length + 1, -5), JSON.parse(v) as T]);
  return {
    site: JSON.parse(files.get('site.json') ?? 'null') as SiteFile,
    models: under<ModelFile>('models'),
    runs: under<RunFile>('runs'),
    incidents: under<IncidentFile>('incidents'),
    dcd: under<DcdRunFile>('dcd'),
  };
}

const overall = (r: RunResult): number => 0.55 * r.execution_raw + 0.45 * r.grounding_raw;
const fullPublished = (runs: RunFile[]): RunFile[] =>
  runs
    .filter((r) => r.kind === 'full' && r.status === 'published')
    .sort((a, b) => a.published_at.localeCompare(b.published_at) || a.run_id - b.run_id);

const files = generateDataset();
const data = parse(files);
const runs = data.runs.map(([, r]) => r);
const full = fullPublished(runs);
const latest = full[full.length - 1] as RunFile;
const previous = full[full.length - 2] as RunFile;
const slugs = new Set(data.models.map(([, m]) => m.slug));

describe('determinism', () => {
  it('gives identical files for the same seed and options', () => {
    expect([...generateDataset({ ...DEFAULT_SEED_OPTIONS })]).toEqual([...files]);
    expect([...generateDataset({ seed: 'x', runs: 7 })]).toEqual([...generateDataset({ seed: 'x', runs: 7 })]);
  });

  it('gives different files for a different seed', () => {
    const other = generateDataset({ seed: 'another-seed' });
    expect([...other.keys()].filter((k) => other.get(k) !== files.get(k)).length).toBeGreaterThan(10);
  });

  it('writes pretty JSON with a trailing newline', () => {
    for (const [path, text] of files) {
      expect(text, path).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    }
  });

  it('matches the committed data/ folder byte for byte', async () => {
    const root = join(import.meta.dirname, '..', 'data');
    const onDisk = new Map<string, string>();
    for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || entry.name === MANIFEST_FILE) continue;
      const abs = join(entry.parentPath, entry.name);
      onDisk.set(relative(root, abs).split(sep).join('/'), await readFile(abs, 'utf8'));
    }
    expect([...onDisk.keys()].sort()).toEqual([...files.keys()].sort());
    for (const [path, text] of files) expect(onDisk.get(path), path).toBe(text);
  });
});

describe('default dataset', () => {
  it('has the site settings', () => {
    expect(data.site).toMatchObject({
      base_path: '/',
      license: 'CC-BY-4.0',
      changes: { threshold: 0.5 },
      compat: { sunset: '2026-06-30' },
    });
    expect(data.site.attribution).toMatch(/synthetic/i);
  });

  it('has 11 fictional models from 8 providers, three of them with two models', () => {
    expect(data.models).toHaveLength(11);
    const perProvider = new Map<string, number>();
    for (const [name, m] of data.models) {
      expect(m.slug).toBe(name);
      expect(m.slug).toMatch(SLUG);
      expect(`${m.slug} ${m.name} ${m.provider}`).not.toMatch(REAL_NAMES);
      perProvider.set(m.provider, (perProvider.get(m.provider) ?? 0) + 1);
    }
    expect(perProvider.size).toBe(8);
    expect([...perProvider.values()].filter((n) => n === 2)).toHaveLength(3);
  });

  it('has exactly one unpriced model and one very cheap one', () => {
    const priced = data.models.map(([, m]) => m.pricing);
    expect(priced.filter((p) => p === null)).toHaveLength(1);
    expect(priced.some((p) => p !== null && (3 * p.input_per_mtok + p.output_per_mtok) / 4 < 0.1)).toBe(true);
  });

  it('has about a year of weekly full runs plus partial runs and a newest draft', () => {
    expect(full).toHaveLength(52);
    expect(runs.map((r) => r.run_id).sort((a, b) => a - b)).toEqual(runs.map((_, i) => i + 1));
    expect(runs.some((r) => r.kind === 'partial' && r.status === 'published')).toBe(true);
    const newest = runs.reduce((a, b) => (b.run_id > a.run_id ? b : a));
    expect(newest.status).toBe('draft');
    for (const [name, run] of data.runs) {
      expect(String(run.run_id)).toBe(name);
      expect(run.published_at).toMatch(ISO_UTC);
      for (const r of run.results) {
        expect(slugs.has(r.model)).toBe(true);
        for (const v of [r.execution_raw, r.grounding_raw, r.judgment_raw, r.communication_raw, r.integrity_raw]) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(100);
          expect(Math.round(v * 100) / 100).toBe(v);
        }
      }
      expect(new Set(run.results.map((r) => r.model)).size).toBe(run.results.length);
    }
  });

  it('has integrity fails above the 74 cap, warns and a tie in the latest full run', () => {
    const fails = latest.results.filter((r) => r.integrity_label === 'fail' && overall(r) > 74);
    expect(fails.length).toBeGreaterThanOrEqual(1);
    expect(latest.results.some((r) => r.integrity_label === 'warn')).toBe(true);
    const keys = latest.results.map((r) => `${r.execution_raw}/${r.grounding_raw}`);
    expect(new Set(keys).size).toBeLessThan(keys.length);
  });

  it('has week-to-week moves both above and below 0.5', () => {
    const deltas = latest.results.flatMap((r) => {
      const p = previous.results.find((x) => x.model === r.model);
      return p ? [Math.abs(overall(r) - overall(p))] : [];
    });
    expect(deltas.some((d) => d > 0.5)).toBe(true);
    expect(deltas.some((d) => d < 0.5)).toBe(true);
  });

  it('has a model that enters late', () => {
    const half = full.slice(0, Math.floor(full.length / 2));
    const late = latest.results.filter((r) => half.every((run) => !run.results.some((x) => x.model === r.model)));
    expect(late.map((r) => r.model)).toEqual(['tidewell-heron-2-flash']);
  });

  it('has about twelve incidents, some in the latest weeks', () => {
    expect(data.incidents.length).toBeGreaterThanOrEqual(10);
    const cutoff = new Date(Date.parse(latest.published_at) - 21 * 86_400_000).toISOString().slice(0, 10);
    expect(data.incidents.filter(([, i]) => i.date >= cutoff).length).toBeGreaterThanOrEqual(2);
    for (const [name, inc] of data.incidents) {
      expect(inc.id).toBe(name);
      expect(inc.id).toMatch(/^inc-\d{4}$/);
      expect(inc.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(slugs.has(inc.model)).toBe(true);
    }
  });

  it('has well-formed DCD runs with decaying pass rates', () => {
    expect(data.dcd).toHaveLength(8);
    expect(data.dcd.at(-1)?.[1].status).toBe('draft');
    const passRates = [0, 0, 0];
    for (const [name, run] of data.dcd) {
      expect(String(run.run_id)).toBe(name);
      expect(run.published_at).toMatch(ISO_UTC);
      for (const res of run.results) {
        expect(slugs.has(res.model)).toBe(true);
        expect(Object.keys(res.scenarios).sort()).toEqual([...SUBTYPES].sort());
        for (const rounds of Object.values(res.scenarios)) {
          expect(Object.keys(rounds)).toEqual(['R1', 'R2', 'R3']);
          Object.values(rounds).forEach(({ passed, total, score }, i) => {
            expect(Number.isInteger(passed) && Number.isInteger(total) && passed <= total && passed >= 0).toBe(true);
            expect(score >= 0 && score <= 100).toBe(true);
            passRates[i] = (passRates[i] ?? 0) + passed / total;
          });
        }
      }
      expect(run.cases).toHaveLength(30);
      expect(new Set(run.cases.map((c) => c.id)).size).toBe(30);
      const inRun = new Set(run.results.map((r) => r.model));
      for (const c of run.cases) {
        expect(c.id).toMatch(new RegExp(`^dcd${run.run_id}-c\\d{3}$`));
        expect(inRun.has(c.model) && SUBTYPES.includes(c.subtype)).toBe(true);
      }
      expect(run.cases.some((c) => /[",]/.test(c.constraint) && /\n/.test(c.summary))).toBe(true);
    }
    expect(passRates[0]).toBeGreaterThan(passRates[1] as number);
    expect(passRates[1]).toBeGreaterThan(passRates[2] as number);
    expect(data.dcd.some(([, run]) => run.results.length < slugs.size)).toBe(true);
  });
});

describe('scale options', () => {
  const scaled = parse(generateDataset({ seed: 'scale', models: 25, runs: 10, dcdRuns: 3, casesPerRun: 7 }));

  it('produces the requested counts', () => {
    expect(scaled.models).toHaveLength(25);
    expect(fullPublished(scaled.runs.map(([, r]) => r))).toHaveLength(10);
    expect(scaled.runs.some(([, r]) => r.kind === 'partial')).toBe(true);
    expect(scaled.runs.some(([, r]) => r.status === 'draft')).toBe(true);
    expect(scaled.dcd).toHaveLength(3);
    for (const [, run] of scaled.dcd) expect(run.cases).toHaveLength(7);
  });

  it('generates valid unique slugs with providers cycling', () => {
    const names = scaled.models.map(([, m]) => m.slug);
    expect(new Set(names).size).toBe(25);
    for (const s of names) expect(s).toMatch(SLUG);
    expect(new Set(scaled.models.map(([, m]) => m.provider)).size).toBe(8);
  });

  it('rejects out-of-range options', () => {
    expect(() => resolveSeedOptions({ models: 0 })).toThrow(/models/);
    expect(() => resolveSeedOptions({ runs: 1.5 })).toThrow(/runs/);
    expect(() => resolveSeedOptions({ seed: '' })).toThrow(/seed/);
  });
});

/** Every file below `dir` (hidden ones too) with its bytes. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      out[relative(dir, join(entry.parentPath, entry.name))] = await readFile(
        join(entry.parentPath, entry.name),
        'base64',
      );
  }
  return out;
}

describe('seed CLI', () => {
  const tmpRoots: string[] = [];
  const tmp = async (): Promise<string> => {
    const dir = await mkdtemp(join(tmpdir(), 'seed-test-'));
    tmpRoots.push(dir);
    return dir;
  };
  afterAll(async () => {
    await Promise.all(tmpRoots.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('parses flags', () => {
    expect(parseSeedArgs(['--help'])).toEqual({ help: true });
    expect(
      parseSeedArgs(['--out', 'x', '--models', '4', '--dcd-runs', '0', '--cases-per-run', '5', '--seed', 's']),
    ).toEqual({
      help: false,
      out: 'x',
      options: { ...DEFAULT_SEED_OPTIONS, models: 4, dcdRuns: 0, casesPerRun: 5, seed: 's' },
      force: false,
    });
    expect(parseSeedArgs(['--force'])).toMatchObject({ help: false, out: 'data', force: true });
    expect(() => parseSeedArgs(['--runs', '-3'])).toThrow(SeedError);
    expect(() => parseSeedArgs(['--nope'])).toThrow(SeedError);
  });

  it('replaces a folder it wrote, refuses one changed since (even by one added run), unless forced', async () => {
    const root = await tmp();
    const target = join(root, 'data');
    await writeDatasetAtomically(target, generateDataset({ runs: 2, models: 3, dcdRuns: 1 }));
    // Unchanged since seed wrote it: replaced.
    await writeDatasetAtomically(target, generateDataset({ runs: 3, models: 3, dcdRuns: 1 }));
    await writeFile(join(target, 'runs', '99.json'), '{"run_id": 99}\n');
    const before = await snapshot(target);
    await expect(writeDatasetAtomically(target, new Map([['site.json', '{}\n']]))).rejects.toThrow(
      `refusing to replace ${target}: its files changed since seed wrote them (runs/99.json added); nothing was written. Use --force to replace it anyway.`,
    );
    expect(await snapshot(target)).toEqual(before);
    await writeDatasetAtomically(
      target,
      new Map([
        ['site.json', '{}\n'],
        ['models/a.json', '{}\n'],
      ]),
      { force: true },
    );
    expect(await readdir(root)).toEqual(['data']);
    expect((await readdir(target, { recursive: true })).sort()).toEqual([
      MANIFEST_FILE,
      'models',
      join('models', 'a.json'),
      'site.json',
    ]);
  });

  it('refuses the sample data/ with one run added, leaving it byte-identical; --force replaces it', async () => {
    const root = await tmp();
    const target = join(root, 'data');
    await cp(join(import.meta.dirname, '..', 'data'), target, { recursive: true });
    await writeFile(join(target, 'runs', '60.json'), '{"run_id": 60}\n');
    await writeFile(join(target, 'models', 'aldervane-orbit-4.json'), '{"edited": true}\n');
    const before = await snapshot(target);
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ['scripts/seed.ts', '--out', target, ...args], {
        cwd: join(import.meta.dirname, '..'),
        encoding: 'utf8',
      });
    const refused = cli();
    expect([refused.status, refused.stderr]).toEqual([
      1,
      `seed: refusing to replace ${target}: its files changed since seed wrote them (models/aldervane-orbit-4.json changed, runs/60.json added); nothing was written. Use --force to replace it anyway.\n`,
    ]);
    expect(await snapshot(target)).toEqual(before);
    expect(cli('--force').status).toBe(0);
    expect(existsSync(join(target, 'runs', '60.json'))).toBe(false);
    expect(await readFile(join(target, 'models', 'aldervane-orbit-4.json'), 'utf8')).toBe(
      await readFile(join(import.meta.dirname, '..', 'data', 'models', 'aldervane-orbit-4.json'), 'utf8'),
    );
  });

  it('refuses to replace a non-empty folder that is not a dataset', async () => {
    const root = await tmp();
    const target = join(root, 'notes');
    await mkdir(target);
    await writeFile(join(target, 'keep.txt'), 'precious');
    await expect(writeDatasetAtomically(target, new Map([['site.json', '{}\n']]))).rejects.toThrow(
      `refusing to replace ${target}: it is not empty and seed did not write it (no ${MANIFEST_FILE}); nothing was written. Use --force to replace it anyway.`,
    );
    expect(await readFile(join(target, 'keep.txt'), 'utf8')).toBe('precious');
    expect(await readdir(root)).toEqual(['notes']);
  });
});
