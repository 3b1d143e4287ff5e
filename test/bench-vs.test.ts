// The bench's pairing against another checkout (`npm run bench -- --vs COMMAND`): the build child is started by
// the command given, builds the data it is handed and reports its figures; a command that fails is named in the
// error; an empty command is a usage error.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBuildChild } from '../scripts/bench/build-bench.ts';
import { dataset, model, ROOT, result, run, tempDir, writeDataset } from './helpers/fixtures.ts';

describe('npm run bench -- --vs', () => {
  it('builds with the build child the command starts, and names a command that fails', async () => {
    const root = await tempDir();
    const data = path.join(root, 'data');
    await writeDataset(
      data,
      dataset({
        models: [model('alpha'), model('beta')],
        runs: [run(1, '2026-11-16T12:00:00Z', [result('alpha', 80, 70), result('beta', 70, 60)])],
      }),
    );
    const child = [process.execPath, path.join(ROOT, 'scripts', 'bench', 'build-child.ts')];
    const env = { LEADERBOARD_BENCH_NO_CACHE: '1', LEADERBOARD_BENCH_NO_CARDS: '1' };
    const figures = runBuildChild(data, path.join(root, 'out'), env, child);
    expect(figures.files).toBeGreaterThan(100);
    expect(figures.wallMs).toBeGreaterThan(0);
    expect(existsSync(path.join(root, 'out', 'v1', 'leaderboard', 'core_overall_display.json'))).toBe(true);
    const failing = [process.execPath, '-e', 'process.exit(3)'];
    expect(() => runBuildChild(data, path.join(root, 'never'), env, failing)).toThrow(
      `bench build of ${data} by ${failing.join(' ')} failed`,
    );
  });

  it('refuses an empty command with the usage exit status', () => {
    const bench = spawnSync(process.execPath, ['scripts/bench.ts', '--vs', ' '], { cwd: ROOT, encoding: 'utf8' });
    expect([bench.status, bench.stdout, bench.stderr]).toEqual([
      2,
      '',
      'error: --vs: expected the command of a build child\n',
    ]);
  });
});
