// The build options every building command takes (build, start, dev), their help text, and the one way to print
// a build's outcome.
import { writeFile } from 'node:fs/promises';
import type { BuildOptions, BuildResult, BuildStage } from '../pipeline.ts';
import { cacheDir, codeDigest, projectPath } from '../project-root.ts';
import { reportLines } from '../report/build-report.ts';
import { formatBytes, groupThousands } from '../report/format-bytes.ts';
import { BASE_PATH_PATTERN } from '../routes/base-path.ts';
import { type CommandMain, command, UsageError } from './args.ts';
import { resolveNow } from './now.ts';
import { printIssues } from './report.ts';
import { applyBuildSettings } from './v8-settings.ts';

export const BUILD_OPTIONS = {
  data: { type: 'string' },
  out: { type: 'string' },
  public: { type: 'string' },
  now: { type: 'string' },
  'base-path': { type: 'string' },
  report: { type: 'string' },
  'no-cache': { type: 'boolean' },
} as const;

export const BUILD_OPTIONS_HELP = `  --data DIR         data folder to read (default: data)
  --out DIR          output folder (default: build)
  --public DIR       static assets copied verbatim (default: the project's public/, from any folder)
  --now ISO          the build's date, deciding the v5 sunset (default: $SOURCE_DATE_EPOCH, else the clock)
  --base-path P      URL prefix the site is served under, e.g. /leaderboard/ (default: base_path of site.json)
  --report FILE      also write the build report (changed files, leaderboard changes, host limits) as JSON
  --no-cache         check every data file and render every file again (by default data files that
                     passed their checks before are only parsed, and the files about past runs are taken
                     from the previous output when nothing they are made from changed)`;

export interface BuildArgs {
  data?: string | undefined;
  out?: string | undefined;
  public?: string | undefined;
  now?: string | undefined;
  'base-path'?: string | undefined;
  report?: string | undefined;
  'no-cache'?: boolean | undefined;
}

/**
 * The caches of a command, keyed by the code's identity (project-root.ts), in $LEADERBOARD_CACHE_DIR or else
 * node_modules/.cache/leaderboard-static-api; none with --no-cache.
 */
export function buildCacheOf(disabled: boolean): Pick<BuildOptions, 'cache'> {
  return disabled ? {} : { cache: { dir: cacheDir(), code: codeDigest() } };
}

/** The progress line of a terminal: the stage, and while writing the files written so far. */
export function progressLine(stage: BuildStage, filesWritten?: number): string {
  return filesWritten === undefined ? `${stage}…` : `${stage}… ${groupThousands(filesWritten)} files`;
}

/**
 * A command that builds (build, start, dev): V8's settings for a build are made once, where the command starts, for
 * the whole process (cli/v8-settings.ts); then the command runs as any other (cli/args.ts).
 */
export function buildingCommand(body: CommandMain): CommandMain {
  return command((argv) => {
    applyBuildSettings();
    return body(argv);
  });
}

/**
 * The build's "now" from the options: --now, else SOURCE_DATE_EPOCH, else the clock as it is at this call (the
 * dev loop asks before each rebuild).
 */
export function buildNowOf(args: Pick<BuildArgs, 'now'>): Date {
  return resolveNow(args.now);
}

export function buildOptionsOf(args: BuildArgs): BuildOptions {
  const basePath = args['base-path'];
  if (basePath !== undefined && !BASE_PATH_PATTERN.test(basePath)) {
    throw new UsageError(
      `--base-path: expected a path that starts and ends with "/", such as /leaderboard/, found ${JSON.stringify(basePath)}`,
    );
  }
  // Stages as progress on a terminal; quiet in CI logs and pipes.
  const progress = process.stderr.isTTY === true && process.env.CI === undefined;
  return {
    ...(progress
      ? { onStage: (stage, files) => process.stderr.write(`\r\u001b[2K${progressLine(stage, files)}`) }
      : {}),
    dataDir: args.data ?? 'data',
    outDir: args.out ?? 'build',
    // The project's own assets wherever the command is started from (a data folder anywhere builds the whole site).
    publicDir: args.public ?? projectPath('public'),
    now: buildNowOf(args),
    ...(basePath === undefined ? {} : { basePath }),
    ...buildCacheOf(args['no-cache'] === true),
    removePrevious: 'background',
  };
}

/** Problems and warnings on stderr, the summary line and the report on stdout; true when the build succeeded. */
export async function printBuildResult(
  result: BuildResult,
  options: BuildOptions,
  reportFile?: string,
): Promise<boolean> {
  if (options.onStage !== undefined) process.stderr.write('\r\u001b[2K');
  if (result.restored !== null) {
    process.stderr.write(
      `restored ${options.outDir}/ from ${result.restored}: an earlier build was stopped while swapping it\n`,
    );
  }
  printIssues(result.ok ? [] : result.errors, result.warnings, options.dataDir);
  if (!result.ok) return false;
  process.stdout.write(
    `built ${result.files} files (${formatBytes(result.bytes)}) into ${options.outDir}/ in ${(result.ms / 1000).toFixed(2)} s\n`,
  );
  for (const line of reportLines(result.report)) {
    (line.startsWith('warning: ') ? process.stderr : process.stdout).write(`${line}\n`);
  }
  if (reportFile !== undefined) await writeFile(reportFile, `${JSON.stringify(result.report, null, 2)}\n`);
  return true;
}
