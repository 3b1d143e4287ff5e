import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../scripts/pipeline.ts';
import { generateDataset } from '../seeds/generate.ts';
import {
  AFTER_SUNSET,
  buildFixture,
  dataset,
  model,
  ROOT,
  result,
  run,
  tempDir,
  writeDataset,
} from './helpers/fixtures.ts';
import { expectSameTree, readTree } from './helpers/tree.ts';

const FIXTURE = dataset({
  models: [
    model('alpha', { name: 'Alpha One', provider: 'Acme' }),
    model('beta', { name: 'Beta', provider: 'Bolt', pricing: null }),
    model('gamma', {
      name: 'Gamma',
      provider: 'Acme',
      pricing: { currency: 'USD', input_per_mtok: 2, output_per_mtok: 2 },
    }),
  ],
  runs: [
    run(1, '2026-01-05T12:00:00Z', [result('alpha', 80, 70), result('beta', 90, 90, 'fail')]),
    run(2, '2026-01-12T12:00:00Z', [
      result('alpha', 82, 72),
      result('beta', 90, 90, 'fail'),
      result('gamma', 70, 80, 'warn'),
    ]),
    run(3, '2026-01-14T12:00:00Z', [result('alpha', 60, 60)], { kind: 'partial' }),
    run(4, '2026-01-19T12:00:00Z', [result('alpha', 80, 70), result('beta', 90, 80), result('gamma', 70, 80, 'warn')]),
    run(5, '2026-01-26T12:00:00Z', [result('alpha', 100, 100)], { status: 'draft' }),
  ],
});

const pick = (rows: any[], ...fields: string[]) => rows.map((r) => fields.map((f) => r[f]));

describe('end-to-end build of a small dataset', async () => {
  const built = await buildFixture(FIXTURE);

  it('succeeds', () => expect(built.result.ok).toBe(true));

  it('publishes the overall ranking of the latest full run, with changes against the previous full run', async () => {
    const body = await built.json('leaderboard/core_overall_display.json');
    expect(body).toMatchObject({
      ok: true,
      dimension: 'core_overall_display',
      run_id: 4,
      published_at: '2026-01-19T12:00:00Z',
    });
    expect(
      pick(
        body.rankings,
        'rank',
        'slug',
        'core_overall_raw',
        'core_overall_display',
        'score',
        'previous_rank',
        'rank_change',
        'score_change',
      ),
    ).toEqual([
      [1, 'beta', 85.5, 85.5, 85.5, 3, 2, 11.5],
      [2, 'alpha', 75.5, 75.5, 75.5, 1, -1, -2],
      [3, 'gamma', 74.5, 74.5, 74.5, 2, -1, 0],
    ]);
    expect(Object.keys(body.rankings[0])).toEqual([
      'rank',
      'slug',
      'name',
      'provider',
      'execution_raw',
      'grounding_raw',
      'judgment_raw',
      'communication_raw',
      'integrity_raw',
      'integrity_label',
      'recommendation_status',
      'core_overall_raw',
      'core_overall_display',
      'score',
      'previous_rank',
      'rank_change',
      'score_change',
    ]);
    expect(body.rankings[1]).toMatchObject({
      name: 'Alpha One',
      provider: 'Acme',
      judgment_raw: 50,
      communication_raw: 60,
      integrity_raw: 70,
    });
  });

  it('caps a failing model at 74 in an earlier run and ranks by the capped value', async () => {
    const body = await built.json('leaderboard/runs/2/core_overall_display.json');
    expect(pick(body.rankings, 'slug', 'core_overall_raw', 'core_overall_display', 'rank', 'previous_rank')).toEqual([
      ['alpha', 77.5, 77.5, 1, 1],
      ['gamma', 74.5, 74.5, 2, null],
      ['beta', 90, 74, 3, 2],
    ]);
  });

  it('ranks value and stability, nulls last', async () => {
    const value = await built.json('leaderboard/value.json');
    expect(pick(value.rankings, 'slug', 'score', 'rank', 'score_change')).toEqual([
      ['alpha', 37.75, 1, -1],
      ['gamma', 37.25, 2, 0],
      ['beta', null, 3, null],
    ]);
    const stability = await built.json('leaderboard/stability.json');
    expect(pick(stability.rankings, 'slug', 'score', 'rank')).toEqual([
      ['gamma', 100, 1],
      ['alpha', 99.06, 2],
      ['beta', 94.58, 3],
    ]);
  });

  it('reaches a partial run only by its run_id, compared with the full run before it', async () => {
    const partial = await built.json('leaderboard/runs/3/stability.json');
    expect(partial).toMatchObject({ run_id: 3, dimension: 'stability' });
    // Run 2 by stability: beta 100 (74, 74), alpha 99 (75.5, 77.5), gamma null (one run).
    expect(pick(partial.rankings, 'slug', 'score', 'previous_rank', 'rank_change', 'score_change')).toEqual([
      ['alpha', 92.18, 2, 1, -6.82],
    ]);
    const overall = await built.json('leaderboard/runs/3/core_overall_display.json');
    expect(pick(overall.rankings, 'slug', 'score', 'score_change')).toEqual([['alpha', 60, -17.5]]);
  });

  it('never publishes a draft run', async () => {
    expect(existsSync(path.join(built.outDir, 'leaderboard/runs/5'))).toBe(false);
    for (const [file, body] of await readTree(built.outDir)) expect(body.includes('2026-01-26'), file).toBe(false);
  });

  it('serves the v1 leaderboard with run, count, limit and attribution', async () => {
    const body = await built.json('v1/leaderboard/execution_raw/2.json');
    expect(body).toMatchObject({
      status: 'ok',
      dimension: 'execution_raw',
      run: { run_id: 4, published_at: '2026-01-19T12:00:00Z' },
      count: 2,
      attribution: { text: 'Fixture data, synthetic', license: 'CC-BY-4.0', url: 'https://fixture.example' },
    });
    expect(pick(body.rankings, 'slug', 'score', 'rank_change')).toEqual([
      ['beta', 90, 0],
      ['alpha', 80, 0],
    ]);
    expect((await built.json('v1/leaderboard/core_overall_display.json')).count).toBe(3);
    expect((await built.json('v1/leaderboard/core_overall_display/50.json')).count).toBe(3);
  });

  it('writes host configuration with CORS, JSON content types and v1 caching', async () => {
    const headers = await built.text('_headers');
    expect(headers).toContain('/*\n  Access-Control-Allow-Origin: *');
    // An hour for every v1 folder and file, a minute for the errors: one rule each, never two for one file.
    expect(headers).toContain('/v1/leaderboard/*\n  Cache-Control: public, max-age=3600\n');
    expect(headers).toContain('/v1/index.json\n  Cache-Control: public, max-age=3600');
    expect(headers).toContain(
      '/v1/errors/*\n  Content-Type: application/json; charset=utf-8\n  Cache-Control: public, max-age=60',
    );
    expect(headers).not.toContain('/v1/*\n');
    expect(headers).toContain('/leaderboard/*\n  Content-Type: application/json; charset=utf-8');
    expect(await built.json('v1/errors/not-found.json')).toEqual({ status: 'error', error: expect.any(String) });
  });
});

describe('empty data', () => {
  it('publishes empty rankings, not an error', async () => {
    const built = await buildFixture(dataset({}));
    expect(built.result.ok).toBe(true);
    expect(await built.text('leaderboard/core_overall_display.json')).toBe(
      '{"ok":true,"dimension":"core_overall_display","run_id":null,"published_at":null,"rankings":[]}\n',
    );
    expect(await built.json('v1/leaderboard/core_overall_display.json')).toMatchObject({
      status: 'ok',
      run: null,
      count: 0,
      rankings: [],
    });
  });
});

describe('determinism', () => {
  it('gives byte-identical trees for the same data, including a rebuild in place', async () => {
    const root = await tempDir();
    const options = {
      dataDir: path.join(ROOT, 'data'),
      publicDir: path.join(ROOT, 'public'),
      now: AFTER_SUNSET,
      cards: false,
    };
    await buildSite({ ...options, outDir: path.join(root, 'a') });
    await buildSite({ ...options, outDir: path.join(root, 'b') });
    const a = await readTree(path.join(root, 'a'));
    expect(a.size).toBeGreaterThan(100);
    expect(expectSameTree(a, await readTree(path.join(root, 'b')))).toEqual([]);
    await buildSite({ ...options, outDir: path.join(root, 'a') });
    expect(expectSameTree(a, await readTree(path.join(root, 'a')))).toEqual([]);
    expect(await readdir(root)).toEqual(['a', 'b']);
  });
});

describe('interrupted build', () => {
  it('leaves the previous build exactly as it was when killed, and the next build cleans up', async () => {
    const root = await tempDir();
    const dataDir = path.join(root, 'data');
    const outDir = path.join(root, 'build');
    await writeDataset(dataDir, FIXTURE);
    expect(
      (await buildSite({ dataDir, outDir, publicDir: path.join(ROOT, 'public'), now: AFTER_SUNSET, cards: false })).ok,
    ).toBe(true);
    const before = await readTree(outDir);

    const big = path.join(root, 'big');
    for (const [file, text] of generateDataset({ models: 40, runs: 300, dcdRuns: 2, casesPerRun: 5 })) {
      await mkdir(path.dirname(path.join(big, file)), { recursive: true });
      await writeFile(path.join(big, file), text);
    }
    const child = spawn(process.execPath, ['scripts/build.ts', '--data', big, '--out', outDir], {
      cwd: ROOT,
    });
    // Kill as soon as the temporary folder appears, i.e. in the middle of writing.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && !(await readdir(root)).some((n) => n.startsWith('.build-tmp-'))) {
      await new Promise((r) => setTimeout(r, 5));
    }
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    expect((await readdir(root)).some((n) => n.startsWith('.build-tmp-'))).toBe(true);
    expect(expectSameTree(before, await readTree(outDir))).toEqual([]);

    expect(
      (await buildSite({ dataDir, outDir, publicDir: path.join(ROOT, 'public'), now: AFTER_SUNSET, cards: false })).ok,
    ).toBe(true);
    expect((await readdir(root)).filter((n) => n.startsWith('.build-tmp-'))).toEqual([]);
  });

  it('refuses to replace a folder that is not a previous build', async () => {
    const root = await tempDir();
    await writeFile(path.join(root, 'precious.txt'), 'keep me');
    const dataDir = path.join(root, 'data');
    await writeDataset(dataDir, FIXTURE);
    await expect(
      buildSite({ dataDir, outDir: root, publicDir: path.join(ROOT, 'public'), now: AFTER_SUNSET, cards: false }),
    ).rejects.toThrow(
      /refusing to replace .*: it is not empty and does not look like a previous build \(no _headers\)/,
    );
  });
});

describe('commands', () => {
  /** A command run to its end: its exit status and what it printed. Commands that touch nothing in common run at once. */
  const command = (script: string, ...args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
      execFile(process.execPath, [script, ...args], { cwd: ROOT, encoding: 'utf8' }, (error, stdout, stderr) =>
        resolve({ status: error === null ? 0 : typeof error.code === 'number' ? error.code : null, stdout, stderr }),
      ),
    );

  it('build prints its summary line and report, and check reports a valid dataset', async () => {
    const out = path.join(await tempDir(), 'site');
    const [build, check] = await Promise.all([
      command('scripts/build.ts', '--out', out, '--now', '2026-07-01'),
      command('scripts/check.ts'),
    ]);
    expect(build.status).toBe(0);
    const lines = build.stdout.split('\n');
    expect(lines[0]).toMatch(/^built \d+ files \([\d.]+ (KiB|MiB)\) into .*site\/ in [\d.]+ s$/);
    expect(lines[1]).toMatch(/^output: no previous build to compare with; a deploy uploads all \d+ files/);
    expect(lines.find((l) => l.startsWith('latest run: '))).toBe(
      'latest run: 58 (2026-11-16T12:00:00Z), compared with run 57',
    );
    expect(lines.at(-2)).toMatch(/^host limits: files per deployment [\d,]+ of 20,000; /);
    expect(check.status).toBe(0);
    expect(check.stdout).toMatch(/^data\/ is valid: 11 models, \d+ runs, \d+ incidents, \d+ DCD runs\n$/);
  });

  it('exits 1 listing every problem, 2 on a usage error, 0 with --help', async () => {
    const dataDir = path.join(await tempDir(), 'data');
    await writeDataset(dataDir, { ...FIXTURE, 'runs/4.json': run(4, 'soon', []) });
    const scripts = ['build', 'check', 'serve', 'seed', 'bench'];
    const [check, build, bogus, yesterday, ...helps] = await Promise.all([
      command('scripts/check.ts', '--data', dataDir),
      command('scripts/build.ts', '--data', dataDir, '--out', path.join(dataDir, '..', 'out')),
      command('scripts/build.ts', '--bogus'),
      command('scripts/build.ts', '--now', 'yesterday'),
      ...scripts.map((script) => command(`scripts/${script}.ts`, '--help')),
    ]);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('/runs/4.json → published_at: expected an ISO-8601 UTC date-time');
    expect(check.stderr).toContain('1 problem in');
    expect(build.status).toBe(1);
    expect(existsSync(path.join(dataDir, '..', 'out'))).toBe(false);
    expect(bogus.status).toBe(2);
    expect(yesterday.stderr).toContain('--now: expected a date');
    for (const [i, help] of helps.entries()) {
      expect(help.status, scripts[i]).toBe(0);
      expect(help.stdout, scripts[i]).toMatch(/^Usage: npm run /);
    }
  });
});
