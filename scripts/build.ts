// `npm run build`: validate data/ and write the static API into build/.

import { parseCommand, runCommand, UsageError } from './cli/args.ts';
import { resolveNow } from './cli/now.ts';
import { formatBytes, printIssues } from './cli/report.ts';
import { buildSite } from './pipeline.ts';
import { BASE_PATH_PATTERN } from './routes/base-path.ts';

const USAGE = `Usage: npm run build -- [options]

Validates the data folder and writes the whole static API (JSON, CSV, widgets) with every host's configuration.
The previous output is replaced only when the new one is complete.

Options:
  --data DIR        data folder to read (default: data)
  --out DIR         output folder (default: build)
  --public DIR      static assets copied verbatim (default: public)
  --now ISO         the build's date, deciding the v5 sunset (default: $SOURCE_DATE_EPOCH, else the clock)
  --base-path P     URL prefix the site is served under, e.g. /leaderboard/ (default: base_path of site.json)
  -h, --help        show this help`;

runCommand(async () => {
  const args = parseCommand({
    usage: USAGE,
    options: {
      data: { type: 'string' },
      out: { type: 'string' },
      public: { type: 'string' },
      now: { type: 'string' },
      'base-path': { type: 'string' },
    },
  });
  const basePath = args['base-path'];
  if (basePath !== undefined && !BASE_PATH_PATTERN.test(basePath)) {
    throw new UsageError(
      `--base-path: expected a path that starts and ends with "/", such as /leaderboard/, found ${JSON.stringify(basePath)}`,
    );
  }
  const dataDir = args.data ?? 'data';
  const outDir = args.out ?? 'build';
  const result = await buildSite({
    dataDir,
    outDir,
    publicDir: args.public ?? 'public',
    now: resolveNow(args.now),
    ...(basePath === undefined ? {} : { basePath }),
  });
  if (result.restored !== null) {
    process.stderr.write(
      `restored ${outDir}/ from ${result.restored}: an earlier build was stopped while swapping it\n`,
    );
  }
  printIssues(result.ok ? [] : result.errors, result.warnings, dataDir);
  if (!result.ok) return 1;
  for (const l of result.limits.filter((limit) => limit.value > limit.max)) {
    process.stderr.write(
      `warning: ${l.host} refuses this deploy: ${l.value.toLocaleString('en')} ${l.what}, over its limit of ${l.max.toLocaleString('en')}\n`,
    );
  }
  process.stdout.write(
    `built ${result.files} files (${formatBytes(result.bytes)}) into ${outDir}/ in ${(result.ms / 1000).toFixed(2)} s\n`,
  );
  return 0;
});
