// `npm run check`: validate the data folder only.
import { annotations } from '../cli/annotations.ts';
import { command, parseCommand } from '../cli/args.ts';
import { printIssues } from '../cli/report.ts';
import { loadDataFiles } from '../data/load.ts';
import { validateDataset } from '../data/validate.ts';

const USAGE = `Usage: npm run check -- [--data DIR] [--annotations]

Validates every data file (schemas and cross-file references) and reports every problem at once.
Exits 0 when the data builds, 1 otherwise. Writes nothing.

Options:
  --data DIR       data folder to read (default: data)
  --annotations    also print each problem as a GitHub Actions annotation on its file and line
  -h, --help       show this help`;

export const main = command(async (argv) => {
  const args = parseCommand(
    { usage: USAGE, options: { data: { type: 'string' }, annotations: { type: 'boolean' } } },
    argv,
  );
  const dataDir = args.data ?? 'data';
  const { dataset, errors, warnings } = validateDataset(await loadDataFiles(dataDir));
  printIssues(errors, warnings, dataDir, 'fix them and run the check again');
  if (args.annotations === true) {
    for (const line of await annotations(errors, warnings, dataDir)) process.stdout.write(`${line}\n`);
  }
  if (dataset === null) return 1;
  process.stdout.write(
    `${dataDir}/ is valid: ${dataset.models.length} models, ${dataset.runs.length} runs, ` +
      `${dataset.incidents.length} incidents, ${dataset.dcdRuns.length} DCD runs\n`,
  );
  return 0;
});
