// The files about one published run (its legacy leaderboards, its v1 leaderboard and CSV, its page), about one
// week, about a year of history and the DCD files never change once what they are made from is published: the
// code, what every file depends on (site, models, incidents, the compat window) and the runs published up to some
// run. Each such group of files is keyed by a digest of exactly that. A build takes a group from the previous
// output when the previous build wrote it under the same key and its files are still as written: the incremental
// layer (incremental/past-output.ts) finds those groups before rendering and hands them over as values, the writer
// links their files instead of writing them. Nothing here reads or writes a file.

import type { Dataset, EvalRun } from '../data/schema.ts';
import { sha256 } from '../lib/digest.ts';
import type { GroupRecord, PastOutput, Reuse } from './types.ts';

/** The groups of the preview cards (render/cards/section.ts): kept apart from the parts about past runs. */
export const UNCOUNTED_GROUPS = 'cards/';

/** Renders every group: builds without a cache. */
export const RENDER_EVERY_GROUP: Reuse = {
  keyOf: () => '',
  files: (_group, _key, render) => render(),
  holds: () => false,
  groups: () => new Map(),
  counts: () => ({ reused: 0, rendered: 0 }),
};

/** One key made of several, in order. */
export function combinedKey(parts: readonly string[]): string {
  return sha256(parts.join('\0'));
}

export interface ReuseOptions {
  dataset: Dataset;
  /** Where each data file's identity comes from (the run store, as the build context hands it over). */
  store: { identityOf(value: object): string };
  /** The published runs in publication order (BuildContext.publishedRuns). */
  publishedRuns: readonly EvalRun[];
  compat: boolean;
  /** The identity of the code that renders. */
  code: string;
  past: PastOutput;
}

export function createReuse(options: ReuseOptions): Reuse {
  const { site, models, incidents } = options.dataset;
  // What every file depends on; the runs are chained onto it in publication order.
  const base = combinedKey([options.code, JSON.stringify({ site, models, incidents, compat: options.compat })]);
  const keys = new Map<EvalRun, string>();
  let chain = base;
  for (const run of options.publishedRuns) {
    chain = combinedKey([chain, options.store.identityOf(run)]);
    keys.set(run, chain);
  }
  const records = new Map<string, GroupRecord>();
  /** Whether the previous output holds `group` made under `key`. */
  const holds = (group: string, key: string) => options.past.get(group)?.key === key;
  let reused = 0;
  let rendered = 0;
  return {
    keyOf(run) {
      const key = run === null ? base : keys.get(run);
      if (key === undefined) throw new Error(`reuse: run ${run?.run_id} is not a published run`);
      return key;
    },
    *files(group, groupKey, render) {
      const key = typeof groupKey === 'string' ? groupKey : groupKey();
      const taken = holds(group, key);
      // The preview cards are no parts about past runs: recorded, not counted in the report's figure.
      if (!group.startsWith(UNCOUNTED_GROUPS)) {
        if (taken) reused++;
        else rendered++;
      }
      const paths: string[] = [];
      for (const file of taken ? options.past.get(group)!.files : render()) {
        paths.push(file.path);
        yield file;
      }
      records.set(group, { key, paths, reused: taken });
    },
    holds,
    groups: () => records,
    counts: () => ({ reused, rendered }),
  };
}
