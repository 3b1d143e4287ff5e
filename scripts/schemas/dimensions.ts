// The ranking dimensions of both APIs and the v5 legacy values that map onto them (docs/api.md).

import { RANKED_SCORE_KEYS } from './score-fields.ts';

/** v6 dimensions offered by both APIs: the overall score and the rankable score fields (score-fields.ts). */
export const V6_DIMENSIONS = ['core_overall_display', ...RANKED_SCORE_KEYS] as const;
/** Dimensions only the legacy API offers. */
const LEGACY_ONLY_DIMENSIONS = ['value', 'stability'] as const;
export const LEGACY_API_DIMENSIONS = [...V6_DIMENSIONS, ...LEGACY_ONLY_DIMENSIONS] as const;
/** v5 dimension values until the sunset, with the v6 field each ranks by (`knowledge` has none). */
export const V5_DIMENSIONS = {
  coding: 'execution_raw',
  knowledge: null,
  longctx: 'grounding_raw',
  overall: 'core_overall_display',
} as const;
export const DEFAULT_DIMENSION = 'core_overall_display';

type LegacyApiDimension = (typeof LEGACY_API_DIMENSIONS)[number];
export type V5Dimension = keyof typeof V5_DIMENSIONS;
export type Dimension = LegacyApiDimension | V5Dimension;

export const V5_DIMENSION_NAMES = Object.keys(V5_DIMENSIONS) as V5Dimension[];

export function isV5Dimension(name: string): name is V5Dimension {
  return Object.hasOwn(V5_DIMENSIONS, name);
}

/** The v6 replacement named in messages and deprecation notes ("none" for knowledge). */
export function v5Replacement(name: V5Dimension): string | null {
  return V5_DIMENSIONS[name];
}
