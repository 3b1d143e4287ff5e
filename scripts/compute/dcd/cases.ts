// Cases of a DCD run in the published order (docs/dcd.md, `/v1/dcd/cases`) and their filters.

import type { DcdCase, DcdSubtype } from '../../data/schema.ts';
import { compareText } from '../../lib/compare.ts';
import { round2 } from '../scoring.ts';

/** `limit` of the cases endpoint is an integer 1–100, default 20 (docs/dcd.md). */
export const DCD_CASES_LIMIT_MAX = 100;
export const DCD_CASES_DEFAULT_LIMIT = 20;

const SEVERITY_ORDER: Record<DcdCase['severity'], number> = { high: 0, medium: 1, low: 2 };

export interface PublishedCase {
  id: string;
  model: string;
  subtype: DcdSubtype;
  round: DcdCase['round'];
  severity: DcdCase['severity'];
  score: number;
  constraint: string;
  summary: string;
  scoring: Record<string, number | string>;
}

/** The published shape: documented field order, score rounded, scoring keys sorted (their order means nothing). */
function publishCase(c: DcdCase): PublishedCase {
  const keys = Object.keys(c.scoring).sort();
  return {
    id: c.id,
    model: c.model,
    subtype: c.subtype,
    round: c.round,
    severity: c.severity,
    score: round2(c.score),
    constraint: c.constraint,
    summary: c.summary,
    scoring: Object.fromEntries(keys.map((k) => [k, c.scoring[k] as number | string])),
  };
}

/** Severity high → low, then score ascending (the worst violation first), then id. */
export function orderCases(cases: readonly DcdCase[]): PublishedCase[] {
  return cases
    .map(publishCase)
    .sort(
      (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || a.score - b.score || compareText(a.id, b.id),
    );
}

export interface CaseFilter {
  subtype: DcdSubtype | null;
  model: string | null;
}

export function filterCases(ordered: readonly PublishedCase[], filter: CaseFilter): PublishedCase[] {
  return ordered.filter(
    (c) =>
      (filter.subtype === null || c.subtype === filter.subtype) && (filter.model === null || c.model === filter.model),
  );
}
