// The build report: leaderboard changes of the latest run (movers, entrants, dropped models, new incidents),
// host limits as warnings with the number and the limit (maxima injected so a small fixture goes over), and the
// JSON written by --report.

import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../scripts/pipeline.ts';
import { reportLines } from '../scripts/report/build-report.ts';
import { groupThousands } from '../scripts/report/format-bytes.ts';
import { AFTER_SUNSET, dataset, model, ROOT, result, run, tempDir, writeDataset } from './helpers/fixtures.ts';

const FILES = dataset({
  models: [model('alpha'), model('beta'), model('gamma'), model('delta')],
  runs: [
    run(1, '2026-03-02T12:00:00Z', [result('alpha', 60, 60), result('beta', 70, 70), result('gamma', 50, 50)]),
    run(2, '2026-03-09T12:00:00Z', [result('alpha', 80, 80), result('beta', 70, 70), result('delta', 90, 90)]),
  ],
  incidents: [
    {
      id: 'inc-old',
      model: 'beta',
      date: '2026-03-01',
      severity: 'minor',
      status: 'resolved',
      title: 'Old',
      summary: '',
    },
    {
      id: 'inc-new',
      model: 'alpha',
      date: '2026-03-05',
      severity: 'major',
      status: 'open',
      title: 'Timeouts',
      summary: '',
    },
  ],
});

/** The fixture built; with its preview cards only where a test compares it with what the command writes. */
async function buildWith(maxima = {}, cards = false) {
  const root = await tempDir();
  const dataDir = path.join(root, 'data');
  await writeDataset(dataDir, FILES);
  const built = await buildSite({
    dataDir,
    outDir: path.join(root, 'build'),
    publicDir: path.join(ROOT, 'public'),
    now: AFTER_SUNSET,
    maxima,
    cards,
  });
  if (!built.ok) throw new Error('fixture did not build');
  return { built, dataDir, root };
}

describe('build report', () => {
  it('names the latest run, its movers, entrants, dropped models and new incidents', async () => {
    const { built } = await buildWith();
    const lines = reportLines(built.report);
    expect(lines[0]).toMatch(/^output: no previous build to compare with; a deploy uploads all \d+ files \(/);
    expect(lines.slice(1, -1)).toEqual([
      'latest run: 2 (2026-03-09T12:00:00Z), compared with run 1',
      '  mover: ALPHA (alpha) #2, 80.00 (+20.00)',
      '  mover: BETA (beta) #1 → #3, 70.00 (±0.00)',
      '  new: DELTA (delta) at #1, 90.00',
      '  dropped: GAMMA (gamma)',
      '  incident: 2026-03-05 major alpha: Timeouts',
    ]);
  });

  it('writes the scores with the overall’s decimals and unit from the data’s scoring.json', async () => {
    const root = await tempDir();
    const dataDir = path.join(root, 'data');
    const pass = (slug: string, pass_rate: number) => ({ model: slug, pass_rate });
    await writeDataset(dataDir, {
      ...dataset({
        models: [model('alpha'), model('beta'), model('gamma')],
        runs: [
          run(1, '2026-03-02T12:00:00Z', [pass('alpha', 60), pass('beta', 70)]),
          run(2, '2026-03-09T12:00:00Z', [pass('alpha', 80.5), pass('beta', 69.5), pass('gamma', 75.25)]),
        ],
      }),
      'scoring.json': {
        fields: [
          {
            key: 'pass_rate',
            label: 'Pass rate',
            describes: 'Share of the tasks passed',
            better: 'higher',
            min: 0,
            max: 100,
            unit: '%',
          },
        ],
        overall: { label: 'Pass rate', weights: { pass_rate: 1 }, decimals: 1 },
      },
    });
    const built = await buildSite({
      dataDir,
      outDir: path.join(root, 'build'),
      publicDir: path.join(ROOT, 'public'),
      now: AFTER_SUNSET,
    });
    if (!built.ok) throw new Error(`fixture did not build: ${JSON.stringify(built)}`);
    expect(built.report.leaderboard.score_format).toEqual({ decimals: 1, unit: '%' });
    expect(reportLines(built.report).filter((l) => l.startsWith('  '))).toEqual([
      '  mover: ALPHA (alpha) #2 → #1, 80.5% (+20.5%)',
      '  mover: BETA (beta) #1 → #3, 69.5% (-0.5%)',
      '  new: GAMMA (gamma) at #2, 75.3%',
    ]);
  });

  it('warns with the number and the limit when the output is over a host limit', async () => {
    const { built } = await buildWith({ files: 10, fileBytes: 1000 });
    const warnings = reportLines(built.report).filter((l) => l.startsWith('warning: '));
    expect(warnings).toEqual([
      `warning: Cloudflare refuses this deploy: ${built.files.toLocaleString('en')} files per deployment, over its limit of 10`,
      `warning: Cloudflare refuses this deploy: ${built.report.limits[1]!.value.toLocaleString('en')} bytes of the largest file, over its limit of 1,000`,
    ]);
    expect(built.report.limits.map((l) => [l.what, l.over])).toEqual([
      ['files per deployment', true],
      ['bytes of the largest file', true],
      ['_headers rules', false],
      ['_redirects rules', false],
      ['bytes of the worker script (uncompressed)', false],
    ]);
  });

  it('groups thousands as the English locale does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 20_000, 100_000, 1_234_567, 3_145_728, -1_234]) {
      expect(groupThousands(n)).toBe(n.toLocaleString('en'));
    }
  });

  it('npm run build --report FILE writes the report as JSON and prints it', async () => {
    const { dataDir, root } = await buildWith({}, true);
    const reportFile = path.join(root, 'report.json');
    const cli = spawnSync(
      process.execPath,
      [
        'scripts/build.ts',
        '--data',
        dataDir,
        '--out',
        path.join(root, 'build'),
        '--now',
        '2026-07-01',
        '--report',
        reportFile,
      ],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: 'true' } },
    );
    expect(cli.status).toBe(0);
    expect(cli.stdout).toContain('output: 0 added, 0 changed, 0 removed of');
    expect(cli.stdout).toContain('  mover: ALPHA (alpha) #2, 80.00 (+20.00)');
    const report = JSON.parse(await readFile(reportFile, 'utf8'));
    expect(report.output).toMatchObject({ compared: true, added: [], changed: [], removed: [], uploadBytes: 0 });
    expect(report.leaderboard.latest).toEqual({ run_id: 2, published_at: '2026-03-09T12:00:00Z' });
  });
});
