// DCD output as a whole: byte-identical rebuilds, the 50-run history cap, headers and routes, the sample data.
import { describe, expect, it } from 'vitest';
import { renderHeaders } from '../scripts/hosts/headers-file.ts';
import { DCD_HEADER_RULES } from '../scripts/render/dcd/section.ts';
import { DCD_FIXTURE, dcdRun, flatDcdResult, renderDcdSection } from './helpers/dcd-fixtures.ts';
import { AFTER_SUNSET, buildFixture, dataset, model, sharedSampleData } from './helpers/fixtures.ts';
import { expectSameTree, readTree } from './helpers/tree.ts';

const dcdFiles = (tree: Map<string, Buffer>) =>
  [...tree.keys()].filter((f) => f.startsWith('v1/dcd/') || f.startsWith('v1/errors/dcd/'));

describe('DCD rebuilds', () => {
  it('gives byte-identical DCD files for the same data', async () => {
    const first = await buildFixture(DCD_FIXTURE);
    const second = await buildFixture(DCD_FIXTURE);
    const a = await readTree(first.outDir);
    const b = await readTree(second.outDir);
    expect(dcdFiles(a).length).toBeGreaterThan(60);
    expect(expectSameTree(a, b)).toEqual([]);
  });
});

describe('DCD history with 60 published runs', async () => {
  // Runs 1–60 a day apart (alpha's score is 30 + id/2), run 61 a newer draft.
  const runs = Array.from({ length: 60 }, (_, i) => {
    const id = i + 1;
    const day = new Date(Date.UTC(2026, 0, 1 + i)).toISOString().replace('.000Z', 'Z');
    return dcdRun(id, day, [flatDcdResult('alpha', 30 + id / 2), flatDcdResult('beta', 40)]);
  });
  runs.push(dcdRun(61, '2026-12-01T00:00:00Z', [flatDcdResult('alpha', 99)], [], 'draft'));
  const built = await buildFixture(dataset({ models: [model('alpha'), model('beta')], dcd: runs }));

  it('lists the last 50 runs, newest first', async () => {
    const body = await built.json('v1/dcd/runs.json');
    expect(body.count).toBe(50);
    expect(body.runs.map((r: any) => r.run_id)).toEqual(Array.from({ length: 50 }, (_, i) => 60 - i));
    expect(body.runs[0]).toEqual({
      run_id: 60,
      published_at: '2026-03-01T00:00:00Z',
      models: ['alpha', 'beta'],
      average_score: 50,
    });
    expect(body.runs[49]).toMatchObject({ run_id: 11, average_score: 37.75 });
  });

  it('keeps the last 50 runs in a model trend, oldest first', async () => {
    const body = await built.json('v1/dcd/models/alpha.json');
    expect(body.history).toHaveLength(50);
    expect(body.history.map((h: any) => [h.run_id, h.dcd_score])).toEqual(
      Array.from({ length: 50 }, (_, i) => [11 + i, 30 + (11 + i) / 2]),
    );
    expect(body.current).toMatchObject({ rank: 1, dcd_score: 60 });
  });

  it('still answers every published run by run_id (the cap is on the lists only)', async () => {
    expect((await built.json('v1/dcd/leaderboard/1.json')).run.run_id).toBe(1);
    const section = await renderDcdSection(built.dataDir);
    const byRun = section.routes.find((r) => r.path === '/v1/dcd' && Object.keys(r.query).join() === 'run_id');
    expect(byRun?.constraints?.run_id?.allowed).toEqual(Array.from({ length: 60 }, (_, i) => String(i + 1)));
  });
});

describe('DCD header rules', () => {
  it('declares experimental status, JSON and CSV types without two rules setting one header on one file', () => {
    expect(renderHeaders(DCD_HEADER_RULES, '/')).toMatchInlineSnapshot(`
      "/v1/dcd/*
        X-API-Status: experimental

      /v1/errors/dcd/*
        X-API-Status: experimental

      /v1/dcd/leaderboard/*
        Content-Type: application/json; charset=utf-8

      /v1/dcd/cases/*
        Content-Type: application/json; charset=utf-8

      /v1/dcd/models/*
        Content-Type: application/json; charset=utf-8

      /v1/dcd/runs.json
        Content-Type: application/json; charset=utf-8

      /v1/dcd/decay.json
        Content-Type: application/json; charset=utf-8

      /v1/dcd/matrix.json
        Content-Type: application/json; charset=utf-8

      /v1/dcd/csv/*
        Content-Type: text/csv; charset=utf-8; header=present
      "
    `);
  });

  it('gives every DCD file of a build exactly one Content-Type rule among all _headers rules', async () => {
    const built = await buildFixture(DCD_FIXTURE);
    const rules = (await built.text('_headers')).split('\n\n').map((block) => {
      const [pattern, ...lines] = block.trim().split('\n');
      return { pattern: pattern!, names: lines.map((l) => l.trim().split(':')[0]) };
    });
    const matches = (pattern: string, file: string) =>
      pattern.endsWith('*') ? file.startsWith(pattern.slice(0, -1)) : file === pattern;
    const tree = await readTree(built.outDir);
    for (const file of dcdFiles(tree).map((f) => `/${f}`)) {
      const setters = rules.filter((r) => matches(r.pattern, file));
      for (const header of ['Content-Type', 'X-API-Status', 'Cache-Control', 'Access-Control-Allow-Origin']) {
        expect({ file, header, rules: setters.filter((r) => r.names.includes(header)).length }).toEqual({
          file,
          header,
          rules: 1,
        });
      }
      const type = setters.find((r) => r.names.includes('Content-Type'))!.pattern;
      expect({ file, csv: type === '/v1/dcd/csv/*' }).toEqual({ file, csv: file.endsWith('.csv') });
    }
  });
});

describe('DCD endpoints of the sample data', async () => {
  const tree = await readTree(await sharedSampleData(AFTER_SUNSET));
  const json = (file: string) => JSON.parse(tree.get(file)!.toString('utf8'));

  it('publishes the 7 published monthly runs and leaves the draft (run 8) out', () => {
    const runs = json('v1/dcd/runs.json');
    expect(runs.runs.map((r: any) => r.run_id)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(tree.has('v1/dcd/leaderboard/8.json')).toBe(false);
    expect(json('v1/dcd/leaderboard/latest.json').run.run_id).toBe(7);
    expect(json('v1/dcd/cases/all.json').total).toBe(30);
  });

  it('agrees across endpoints: leaderboard, decay, matrix, model files and the CSV', () => {
    const board = json('v1/dcd/leaderboard/latest.json');
    const decay = new Map(json('v1/dcd/decay.json').models.map((m: any) => [m.slug, m]));
    const matrix = json('v1/dcd/matrix.json');
    expect(matrix.models.map((m: any) => m.slug)).toEqual(board.rankings.map((r: any) => r.slug));
    for (const row of board.rankings) {
      const profile = json(`v1/dcd/models/${row.slug}.json`);
      expect(profile.current).toEqual({
        rank: row.rank,
        dcd_score: row.dcd_score,
        rounds: row.rounds,
        decay: (decay.get(row.slug) as any).decay,
      });
      expect(profile.history.at(-1)).toEqual({
        run_id: 7,
        published_at: board.run.published_at,
        dcd_score: row.dcd_score,
        rank: row.rank,
      });
      expect(row.rank_delta).toBe(row.main_rank - row.rank);
    }
    const csvLines = tree.get('v1/dcd/csv/latest.csv')!.toString('utf8').split('\r\n');
    expect(csvLines).toHaveLength(board.rankings.length + 2); // header, rows, empty string after the last CRLF
  });

  it('keeps commas, quotes and newlines of the case texts intact', () => {
    const cases = json('v1/dcd/cases/all.json').cases;
    expect(cases.some((c: any) => c.summary.includes('\n') && c.summary.includes('"') && c.summary.includes(','))).toBe(
      true,
    );
  });
});
