// The ranking dimensions of both APIs and the v5 legacy values that map onto them (docs/api.md). The v6
// dimensions are the scoring's (schemas/scoring.ts: the overall, then the ranked fields); the v5 values belong to
// the spec's scoring alone.
import type { Scoring } from './scoring.ts';

/** Dimensions only the legacy API offers. */
const LEGACY_ONLY_DIMENSIONS = ['value', 'stability'] as const;
/** v5 dimension values until the sunset, with the v6 field each ranks by (`knowledge` has none). */
export const V5_DIMENSIONS = {
  coding: 'execution_raw',
  knowledge: null,
  longctx: 'grounding_raw',
  overall: 'core_overall_display',
} as const;
export const DEFAULT_DIMENSION = 'core_overall_display';

export type V5Dimension = keyof typeof V5_DIMENSIONS;
/** A dimension of either API: a v6 dimension of the scoring, value, stability, or a v5 value. */
export type Dimension = string;

export const V5_DIMENSION_NAMES = Object.keys(V5_DIMENSIONS) as V5Dimension[];

/** The legacy API's dimensions: the scoring's, then value and stability (value only where there are prices). */
export function legacyApiDimensions(scoring: Scoring, value: boolean): string[] {
  return [...scoring.dimensions, ...LEGACY_ONLY_DIMENSIONS.filter((d) => value || d !== 'value')];
}

/** A v5 value under the spec's scoring; under any other a name of its own. */
export function isV5Dimension(name: string, scoring: Scoring): name is V5Dimension {
  return scoring.spec && Object.hasOwn(V5_DIMENSIONS, name);
}

/** The v6 replacement named in messages and deprecation notes ("none" for knowledge). */
export function v5Replacement(name: V5Dimension): string | null {
  return V5_DIMENSIONS[name];
}
