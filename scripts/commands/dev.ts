// `npm run dev`: build, serve, and rebuild on every change of the data or public folder. The server follows
// each swapped-in build (route table and files together); a build that fails leaves the last good one served
// and prints its problems.
import path from 'node:path';
import { watch } from 'chokidar';
import { parseCommand } from '../cli/args.ts';
import { BUILD_OPTIONS, buildingCommand, buildNowOf, buildOptionsOf, printBuildResult } from '../cli/build-options.ts';
import { START_OPTIONS_HELP } from '../cli/start-options.ts';
import { buildSite } from '../pipeline.ts';
import { runServe, SERVE_OPTIONS } from '../serve/command.ts';

/** Editors save in bursts (write, rename, touch): one rebuild for a burst. */
const DEBOUNCE_MS = 150;

const USAGE = `Usage: npm run dev -- [build options] [serve options]

Builds the site, serves it, and rebuilds whenever a file in the data or public folder changes. The server
switches to each new build as a whole; while the data has problems, they are printed and the last good build
stays served. Stop with Ctrl-C.

${START_OPTIONS_HELP}`;

export const main = buildingCommand(async (argv) => {
  const { dir: _dir, ...serveOnly } = SERVE_OPTIONS;
  const args = parseCommand({ usage: USAGE, options: { ...BUILD_OPTIONS, ...serveOnly } }, argv);
  const options = buildOptionsOf(args);
  if (!(await printBuildResult(await buildSite(options), options, args.report))) {
    process.stderr.write('fix the problems above, then run npm run dev again\n');
    return 1;
  }

  let running = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const rebuild = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    do {
      again = false;
      // A new "now" for each build unless one was given: the clock moves while dev runs.
      const now = buildNowOf(args);
      const result = await buildSite({ ...options, now });
      if (!(await printBuildResult(result, options, args.report))) {
        process.stderr.write(`still serving the last good build of ${options.outDir}/\n`);
      }
    } while (again);
    running = false;
  };
  const watcher = watch([options.dataDir, options.publicDir], { ignoreInitial: true });
  watcher.on('all', (_event, file) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      process.stdout.write(`changed: ${path.relative(process.cwd(), file)}\n`);
      void rebuild();
    }, DEBOUNCE_MS);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  process.stdout.write(`watching ${options.dataDir}/ and ${options.publicDir}/ for changes\n`);
  const code = await runServe({ ...args, dir: options.outDir });
  clearTimeout(timer);
  await watcher.close();
  return code;
});
