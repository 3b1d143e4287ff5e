// Our CSV read back strictly, as pandas and R read RFC 4180: CRLF records all as wide as the header, no byte-order
// mark; a quoted cell is text, an empty unquoted cell null (NaN, NA), `true` and `false` booleans, any other
// unquoted cell a number (an unquoted text cell fails the parse).
import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';

export type CsvCell = string | number | boolean | null;

export function parseCsv(text: string): { header: string[]; rows: CsvCell[][] } {
  expect(text.charCodeAt(0)).not.toBe(0xfeff);
  expect(text.endsWith('\r\n')).toBe(true);
  const records: CsvCell[][] = parse(text, {
    record_delimiter: '\r\n',
    relax_column_count: false,
    cast: (value, context) => {
      if (context.lines === 1 || context.quoting) return value;
      if (value === '') return null;
      if (value === 'true' || value === 'false') return value === 'true';
      const number = Number(value);
      if (!Number.isFinite(number)) throw new Error(`unquoted text cell ${JSON.stringify(value)}`);
      return number;
    },
  });
  const [header, ...rows] = records;
  return { header: header as string[], rows };
}

/** Each record as an object of the header's names. */
export function parseCsvObjects(text: string): Record<string, CsvCell>[] {
  const { header, rows } = parseCsv(text);
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i]!])));
}
