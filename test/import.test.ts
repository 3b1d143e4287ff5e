// `npm run import`: results kept elsewhere into a checked run file. A CSV file as spreadsheets write it (quoted commas,
// quotes and line breaks, a byte-order mark, units in cells, N/A for a missing value), lm-evaluation-harness results
// (a file or a folder of them, model names in either place the harness keeps them, stderr "N/A"), --carry, and
// the refusals: every problem at once, named by file, row or key and column, nothing written.
import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../scripts/pipeline.ts';
import { dataset, EXAMPLE_DATA, model, ROOT, run, tempDir, writeDataset } from './helpers/fixtures.ts';
import { expectSameTree, readTree } from './helpers/tree.ts';

const IMPORT = path.join(ROOT, 'scripts', 'import.ts');

const SCORING = {
  fields: [
    {
      key: 'accuracy',
      label: 'Accuracy',
      describes: 'Share answered correctly',
      better: 'higher',
      min: 0,
      max: 100,
      unit: '%',
      decimals: 1,
      ranking: { page: 'accuracy', explains: 'Accuracy.' },
      source: { lm_eval: 'arc_easy/acc,none', scale: 100 },
    },
    {
      key: 'judge',
      label: 'Judge',
      describes: 'Judge score',
      better: 'higher',
      min: 0,
      max: 100,
      decimals: 2,
      optional: true,
      source: { lm_eval: 'llm_judge/score,none' },
    },
    {
      key: 'cost',
      label: 'Cost',
      describes: 'US dollars for the suite',
      better: 'lower',
      min: 0,
      unit: '$',
      decimals: 2,
      optional: true,
    },
    {
      key: 'perplexity',
      label: 'Perplexity',
      describes: 'Perplexity on the held-out text',
      better: 'lower',
      min: 0,
      decimals: 2,
      optional: true,
      source: { lm_eval: 'lambada/perplexity,none' },
    },
  ],
  labels: [{ key: 'mode', label: 'Mode', values: ['zero-shot', 'few-shot'], optional: true }],
  overall: { weights: { accuracy: 1 } },
};

const DATA = dataset({
  models: [model('alpha', { pricing: null }), model('beta', { pricing: null })],
  runs: [
    run(1, '2026-01-05T12:00:00Z', [
      { model: 'alpha', accuracy: 70, cost: 3, mode: 'zero-shot' },
      { model: 'beta', accuracy: 60, cost: 4, mode: 'few-shot' },
    ]),
  ],
});

/** A data folder of the fixture (with its scoring, or another), and a folder for the files to import. */
async function folders(scoring: unknown = SCORING, files = DATA) {
  const root = await tempDir('lb-import-');
  const data = path.join(root, 'data');
  await writeDataset(data, { ...files, 'scoring.json': scoring });
  const sources = path.join(root, 'sources');
  await mkdir(sources, { recursive: true });
  return { data, sources };
}

const importCommand = (args: string[], cwd = ROOT) =>
  spawnSync(process.execPath, [IMPORT, ...args], { cwd, encoding: 'utf8' });

const runArgs = (data: string, id = 2) => [
  '--run-id',
  String(id),
  '--published-at',
  '2026-01-12T12:00:00Z',
  '--data',
  data,
];

const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8'));

/** A CSV file's import into a folder of its own: the run and new model files it wrote, or what it said. */
async function importCsv(text: string): Promise<{ wrote?: unknown; said?: string[] }> {
  const { data, sources } = await folders();
  const csv = path.join(sources, 'case.csv');
  await writeFile(csv, text);
  const done = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [IMPORT, csv, ...runArgs(data)], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (status) => resolve({ status, stderr }));
  });
  const said = done.stderr
    .replaceAll(`${csv} → `, '')
    .replaceAll(csv, 'CSV')
    .split('\n')
    .filter((line) => line !== '');
  if (done.status !== 0) return { said };
  const models = (await readdir(path.join(data, 'models'))).filter((f) => !['alpha.json', 'beta.json'].includes(f));
  return {
    wrote: {
      results: (await readJson(path.join(data, 'runs/2.json'))).results,
      models: await Promise.all(models.map((f) => readJson(path.join(data, 'models', f)))),
    },
    ...(said.length > 0 ? { said } : {}),
  };
}

/** A header and rows, joined by line feeds. */
const lines = (...rows: string[]) => `${rows.join('\n')}\n`;

describe('the CSV reader, case by case', () => {
  const alpha = (extra: Record<string, unknown>) => ({ model: 'alpha', accuracy: 71, ...extra });
  const CASES: [string, string, { wrote?: unknown; said?: string[] }][] = [
    [
      'a quoted comma and a quoted quote',
      lines('model,accuracy,name,provider', 'gamma,50,"Gamma ""G"", large","Labs, Inc."'),
      {
        wrote: {
          results: [{ model: 'gamma', accuracy: 50 }],
          models: [{ slug: 'gamma', name: 'Gamma "G", large', provider: 'Labs, Inc.', pricing: null }],
        },
      },
    ],
    [
      'a byte-order mark',
      `\ufeff${lines('model,accuracy', 'alpha,71')}`,
      { wrote: { results: [alpha({})], models: [] } },
    ],
    [
      'CRLF line ends',
      'model,accuracy,mode\r\nalpha,71,few-shot\r\n',
      { wrote: { results: [alpha({ mode: 'few-shot' })], models: [] } },
    ],
    [
      'a percent sign',
      lines('model,accuracy', 'alpha,77.47%'),
      { wrote: { results: [alpha({ accuracy: 77.47 })], models: [] } },
    ],
    [
      'a dollar sign',
      lines('model,accuracy,cost', 'alpha,71,$4.64'),
      { wrote: { results: [alpha({ cost: 4.64 })], models: [] } },
    ],
    [
      'N/A in an optional field',
      lines('model,accuracy,cost', 'alpha,71,N/A'),
      { wrote: { results: [alpha({ cost: null })], models: [] } },
    ],
    [
      'an empty optional cell',
      lines('model,accuracy,cost,mode', 'alpha,71,,'),
      { wrote: { results: [alpha({ cost: null, mode: null })], models: [] } },
    ],
    [
      'a number out of range',
      lines('model,accuracy', 'alpha,100.5'),
      {
        said: [
          'error: row 2 (model "alpha"), column accuracy: expected a number ≤ 100, found 100.5',
          '1 problem: nothing was written',
        ],
      },
    ],
    [
      'text where a number belongs',
      lines('model,accuracy', 'alpha,high'),
      {
        said: [
          'error: row 2 (model "alpha"), column accuracy: expected a number (with or without "%"), found "high"',
          '1 problem: nothing was written',
        ],
      },
    ],
    [
      'a required field left empty',
      lines('model,accuracy,cost', 'alpha,,3'),
      {
        said: [
          'error: row 2 (model "alpha"), column accuracy: expected a number (the field is not optional), found an empty cell',
          '1 problem: nothing was written',
        ],
      },
    ],
    [
      'a required field without its column',
      lines('model,cost', 'alpha,3'),
      {
        said: [
          'error: row 1: expected a column for each field and label that is not optional, found none for accuracy',
          '1 problem: nothing was written',
        ],
      },
    ],
    [
      'a model twice',
      lines('model,accuracy', 'alpha,71', 'alpha,72'),
      {
        said: [
          `error: row 3 (model "alpha"): expected each model once, found it again (also CSV row 2)`,
          '1 problem: nothing was written',
        ],
      },
    ],
    [
      'an unknown column',
      lines('model,accuracy,remarks', 'alpha,71,fine'),
      {
        wrote: { results: [alpha({})], models: [] },
        said: ['warning: row 1: column "remarks" is not a field, label or half-width of the scoring; ignored'],
      },
    ],
  ];
  it('gives each awkward case its exact outcome or message', async () => {
    const outcomes = await Promise.all(CASES.map(([, text]) => importCsv(text)));
    expect(CASES.map(([name], i) => [name, outcomes[i]])).toEqual(CASES.map(([name, , expected]) => [name, expected]));
  });
});

describe('import from a CSV file', () => {
  it('reads quoted commas, quotes, line breaks, a byte-order mark and units in cells; writes the run and new models', async () => {
    const { data, sources } = await folders();
    const csv = path.join(sources, 'results.csv');
    await writeFile(
      csv,
      '\ufeffmodel,accuracy,cost,mode,accuracy_ci95,name,provider,notes\r\n' +
        'alpha,72.5%,$3.10,zero-shot,1.2,,,"first, second"\r\n' +
        'gamma,"55.0 %",N/A,,-,"Gamma ""Large""","Gamma\nLabs",x\r\n',
    );
    const done = importCommand([csv, ...runArgs(data)]);
    expect(done.stderr).toBe(
      `warning: ${csv} → row 1: column "notes" is not a field, label or half-width of the scoring; ignored\n`,
    );
    expect(done.status).toBe(0);
    expect(done.stdout).toBe(
      `import: wrote ${data}/models/gamma.json\nimport: wrote ${data}/runs/2.json\n` +
        'import: run 2 (full, published, 2026-01-12T12:00:00Z): 2 results, 2 imported; new models: gamma\n',
    );
    expect(await readJson(path.join(data, 'runs/2.json'))).toEqual({
      run_id: 2,
      kind: 'full',
      status: 'published',
      published_at: '2026-01-12T12:00:00Z',
      results: [
        { model: 'alpha', accuracy: 72.5, cost: 3.1, mode: 'zero-shot', ci95: { accuracy: 1.2 } },
        { model: 'gamma', accuracy: 55, cost: null, mode: null },
      ],
    });
    expect(await readJson(path.join(data, 'models/gamma.json'))).toEqual({
      slug: 'gamma',
      name: 'Gamma "Large"',
      provider: 'Gamma\nLabs',
      pricing: null,
    });
    // The folder checks as the build checks it.
    const check = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'check.ts'), '--data', data], {
      encoding: 'utf8',
    });
    expect(check.status).toBe(0);
  });

  it('refuses every problem at once, each by file, row, model and column, and writes nothing', async () => {
    const { data, sources } = await folders();
    const before = await readTree(data);
    const csv = path.join(sources, 'bad.csv');
    await writeFile(
      csv,
      'model,accuracy,cost,mode\n' +
        'alpha,140,1,zero-shot\n' + // out of range
        'beta,,2,few-shot\n' + // accuracy is required
        'delta,50,$x,zero-shot\n' + // not a number; delta has no file and no name
        'alpha,60,1,one-shot\n', // alpha twice
    );
    const done = importCommand([csv, ...runArgs(data)]);
    expect(done.status).toBe(1);
    expect(done.stdout).toBe('');
    expect(done.stderr.split('\n')).toEqual([
      `error: ${csv} → row 2 (model "alpha"), column accuracy: expected a number ≤ 100, found 140`,
      `error: ${csv} → row 3 (model "beta"), column accuracy: expected a number (the field is not optional), found an empty cell`,
      `error: ${csv} → row 4 (model "delta"), column cost: expected a number (with or without "$"), found "$x"`,
      `error: ${csv} → row 4 (model "delta"): expected a model of the data folder (models/delta.json), or its name and provider to give it a file, found neither`,
      `error: ${csv} → row 5 (model "alpha"): expected each model once, found it again (also ${csv} row 2)`,
      '5 problems: nothing was written',
      '',
    ]);
    expect(expectSameTree(before, await readTree(data))).toEqual([]);
  });

  it('refuses a run id that exists, and prints the run without writing it on --dry-run', async () => {
    const { data, sources } = await folders();
    const csv = path.join(sources, 'one.csv');
    await writeFile(csv, 'model,accuracy\nalpha,71\n');
    const taken = importCommand([csv, ...runArgs(data, 1)]);
    expect(taken.status).toBe(1);
    expect(taken.stderr).toBe(
      `error: ${data}/runs/1.json: expected a run id no run has, found runs/1.json there already (an import never replaces a run)\n1 problem: nothing was written\n`,
    );
    const before = await readTree(data);
    const dry = importCommand([csv, ...runArgs(data), '--dry-run', '--kind', 'partial', '--status', 'draft']);
    expect(dry.status).toBe(0);
    expect(JSON.parse(dry.stdout)).toEqual({
      run_id: 2,
      kind: 'partial',
      status: 'draft',
      published_at: '2026-01-12T12:00:00Z',
      results: [{ model: 'alpha', accuracy: 71 }],
    });
    expect(dry.stderr).toBe(
      'import: would write run 2 (partial, draft, 2026-01-12T12:00:00Z): 1 results, 1 imported; --dry-run: nothing was written\n',
    );
    expect(expectSameTree(before, await readTree(data))).toEqual([]);
  });

  it('carries the latest published full run: imported rows replace their models’ results or join them', async () => {
    const { data, sources } = await folders();
    const csv = path.join(sources, 'update.csv');
    await writeFile(csv, 'model,accuracy,cost,name,provider\nbeta,65,2.5,,\nomega,80,9,Omega,Omega Labs\n');
    const done = importCommand([csv, ...runArgs(data), '--carry']);
    expect(done.status).toBe(0);
    expect(done.stdout).toContain('3 results, 2 imported, 1 carried from run 1; new models: omega');
    expect((await readJson(path.join(data, 'runs/2.json'))).results).toEqual([
      { model: 'alpha', accuracy: 70, judge: null, cost: 3, perplexity: null, mode: 'zero-shot' },
      { model: 'beta', accuracy: 65, cost: 2.5 },
      { model: 'omega', accuracy: 80, cost: 9 },
    ]);
  });

  it('leaves no partial file when it is killed: the run is there whole or not at all', async () => {
    const { data, sources } = await folders();
    const csv = path.join(sources, 'many.csv');
    const rows = Array.from({ length: 10_000 }, (_, i) => `m-${i},${(i % 100) + 0.5},1,zero-shot,M ${i},Many`);
    await writeFile(csv, `model,accuracy,cost,mode,name,provider\n${rows.join('\n')}\n`);
    for (const delay of [50, 400, 900, 1500]) {
      const child = spawn(process.execPath, [IMPORT, csv, ...runArgs(data, 100 + delay)], { stdio: 'ignore' });
      await new Promise((resolve) => setTimeout(resolve, delay));
      child.kill('SIGKILL');
      await new Promise((resolve) => child.on('exit', resolve));
      const runs = await readdir(path.join(data, 'runs'));
      for (const name of runs.filter((n) => !n.startsWith('.'))) await readJson(path.join(data, 'runs', name));
      const check = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'check.ts'), '--data', data], {
        encoding: 'utf8',
      });
      expect(check.status, check.stderr).toBe(0);
    }
    // What the killed imports left behind (hidden, never read) goes with the next import, which says so.
    const leftovers = async () =>
      (await Promise.all(['models', 'runs'].map((d) => readdir(path.join(data, d)))))
        .flat()
        .filter((n) => /\.import-\d+$/.test(n));
    const left = (await leftovers()).length;
    const after = importCommand([csv, ...runArgs(data, 99)]);
    expect(after.status, after.stderr).toBe(0);
    expect(after.stdout.includes(`import: removed ${left} temporary files an interrupted import left\n`)).toBe(
      left > 0,
    );
    expect(await leftovers()).toEqual([]);
  });
});

/** A results file as lm-evaluation-harness writes one (the members an import reads, and a few it does not). */
function harnessFile(modelArgs: unknown, results: Record<string, Record<string, unknown>>, modelName?: string) {
  return {
    results,
    configs: { arc_easy: { task: 'arc_easy', doc_to_text: 'never run' } },
    config: { model: 'hf', model_args: modelArgs },
    ...(modelName === undefined ? {} : { model_name: modelName }),
    git_hash: 'abc1234',
  };
}

describe('import from lm-evaluation-harness results', () => {
  it('takes each field from its task, metric and filter × scale, and its stderr as 1.96 × stderr × scale', async () => {
    const { data, sources } = await folders();
    const org = path.join(sources, 'org__tiny-1b');
    await mkdir(org, { recursive: true });
    // Two files of one model: one task each, merged.
    await writeFile(
      path.join(org, 'results_2026-01-10T10-00-00.json'),
      JSON.stringify(
        harnessFile(
          'pretrained=Org/Tiny-1B,dtype=bfloat16',
          { arc_easy: { alias: 'arc_easy', 'acc,none': 0.535, 'acc_stderr,none': 0.01 } },
          'Org/Tiny-1B',
        ),
      ),
    );
    await writeFile(
      path.join(org, 'results_2026-01-10T11-00-00.json'),
      JSON.stringify(
        harnessFile(
          'pretrained=Org/Tiny-1B',
          { lambada: { 'perplexity,none': 3.1337, 'perplexity_stderr,none': 'N/A' } },
          '',
        ),
      ),
    );
    // The model only in model_args as an object, at a local path: its last segment names it.
    await writeFile(
      path.join(sources, 'local.json'),
      JSON.stringify(
        harnessFile(
          { pretrained: '/scratch/runs/my-sft-7b', tensor_parallel_size: 8 },
          {
            arc_easy: { 'acc,none': 0.6, 'acc_stderr,none': 0.02 },
            llm_judge: { 'score,none': 81.25, 'score_stderr,none': 0.5 },
          },
        ),
      ),
    );
    const done = importCommand([sources, ...runArgs(data), '--provider', 'Fixture Labs']);
    expect(done.stderr).toBe('');
    expect(done.status).toBe(0);
    expect((await readJson(path.join(data, 'runs/2.json'))).results).toEqual([
      { model: 'my-sft-7b', accuracy: 60, judge: 81.25, perplexity: null, ci95: { accuracy: 3.92, judge: 0.98 } },
      { model: 'org-tiny-1b', accuracy: 53.5, judge: null, perplexity: 3.1337, ci95: { accuracy: 1.96 } },
    ]);
    expect(await readJson(path.join(data, 'models/org-tiny-1b.json'))).toEqual({
      slug: 'org-tiny-1b',
      name: 'Org/Tiny-1B',
      provider: 'Fixture Labs',
      pricing: null,
    });
  });

  it('reads the harness’s own layout: a group’s aggregate from results or from groups alone; higher_is_better checked', async () => {
    const field = (key: string, better: string, lmEval: string, scale?: number) => ({
      key,
      label: key,
      describes: key,
      better,
      min: 0,
      decimals: 2,
      source: { lm_eval: lmEval, ...(scale === undefined ? {} : { scale }) },
    });
    const { data, sources } = await folders(
      {
        fields: [
          { ...field('knowledge', 'higher', 'mmlu/acc,none', 100), max: 100 },
          field('perplexity', 'lower', 'lambada_openai/perplexity,none'),
          // The harness says lower is better for this metric: the scoring's word stands, with a warning.
          field('brier', 'higher', 'arc_easy/brier_score,none'),
        ],
        overall: { weights: { knowledge: 1 } },
      },
      dataset({ models: [] }),
    );
    // As the harness's writer lays a file out (0.4.x): tasks and the group in results, the group again in groups.
    const written = (model: string, mmlu: number, inGroupsOnly: boolean) => ({
      results: {
        ...(inGroupsOnly ? {} : { mmlu: { 'acc,none': mmlu, 'acc_stderr,none': 0.004, alias: 'mmlu' } }),
        mmlu_anatomy: { 'acc,none': 0.41, 'acc_stderr,none': 0.04, alias: ' - anatomy' },
        lambada_openai: {
          'perplexity,none': 5.25,
          'perplexity_stderr,none': 0.12,
          'acc,none': 0.7,
          alias: 'lambada_openai',
        },
        arc_easy: { 'brier_score,none': 0.25, 'brier_score_stderr,none': 'N/A', alias: 'arc_easy' },
      },
      groups: { mmlu: { 'acc,none': mmlu, 'acc_stderr,none': 0.004, alias: 'mmlu' } },
      group_subtasks: { mmlu: ['mmlu_anatomy'], lambada_openai: [], arc_easy: [] },
      configs: { mmlu_anatomy: { task: 'mmlu_anatomy' } },
      versions: { mmlu: 2, mmlu_anatomy: 1, lambada_openai: 1, arc_easy: 1 },
      'n-shot': { mmlu_anatomy: 0, lambada_openai: 0, arc_easy: 0 },
      higher_is_better: {
        mmlu: { acc: true },
        mmlu_anatomy: { acc: true },
        lambada_openai: { perplexity: false, acc: true },
        arc_easy: { brier_score: false },
      },
      'n-samples': { mmlu_anatomy: { original: 135, effective: 135 } },
      config: { model: 'hf', model_args: `pretrained=${model},dtype=bfloat16`, batch_size: 'auto' },
      model_name: model,
      model_name_sanitized: model.replace('/', '__'),
      git_hash: 'abc1234',
    });
    await writeFile(path.join(sources, 'a.json'), JSON.stringify(written('Org/Knows-7B', 0.6123, false)));
    await writeFile(path.join(sources, 'b.json'), JSON.stringify(written('Org/Older-3B', 0.25, true)));
    const done = importCommand([sources, ...runArgs(data)]);
    expect(done.stderr).toBe(
      `warning: ${path.join(sources, 'a.json')} → higher_is_better.arc_easy.brier_score: the harness says lower is better, the scoring's field brier says higher; imported as the scoring says\n`,
    );
    expect(done.status).toBe(0);
    expect((await readJson(path.join(data, 'runs/2.json'))).results).toEqual([
      {
        model: 'org-knows-7b',
        knowledge: 61.23,
        perplexity: 5.25,
        brier: 0.25,
        ci95: { knowledge: 0.784, perplexity: 0.2352 },
      },
      {
        model: 'org-older-3b',
        knowledge: 25,
        perplexity: 5.25,
        brier: 0.25,
        ci95: { knowledge: 0.784, perplexity: 0.2352 },
      },
    ]);
  });

  it('refuses a mapped metric a model’s files lack, and one field given by two files of a model, naming files and keys', async () => {
    const { data, sources } = await folders();
    const first = path.join(sources, 'a.json');
    const second = path.join(sources, 'b.json');
    const third = path.join(sources, 'c.json');
    await writeFile(first, JSON.stringify(harnessFile('pretrained=org/twice', { arc_easy: { 'acc,none': 0.5 } })));
    await writeFile(second, JSON.stringify(harnessFile('pretrained=org/twice', { arc_easy: { 'acc,none': 0.51 } })));
    await writeFile(third, JSON.stringify(harnessFile('pretrained=org/none', { hellaswag: { 'acc,none': 0.5 } })));
    const before = await readTree(data);
    const done = importCommand([first, second, third, ...runArgs(data)]);
    expect(done.status).toBe(1);
    expect(done.stderr.split('\n')).toEqual([
      `error: ${second} → results.arc_easy["acc,none"]: expected each field of a model from one file, found accuracy of org-twice in ${first} too`,
      `error: ${third} → results.arc_easy["acc,none"]: expected the value of field accuracy, found nothing there (nor in any other file of org-none)`,
      '2 problems: nothing was written',
      '',
    ]);
    expect(expectSameTree(before, await readTree(data))).toEqual([]);
  });

  it('answers --help, and a usage error without the run id', async () => {
    const help = importCommand(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: npm run import -- FILE… --run-id N --published-at ISO [options]');
    const missing = importCommand(['x.csv', '--published-at', '2026-01-12T12:00:00Z']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe('error: --run-id: expected a positive whole number, found nothing\n');
  });
});

describe('--carry over the datasets that ship', () => {
  it.each([
    ['the sample', path.join(ROOT, 'data')],
    ['the example benchmark', EXAMPLE_DATA],
  ])('%s: the new run holds every carried model and the imported ones; the week names exactly those as moving', async (_, shipped) => {
    const root = await tempDir('lb-carry-');
    const data = path.join(root, 'data');
    await cp(shipped, data, { recursive: true });
    const runs = await Promise.all(
      (await readdir(path.join(data, 'runs'))).map((f) => readJson(path.join(data, 'runs', f))),
    );
    const latest = runs
      .filter((r) => r.kind === 'full' && r.status === 'published')
      .sort((a, b) => Date.parse(a.published_at) - Date.parse(b.published_at) || a.run_id - b.run_id)
      .at(-1);
    const scoring = await readFile(path.join(data, 'scoring.json'), 'utf8').then(JSON.parse, () => null);
    const weighted = Object.keys(scoring?.overall.weights ?? { execution_raw: 0.55, grounding_raw: 0.45 });
    // One carried model imported again with its weighted fields at 1 (it falls), and a new model (it enters).
    const moved = latest.results.at(-2);
    const columns = Object.keys(moved).filter((k) => k !== 'ci95' && moved[k] !== null);
    const row = (r: Record<string, unknown>) => columns.map((c) => String(r[c])).join(',');
    const fallen = { ...moved, ...Object.fromEntries(weighted.map((k) => [k, 1])) };
    const entrant = { ...moved, model: 'carry-newcomer' };
    const csv = path.join(root, 'update.csv');
    await writeFile(
      csv,
      lines(`${columns.join(',')},name,provider`, `${row(fallen)},,`, `${row(entrant)},Newcomer,Carry Labs`),
    );
    const runId = Math.max(...runs.map((r) => r.run_id)) + 1;
    const publishedAt = new Date(Date.parse(latest.published_at) + 7 * 86_400_000).toISOString().replace('.000Z', 'Z');
    const done = importCommand([
      csv,
      '--run-id',
      String(runId),
      '--published-at',
      publishedAt,
      '--data',
      data,
      '--carry',
    ]);
    expect(done.status, done.stderr).toBe(0);
    const written = await readJson(path.join(data, 'runs', `${runId}.json`));
    expect(written.results.map((r: { model: string }) => r.model)).toEqual([
      ...latest.results.map((r: { model: string }) => r.model),
      'carry-newcomer',
    ]);
    // Every carried result as it was, but the one imported again.
    for (const [i, r] of latest.results.entries()) if (r.model !== moved.model) expect(written.results[i]).toEqual(r);
    const out = path.join(root, 'build');
    const now = new Date(Date.parse(publishedAt) + 86_400_000);
    const built = await buildSite({
      dataDir: data,
      outDir: out,
      publicDir: path.join(ROOT, 'public'),
      now,
      cards: false,
    });
    expect(built.ok).toBe(true);
    const week = (await readJson(path.join(out, 'changes', 'weeks.json'))).latest;
    const changes = await readJson(path.join(out, 'changes', `${week}.json`));
    expect(changes.current_run_id).toBe(runId);
    const slugs = (group: { slug: string }[]) => group.map((e) => e.slug);
    expect({ rising: slugs(changes.rising), falling: slugs(changes.falling) }).toEqual({
      rising: ['carry-newcomer'],
      falling: [moved.model],
    });
    expect(changes.stable).toHaveLength(latest.results.length - 1);
  });
});
