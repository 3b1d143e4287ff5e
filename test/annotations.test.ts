// `npm run check -- --annotations`: every problem also as a GitHub Actions annotation on its file and the line
// of the field it names, as a pull request's checks show them.
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineOf, parseIssuePath } from '../scripts/cli/annotations.ts';
import { projectPath } from '../scripts/project-root.ts';
import { dataset, model, result, run, tempDir, writeDataset } from './helpers/fixtures.ts';

const check = (cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, [projectPath('scripts', 'check.ts'), ...args], { cwd, encoding: 'utf8' });

describe('annotations of validation problems', () => {
  it('name each problem on its file, at the line of its field', async () => {
    const root = await tempDir();
    const good = dataset({
      models: [model('alpha-1'), model('beta-2')],
      runs: [run(1, '2026-01-05T12:00:00Z', [result('alpha-1', 80, 70), result('beta-2', 60, 90)])],
    });
    await writeDataset(path.join(root, 'data'), good);
    const bad = structuredClone(good['runs/1.json']) as { published_at: string; results: Record<string, unknown>[] };
    bad.published_at = '2026-02-30T12:00:00Z';
    bad.results[1]!.integrity_label = 'ok';
    delete bad.results[0]!.execution_raw;
    const text = `${JSON.stringify(bad, null, 2)}\n`;
    await writeFile(path.join(root, 'data/runs/1.json'), text);
    await writeFile(path.join(root, 'data/models/beta-2.json'), '{\n  "slug": "beta-2",\n  "name": "B"\n  "x": 1\n}\n');
    const lines = text.split('\n');
    const lineWith = (needle: string, from = 0) => lines.findIndex((l, i) => i >= from && l.includes(needle)) + 1;

    const out = check(root, '--annotations');
    expect(out.status).toBe(1);
    expect(out.stdout.trimEnd().split('\n')).toEqual([
      `::error file=data/models/beta-2.json,line=4,col=3,title=data file::data/models/beta-2.json: expected valid JSON, found a syntax error at line 4 column 3 (Expected ',' or '}' after property value)`,
      `::error file=data/runs/1.json,line=${lineWith('"published_at"')},title=published_at::data/runs/1.json → published_at: expected a date that exists (February 2026 has 28 days), found "2026-02-30T12:00:00Z"`,
      // A missing field: the line where its object starts.
      `::error file=data/runs/1.json,line=${lineWith('{', 1)},title=results[0] (model "alpha-1").execution_raw::data/runs/1.json → results[0] (model "alpha-1").execution_raw: expected a number, found nothing (the field is missing)`,
      `::error file=data/runs/1.json,line=${lineWith('"integrity_label": "ok"')},title=results[1] (model "beta-2").integrity_label::data/runs/1.json → results[1] (model "beta-2").integrity_label: expected "pass" | "warn" | "fail", found "ok"`,
    ]);
    // Without the option, nothing on stdout: the problems go to stderr as before.
    const plain = check(root);
    expect(plain.stdout).toBe('');
    expect(plain.stderr).toContain('4 problems in data');
  });

  it('reads the paths the problems name', () => {
    expect(parseIssuePath('results[3] (model "orbit.4[1]").integrity_label')).toEqual([
      'results',
      3,
      'integrity_label',
    ]);
    expect(parseIssuePath('')).toEqual([]);
    const text = '{\n  "a": [\n    1,\n    { "b": "x,]}" ,\n      "c": 2 }\n  ],\n  "d": "\\"q"\n}\n';
    expect(lineOf(text, ['a', 1, 'c'])).toBe(5);
    expect(lineOf(text, ['a', 1, 'missing'])).toBe(4);
    expect(lineOf(text, ['d'])).toBe(7);
    expect(lineOf(text, ['nowhere'])).toBe(1);
    expect(lineOf('{"a": [1, ', ['a', 1])).toBe(1);
  });
});
