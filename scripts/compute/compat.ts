// v5 compatibility window (docs/api.md, "v5 compatibility and the sunset"): fields and legacy dimension values live until the sunset date.
import type { Scores } from './scoring.ts';

/** True while `now` is before the sunset date (00:00 UTC of that day ends the window). */
export function isCompatActive(now: Date, sunset: string): boolean {
  return now.getTime() < Date.parse(`${sunset}T00:00:00Z`);
}

/** RFC 8594 `Sunset` value: an IMF-fixdate, e.g. "Tue, 30 Jun 2026 00:00:00 GMT". */
export function sunsetHttpDate(sunset: string): string {
  return new Date(`${sunset}T00:00:00Z`).toUTCString();
}

/**
 * The deprecated v5 fields, derived from the v6 scores. `knowledge` and `official_knowledge` have no
 * v6 equivalent and are null. `shadow_*` fields were never produced from v6 data and are not emitted.
 */
export interface V5CompatFields {
  coding: number;
  knowledge: null;
  longctx: number;
  overall: number;
  official_coding: number;
  official_knowledge: null;
  official_longctx: number;
  official_overall: number;
}

/** The v5 fields of the spec's scores (only the spec's scoring has them: compat is never on for another). */
export function v5CompatFields(scores: Scores): V5CompatFields {
  const coding = scores.execution_raw as number;
  const longctx = scores.grounding_raw as number;
  const overall = scores.core_overall_display as number;
  return {
    coding,
    knowledge: null,
    longctx,
    overall,
    official_coding: coding,
    official_knowledge: null,
    official_longctx: longctx,
    official_overall: overall,
  };
}
