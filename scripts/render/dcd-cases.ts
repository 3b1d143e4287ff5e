// `/v1/dcd/cases?subtype=&model=&limit=`: cases of the latest published DCD run, one file per filter set and limit.
import { DCD_CASES_DEFAULT_LIMIT, DCD_CASES_LIMIT_MAX, filterCases, orderCases } from '../compute/dcd-cases.ts';
import { type DcdContext, runRef } from '../compute/dcd-context.ts';
import { DCD_SUBTYPES, type DcdSubtype } from '../data/schema.ts';
import { answer, DCD_ERRORS } from './dcd-errors.ts';
import { DCD_CASES_DIR, dcdCasesFile } from './dcd-paths.ts';
import { type Attribution, jsonFile } from './json.ts';
import type { ParamConstraint, Route, SiteFile } from './types.ts';

const LIMITS = Array.from({ length: DCD_CASES_LIMIT_MAX }, (_, i) => i + 1);

export function renderDcdCasesFiles(dcd: DcdContext, attribution: Attribution): SiteFile[] {
  const run = dcd.latest?.run ?? null;
  const ordered = orderCases(run?.cases ?? []);
  const files: SiteFile[] = [];
  // Every model of the dataset can be a filter: one without cases in the run gets an empty list, not a 404.
  for (const subtype of [null, ...DCD_SUBTYPES] as (DcdSubtype | null)[]) {
    for (const model of [null, ...dcd.models.keys()]) {
      const matching = filterCases(ordered, { subtype, model });
      for (const limit of LIMITS) {
        const cases = matching.slice(0, limit);
        files.push(
          jsonFile(dcdCasesFile(subtype, model, limit).slice(1), {
            status: 'ok',
            run: run === null ? null : runRef(run),
            subtype,
            model,
            limit,
            count: cases.length,
            total: matching.length,
            cases,
            attribution,
          }),
        );
      }
    }
  }
  return files;
}

export function renderDcdCasesRoutes(dcd: DcdContext): Route[] {
  const subtype: ParamConstraint = { allowed: DCD_SUBTYPES, otherwise: answer(DCD_ERRORS.subtypeInvalid) };
  const limit: ParamConstraint = { allowed: LIMITS.map(String), otherwise: answer(DCD_ERRORS.limitInvalid) };
  const model: ParamConstraint = { allowed: [...dcd.models.keys()], otherwise: answer(DCD_ERRORS.modelNotFound) };
  const path = DCD_CASES_DIR;
  const all = { subtype: ':subtype', model: ':model', limit: ':limit' };
  const d = DCD_CASES_DEFAULT_LIMIT;
  // Constraint order: malformed parameters (400) are reported before an unknown model (404).
  return [
    { path, query: all, to: dcdCasesFile(':subtype', ':model', ':limit'), status: 200, constraints: { subtype, limit, model } },
    { path, query: { subtype: ':subtype', model: ':model' }, to: dcdCasesFile(':subtype', ':model', d), status: 200, constraints: { subtype, model } },
    { path, query: { subtype: ':subtype', limit: ':limit' }, to: dcdCasesFile(':subtype', null, ':limit'), status: 200, constraints: { subtype, limit } },
    { path, query: { model: ':model', limit: ':limit' }, to: dcdCasesFile(null, ':model', ':limit'), status: 200, constraints: { limit, model } },
    { path, query: { subtype: ':subtype' }, to: dcdCasesFile(':subtype', null, d), status: 200, constraints: { subtype } },
    { path, query: { model: ':model' }, to: dcdCasesFile(null, ':model', d), status: 200, constraints: { model } },
    { path, query: { limit: ':limit' }, to: dcdCasesFile(null, null, ':limit'), status: 200, constraints: { limit } },
    { path, query: {}, to: dcdCasesFile(null, null, d), status: 200 },
  ];
}
