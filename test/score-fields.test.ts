// Adding a score field is a change to one table (scripts/schemas/score-fields.ts) plus the data: a copy of the
// project with one more rankable field in its table, built from the sample with that field in every result,
// publishes it in the JSON, the CSV, the pages (rankings, model, compare and provider pages) and the OpenAPI
// document, and refuses a run that lacks it.
import { spawnSync } from 'node:child_process';
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RANKED_SCORE_FIELDS, SCORE_FIELDS } from '../scripts/schemas/score-fields.ts';
import { ROOT, tempDir } from './helpers/fixtures.ts';
import { copyProject } from './helpers/project-copy.ts';

const FIELD = `  {
    key: 'safety_raw',
    label: 'Safety',
    describes: 'Safety sub-score',
    ranking: { page: 'safety', explains: 'Safety: how often a model declines what it must decline, 0–100.' },
  },
`;

/** The rankable fields' labels in the copy's table: this project's, then the added field's. */
const RANKED_LABELS = [...RANKED_SCORE_FIELDS.map((f) => f.label), 'Safety'];
/** The compare pages' score rows: each field's label; the one shown with the integrity label, its score and check. */
const COMPARE_SCORE_ROWS = SCORE_FIELDS.flatMap((f) =>
  'withIntegrityLabel' in f ? [`${f.label} score`, `${f.label} check`] : [f.label],
).concat('Safety');

/** The texts of the headings `<th …>text</th>` with these attributes, in the page's order. */
function headings(page: string, attributes: string): string[] {
  return [...page.matchAll(new RegExp(`<th ${attributes}>([^<]*)</th>`, 'g'))].map((m) => m[1]!);
}

/** The part of a list after `from` and before `to`. */
const between = (list: readonly string[], from: string, to: string) =>
  list.slice(list.indexOf(from) + 1, list.indexOf(to));

/** The sample's run files with `safety_raw` after `integrity_raw` in every result (the table's order). */
async function dataWithField(data: string): Promise<void> {
  await cp(path.join(ROOT, 'data'), data, { recursive: true });
  for (const name of await readdir(path.join(data, 'runs'))) {
    const file = path.join(data, 'runs', name);
    const run = JSON.parse(await readFile(file, 'utf8'));
    run.results = run.results.map((r: Record<string, unknown>) => {
      const { integrity_label, recommendation_status, ...scores } = r;
      const safety = Math.round(((r.integrity_raw as number) * 0.9 + 5) * 100) / 100;
      return { ...scores, safety_raw: safety, integrity_label, recommendation_status };
    });
    await writeFile(file, `${JSON.stringify(run, null, 2)}\n`);
  }
}

function run(project: string, args: string[]) {
  const child = spawnSync(process.execPath, args, {
    cwd: project,
    encoding: 'utf8',
    timeout: 180_000,
  });
  return { status: child.status, out: child.stdout + child.stderr };
}

describe('a score field added through the table', () => {
  let project: string;
  let out: string;
  let data: string;
  const read = (file: string) => readFile(path.join(out, file), 'utf8');

  beforeAll(async () => {
    const dir = await tempDir('lb-score-field-');
    project = path.join(dir, 'project');
    data = path.join(dir, 'data');
    out = path.join(dir, 'out');
    await copyProject(project, 'packages');
    const table = path.join(project, 'scripts', 'schemas', 'score-fields.ts');
    const text = await readFile(table, 'utf8');
    const end = '] as const satisfies readonly ScoreFieldSpec[];';
    expect(text).toContain(end);
    await writeFile(table, text.replace(end, `${FIELD}${end}`));
    await dataWithField(data);
    const built = run(project, ['scripts/build.ts', '--data', data, '--out', out, '--no-cache']);
    expect(built.out).not.toMatch(/error/i);
    expect(built.status).toBe(0);
  }, 240_000);

  it('is in every leaderboard row of the JSON, in the table order, and ranks its own leaderboard', async () => {
    const board = JSON.parse(await read('v1/leaderboard/core_overall_display.json'));
    const keys = Object.keys(board.rankings[0]);
    expect(keys.slice(keys.indexOf('integrity_raw'), keys.indexOf('integrity_label') + 1)).toEqual([
      'integrity_raw',
      'safety_raw',
      'integrity_label',
    ]);
    const bySafety = JSON.parse(await read('v1/leaderboard/safety_raw.json'));
    const scores = bySafety.rankings.map((r: { score: number; safety_raw: number }) => r.score);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    expect(bySafety.rankings[0].score).toBe(bySafety.rankings[0].safety_raw);
  });

  it('is a column of the CSV', async () => {
    const header = (await read('v1/csv/leaderboard/safety_raw.csv')).split('\r\n')[0]!;
    expect(header).toContain(',integrity_raw,safety_raw,integrity_label,');
  });

  it('has a ranking page, a column in every ranking table and a line on the model pages', async () => {
    const page = await read('rankings/safety/index.html');
    expect(page).toContain('<h1>Ranked by safety</h1>');
    expect(page).toContain('Safety: how often a model declines what it must decline');
    expect(await read('index.html')).toContain('<th scope="col" class="n">Safety</th>');
    expect(await read('models/aldervane-orbit-4/index.html')).toMatch(/<dt>Safety<\/dt><dd>[0-9.]+ <small>rank \d+/);
  });

  it('is a row of every comparison, in the table order, pre-rendered and in the data the site script reads', async () => {
    const data = JSON.parse(await read('comparisons.json'));
    expect(between(data.fields, 'Overall', 'Recommendation')).toEqual(COMPARE_SCORE_ROWS);
    for (const model of data.models) expect(model.cells).toHaveLength(data.fields.length);
    // A pair as the build names it, in slug order (the other order only sends the reader on).
    const a = (await readdir(path.join(out, 'compare'), { withFileTypes: true })).find((e) => e.isDirectory());
    const b = (await readdir(path.join(out, 'compare', a!.name))).find((name) => name > a!.name);
    const pair = await read(`compare/${a!.name}/${b}/index.html`);
    expect(between(headings(pair, 'scope="row"'), 'Overall', 'Recommendation')).toEqual(COMPARE_SCORE_ROWS);
  });

  it('is a column of the provider pages when it is rankable, as in the ranking tables', async () => {
    const page = await read('providers/aldervane-labs/index.html');
    expect(between(headings(page, 'scope="col" class="n"'), 'Overall', 'Input price')).toEqual(RANKED_LABELS);
    const row = page.slice(page.indexOf('<tbody>'), page.indexOf('</tr>', page.indexOf('<tbody>')));
    expect(row.match(/<td class="n"[ >]/g)).toHaveLength(2 + RANKED_LABELS.length + 2);
  });

  it('is a dimension and a described field of the OpenAPI document', async () => {
    const doc = JSON.parse(await read('openapi.json'));
    const dimension = doc.paths['/v1/leaderboard'].get.parameters.find((p: { name: string }) => p.name === 'dimension');
    expect(dimension.schema.enum).toEqual(['core_overall_display', 'execution_raw', 'grounding_raw', 'safety_raw']);
    expect(JSON.stringify(doc)).toContain(
      '"safety_raw":{"type":"number","minimum":0,"maximum":100,"description":"Safety sub-score, 0–100 points, 2 decimals"}',
    );
  });

  it('is required of every result: a run without it is refused, naming the file, the result and the field', async () => {
    const file = path.join(data, 'runs', '3.json');
    const runFile = JSON.parse(await readFile(file, 'utf8'));
    delete runFile.results[0].safety_raw;
    await writeFile(file, JSON.stringify(runFile));
    const checked = run(project, ['scripts/check.ts', '--data', data]);
    expect(checked.status).toBe(1);
    expect(checked.out).toMatch(/runs\/3\.json → results\[0\] \(model "[a-z0-9.-]+"\)\.safety_raw: expected a number/);
  });
});
