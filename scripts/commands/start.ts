// `npm start`: build data/ into build/, then serve it at http://127.0.0.1:8080 until SIGINT/SIGTERM.
import { parseCommand } from '../cli/args.ts';
import { BUILD_OPTIONS, buildingCommand, buildOptionsOf, printBuildResult } from '../cli/build-options.ts';
import { START_OPTIONS_HELP } from '../cli/start-options.ts';
import { buildSite } from '../pipeline.ts';
import { runServe, SERVE_OPTIONS } from '../serve/command.ts';

const USAGE = `Usage: npm start -- [build options] [serve options]

Builds the site (npm run build) and serves the result (npm run serve) from the same folder.

${START_OPTIONS_HELP}`;

export const main = buildingCommand(async (argv) => {
  const { dir: _dir, ...serveOnly } = SERVE_OPTIONS;
  const args = parseCommand({ usage: USAGE, options: { ...BUILD_OPTIONS, ...serveOnly } }, argv);
  const options = buildOptionsOf(args);
  if (!(await printBuildResult(await buildSite(options), options, args.report))) return 1;
  return runServe({ ...args, dir: options.outDir });
});
