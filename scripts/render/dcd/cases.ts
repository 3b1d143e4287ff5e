// `/v1/dcd/cases?subtype=&model=&limit=`: cases of the latest published DCD run, per filter set.
import {
  DCD_CASES_DEFAULT_LIMIT,
  DCD_CASES_LIMIT_MAX,
  filterCases,
  orderCases,
  type PublishedCase,
} from '../../compute/dcd/cases.ts';
import type { DcdContext } from '../../compute/dcd/context.ts';
import { runRef } from '../../compute/runs.ts';
import { DCD_SUBTYPES, type DcdSubtype } from '../../data/schema.ts';
import { API_ERRORS } from '../../errors/catalogue.ts';
import { constraint } from '../../errors/constraint.ts';
import type { Route } from '../../routes/schema.ts';
import type { DcdCases } from '../../schemas/dcd.ts';
import { type Attribution, jsonFile } from '../json.ts';
import type { SiteFile } from '../types.ts';
import { DCD_CASES_DIR, dcdCasesFile } from './paths.ts';

const LIMITS = Array.from({ length: DCD_CASES_LIMIT_MAX }, (_, i) => i + 1);

/**
 * Files per filter set: one per `limit` below the number of cases there are to list (at most 100), and `all`
 * for every larger limit, which the routes reach as the fallback. So files grow with the cases, never with the
 * limit: a filter set with 3 cases has `1.json`, `2.json` and `all.json`.
 */
export function renderDcdCasesFiles(dcd: DcdContext, attribution: Attribution): SiteFile[] {
  const run = dcd.latest?.run ?? null;
  const ordered = orderCases(run === null ? [] : dcd.casesOf(run));
  const files: SiteFile[] = [];
  const body = (
    subtype: DcdSubtype | null,
    model: string | null,
    matching: readonly PublishedCase[],
    cases: readonly PublishedCase[],
  ): DcdCases => ({
    status: 'ok',
    run: runRef(run),
    subtype,
    model,
    count: cases.length,
    total: matching.length,
    cases,
    attribution,
  });
  // Every model of the dataset can be a filter: one without cases in the run gets an empty list, not a 404.
  for (const subtype of [null, ...DCD_SUBTYPES] as (DcdSubtype | null)[]) {
    for (const model of [null, ...dcd.models.keys()]) {
      const matching = filterCases(ordered, { subtype, model });
      const listed = Math.min(matching.length, DCD_CASES_LIMIT_MAX);
      for (let limit = 1; limit < listed; limit++) {
        files.push(
          jsonFile(dcdCasesFile(subtype, model, limit), body(subtype, model, matching, matching.slice(0, limit))),
        );
      }
      files.push(
        jsonFile(dcdCasesFile(subtype, model, 'all'), body(subtype, model, matching, matching.slice(0, listed))),
      );
    }
  }
  return files;
}

export function renderDcdCasesRoutes(slugs: readonly string[]): Route[] {
  const subtype = constraint(DCD_SUBTYPES, API_ERRORS.dcdSubtypeInvalid);
  const limit = constraint(LIMITS.map(String), API_ERRORS.dcdLimitInvalid);
  const model = constraint(slugs, API_ERRORS.dcdModelNotFound);
  const path = DCD_CASES_DIR;
  const d = DCD_CASES_DEFAULT_LIMIT;
  const route = (
    query: Record<string, string>,
    s: string | null,
    m: string | null,
    l: string | number,
    constraints: Route['constraints'],
  ): Route => ({
    path,
    query,
    to: dcdCasesFile(s, m, l),
    fallback: dcdCasesFile(s, m, 'all'),
    status: 200,
    ...(constraints === undefined ? {} : { constraints }),
  });
  // Constraint order: malformed parameters (400) are reported before an unknown model (404).
  return [
    route({ subtype: ':subtype', model: ':model', limit: ':limit' }, ':subtype', ':model', ':limit', {
      subtype,
      limit,
      model,
    }),
    route({ subtype: ':subtype', model: ':model' }, ':subtype', ':model', d, { subtype, model }),
    route({ subtype: ':subtype', limit: ':limit' }, ':subtype', null, ':limit', { subtype, limit }),
    route({ model: ':model', limit: ':limit' }, null, ':model', ':limit', { limit, model }),
    route({ subtype: ':subtype' }, ':subtype', null, d, { subtype }),
    route({ model: ':model' }, null, ':model', d, { model }),
    route({ limit: ':limit' }, null, null, ':limit', { limit }),
    route({}, null, null, d, undefined),
  ];
}
