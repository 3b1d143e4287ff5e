// `npm run docs`: refill the generated examples of the README's API reference from the sample data.
import { readFile, writeFile } from 'node:fs/promises';
import { parseCommand, runCommand } from './cli/args.ts';
import { printIssues } from './cli/report.ts';
import { loadDataFiles } from './data/load.ts';
import { validateDataset } from './data/validate.ts';
import { apiRegionOf, refreshApiExamples } from './docs/api-examples.ts';
import { renderedSource } from './docs/sample-source.ts';

const USAGE = `Usage: npm run docs -- [--data DIR] [--readme FILE] [--check]

Rebuilds the data folder in memory and refills every generated example (responses, header rules, the error
table) of the README's API reference, so the reference shows what the site really answers.

Options:
  --data DIR      data folder (default: data)
  --readme FILE   the README to refresh (default: README.md)
  --check         change nothing; exit 1 when an example is out of date
  -h, --help      show this help`;

runCommand(async () => {
  const args = parseCommand({ usage: USAGE, options: { data: { type: 'string' }, readme: { type: 'string' }, check: { type: 'boolean' } } });
  const dataDir = args.data ?? 'data';
  const readmeFile = args.readme ?? 'README.md';
  const { dataset, errors, warnings } = validateDataset(await loadDataFiles(dataDir));
  printIssues(errors, warnings, dataDir);
  if (dataset === null) return 1;
  const readme = await readFile(readmeFile, 'utf8');
  const { before, region, after } = apiRegionOf(readme);
  const refreshed = refreshApiExamples(region, renderedSource(dataset));
  if (refreshed === region) {
    process.stdout.write(`${readmeFile}: the API examples are up to date\n`);
    return 0;
  }
  if (args.check === true) {
    process.stderr.write(`${readmeFile}: the API examples are out of date; run npm run docs\n`);
    return 1;
  }
  await writeFile(readmeFile, `${before}${refreshed}${after}`);
  process.stdout.write(`${readmeFile}: refreshed the API examples\n`);
  return 0;
});
