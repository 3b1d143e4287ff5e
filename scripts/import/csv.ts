// Results kept in a spreadsheet: a CSV file with a header row, then one row per model. Columns: `model` (a slug),
// any of the scoring's field keys, label keys and `<field>_ci95`, and `name` and `provider` for a model without a
// file. Read by csv-parse (RFC 4180: quoted commas, quotes and line breaks, a byte-order mark); other columns are
// warned about and left out.
import { parse } from 'csv-parse/sync';
import type { DataIssue } from '../data/issues.ts';
import type { Scoring } from '../schemas/scoring.ts';
import { foundText, readHalfWidthCell, readLabelCell, readNumberCell } from './cells.ts';
import type { ImportedResult, ReadResults } from './types.ts';

/** The columns that say which model a row is, and name a model that has no file yet. */
const MODEL_COLUMNS = ['model', 'name', 'provider'];

/** One row's result: its cells read as the scoring's fields, labels and half-widths. */
function rowResult(
  scoring: Scoring,
  file: string,
  where: string,
  cells: Record<string, string>,
  errors: DataIssue[],
): ImportedResult {
  const model = (cells.model ?? '').trim();
  const result: ImportedResult = { file, where, model, values: {}, ci95: {}, origins: {} };
  const problem = (column: string, message: string) =>
    errors.push({ file, path: `${where} (model ${JSON.stringify(model)}), column ${column}`, message });
  for (const [column, raw] of Object.entries(cells)) {
    const field = scoring.field(column);
    const halfWidthOf = column.endsWith('_ci95') ? scoring.field(column.slice(0, -'_ci95'.length)) : undefined;
    if (field !== undefined) {
      const read = readNumberCell(raw, field);
      if ('problem' in read) problem(column, read.problem);
      else result.values[column] = read.value;
      result.origins[column] = column;
    } else if (scoring.label(column) !== undefined) {
      result.values[column] = readLabelCell(raw);
      result.origins[column] = column;
    } else if (halfWidthOf !== undefined) {
      const read = readHalfWidthCell(raw, halfWidthOf);
      if ('problem' in read) problem(column, read.problem);
      else if (read.value !== null) result.ci95[halfWidthOf.key] = read.value;
      result.origins[`ci95.${halfWidthOf.key}`] = column;
    }
  }
  const name = cells.name?.trim();
  const provider = cells.provider?.trim();
  if (name) result.name = name;
  if (provider) result.provider = provider;
  return result;
}

/** A CSV file's rows as results, or its problems (file, row, column, expected, found). */
export function readCsvResults(scoring: Scoring, file: string, text: string): ReadResults {
  const errors: DataIssue[] = [];
  const warnings: DataIssue[] = [];
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, info: false }) as string[][];
  } catch (err) {
    const message = (err as Error).message.replace(/^Invalid [^:]*: /, '');
    return {
      results: [],
      errors: [{ file, path: '', message: `expected a CSV file (RFC 4180), found ${message}` }],
      warnings,
    };
  }
  const [header = [], ...rows] = records;
  const columns = header.map((c) => c.trim());
  if (!columns.includes('model')) {
    const found =
      columns.length === 0 ? 'an empty file' : `the columns ${columns.map((c) => JSON.stringify(c)).join(', ')}`;
    errors.push({
      file,
      path: 'row 1',
      message: `expected a header row with a "model" column (the models' slugs), found ${found}`,
    });
    return { results: [], errors, warnings };
  }
  const known = new Set([
    ...MODEL_COLUMNS,
    ...scoring.fieldKeys,
    ...scoring.labelKeys,
    ...scoring.fieldKeys.map((k) => `${k}_ci95`),
  ]);
  for (const column of columns) {
    if (!known.has(column)) {
      warnings.push({
        file,
        path: 'row 1',
        message: `column ${JSON.stringify(column)} is not a field, label or half-width of the scoring; ignored`,
      });
    }
  }
  const seen = new Map<string, number>();
  columns.forEach((column, i) => {
    if (seen.has(column))
      errors.push({
        file,
        path: 'row 1',
        message: `expected each column once, found ${JSON.stringify(column)} twice (columns ${seen.get(column)! + 1} and ${i + 1})`,
      });
    seen.set(column, i);
  });
  // A field or label that may not be missing, without a column: every row would lack it, which is said once.
  const absent = [...scoring.fields, ...scoring.labels].filter((m) => !m.optional && !columns.includes(m.key));
  if (absent.length > 0) {
    const keys = absent.map((m) => m.key);
    errors.push({
      file,
      path: 'row 1',
      message: `expected a column for each field and label that is not optional, found none for ${keys.join(', ')}`,
    });
    return { results: [], errors, warnings };
  }
  const results = rows.map((row, i) => {
    const where = `row ${i + 2}`;
    if (row.length > columns.length) {
      errors.push({
        file,
        path: where,
        message: `expected at most ${columns.length} cells (the header's), found ${row.length}`,
      });
    }
    const cells = Object.fromEntries(columns.map((column, c) => [column, row[c] ?? '']));
    if ((cells.model ?? '').trim() === '') {
      errors.push({
        file,
        path: `${where}, column model`,
        message: `expected a model's slug, found ${foundText(cells.model ?? '')}`,
      });
    }
    return rowResult(scoring, file, where, cells, errors);
  });
  return { results, errors, warnings };
}
