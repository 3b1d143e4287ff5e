// `npm run bench`: speed, size and memory figures, printed (never asserted). Compare ratios within one run.

import { benchApi } from '../bench/api-bench.ts';
import { benchBuild } from '../bench/build-bench.ts';
import { benchCsv } from '../bench/csv-bench.ts';
import { benchDcd } from '../bench/dcd-bench.ts';
import { benchImport } from '../bench/import-bench.ts';
import { benchPages } from '../bench/pages-bench.ts';
import { benchScoring } from '../bench/scoring-bench.ts';
import { benchServe } from '../bench/serve-bench.ts';
import type { BenchContext, BenchSection } from '../bench/types.ts';
import { benchWidget } from '../bench/widget-bench.ts';
import { command, parseCommand, UsageError } from '../cli/args.ts';

const USAGE = `Usage: npm run bench -- [--large] [--only SECTION] [--models N] [--runs N] [--dcd-runs N] [--keep]
                          [--vs COMMAND]

Generates a scale dataset into a temporary folder (on tmpfs where there is one), builds it and prints figures:
files, bytes, the host limits the output reaches, wall time and peak RSS of a first build and of the weekly
build after one new run, each against the floor (a plain Node script that parses every input file and writes
the same tree) and against cp -r of the tree; then what a publisher's scoring costs (the five-field coding-agent
benchmark against the spec's at the same shape), what the pages cost, the CSV writer, an import of a 10,000-row
CSV, each API section, DCD, the widget's size and the serve command under load.

Options:
  --large        the shape of the largest public leaderboards, 300 models × 1,040 weekly runs (20 years) ×
                 200 DCD runs, build figures only (a few minutes)
  --only SECTION one section alone: build, scoring, pages, csv, import, api, dcd, widget or serve
  --models N     models in the scale dataset (default 50)
  --runs N       weekly full runs in the scale dataset (default 520)
  --dcd-runs N   monthly DCD runs in the scale dataset (default 100)
  --keep         keep the temporary folder and print its path
  --vs COMMAND   another checkout's build child, as the command that starts it (words split at spaces; the
                 bench adds DATA OUT PUBLIC): each round of the build section makes the same first and weekly
                 builds with it, and the section prints this code's times and peaks against it, for example
                 --vs "node ../before/scripts/bench/build-child.ts"
  -h, --help     show this help`;

/** The largest public leaderboards track 200 to 300 models; twenty years of weekly runs. */
const LARGE = { models: 300, runs: 1040, dcdRuns: 200 };

/** Bench sections by name, in the order they run; each prints its own figures. */
const SECTIONS: Readonly<Record<string, BenchSection>> = {
  build: benchBuild,
  scoring: benchScoring,
  pages: benchPages,
  csv: benchCsv,
  import: benchImport,
  api: benchApi,
  dcd: benchDcd,
  widget: benchWidget,
  serve: benchServe,
};

export const main = command(async (argv) => {
  const args = parseCommand(
    {
      usage: USAGE,
      options: {
        large: { type: 'boolean' },
        models: { type: 'string' },
        runs: { type: 'string' },
        'dcd-runs': { type: 'string' },
        keep: { type: 'boolean' },
        only: { type: 'string' },
        vs: { type: 'string' },
      },
    },
    argv,
  );
  const large = args.large === true;
  const count = (name: string, value: string | undefined, fallback: number) => {
    const n = value === undefined ? fallback : Number(value);
    if (!Number.isInteger(n) || n < 2)
      throw new UsageError(`--${name}: expected a whole number of at least 2, found ${value}`);
    return n;
  };
  const ctx: BenchContext = {
    models: count('models', args.models, large ? LARGE.models : 50),
    runs: count('runs', args.runs, large ? LARGE.runs : 520),
    dcdRuns: count('dcd-runs', args['dcd-runs'], large ? LARGE.dcdRuns : 100),
    keep: args.keep === true,
    // Enough rounds for a median ratio on a shared machine, where one round's ratio moves by a tenth or more.
    rounds: large ? 5 : 9,
    print: (line) => process.stdout.write(`${line}\n`),
  };
  const vs = args.vs?.trim().split(/\s+/);
  if (vs !== undefined && vs[0] === '') throw new UsageError('--vs: expected the command of a build child');
  if (vs !== undefined) ctx.vs = vs;
  const only = args.only;
  if (only !== undefined && !Object.hasOwn(SECTIONS, only))
    throw new UsageError(`--only: expected one of ${Object.keys(SECTIONS).join(', ')}, found ${only}`);
  // The large shape is about the build: the other sections measure what does not grow with it.
  const names = only !== undefined ? [only] : large ? ['build'] : Object.keys(SECTIONS);
  for (const name of names) await SECTIONS[name]!(ctx);
  return 0;
});
