// `npm run docs`: refill the generated examples of the API reference (docs/api.md) from the sample data.
import { readFile, writeFile } from 'node:fs/promises';
import { command, parseCommand } from '../cli/args.ts';
import { apiRegionOf, refreshApiExamples } from '../docs/api-examples.ts';
import { fetchExampleSource } from '../docs/served-source.ts';

const USAGE = `Usage: npm run docs -- [--data DIR] [--file FILE] [--check]

Builds the data folder into a temporary folder (at each date the examples name), serves it on a free local
port and refills every generated example of the API reference (responses, header rules, the error table) from
the answers, so the reference shows what the site really answers.

Options:
  --data DIR      data folder (default: data)
  --file FILE     the reference to refresh (default: docs/api.md)
  --check         change nothing; exit 1 when an example is out of date
  -h, --help      show this help`;

export const main = command(async (argv) => {
  const args = parseCommand(
    {
      usage: USAGE,
      options: { data: { type: 'string' }, file: { type: 'string' }, check: { type: 'boolean' } },
    },
    argv,
  );
  const dataDir = args.data ?? 'data';
  const referenceFile = args.file ?? 'docs/api.md';
  const reference = await readFile(referenceFile, 'utf8');
  const { before, region, after } = apiRegionOf(reference);
  const source = await fetchExampleSource({ dataDir, publicDir: 'public', text: region });
  const refreshed = refreshApiExamples(region, source);
  if (refreshed === region) {
    process.stdout.write(`${referenceFile}: the API examples are up to date\n`);
    return 0;
  }
  if (args.check === true) {
    process.stderr.write(`${referenceFile}: the API examples are out of date; run npm run docs\n`);
    return 1;
  }
  await writeFile(referenceFile, `${before}${refreshed}${after}`);
  process.stdout.write(`${referenceFile}: refreshed the API examples\n`);
  return 0;
});
