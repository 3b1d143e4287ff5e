// The CSV writer writes what csv-stringify writes with the same rules: RFC 4180
// quoting, CRLF, text always quoted, numbers as they are, formula cells neutralised. It is kept for speed
// (docs/dependencies.md); this holds it to the library's bytes.
import { stringify } from 'csv-stringify/sync';
import { expect, it } from 'vitest';
import { type CsvCell, csvRecords, neutraliseCell, renderCsv } from '../scripts/render/csv.ts';

const CELLS: CsvCell[][] = [
  ['plain', 'comma, inside', 'quote " inside', 'line\nbreak', 'crlf\r\nbreak', ''],
  ['=SUM(A1:A9)', '+1', '-2', '@cmd', '\tindent', 'ok=1'],
  [0, -1.5, 1e21, 86.25, null, 'null'],
  ['Ünïcödé', '‮right-to-left', '"', ',', ' ', 'x'],
];

it('writes the same bytes as csv-stringify with the same rules', () => {
  const columns = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
  const rows = CELLS.map((cells) => Object.fromEntries(columns.map((c, i) => [c, cells[i]])));
  const library = stringify(
    CELLS.map((cells) => cells.map(neutraliseCell)),
    { record_delimiter: 'windows', quoted_string: true },
  );
  expect(csvRecords([...columns], rows as Record<(typeof columns)[number], CsvCell>[])).toBe(library);
  expect(renderCsv([...columns], CELLS)).toBe(`a,b,c,d,e,f\r\n${library}`);
  // The formula cells start with a quote mark, the numbers are untouched.
  expect(library).toContain(`\r\n"'=SUM(A1:A9)","'+1","'-2","'@cmd","'\tindent","ok=1"\r\n`);
  expect(library).toContain('\r\n0,-1.5,1e+21,86.25,,"null"\r\n');
});
