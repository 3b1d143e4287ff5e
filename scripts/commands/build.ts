// `npm run build`: validate data/ and write the static API into build/.
import { parseCommand } from '../cli/args.ts';
import {
  BUILD_OPTIONS,
  BUILD_OPTIONS_HELP,
  buildingCommand,
  buildOptionsOf,
  printBuildResult,
} from '../cli/build-options.ts';
import { buildSite } from '../pipeline.ts';

const USAGE = `Usage: npm run build -- [options]

Validates the data folder and writes the whole static API (JSON, CSV, widgets) with every host's configuration.
The previous output is replaced only when the new one is complete.

Options:
${BUILD_OPTIONS_HELP}
  -h, --help         show this help`;

export const main = buildingCommand(async (argv) => {
  const args = parseCommand({ usage: USAGE, options: BUILD_OPTIONS }, argv);
  const options = buildOptionsOf(args);
  return (await printBuildResult(await buildSite(options), options, args.report)) ? 0 : 1;
});
