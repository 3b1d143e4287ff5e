// History is immutable: a new evaluation run changes only the latest views, its own files, the profiles, the
// indexes and the files that name every run; a past run's files stay byte-identical, so a deploy uploads little.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../scripts/pipeline.ts';
import { reportLines } from '../scripts/report/build-report.ts';
import { dcdRun, flatDcdResult } from './helpers/dcd-fixtures.ts';
import { AFTER_SUNSET, buildFixture, dataset, model, ROOT, result, run, writeDataset } from './helpers/fixtures.ts';
import { readTree } from './helpers/tree.ts';

const MODELS = [model('alpha'), model('beta')];
const RUNS = [
  run(1, '2026-03-02T12:00:00Z', [result('alpha', 60, 60), result('beta', 50, 50)]),
  run(2, '2026-03-09T12:00:00Z', [result('alpha', 70, 60), result('beta', 55, 50)]),
  run(3, '2026-03-16T12:00:00Z', [result('alpha', 71, 60), result('beta', 65, 50)]),
];
const NEW_RUN = run(4, '2026-03-23T12:00:00Z', [result('alpha', 72, 60), result('beta', 80, 50)]);
const DCD = [dcdRun(1, '2026-03-10T09:00:00Z', [flatDcdResult('alpha', 60), flatDcdResult('beta', 50)])];

const LEGACY_DIMENSIONS = ['core_overall_display', 'execution_raw', 'grounding_raw', 'value', 'stability'];
const V1_DIMENSIONS = ['core_overall_display', 'execution_raw', 'grounding_raw'];

/** What run 4 implies, and nothing else. */
const EXPECTED_ADDED = [
  ...LEGACY_DIMENSIONS.map((d) => `leaderboard/runs/4/${d}.json`),
  'changes/2026-W13.json',
  'v1/runs/4.json',
  'v1/csv/runs/4.csv',
  // Its pages.
  'runs/4/index.html',
  'weeks/2026-W13/index.html',
].sort();
const EXPECTED_CHANGED = [
  // The latest views.
  ...LEGACY_DIMENSIONS.map((d) => `leaderboard/${d}.json`),
  ...V1_DIMENSIONS.flatMap((d) => [
    `v1/leaderboard/${d}.json`,
    ...Array.from({ length: 50 }, (_, i) => `v1/leaderboard/${d}/${i + 1}.json`),
    `v1/csv/leaderboard/${d}.csv`,
    ...Array.from({ length: 50 }, (_, i) => `v1/csv/leaderboard/${d}/${i + 1}.csv`),
  ]),
  'v1/changes/all.json',
  // The price-against-score data ranks the latest run's models.
  'v1/prices.json',
  'v1/csv/prices.csv',
  // So does the stability ranking's data.
  'v1/stability.json',
  'v1/csv/stability.csv',
  'v1/changes/models/alpha.json',
  'v1/changes/models/beta.json',
  // The profiles and badges (rank and score of the latest run).
  'v1/models/alpha.json',
  'v1/models/beta.json',
  ...['alpha', 'beta'].flatMap((m) => [`badges/${m}.svg`, `badges/dark/${m}.svg`, `shields/${m}.json`]),
  // Everything that lists every run: the v1 index (latest run), the lists, the history and the feeds.
  'v1/index.json',
  'v1/lists/models.json',
  'v1/csv/models.csv',
  'v1/lists/runs.json',
  'v1/csv/history.csv',
  'v1/lists/history.json',
  // The history of the year the new run was published in.
  'v1/history/2026.json',
  'v1/csv/history/2026.csv',
  'feed.atom',
  'feed.json',
  // The indexes, and the errors that name the range of runs and weeks.
  'changes/weeks.json',
  'errors/run-id-malformed.json',
  'errors/run-not-found.json',
  'errors/week-malformed.json',
  'errors/week-not-found.json',
  'v1/errors/run-id-malformed.json',
  'v1/errors/run-not-found.json',
  // The API description: its parameter values and examples follow the latest run.
  'openapi.json',
  // The pages of the latest views, the models and the lists; the run and the week before link to the new ones.
  'index.html',
  ...['execution', 'grounding', 'value', 'stability'].map((d) => `rankings/${d}/index.html`),
  'models/index.html',
  'models/alpha/index.html',
  'models/beta/index.html',
  // The providers and the comparisons (scores, ranks, histories of the latest run), and what the script compares from.
  'providers/index.html',
  'providers/fixture-labs/index.html',
  'compare/alpha/beta/index.html',
  'comparisons.json',
  'runs/index.html',
  'runs/3/index.html',
  'weeks/index.html',
  'weeks/2026-W12/index.html',
  // The list of rankings names the run; the sitemap's dates follow it.
  'rankings/index.html',
  'sitemap.xml',
  // The preview cards whose figures moved (every model in the run, its provider, the rankings, the latest week; not
  // the site's).
  'cards/leaderboard.png',
  'cards/providers/fixture-labs.png',
  ...['execution', 'grounding', 'value', 'stability'].map((d) => `cards/rankings/${d}.png`),
  'cards/models/alpha.png',
  'cards/models/beta.png',
  'cards/weeks/latest.png',
  // Host files that carry the allowed values of every parameter.
  '_route-table.json',
  '_worker.js',
  '_netlify/edge-functions/leaderboard-v1.js',
  '_netlify/edge-functions/leaderboard.js',
].sort();

describe('one new evaluation run', async () => {
  const before = await readTree(
    (await buildFixture(dataset({ models: MODELS, runs: RUNS, dcd: DCD }), { cards: true })).outDir,
  );
  const after = await readTree(
    (await buildFixture(dataset({ models: MODELS, runs: [...RUNS, NEW_RUN], dcd: DCD }), { cards: true })).outDir,
  );
  const added = [...after.keys()].filter((f) => !before.has(f)).sort();
  const removed = [...before.keys()].filter((f) => !after.has(f)).sort();
  const changed = [...after.keys()].filter((f) => before.has(f) && !before.get(f)!.equals(after.get(f)!)).sort();

  it('adds its own files and changes exactly the implied ones', () => {
    expect({ added, removed, changed }).toEqual({ added: EXPECTED_ADDED, removed: [], changed: EXPECTED_CHANGED });
  });

  it('is what the build report of the rebuild in place lists, with the leaderboard changes and host limits', async () => {
    const first = await buildFixture(dataset({ models: MODELS, runs: RUNS, dcd: DCD }), { cards: true });
    await writeDataset(first.dataDir, dataset({ models: MODELS, runs: [...RUNS, NEW_RUN], dcd: DCD }));
    const second = await buildSite({
      dataDir: first.dataDir,
      outDir: first.outDir,
      publicDir: path.join(ROOT, 'public'),
      now: AFTER_SUNSET,
    });
    if (!second.ok) throw new Error('the rebuild failed');
    const slash = (files: string[]) => files.map((f) => `/${f}`);
    const { output } = second.report;
    expect([output.added, output.changed, output.removed]).toEqual([
      slash(EXPECTED_ADDED),
      slash(EXPECTED_CHANGED),
      [],
    ]);
    const lines = reportLines(second.report);
    expect(lines[0]).toMatch(
      new RegExp(
        `^output: ${EXPECTED_ADDED.length} added, ${EXPECTED_CHANGED.length} changed, 0 removed of \\d+ files; a deploy uploads ${EXPECTED_ADDED.length + EXPECTED_CHANGED.length} files \\(`,
      ),
    );
    expect(
      lines.filter((l) => !l.startsWith('    ') && !/^ {2}(added|changed|removed):$/.test(l)).slice(1, -1),
    ).toEqual([
      'latest run: 4 (2026-03-23T12:00:00Z), compared with run 3',
      '  mover: BETA (beta) #2, 66.50 (+8.25)',
      '  mover: ALPHA (alpha) #1, 66.60 (+0.55)',
    ]);
  });

  it('leaves every file about an earlier run or week byte-identical', () => {
    const history = [...before.keys()].filter((f) =>
      /^(leaderboard\/runs\/|changes\/\d{4}-W\d{2}|v1\/dcd\/(leaderboard|csv)\/\d|v1\/(csv\/)?runs\/\d)/.test(f),
    );
    // 3 runs × 5 legacy dimensions, 3 weeks, the DCD run's JSON and CSV, and 3 runs' v1 JSON and CSV.
    expect(history).toHaveLength(26);
    expect(history.filter((f) => !before.get(f)!.equals(after.get(f)!))).toEqual([]);
  });
});
