// One conformance suite per host engine: the sample data built before and after the v5 sunset, the table of
// requests derived from each build, sent to the engine; any difference not explained by a known limit fails.
import { chmod } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConformanceCase,
  conformanceCases,
  listSiteFiles,
  managedHeaderNames,
  readRouteTable,
} from './conformance-cases.ts';
import { type Conformance, checkConformance, describeDifferences } from './conformance-run.ts';
import { AFTER_SUNSET, BEFORE_SUNSET, buildSampleData, sharedSampleData, tempDir } from './fixtures.ts';
import { KNOWN_LIMITS } from './known-limits.ts';

interface RunningHost {
  origin: string;
  stop(): Promise<void>;
}

export interface ConformanceSuite {
  host: string;
  /** Starts the engine on a built folder; `workDir` is a writable folder of its own. */
  start(outDir: string, workDir: string): Promise<RunningHost>;
  /** Only the cases this host is meant to answer (a plain static host: canonical files). */
  select?(c: ConformanceCase): boolean;
  perRoute?: number;
  canonical?: number;
  concurrency?: number;
  /** Also run the table of a build below this base path. */
  basePath?: string;
  /** The engine writes beside the output it serves: it gets builds of its own instead of the shared ones. */
  ownBuilds?: boolean;
}

export function conformanceSuite(suite: ConformanceSuite): void {
  // The preview cards (PNG files and their header rule) in the first variant only: the others are about the API.
  type Variant = [label: string, now: Date, basePath: string | undefined, cards: boolean];
  const variants: Variant[] = [
    ['after the v5 sunset', AFTER_SUNSET, undefined, true],
    ['before the v5 sunset', BEFORE_SUNSET, undefined, false],
  ];
  if (suite.basePath !== undefined)
    variants.push([`below the base path ${suite.basePath}`, AFTER_SUNSET, suite.basePath, false]);
  const title = `${suite.host}: the conformance table of the sample data, %s`;
  describe.each(variants)(title, (label, now, basePath, cards) => {
    let outDir: string;
    let cases: ConformanceCase[];
    let running: RunningHost;
    let result: Conformance;

    beforeAll(async () => {
      const sample = suite.ownBuilds ? buildSampleData : sharedSampleData;
      outDir = await sample(now, { cards, ...(basePath === undefined ? {} : { basePath }) });
      const work = await tempDir();
      // Engines that drop privileges read the folders as another user, as on a real server.
      for (const folder of [path.dirname(outDir), work]) await chmod(folder, 0o755);
      const table = await readRouteTable(outDir);
      const all = conformanceCases(table, await listSiteFiles(outDir), {
        perRoute: suite.perRoute ?? 3,
        canonical: suite.canonical ?? 60,
      });
      cases = all.filter(suite.select ?? (() => true));
      running = await suite.start(outDir, path.join(work, 'engine'));
      result = await checkConformance(running.origin, outDir, cases, {
        table,
        managed: managedHeaderNames(table),
        limits: KNOWN_LIMITS,
        host: suite.host,
        concurrency: suite.concurrency ?? 8,
      });
      const line = `${result.identical} of ${result.total} requests identical to the route table (status, body and headers); ${result.sameStatusAndBody} with its status and body`;
      console.log(
        `conformance ${suite.host} (${label}): ${line}; known limits: ${JSON.stringify(Object.fromEntries(result.explained))}`,
      );
    }, 240_000);
    afterAll(() => running?.stop());

    it('covers every kind of request the table has', () => {
      expect(cases.length).toBeGreaterThan(20);
    });

    it('answers every request as the route table says, except for its documented known limits', () => {
      expect(describeDifferences(result.unexplained)).toEqual([]);
    });

    it('shows every known limit it documents (none of them stale)', () => {
      const unused = [...result.explained].filter(([, count]) => count === 0).map(([what]) => what);
      expect(unused).toEqual([]);
    });
  });
}
