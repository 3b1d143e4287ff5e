// Sends the conformance table to a running host and lists every way its answers differ from the table's, less
// the differences a documented host limit explains.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteTable } from '../../scripts/routes/schema.ts';
import type { ConformanceCase } from './conformance-cases.ts';

export interface Difference {
  case: ConformanceCase;
  /** `status`, `body` or a header name (lower case). */
  field: string;
  expected: string;
  got: string;
}

/** A known limit of a host: the differences it explains, described for the deploying guide's table of limits. */
export interface KnownLimit {
  host: string;
  what: string;
  explains(difference: Difference, table: RouteTable): boolean;
}

export interface Conformance {
  /** Cases answered exactly as the table says. */
  identical: number;
  /** Cases with the table's status and body (their headers may differ). */
  sameStatusAndBody: number;
  total: number;
  /** Differences no known limit explains: each one fails the test. */
  unexplained: Difference[];
  /** How many differences each known limit explained (by `what`). */
  explained: Map<string, number>;
}

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

async function differences(
  origin: string,
  outDir: string,
  c: ConformanceCase,
  managed: readonly string[],
): Promise<Difference[]> {
  const response = await fetch(`${origin}${c.url}`, {
    method: c.method,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  const body = Buffer.from(await response.arrayBuffer());
  const expectedBody = c.body === null ? Buffer.alloc(0) : await readFile(path.join(outDir, ...c.body.split('/')));
  const found: Difference[] = [];
  const differ = (field: string, expected: string, got: string) =>
    expected !== got && found.push({ case: c, field, expected, got });
  differ('status', String(c.status), String(response.status));
  if (!body.equals(expectedBody))
    differ('body', c.body ?? '(empty)', body.length > 120 ? `${body.subarray(0, 120).toString()}…` : body.toString());
  const expected = new Map(Object.entries(c.headers).map(([name, value]) => [name.toLowerCase(), value]));
  for (const name of managed) differ(name, expected.get(name) ?? '(absent)', response.headers.get(name) ?? '(absent)');
  return found;
}

export async function checkConformance(
  origin: string,
  outDir: string,
  cases: readonly ConformanceCase[],
  options: {
    table: RouteTable;
    managed: readonly string[];
    limits: readonly KnownLimit[];
    host: string;
    concurrency?: number;
  },
): Promise<Conformance> {
  const perCase = await inBatches(cases, options.concurrency ?? 8, (c) =>
    differences(origin, outDir, c, options.managed),
  );
  const limits = options.limits.filter((l) => l.host === options.host);
  const explained = new Map(limits.map((l) => [l.what, 0]));
  const unexplained: Difference[] = [];
  let identical = 0;
  let sameStatusAndBody = 0;
  for (const found of perCase) {
    if (found.length === 0) identical++;
    if (!found.some((d) => d.field === 'status' || d.field === 'body')) sameStatusAndBody++;
    for (const difference of found) {
      const limit = limits.find((l) => l.explains(difference, options.table));
      if (limit === undefined) unexplained.push(difference);
      else explained.set(limit.what, (explained.get(limit.what) ?? 0) + 1);
    }
  }
  return { identical, sameStatusAndBody, total: cases.length, unexplained, explained };
}

/** One line per difference, for a readable failure. */
export function describeDifferences(list: readonly Difference[]): string[] {
  return list.map(
    (d) => `${d.case.method} ${d.case.url} [${d.case.kind}] ${d.field}: expected ${d.expected}, got ${d.got}`,
  );
}
