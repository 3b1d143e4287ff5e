// CSV and long-format exports: the v1 leaderboard and a run's leaderboard with format=csv, and the history.
// Each CSV parses back (csv-parse, strict RFC 4180 as pandas' and R's readers expect it) to the JSON rows, with
// formula-like text neutralised and numbers, negative ones included, untouched.
import { afterAll, describe, expect, it } from 'vitest';
import { neutraliseCell } from '../scripts/render/csv.ts';
import { HistoryIndex, historyYearSchema } from '../scripts/schemas/history.ts';
import { SPEC_SCORING } from '../scripts/schemas/spec-scoring.ts';

const HistoryYear = historyYearSchema(SPEC_SCORING);
const INTERVAL_KEYS = SPEC_SCORING.intervalKeys;

import { type CsvCell as Cell, parseCsv } from './helpers/csv.ts';
import { EXPORTS_FIXTURE, EXPORTS_HISTORY_FIXTURE } from './helpers/exports-fixture.ts';
import { BEFORE_SUNSET, buildFixture } from './helpers/fixtures.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';

const CSV_TYPE = 'text/csv; charset=utf-8; header=present';

/** A JSON row's fields as CSV columns: `ci95` a column per field (`<field>_ci95`), `rank_range` two. */
function flatRow(row: Record<string, unknown>): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'ci95') {
      const ci95 = (value ?? {}) as Record<string, number>;
      for (const field of INTERVAL_KEYS) flat[`${field}_ci95`] = ci95[field] ?? null;
    } else if (key === 'rank_range') {
      const range = value as [number, number] | null;
      flat.rank_best = range?.[0] ?? null;
      flat.rank_worst = range?.[1] ?? null;
    } else flat[key] = value;
  }
  return flat;
}

/** A JSON row as the CSV holds it: the header's columns in order, text neutralised, null kept. */
function expectedCells(header: readonly string[], row: Record<string, unknown>): Cell[] {
  const flat = flatRow(row);
  return header.map((column) => neutraliseCell((flat[column] ?? null) as Cell) as Cell);
}

const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

describe('CSV and history exports of a served build', async () => {
  const built = await buildFixture(EXPORTS_FIXTURE);
  const server = await startServe(built.outDir, ['--quiet', '--rate-limit', '0']);
  servers.push(server);
  const text = async (url: string) => {
    const response = await fetch(`${server.url}${url}`);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, CSV_TYPE]);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    return response.text();
  };
  const json = async (url: string) => (await fetch(`${server.url}${url}`)).json();

  it.each([
    ['/v1/runs/3?format=csv', '/v1/runs/3'],
    ['/v1/runs/2?format=csv', '/v1/runs/2'],
    ['/v1/leaderboard?format=csv', '/v1/leaderboard'],
    ['/v1/leaderboard?dimension=execution_raw&limit=2&format=csv', '/v1/leaderboard?dimension=execution_raw&limit=2'],
    ['/v1/leaderboard?limit=1&format=csv', '/v1/leaderboard?limit=1&format=json'],
    ['/v1/leaderboard?dimension=grounding_raw&format=csv', '/v1/leaderboard?dimension=grounding_raw'],
  ])('%s parses back to the rows of %s', async (csvUrl, jsonUrl) => {
    const { header, rows } = parseCsv(await text(csvUrl));
    const { rankings } = await json(jsonUrl);
    expect(header).toEqual(Object.keys(flatRow(rankings[0])));
    expect(rows).toEqual(rankings.map((row: Record<string, unknown>) => expectedCells(header, row)));
  });

  it("writes a run's CSV exactly: quoted text, neutralised formulas, bare negative numbers, empty nulls", async () => {
    expect(await text('/v1/runs/3?format=csv')).toBe(
      [
        'rank,slug,name,provider,execution_raw,grounding_raw,judgment_raw,communication_raw,integrity_raw,integrity_label,recommendation_status,core_overall_raw,core_overall_display,score,previous_rank,rank_change,score_change,execution_raw_ci95,grounding_raw_ci95,judgment_raw_ci95,communication_raw_ci95,integrity_raw_ci95,core_overall_display_ci95,rank_best,rank_worst',
        '1,"gamma","Gamma <g> & co","\'@Gamma",80,80,50,60,70,"pass","neutral",80,80,80,,,,,,,,,,,',
        '2,"alpha","Alpha, ""the first""","Fixture Labs",70,60,50,60,70,"pass","neutral",65.5,65.5,65.5,1,-1,5.5,,,,,,,,',
        '3,"beta","\'=HYPERLINK(""http://x.example"")","\'-Minus Labs",55,50,50,60,70,"pass","neutral",52.75,52.75,52.75,2,-1,2.75,,,,,,,,',
        '',
      ].join('\r\n'),
    );
  });
});

describe('the history exports of a served build: one pair of files per year, and their index', async () => {
  // Run 1 was published in 2025 but belongs to ISO week 2026-W01: the year is the calendar year of publication.
  const built = await buildFixture(EXPORTS_HISTORY_FIXTURE);
  const server = await startServe(built.outDir, ['--quiet', '--rate-limit', '0']);
  servers.push(server);
  const get = async (url: string, type: string) => {
    const response = await fetch(`${server.url}${url}`);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, type]);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    return response.text();
  };
  const json = async (url: string) => JSON.parse(await get(url, 'application/json; charset=utf-8'));

  it('lists the years in /v1/history.json and /v1/history.csv, with the addresses of their files', async () => {
    const index = await json('/v1/history.json');
    expect(HistoryIndex.parse(index)).toEqual(index);
    expect(index).toEqual({
      status: 'ok',
      count: 2,
      rows: 6,
      years: [
        {
          year: 2025,
          runs: 1,
          rows: 2,
          first_published_at: '2025-12-29T12:00:00Z',
          last_published_at: '2025-12-29T12:00:00Z',
          json: '/v1/history/2025.json',
          csv: '/v1/csv/history/2025.csv',
        },
        {
          year: 2026,
          runs: 2,
          rows: 4,
          first_published_at: '2026-03-05T12:00:00Z',
          last_published_at: '2026-03-09T12:00:00Z',
          json: '/v1/history/2026.json',
          csv: '/v1/csv/history/2026.csv',
        },
      ],
      attribution: index.attribution,
    });
    expect(await get('/v1/history.csv', CSV_TYPE)).toBe(
      [
        'year,runs,rows,first_published_at,last_published_at,json,csv',
        '2025,1,2,"2025-12-29T12:00:00Z","2025-12-29T12:00:00Z","/v1/history/2025.json","/v1/csv/history/2025.csv"',
        '2026,2,4,"2026-03-05T12:00:00Z","2026-03-09T12:00:00Z","/v1/history/2026.json","/v1/csv/history/2026.csv"',
        '',
      ].join('\r\n'),
    );
  });

  it('publishes one row per model × published run in the file of its year, in JSON and CSV with the same rows', async () => {
    const years = [await json('/v1/history/2025.json'), await json('/v1/history/2026.json')];
    for (const year of years) expect(HistoryYear.parse(year)).toEqual(year);
    expect(years.map((y) => [y.year, y.count])).toEqual([
      [2025, 2],
      [2026, 4],
    ]);
    const rows = years.flatMap((y) => y.rows);
    expect(rows.map((r: { run_id: number; slug: string; rank: number }) => [r.run_id, r.slug, r.rank])).toEqual([
      [1, 'alpha', 1],
      [1, 'beta', 2],
      [2, 'gamma', 1],
      [3, 'gamma', 1],
      [3, 'alpha', 2],
      [3, 'beta', 3],
    ]);
    expect(rows[0].week).toBe('2026-W01');
    expect(rows[4]).toEqual({
      run_id: 3,
      run_kind: 'full',
      published_at: '2026-03-09T12:00:00Z',
      week: '2026-W11',
      slug: 'alpha',
      name: 'Alpha, "the first"',
      provider: 'Fixture Labs',
      rank: 2,
      execution_raw: 70,
      grounding_raw: 60,
      judgment_raw: 50,
      communication_raw: 60,
      integrity_raw: 70,
      integrity_label: 'pass',
      recommendation_status: 'neutral',
      core_overall_raw: 65.5,
      core_overall_display: 65.5,
      previous_rank: 1,
      rank_change: -1,
      score_change: 5.5,
    });
    for (const year of years) {
      const { header, rows: cells } = parseCsv(await get(`/v1/csv/history/${year.year}.csv`, CSV_TYPE));
      expect(header).toEqual(Object.keys(rows[0]));
      expect(cells).toEqual(year.rows.map((row: Record<string, unknown>) => expectedCells(header, row)));
    }
    const { rows: cells2026 } = parseCsv(await get('/v1/csv/history/2026.csv', CSV_TYPE));
    expect(cells2026[3]?.slice(4, 7)).toEqual(['beta', `'=HYPERLINK("http://x.example")`, "'-Minus Labs"]);
    expect(cells2026[3]?.slice(-2)).toEqual([-1, 2.75]);
  });

  it('answers a year without runs with the v1 not-found error', async () => {
    const response = await fetch(`${server.url}/v1/history/2024.json`);
    expect(response.status).toBe(404);
    expect((await response.json()).status).toBe('error');
  });
});

describe('CSV before the sunset', async () => {
  const built = await buildFixture(EXPORTS_FIXTURE, { now: BEFORE_SUNSET });

  it('carries the v5 columns after the others, as the JSON rows do', async () => {
    const { header, rows } = parseCsv(await built.text('v1/csv/leaderboard/core_overall_display.csv'));
    const { rankings } = await built.json('v1/leaderboard/core_overall_display.json');
    expect(header.slice(-8)).toEqual([
      'coding',
      'knowledge',
      'longctx',
      'overall',
      'official_coding',
      'official_knowledge',
      'official_longctx',
      'official_overall',
    ]);
    expect(rows).toEqual(rankings.map((row: Record<string, unknown>) => expectedCells(header, row)));
    expect((await built.text('v1/csv/leaderboard/coding/2.csv')).split('\r\n')).toHaveLength(4);
  });
});
