// A build takes the files about past runs from the previous output when nothing they are made from changed
// (render/reuse.ts, incremental/past-output.ts), and parses data files that passed their checks before without checking them again
// (incremental/data-memo.ts), run files not even that until something about the run is rendered. A wrong key would publish
// stale files without a word, so every kind of data edit is checked here: after each edit, a build with the caches
// the build command keeps (its folder, the identity of the code) is byte-identical to a build of the same data that
// renders every file, and reuses exactly the groups of files the edit cannot reach. The steps leave the preview
// cards out (the cards' own suite checks which of them a change draws again); then the build command itself, with
// its caches and its cards, writes the same bytes as with --no-cache.
import { spawn } from 'node:child_process';
import { appendFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BuildOptions, buildSite } from '../scripts/pipeline.ts';
import { codeDigest } from '../scripts/project-root.ts';
import { dcdRun, flatDcdResult } from './helpers/dcd-fixtures.ts';
import { dataset, type FixtureFiles, model, ROOT, result, run, tempDir, writeDataset } from './helpers/fixtures.ts';
import { expectSameTree, readTree } from './helpers/tree.ts';

const MODELS = [model('alpha'), model('beta'), model('gamma')];
const RUNS = [
  run(1, '2025-12-15T12:00:00Z', [result('alpha', 60, 60), result('beta', 50, 50), result('gamma', 40, 45)]),
  run(2, '2025-12-22T12:00:00Z', [result('alpha', 70, 60), result('beta', 55, 50), result('gamma', 52, 45)]),
  run(3, '2025-12-24T12:00:00Z', [result('alpha', 71, 61)], { kind: 'partial' }),
  // In ISO week 2026-W01 but in the history of 2025 (the calendar year): the history has two years.
  run(4, '2025-12-29T12:00:00Z', [result('alpha', 71, 60), result('beta', 65, 50), result('gamma', 66, 55)]),
  run(5, '2026-01-05T12:00:00Z', [result('alpha', 72, 60), result('beta', 80, 50), result('gamma', 61, 55)]),
];
const INCIDENT = {
  id: 'inc-1',
  model: 'beta',
  date: '2026-03-10',
  severity: 'minor',
  status: 'resolved',
  title: 'Slow answers',
  summary: 'Synthetic incident of the fixture.',
};
const DCD = [dcdRun(1, '2025-12-23T09:00:00Z', [flatDcdResult('alpha', 60), flatDcdResult('beta', 50)])];
const NOW = '2026-07-01T00:00:00Z';
const BEFORE_SUNSET = '2026-06-29T00:00:00Z';

/**
 * site.json leaves `changes` and `compat` to their defaults: its parsed value is not the schema's output, so it
 * is checked every time (one small file).
 */
const ALWAYS_CHECKED = 1;

/**
 * Two groups of API files per published run: its legacy leaderboards and its v1 leaderboard (JSON and CSV); and its
 * page, which also depends on the run after it.
 */
const GROUPS_PER_RUN = 2;
/**
 * …one group of every DCD file and one of the DCD pages, two per week (its file of `/changes` and its page, which
 * also depends on the week after it) and one per year of history (its JSON and CSV rows).
 */
const groups = (runs: number, weeks: number, years: number) => (GROUPS_PER_RUN + 1) * runs + 2 + 2 * weeks + years;

interface Step {
  name: string;
  edit: (dataDir: string, outDir: string) => Promise<void>;
  /** The build's options besides the folders. */
  now?: string;
  basePath?: string;
  /** Published runs after the edit, and how many of them keep their files. */
  published: number;
  reusedRuns: number;
  /** Weeks of `/changes` after the edit, and how many of their files are taken from the previous output. */
  weeks: number;
  reusedWeeks: number;
  /** Years of history (two, 2025 and 2026) that keep their files, when not both or none as the runs do. */
  reusedYears?: number;
  /** API groups of runs taken from the previous output, where some runs keep only some of theirs. */
  reusedGroups?: number;
  /**
   * Run pages and week pages taken from the previous output, when not those of reusedRuns and reusedWeeks: a page
   * links to the run (or week) after it, so a new neighbour renders it again.
   */
  reusedRunPages?: number;
  reusedWeekPages?: number;
  /**
   * Whether the DCD files and pages are taken from the previous output: nothing they are made from changed (the
   * DCD runs, what every file depends on, and the main runs up to the one each DCD run is compared with).
   */
  dcdReused?: true;
  /** Data files checked again (the others passed their checks with the same bytes in an earlier build). */
  checked?: number;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const editJson = async (file: string, change: (value: any) => void) => {
  const value = JSON.parse(await readFile(file, 'utf8'));
  change(value);
  await writeFile(file, json(value));
};

/** Each step edits the data (or the output) of the one before: the output of the last build is the previous. */
const STEPS: Step[] = [
  {
    name: 'nothing changed',
    edit: async () => {},
    published: 5,
    weeks: 4,
    reusedWeeks: 4,
    reusedRuns: 5,
    dcdReused: true,
  },
  {
    name: 'a new full run',
    reusedYears: 1,
    checked: 1,
    edit: (data) =>
      writeFile(
        path.join(data, 'runs/6.json'),
        json(run(6, '2026-01-12T12:00:00Z', [result('alpha', 73, 61), result('beta', 81, 50)])),
      ),
    published: 6,
    weeks: 5,
    reusedWeeks: 4,
    reusedRuns: 5,
    dcdReused: true,
    // Run 5 and the last week now have a later neighbour to link to.
    reusedRunPages: 4,
    reusedWeekPages: 3,
  },
  {
    name: 'a new partial run in the latest week',
    reusedYears: 1,
    checked: 1,
    edit: (data) =>
      writeFile(
        path.join(data, 'runs/7.json'),
        json(run(7, '2026-01-14T12:00:00Z', [result('gamma', 90, 90)], { kind: 'partial' })),
      ),
    published: 7,
    weeks: 5,
    reusedWeeks: 5,
    reusedRuns: 6,
    dcdReused: true,
    reusedRunPages: 5,
  },
  {
    name: 'a draft run',
    checked: 1,
    edit: (data) =>
      writeFile(
        path.join(data, 'runs/8.json'),
        json(run(8, '2026-01-19T12:00:00Z', [result('alpha', 10, 10)], { status: 'draft' })),
      ),
    published: 7,
    weeks: 5,
    reusedWeeks: 5,
    reusedRuns: 7,
    dcdReused: true,
  },
  {
    name: 'a score of a past run corrected',
    checked: 1,
    edit: (data) => editJson(path.join(data, 'runs/4.json'), (r) => (r.results[1].execution_raw = 66)),
    published: 7,
    weeks: 5,
    reusedWeeks: 2,
    reusedRuns: 3,
    dcdReused: true,
  },
  {
    name: 'whitespace only in a past run file',
    checked: 1,
    edit: (data) => appendFile(path.join(data, 'runs/2.json'), '\n'),
    published: 7,
    weeks: 5,
    reusedWeeks: 1,
    // The key is the file as read: a byte that changes no value still renders again, never the reverse.
    reusedRuns: 1,
  },
  {
    name: 'a past run moved to another date',
    checked: 1,
    edit: (data) => editJson(path.join(data, 'runs/1.json'), (r) => (r.published_at = '2025-12-16T12:00:00Z')),
    published: 7,
    weeks: 5,
    reusedWeeks: 0,
    reusedRuns: 0,
  },
  {
    name: 'a past run withdrawn (draft again)',
    checked: 1,
    edit: (data) => editJson(path.join(data, 'runs/4.json'), (r) => (r.status = 'draft')),
    published: 6,
    weeks: 5,
    reusedWeeks: 2,
    reusedRuns: 3,
    dcdReused: true,
    // Run 3 now links to run 5.
    reusedRunPages: 2,
  },
  {
    name: 'a run deleted',
    reusedYears: 1,
    edit: (data) => rm(path.join(data, 'runs/6.json')),
    published: 5,
    weeks: 4,
    reusedWeeks: 4,
    // Runs 1, 2, 3 and 5 were published in the same order before: run 7 follows another run now.
    reusedRuns: 4,
    dcdReused: true,
    // Run 5 now links to run 7, and the last week has no later one.
    reusedRunPages: 3,
    reusedWeekPages: 3,
  },
  {
    name: 'a model renamed',
    checked: 1,
    edit: (data) => editJson(path.join(data, 'models/beta.json'), (m) => (m.name = 'Beta Renamed')),
    published: 5,
    weeks: 4,
    reusedWeeks: 0,
    reusedRuns: 0,
  },
  {
    name: 'a model price changed',
    checked: 1,
    edit: (data) => editJson(path.join(data, 'models/gamma.json'), (m) => (m.pricing.output_per_mtok = 9)),
    published: 5,
    weeks: 4,
    reusedWeeks: 0,
    reusedRuns: 0,
  },
  {
    name: 'an incident added',
    checked: 1,
    edit: async (data) => {
      await mkdir(path.join(data, 'incidents'), { recursive: true });
      await writeFile(path.join(data, 'incidents/inc-1.json'), json(INCIDENT));
    },
    published: 5,
    weeks: 4,
    reusedWeeks: 0,
    reusedRuns: 0,
  },
  {
    name: 'the site attribution changed',
    edit: (data) => editJson(path.join(data, 'site.json'), (s) => (s.attribution = 'Other attribution')),
    published: 5,
    weeks: 4,
    reusedWeeks: 0,
    reusedRuns: 0,
  },
  {
    name: 'a DCD run added',
    checked: 1,
    edit: (data) =>
      writeFile(
        path.join(data, 'dcd/2.json'),
        json(dcdRun(2, '2026-03-24T09:00:00Z', [flatDcdResult('alpha', 70), flatDcdResult('gamma', 40)])),
      ),
    published: 5,
    weeks: 4,
    reusedWeeks: 4,
    reusedRuns: 5,
  },
  {
    name: 'a build date before the v5 sunset',
    edit: async () => {},
    now: BEFORE_SUNSET,
    published: 5,
    weeks: 4,
    reusedWeeks: 0,
    reusedRuns: 0,
  },
  { name: 'back after the sunset', edit: async () => {}, published: 5, weeks: 4, reusedWeeks: 0, reusedRuns: 0 },
  {
    name: 'another base path',
    edit: async () => {},
    basePath: '/board/',
    published: 5,
    weeks: 4,
    reusedWeeks: 0,
    reusedRuns: 0,
  },
  {
    name: 'the base path of site.json again',
    edit: async () => {},
    published: 5,
    weeks: 4,
    reusedWeeks: 0,
    reusedRuns: 0,
  },
  {
    name: 'a file of the output edited by hand',
    reusedYears: 2,
    edit: (_data, out) => appendFile(path.join(out, 'leaderboard/runs/2/execution_raw.json'), ' '),
    published: 5,
    weeks: 4,
    reusedWeeks: 4,
    // Run 2's legacy group is rendered again; its other groups are intact.
    reusedRuns: 4,
    dcdReused: true,
    reusedGroups: GROUPS_PER_RUN * 5 - 1,
    reusedRunPages: 5,
  },
  {
    name: 'a file of the output deleted',
    reusedYears: 2,
    edit: (_data, out) => rm(path.join(out, 'v1/csv/runs/1.csv')),
    published: 5,
    weeks: 4,
    reusedWeeks: 4,
    // Run 1's v1 group is rendered again; its other groups are intact.
    reusedRuns: 4,
    dcdReused: true,
    reusedGroups: GROUPS_PER_RUN * 5 - 1,
    reusedRunPages: 5,
  },
  {
    name: 'a page of the output edited by hand',
    edit: (_data, out) => appendFile(path.join(out, 'runs/2/index.html'), ' '),
    published: 5,
    weeks: 4,
    reusedWeeks: 4,
    reusedRuns: 5,
    // Run 2's page is rendered again; its API files are intact.
    reusedRunPages: 4,
    dcdReused: true,
  },
  {
    name: 'a history file of the output edited by hand',
    reusedYears: 1,
    edit: (_data, out) => appendFile(path.join(out, 'v1/csv/history/2026.csv'), '"x"\r\n'),
    published: 5,
    weeks: 4,
    reusedWeeks: 4,
    // The year's files are rendered again; every run's groups are intact.
    reusedRuns: 5,
    dcdReused: true,
  },
  {
    name: 'the output folder deleted',
    edit: (_data, out) => rm(out, { recursive: true }),
    published: 5,
    weeks: 4,
    reusedWeeks: 0,
    reusedRuns: 0,
  },
];

const cacheDir = path.join(await tempDir('lb-history-cache-'), 'cache');

interface Exited {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The build command in a child process, with the caches of the steps, resolved once it exits. */
async function cliBuild(dataDir: string, outDir: string, step: Step, extra: string[] = []) {
  const args = ['scripts/build.ts', '--data', dataDir, '--out', outDir, '--now', step.now ?? NOW, '--report'];
  const report = path.join(path.dirname(outDir), 'report.json');
  const child = await new Promise<Exited>((resolve, reject) => {
    const command = spawn(
      process.execPath,
      [...args, report, ...(step.basePath ? ['--base-path', step.basePath] : []), ...extra],
      { cwd: ROOT, timeout: 60_000, env: { ...process.env, LEADERBOARD_CACHE_DIR: cacheDir } },
    );
    let stdout = '';
    let stderr = '';
    command.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    command.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    command.once('error', reject);
    command.once('close', (status) => resolve({ status, stdout, stderr }));
  });
  return { child, report };
}

describe('the files about past runs taken from the previous output', async () => {
  const root = await tempDir('lb-history-');
  const dataDir = path.join(root, 'data');
  const outDir = path.join(root, 'build');
  const files: FixtureFiles = dataset({ models: MODELS, runs: RUNS, dcd: DCD });
  await writeDataset(dataDir, files);
  // The caches as the build command keeps them; the command run at the end takes over from the steps.
  const cache = { dir: cacheDir, code: codeDigest() };
  const build = (step: Step, options: Partial<BuildOptions> = {}) =>
    buildSite({
      dataDir,
      outDir,
      publicDir: path.join(ROOT, 'public'),
      now: new Date(step.now ?? NOW),
      cards: false,
      ...(step.basePath === undefined ? {} : { basePath: step.basePath }),
      ...options,
    });
  const first = await build(STEPS[0]!, { cache });

  it('start from a first build that renders every group', () => {
    if (!first.ok) throw new Error(`the first build failed: ${JSON.stringify(first.errors)}`);
    expect(first.warnings).toEqual([]);
    expect(first.report.history).toEqual({ reused: 0, rendered: groups(5, 4, 2) });
    expect(first.report.validation).toEqual({ reused: 0, checked: Object.keys(files).length });
  });

  for (const step of STEPS) {
    it(`${step.name}: same bytes as a build that renders everything, reusing only what the edit cannot reach`, async () => {
      await step.edit(dataDir, outDir);
      const built = await build(step, { cache });
      if (!built.ok) throw new Error(`the build failed: ${JSON.stringify(built.errors)}`);
      expect(built.warnings).toEqual([]);
      const reused =
        (step.reusedGroups ?? step.reusedRuns * GROUPS_PER_RUN) +
        (step.reusedRunPages ?? step.reusedRuns) +
        (step.dcdReused ? 2 : 0) +
        step.reusedWeeks +
        (step.reusedWeekPages ?? step.reusedWeeks) +
        (step.reusedYears ?? (step.reusedRuns === step.published ? 2 : 0));
      const { history, validation } = built.report;
      expect(history).toEqual({ reused, rendered: groups(step.published, step.weeks, 2) - reused });
      const dataFiles = (await readdir(dataDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
      const checked = (step.checked ?? 0) + ALWAYS_CHECKED;
      expect(validation).toEqual({ reused: dataFiles.length - checked, checked });
      const reference = path.join(await tempDir('lb-history-ref-'), 'build');
      expect((await build(step, { outDir: reference })).ok).toBe(true);
      expect(expectSameTree(await readTree(outDir), await readTree(reference))).toEqual([]);
    });
  }

  it("the build command takes the steps' caches, draws the preview cards, and prints what it took", async () => {
    const { child, report } = await cliBuild(dataDir, outDir, STEPS[0]!);
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    const { history } = JSON.parse(await readFile(report, 'utf8'));
    expect(history).toEqual({ reused: groups(5, 4, 2), rendered: 0 });
    expect((await readdir(path.join(outDir, 'cards'))).length).toBeGreaterThan(0);
    const dataFiles = (await readdir(dataDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
    expect(child.stdout).toContain(
      `cache: ${dataFiles.length - ALWAYS_CHECKED} of ${dataFiles.length} data files passed their checks in an earlier build; ` +
        `${groups(5, 4, 2)} of ${groups(5, 4, 2)} parts of the output about past runs taken from the previous output\n`,
    );
  });

  it('--no-cache renders every group and still writes the same bytes', async () => {
    const before = await readTree(outDir);
    const { child, report } = await cliBuild(dataDir, outDir, STEPS[0]!, ['--no-cache']);
    expect(child.status).toBe(0);
    const { history, validation } = JSON.parse(await readFile(report, 'utf8'));
    expect({ history, validation }).toEqual({
      history: { reused: 0, rendered: 0 },
      validation: { reused: 0, checked: 0 },
    });
    expect(child.stdout).not.toContain('cache:');
    expect(expectSameTree(await readTree(outDir), before)).toEqual([]);
  });

  it('reports runs whose model is gone exactly as a build that checks everything, though they were not parsed', async () => {
    // The runs passed their checks before: the cached build knows their models without parsing them.
    await rm(path.join(dataDir, 'models/gamma.json'));
    // Both refuse the data before writing anything: they can run at once.
    const [cached, checked] = await Promise.all([
      cliBuild(dataDir, outDir, STEPS[0]!),
      cliBuild(dataDir, outDir, STEPS[0]!, ['--no-cache']),
    ]);
    expect([cached.child.status, checked.child.status]).toEqual([1, 1]);
    for (const place of ['runs/1.json → results[2]', 'dcd/2.json → results[1]']) {
      expect(cached.child.stderr).toContain(
        `${place} (model "gamma").model: expected the slug of a model in models/, found "gamma"`,
      );
    }
    expect(cached.child.stderr).toBe(checked.child.stderr);
  });
});
