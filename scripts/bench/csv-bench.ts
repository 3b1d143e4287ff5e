// The CSV writer against csv-stringify (the library it stands in for, docs/dependencies.md) on the rows of the
// bench's largest CSV, the history export (one row per model × run): the same bytes, and the time of each,
// pairwise in one run.
import { stringify } from 'csv-stringify/sync';
import { type CsvCell, csvRecords, neutraliseCell } from '../render/csv.ts';
import type { BenchContext } from './types.ts';

const ROUNDS = 7;

/** Rows shaped like `/v1/history.csv`'s: text, numbers, nulls, a formula-like name to neutralise. */
function historyLikeRows(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    run_id: 1 + Math.floor(i / 50),
    run_kind: 'full',
    published_at: '2026-11-16T12:00:00Z',
    week: '2026-W47',
    slug: `model-${i % 50}`,
    name: i % 97 === 0 ? `=Model "${i % 50}", large` : `Model ${i % 50}`,
    provider: 'Provider Labs',
    rank: 1 + (i % 50),
    execution_raw: 80.12 + (i % 7),
    grounding_raw: 70.5,
    judgment_raw: 60,
    communication_raw: 61.25,
    integrity_raw: 70,
    integrity_label: 'pass',
    recommendation_status: 'neutral',
    core_overall_raw: 75.31,
    core_overall_display: 74,
    previous_rank: i % 11 === 0 ? null : 1 + ((i + 3) % 50),
    rank_change: i % 11 === 0 ? null : -3,
    score_change: i % 11 === 0 ? null : 0.25,
  }));
}

export async function benchCsv(ctx: BenchContext): Promise<void> {
  const rows = historyLikeRows(ctx.models * ctx.runs);
  type Row = (typeof rows)[number];
  const columns = Object.keys(rows[0]!) as (keyof Row & string)[];
  const ours = () => csvRecords(columns, rows);
  // csv-stringify with the same rules: CRLF, text always quoted, formula cells neutralised, numbers as they are.
  const library = () =>
    stringify(
      rows.map((row) => columns.map((c) => neutraliseCell(row[c] as CsvCell))),
      { record_delimiter: 'windows', quoted_string: true },
    );
  if (ours() !== library()) throw new Error('csv-stringify and the CSV writer do not write the same bytes');
  const times = { ours: [] as number[], library: [] as number[] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const [side, write] of [
      ['ours', ours],
      ['library', library],
    ] as const) {
      const started = performance.now();
      write();
      times[side].push(performance.now() - started);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const [a, b] = [median(times.ours), median(times.library)];
  ctx.print(
    `csv: ${rows.length.toLocaleString('en-US')} history rows, the same bytes both ways: the CSV writer ${a.toFixed(0)} ms, ` +
      `csv-stringify ${b.toFixed(0)} ms (${(b / a).toFixed(1)}×, median of ${ROUNDS} pairs)`,
  );
}
