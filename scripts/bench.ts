// `npm run bench`: speed, size and memory figures, printed (never asserted). Compare ratios within one run.

import { benchApi } from './bench/api-bench.ts';
import { benchBuild } from './bench/build-bench.ts';
import { benchCsv } from './bench/csv-bench.ts';
import { benchDcd } from './bench/dcd-bench.ts';
import { benchPages } from './bench/pages-bench.ts';
import { benchServe } from './bench/serve-bench.ts';
import type { BenchContext, BenchSection } from './bench/types.ts';
import { benchWidget } from './bench/widget-bench.ts';
import { command, parseCommand } from './cli/args.ts';

const USAGE = `Usage: npm run bench -- [--models N] [--runs N] [--keep]

Generates a scale dataset into a temporary folder, builds it and prints figures: files, bytes, wall time,
peak RSS, the time to copy the output tree, and the further sections listed below.

Options:
  --models N   models in the scale dataset (default 50)
  --runs N     weekly full runs in the scale dataset (default 520)
  --keep       keep the temporary folder and print its path
  -h, --help   show this help`;

/** Bench sections in the order they run; each prints its own figures. */
const SECTIONS: readonly BenchSection[] = [
  benchBuild,
  benchPages,
  benchCsv,
  benchApi,
  benchDcd,
  benchWidget,
  benchServe,
];

export const main = command(async (argv) => {
  const args = parseCommand(
    {
      usage: USAGE,
      options: { models: { type: 'string' }, runs: { type: 'string' }, keep: { type: 'boolean' } },
    },
    argv,
  );
  const ctx: BenchContext = {
    models: Number(args.models ?? 50),
    runs: Number(args.runs ?? 520),
    keep: args.keep === true,
    print: (line) => process.stdout.write(`${line}\n`),
  };
  for (const section of SECTIONS) await section(ctx);
  return 0;
});
