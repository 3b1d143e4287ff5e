// The DCD leaderboard as CSV: exact text, quoting, formula neutralisation, and a parse back against the JSON.
import { describe, expect, it } from 'vitest';
import { neutraliseCell, renderCsv } from '../scripts/render/csv.ts';
import { DCD_CSV_COLUMNS } from '../scripts/render/dcd/csv.ts';
import { parseCsv } from './helpers/csv.ts';
import { DCD_FIXTURE } from './helpers/dcd-fixtures.ts';
import { buildFixture } from './helpers/fixtures.ts';

function flatten(row: any): (string | number | null)[] {
  return [
    row.rank,
    row.slug,
    row.name,
    row.dcd_score,
    row.rounds.R1.score,
    row.rounds.R1.pass_rate,
    row.rounds.R2.score,
    row.rounds.R2.pass_rate,
    row.rounds.R3.score,
    row.rounds.R3.pass_rate,
    row.decay_coefficient,
    row.main_rank,
    row.main_score,
    row.rank_delta,
  ];
}

describe('formula-injection neutralisation', () => {
  it.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['+1', "'+1"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\rline', "'\rline"],
    ['\nline', "'\nline"],
  ])('prefixes a quote to %j', (input, expected) => {
    expect(neutraliseCell(input)).toBe(expected);
  });

  it.each([['plain'], ['a=b'], ['1-2'], [' -1'], ["'quoted"], ['']])('leaves %j alone', (input) => {
    expect(neutraliseCell(input)).toBe(input);
  });

  it('never alters numbers or nulls', () => {
    expect([neutraliseCell(-1), neutraliseCell(-0.25), neutraliseCell(0), neutraliseCell(null)]).toEqual([
      -1,
      -0.25,
      0,
      null,
    ]);
  });
});

describe('CSV rendering', () => {
  it('writes a plain header line, quoted text cells, bare numbers and empty nulls, CRLF after every record', () => {
    const text = renderCsv(
      ['n', 'text', 'maybe'],
      [
        [-3, 'comma, "quote"\nnewline', null],
        [0.5, '\tTAB', ''],
        [12, '=1+2', -0.01],
      ],
    );
    expect(text).toBe('n,text,maybe\r\n-3,"comma, ""quote""\nnewline",\r\n0.5,"\'\tTAB",""\r\n12,"\'=1+2",-0.01\r\n');
  });
});

describe('CSV of a real build of the fixture', async () => {
  const built = await buildFixture(DCD_FIXTURE);

  it('has the exact expected text for the latest run', async () => {
    expect(await built.text('v1/dcd/csv/latest.csv')).toBe(
      [
        'rank,slug,name,dcd_score,r1_score,r1_pass_rate,r2_score,r2_pass_rate,r3_score,r3_pass_rate,decay_coefficient,main_rank,main_score,rank_delta',
        '1,"alpha","Alpha, ""the first""\nof its kind",75,85,0.8,75,0.64,65,0.48,0.7746,4,80,3',
        `2,"beta","'=cmd|' /C calc'!A0",60,70,1,60,0.8,50,0.48,0.6928,3,90,1`,
        `2,"delta","'@SUM(A1)",60,70,1,60,0.8,50,0.48,0.6928,1,99,-1`,
        `4,"gamma","'-1+1",50,50,,50,0.5,50,0.25,,,,`,
        '',
      ].join('\r\n'),
    );
  });

  it('parses back (csv-parse) to the JSON rows, names neutralised and nothing else changed', async () => {
    for (const file of ['latest', '3', '5']) {
      const json = await built.json(`v1/dcd/leaderboard/${file}.json`);
      const { header, rows } = parseCsv(await built.text(`v1/dcd/csv/${file}.csv`));
      expect(header).toEqual([...DCD_CSV_COLUMNS]);
      expect(rows).toHaveLength(json.rankings.length);
      const expected = json.rankings.map(flatten).map((cells: any[]) => cells.map((c) => neutraliseCell(c)));
      expect(rows).toEqual(expected);
    }
  });

  it('keeps a negative number a number', async () => {
    const { rows } = parseCsv(await built.text('v1/dcd/csv/latest.csv'));
    expect(rows.map((r) => [r[1], r.at(-1)])).toEqual([
      ['alpha', 3],
      ['beta', 1],
      ['delta', -1],
      ['gamma', null],
    ]);
    expect(await built.text('v1/dcd/csv/latest.csv')).toContain(',1,99,-1\r\n');
  });
});
