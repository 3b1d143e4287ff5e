import { spawnSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatIssue } from '../scripts/data/issues.ts';
import { impossibleDate } from '../scripts/data/schema.ts';
import { buildSite } from '../scripts/pipeline.ts';
import {
  AFTER_SUNSET,
  dataset,
  type FixtureFiles,
  model,
  ROOT,
  result,
  run,
  tempDir,
  writeDataset,
} from './helpers/fixtures.ts';
import { expectSameTree, readTree } from './helpers/tree.ts';

const GOOD = dataset({
  models: [model('alpha-1'), model('beta-2')],
  runs: [run(1, '2026-01-05T12:00:00Z', [result('alpha-1', 80, 70), result('beta-2', 60, 90)])],
});

/** A copy of the good dataset with `patch` applied (undefined deletes a file). */
function variant(patch: FixtureFiles): FixtureFiles {
  const files: FixtureFiles = { ...structuredClone(GOOD), ...patch };
  for (const [key, value] of Object.entries(files)) if (value === undefined) delete files[key];
  return files;
}

const runFile = (results: unknown[], extra: Record<string, unknown> = {}) =>
  run(1, '2026-01-05T12:00:00Z', results, extra);

const BAD_INPUTS: [string, FixtureFiles][] = [
  ['malformed JSON', variant({ 'runs/1.json': '{\n  "run_id": 1,\n  "kind": "full"\n  "status": "published"\n}\n' })],
  ['wrong type', variant({ 'runs/1.json': runFile([result('alpha-1', '80', 70)]) })],
  ['out-of-range score', variant({ 'runs/1.json': runFile([result('alpha-1', 80, 100.5)]) })],
  ['negative score', variant({ 'runs/1.json': runFile([result('alpha-1', -1, 70)]) })],
  ['unknown enum value', variant({ 'runs/1.json': runFile([result('alpha-1', 80, 70, 'ok')]) })],
  ['unknown model slug', variant({ 'runs/1.json': runFile([result('alpha-1', 80, 70), result('gamma-3', 1, 2)]) })],
  ['a typo in a model slug', variant({ 'runs/1.json': runFile([result('alpha-1', 80, 70), result('beta-3', 1, 2)]) })],
  ['empty file', variant({ 'runs/1.json': '' })],
  [
    'references beside problems of shape',
    variant({
      'runs/1.json': run(2, '2026-01-05T12:00:00Z', [result('alpha-1', 'high', 70), result('alpha-2', 1, 2)]),
    }),
  ],
  ['duplicate run_id', variant({ 'runs/2.json': runFile([result('alpha-1', 80, 70)]) })],
  ['file name differs from id', variant({ 'models/beta-2.json': model('beta-3') })],
  [
    'bad date',
    variant({ 'runs/1.json': runFile([result('alpha-1', 80, 70)], { published_at: '2026-02-30T12:00:00Z' }) }),
  ],
  ['date without time zone', variant({ 'runs/1.json': runFile([], { published_at: '2026-02-03 12:00' }) })],
  ['NaN-like string', variant({ 'runs/1.json': runFile([result('alpha-1', 'NaN', 'Infinity')]) })],
  ['missing field', variant({ 'models/alpha-1.json': { slug: 'alpha-1', name: 'Alpha', pricing: null } })],
  ['invalid slug', variant({ 'models/Alpha_1.json': model('Alpha_1') })],
  ['non-integer run_id', variant({ 'runs/1.json': runFile([], { run_id: 1.5 }) })],
  [
    'model listed twice in a run',
    variant({ 'runs/1.json': runFile([result('alpha-1', 1, 2), result('alpha-1', 3, 4)]) }),
  ],
  ['missing site.json', variant({ 'site.json': undefined })],
  [
    'a path in the site url',
    variant({ 'site.json': { ...(GOOD['site.json'] as object), url: 'https://user.github.io/project' } }),
  ],
  [
    'several problems at once',
    variant({
      'runs/1.json': runFile([result('alpha-1', 101, 70, 'ok')], { kind: 'weekly' }),
      'incidents/inc-1.json': {
        id: 'inc-1',
        model: 'nobody',
        date: '2026-13-01',
        severity: 'minor',
        status: 'open',
        title: 'x',
        summary: '',
      },
    }),
  ],
];

const EXPECTED: Record<string, string> = {
  'malformed JSON': `data/runs/1.json: expected valid JSON, found a syntax error at line 4 column 3 (Expected ',' or '}' after property value)`,
  'wrong type': 'data/runs/1.json → results[0] (model "alpha-1").execution_raw: expected a number, found "80"',
  'out-of-range score':
    'data/runs/1.json → results[0] (model "alpha-1").grounding_raw: expected a number ≤ 100, found 100.5',
  'negative score': 'data/runs/1.json → results[0] (model "alpha-1").execution_raw: expected a number ≥ 0, found -1',
  'unknown enum value':
    'data/runs/1.json → results[0] (model "alpha-1").integrity_label: expected "pass" | "warn" | "fail", found "ok"',
  'unknown model slug':
    'data/runs/1.json → results[1] (model "gamma-3").model: expected the slug of a model in models/, found "gamma-3"',
  'duplicate run_id': [
    'data/runs/2.json → run_id: expected the file name to equal the run_id (1.json), found "2"',
    'data/runs/2.json → run_id: expected a run_id not used by runs/1.json, found 1',
  ].join('\n'),
  'file name differs from id':
    'data/models/beta-2.json → slug: expected the file name to equal the slug (beta-3.json), found "beta-2"',
  'bad date':
    'data/runs/1.json → published_at: expected a date that exists (February 2026 has 28 days), found "2026-02-30T12:00:00Z"',
  'date without time zone':
    'data/runs/1.json → published_at: expected an ISO-8601 UTC date-time such as 2026-02-16T12:00:00Z, found "2026-02-03 12:00"',
  'NaN-like string': [
    'data/runs/1.json → results[0] (model "alpha-1").execution_raw: expected a number, found "NaN"',
    'data/runs/1.json → results[0] (model "alpha-1").grounding_raw: expected a number, found "Infinity"',
  ].join('\n'),
  'missing field': 'data/models/alpha-1.json → provider: expected a string, found nothing (the field is missing)',
  'invalid slug':
    'data/models/Alpha_1.json → slug: expected a slug (lower-case letters and digits, separated by single "-" or "."), found "Alpha_1"',
  'non-integer run_id': 'data/runs/1.json → run_id: expected an integer, found 1.5',
  'model listed twice in a run':
    'data/runs/1.json → results[1] (model "alpha-1").model: expected each model once, found "alpha-1" again',
  'missing site.json':
    'data/site.json: expected the site file (name, url, attribution, license), found nothing (the file is missing)',
  'a path in the site url':
    'data/site.json → url: expected the site\'s origin alone (https://user.github.io), its path in base_path ("/project/"), found "https://user.github.io/project"',
  'a typo in a model slug':
    'data/runs/1.json → results[1] (model "beta-3").model: expected the slug of a model in models/, found "beta-3" (did you mean "beta-2"?)',
  'empty file': 'data/runs/1.json: expected a JSON object, found an empty file',
  'references beside problems of shape': [
    'data/runs/1.json → results[0] (model "alpha-1").execution_raw: expected a number, found "high"',
    'data/runs/1.json → run_id: expected the file name to equal the run_id (2.json), found "1"',
    'data/runs/1.json → results[1] (model "alpha-2").model: expected the slug of a model in models/, found "alpha-2" (did you mean "alpha-1"?)',
  ].join('\n'),
  'several problems at once': [
    'data/incidents/inc-1.json → date: expected a date that exists (a year has months 01 to 12), found "2026-13-01"',
    'data/incidents/inc-1.json → model: expected the slug of a model in models/, found "nobody"',
    'data/runs/1.json → kind: expected "full" | "partial", found "weekly"',
    'data/runs/1.json → results[0] (model "alpha-1").execution_raw: expected a number ≤ 100, found 101',
    'data/runs/1.json → results[0] (model "alpha-1").integrity_label: expected "pass" | "warn" | "fail", found "ok"',
  ].join('\n'),
};

describe('bad input', () => {
  let root: string;
  let outDir: string;
  let before: Map<string, Buffer>;

  beforeAll(async () => {
    root = await tempDir();
    outDir = path.join(root, 'build');
    const dataDir = path.join(root, 'good');
    await writeDataset(dataDir, GOOD);
    const built = await buildSite({
      dataDir,
      outDir,
      publicDir: path.join(ROOT, 'public'),
      now: AFTER_SUNSET,
      cards: false,
    });
    expect(built.ok).toBe(true);
    before = await readTree(outDir);
  });

  it('has at least 12 fixtures, each with its exact message', () => {
    expect(BAD_INPUTS.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(EXPECTED).sort()).toEqual(BAD_INPUTS.map(([name]) => name).sort());
  });

  it.each(BAD_INPUTS)('%s: reports every problem and leaves the previous build untouched', async (name, files) => {
    const dataDir = path.join(root, name.replace(/\W+/g, '-'));
    await rm(dataDir, { recursive: true, force: true });
    await writeDataset(dataDir, files);
    const built = await buildSite({
      dataDir,
      outDir,
      publicDir: path.join(ROOT, 'public'),
      now: AFTER_SUNSET,
      cards: false,
    });
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.errors.map((e) => formatIssue(e, 'data')).join('\n')).toBe(EXPECTED[name]);
    expect(expectSameTree(before, await readTree(outDir))).toEqual([]);
  });
});

describe('unknown fields', () => {
  it('warns about each one and never publishes it', async () => {
    const dataDir = path.join(await tempDir(), 'data');
    const raw = 'RAW-QUESTION-SENTINEL: what is the capital of Atlantis?';
    await writeDataset(dataDir, {
      ...GOOD,
      'runs/1.json': runFile(
        [result('alpha-1', 80, 70, 'pass', { raw_questions: [raw], answer: raw }), result('beta-2', 60, 90)],
        {
          notes: raw,
        },
      ),
    });
    await mkdir(path.join(dataDir, 'misc'));
    await writeFile(path.join(dataDir, 'misc', 'README.txt'), 'notes');
    const outDir = path.join(dataDir, '..', 'build');
    const built = await buildSite({
      dataDir,
      outDir,
      publicDir: path.join(ROOT, 'public'),
      now: AFTER_SUNSET,
      cards: false,
    });
    expect(built.ok).toBe(true);
    expect(built.warnings.map((w) => formatIssue(w, 'data'))).toEqual([
      'data/misc/README.txt: not a data file of a known kind; ignored',
      'data/runs/1.json → results[0] (model "alpha-1"): unknown field "raw_questions" ignored (never published)',
      'data/runs/1.json → results[0] (model "alpha-1"): unknown field "answer" ignored (never published)',
      'data/runs/1.json: unknown field "notes" ignored (never published)',
    ]);
    for (const [file, body] of await readTree(outDir)) {
      expect(body.includes('RAW-QUESTION-SENTINEL'), file).toBe(false);
      expect(body.includes('raw_questions'), file).toBe(false);
    }
  });
});

describe('warnings an operator needs', () => {
  it('names a future-dated run, incident and release, two full runs at one instant, and the field a typo meant', async () => {
    const dataDir = path.join(await tempDir(), 'data');
    await writeDataset(dataDir, {
      ...GOOD,
      'models/beta-2.json': model('beta-2', { released: '2099-06-01' }),
      'incidents/inc-9.json': {
        id: 'inc-9',
        model: 'beta-2',
        date: '2099-12-31',
        severity: 'minor',
        status: 'open',
        title: 'Dated by a typo',
        summary: '',
      },
      'runs/1.json': runFile([result('alpha-1', 80, 70, 'pass', { grounding: 70 }), result('beta-2', 60, 90)], {
        publishd_at: 'x',
      }),
      'runs/2.json': run(2, '2026-01-05T12:00:00Z', [result('alpha-1', 1, 2)]),
      'runs/3.json': run(3, '2026-12-01T12:00:00Z', [result('alpha-1', 1, 2)]),
    });
    const built = await buildSite({
      dataDir,
      outDir: path.join(dataDir, '..', 'build'),
      publicDir: path.join(ROOT, 'public'),
      now: AFTER_SUNSET,
      cards: false,
    });
    expect(built.ok).toBe(true);
    expect(built.warnings.map((w) => formatIssue(w, 'data'))).toEqual([
      'data/runs/1.json → results[0] (model "alpha-1"): unknown field "grounding" ignored (never published); did you mean "grounding_raw"?',
      'data/runs/1.json: unknown field "publishd_at" ignored (never published); did you mean "published_at"?',
      `data/runs/3.json → published_at: 2026-12-01T12:00:00Z is after this build's now (2026-07-01T00:00:00.000Z); the run is published all the same: set "status": "draft" to hold it back until then`,
      `data/incidents/inc-9.json → date: 2099-12-31 is after this build's day (2026-07-01); the incident is published as dated, and the sitemap leaves the date out of its pages' last changes`,
      `data/models/beta-2.json → released: 2099-06-01 is after this build's day (2026-07-01); the model is published as released then, and the "released since" filter counts it so`,
      'data/runs/2.json → published_at: the same instant as runs/1.json (2026-01-05T12:00:00Z); of two full runs published at once, the higher run_id (2) counts as the later one',
    ]);
    // `npm run check` and `npm run import` name the same, against the same now.
    const dated = built.warnings.slice(2).map((w) => `warning: ${formatIssue(w, dataDir)}`);
    const check = spawnSync(
      process.execPath,
      [path.join(ROOT, 'scripts', 'check.ts'), '--data', dataDir, '--now', '2026-07-01'],
      { encoding: 'utf8' },
    );
    expect(check.status).toBe(0);
    expect(check.stderr.split('\n').filter((line) => !line.includes('unknown field'))).toEqual([...dated, '']);
    const csv = path.join(dataDir, '..', 'one.csv');
    await writeFile(
      csv,
      'model,execution_raw,grounding_raw,judgment_raw,communication_raw,integrity_raw,integrity_label,recommendation_status\nalpha-1,1,2,3,4,5,pass,neutral\n',
    );
    const imported = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'scripts', 'import.ts'),
        csv,
        '--run-id',
        '4',
        '--published-at',
        '2026-06-01T12:00:00Z',
        '--data',
        dataDir,
        '--now',
        '2026-07-01',
        '--dry-run',
      ],
      { encoding: 'utf8' },
    );
    expect(imported.status, imported.stderr).toBe(0);
    expect(
      imported.stderr.split('\n').filter((line) => line.startsWith('warning') && !line.includes('unknown field')),
    ).toEqual(dated);
    // The pages' last change is the latest run's day (run 3's, though after now: it is published), never 2099.
    const sitemap = await readFile(path.join(dataDir, '..', 'build', 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<url><loc>https://fixture.example/</loc><lastmod>2026-12-01</lastmod></url>');
    expect(sitemap).not.toContain('2099');
  });
});

describe('a date that does not exist', () => {
  it.each([
    ['2026-02-30T12:00:00Z', 'a date that exists (February 2026 has 28 days)'],
    ['2026-02-29', 'a date that exists (February 2026 has 28 days)'],
    ['2100-02-29', 'a date that exists (February 2100 has 28 days)'],
    ['2026-04-31', 'a date that exists (April 2026 has 30 days)'],
    ['2026-01-00', 'a date that exists (January 2026 has 31 days)'],
    ['2026-00-10', 'a date that exists (a year has months 01 to 12)'],
    ['2028-02-29', null],
    ['2000-02-29T00:00:00Z', null],
    ['2026-12-31', null],
    ['26-02-30', null],
    [20260230, null],
  ])('%s → %s', (value, expected) => {
    expect(impossibleDate(value)).toBe(expected);
  });

  it('is named in the message of an incident date', async () => {
    const root = await tempDir();
    const dataDir = path.join(root, 'data');
    await writeDataset(
      dataDir,
      variant({
        'incidents/inc-1.json': {
          id: 'inc-1',
          model: 'alpha-1',
          date: '2026-04-31',
          severity: 'minor',
          status: 'open',
          title: 'x',
          summary: '',
        },
      }),
    );
    const result = await buildSite({
      dataDir,
      outDir: path.join(root, 'build'),
      publicDir: path.join(ROOT, 'public'),
      now: AFTER_SUNSET,
      cards: false,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => formatIssue(e, 'data'))).toEqual([
      'data/incidents/inc-1.json → date: expected a date that exists (April 2026 has 30 days), found "2026-04-31"',
    ]);
  });
});
