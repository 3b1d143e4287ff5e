// A build's progress: each stage as it starts, and while writing the files written so far, every PROGRESS_FILES
// files. A terminal shows it on one line that is cleared before the summary; a pipe or a CI log gets none of it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { progressLine } from '../scripts/cli/build-options.ts';
import { type BuildStage, buildSite, PROGRESS_FILES } from '../scripts/pipeline.ts';
import { dataset, model, ROOT, result, run, tempDir, writeDataset } from './helpers/fixtures.ts';
import { copyProject } from './helpers/project-copy.ts';

const NOW = '2027-01-01T00:00:00Z';

/** One word for sh, whatever it holds: in single quotes, each single quote closed, escaped and reopened. */
const shellQuote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

describe('build progress', () => {
  it('reports each stage once, then the files written every PROGRESS_FILES files', async () => {
    const calls: [BuildStage, number | undefined][] = [];
    const result = await buildSite({
      dataDir: path.join(ROOT, 'data'),
      outDir: path.join(await tempDir(), 'build'),
      publicDir: path.join(ROOT, 'public'),
      now: new Date(NOW),
      cards: false,
      onStage: (stage, files) => calls.push([stage, files]),
    });
    if (!result.ok) throw new Error('the sample data did not build');
    const counts = Math.floor(result.files / PROGRESS_FILES);
    // The sample data is large enough to show a count at all.
    expect(counts).toBeGreaterThanOrEqual(2);
    expect(calls).toEqual([
      ['loading', undefined],
      ['validating', undefined],
      ['rendering', undefined],
      ['writing', undefined],
      ...Array.from({ length: counts }, (_, i): [BuildStage, number] => ['writing', (i + 1) * PROGRESS_FILES]),
    ]);
  });

  it('formats the line a terminal shows', () => {
    expect(progressLine('validating')).toBe('validating…');
    expect(progressLine('writing', 12_500)).toBe('writing… 12,500 files');
  });

  // From a clone whose path has a space, as a new user's `my projects/leaderboard`: the command line given to
  // script(1) is one shell string, so every word of it is quoted.
  let project = '';
  beforeAll(async () => {
    project = path.join(await tempDir(), 'my projects', 'leaderboard');
    await copyProject(project, 'packages');
  }, 60_000);

  const build = (out: string, viaTerminal: boolean, data: string[] = []) => {
    const command = [process.execPath, path.join(project, 'scripts/build.ts'), '--out', out, ...data];
    command.push('--now', NOW);
    const env = { ...process.env };
    delete env.CI;
    // script(1) runs the command on a pseudo-terminal, as a person running the build would.
    return viaTerminal
      ? spawnSync('script', ['-qec', command.map(shellQuote).join(' '), '/dev/null'], {
          cwd: project,
          encoding: 'utf8',
          env,
        })
      : spawnSync(command[0]!, command.slice(1), { cwd: project, encoding: 'utf8', env });
  };

  it('quotes the words of the command line for the shell', () => {
    expect(shellQuote("my projects/it's")).toBe(`'my projects/it'\\''s'`);
  });

  it('shows on a terminal, on one line cleared before the summary', async () => {
    const run = build(path.join(await tempDir(), 'built site'), true);
    expect(run.status).toBe(0);
    const clear = '\r\u001b[2K';
    expect(run.stdout.startsWith(`${clear}loading…${clear}validating…${clear}rendering…${clear}writing…`)).toBe(true);
    expect(run.stdout).toContain(`${clear}writing… 500 files${clear}writing… 1,000 files${clear}`);
    // The line is cleared before anything else is printed: the summary starts a line of its own.
    expect(run.stdout).toContain(`${clear}built `);
  });

  it('stays out of pipes and logs', async () => {
    // Every stage happens whatever the data's size: a dataset of one model is enough.
    const data = path.join(await tempDir(), 'data');
    await writeDataset(data, dataset({ models: [model('alpha')], runs: [run(1, NOW, [result('alpha', 70, 60)])] }));
    const piped = build(path.join(await tempDir(), 'built site'), false, ['--data', data]);
    expect(piped.status).toBe(0);
    expect(piped.stderr).not.toContain('…');
    expect(piped.stdout).not.toContain('\u001b[2K');
    expect(piped.stdout).toMatch(/^built \d+ files/);
  });
});
