// A v1 latest view that is one ranked table, as JSON and CSV (`/v1/prices`, `/v1/stability`): its routes
// (`format=json` or `csv`, an unknown format refused, none the JSON), its two files, made when the writer comes to
// them (after every run's files), and the JSON file's type (the CSV is in /v1/csv/, whose rule gives it its type).
import { API_ERRORS } from '../errors/catalogue.ts';
import { answerOf } from '../errors/constraint.ts';
import { JSON_CONTENT_TYPE } from '../routes/headers.ts';
import type { Route } from '../routes/schema.ts';
import { renderObjectCsv } from './csv.ts';
import { jsonFile } from './json.ts';
import type { SiteFile, SiteSection } from './types.ts';

interface LatestTable<Row> {
  /** The route's path, its JSON file and its CSV file. */
  path: string;
  file: string;
  csv: string;
  /** The CSV header: the JSON row's members, in their order, so both carry the same cells. */
  columns: readonly (keyof Row & string)[];
  /** The JSON body, its rows under `rankings`. */
  body(): { rankings: Row[] };
}

export function latestTableSection<Row extends object>(table: LatestTable<Row>): SiteSection {
  const { path, file, csv } = table;
  function* files(): Generator<SiteFile> {
    const body = table.body();
    yield jsonFile(file, body);
    yield { path: csv, body: renderObjectCsv(table.columns, body.rankings) };
  }
  const routes: Route[] = [
    { path, query: { format: 'json' }, to: file, status: 200 },
    { path, query: { format: 'csv' }, to: csv, status: 200 },
    { path, query: { format: ':format' }, ...answerOf(API_ERRORS.v1FormatInvalid) },
    { path, query: {}, to: file, status: 200 },
  ];
  return { files: files(), routes, headers: [{ for: file, headers: { 'Content-Type': JSON_CONTENT_TYPE } }] };
}
