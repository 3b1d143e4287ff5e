// `npm run check`: validate the data folder only.
import { annotations } from '../cli/annotations.ts';
import { command, parseCommand } from '../cli/args.ts';
import { resolveNow } from '../cli/now.ts';
import { printIssues } from '../cli/report.ts';
import { loadDataFiles } from '../data/load.ts';
import { plausibilityWarnings } from '../data/plausibility.ts';
import { validateDataset } from '../data/validate.ts';

const USAGE = `Usage: npm run check -- [--data DIR] [--now DATE] [--annotations]

Validates every data file (schemas and cross-file references) and reports every problem at once, and warns, as
the build does, of what is most likely not meant (a run, incident or release dated after now, a price in another
unit). Exits 0 when the data builds, 1 otherwise. Writes nothing.

Options:
  --data DIR       data folder to read (default: data)
  --now DATE       the day to check dates against, as the build's --now (default: SOURCE_DATE_EPOCH, else today)
  --annotations    also print each problem as a GitHub Actions annotation on its file and line
  -h, --help       show this help`;

export const main = command(async (argv) => {
  const args = parseCommand(
    { usage: USAGE, options: { data: { type: 'string' }, now: { type: 'string' }, annotations: { type: 'boolean' } } },
    argv,
  );
  const dataDir = args.data ?? 'data';
  const now = resolveNow(args.now);
  const validated = validateDataset(await loadDataFiles(dataDir));
  const { dataset, errors } = validated;
  const warnings =
    dataset === null ? validated.warnings : [...validated.warnings, ...plausibilityWarnings(dataset, now)];
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
