// `npm start`: build data/ into build/, then serve it at http://127.0.0.1:8080 until SIGINT/SIGTERM.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseCommand, runCommand } from './cli/args.ts';
import { runServe, SERVE_OPTIONS, SERVE_OPTIONS_HELP } from './serve/command.ts';

const USAGE = `Usage: npm start -- [build options] [serve options]

Builds the site (npm run build) and serves the result (npm run serve) from the same folder.

Build options:
  --data DIR         data folder to read (default: data)
  --out DIR          output folder, then served (default: build)
  --now ISO          the build's date (default: $SOURCE_DATE_EPOCH, else the clock)
  --base-path P      URL prefix the site is served under (default: base_path of site.json)

Serve options:
${SERVE_OPTIONS_HELP.split('\n')
  .filter((line) => !line.trimStart().startsWith('--dir'))
  .join('\n')}
  -h, --help         show this help`;

const BUILD_OPTIONS = {
  data: { type: 'string' },
  out: { type: 'string' },
  now: { type: 'string' },
  'base-path': { type: 'string' },
} as const;

runCommand(async () => {
  const { dir: _dir, ...serveOptions } = SERVE_OPTIONS;
  const args = parseCommand({ usage: USAGE, options: { ...BUILD_OPTIONS, ...serveOptions } });
  const out = args.out ?? 'build';
  const buildArgs = (['data', 'now', 'base-path'] as const).flatMap((name) =>
    args[name] === undefined ? [] : [`--${name}`, args[name]],
  );
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'build.ts'), '--out', out, ...buildArgs],
    {
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) return build.status ?? 1;
  return runServe({ ...args, dir: out });
});
