// `/v1/scoring`: the scoring in force with every default filled in (schemas/scoring-answer.ts), so that a client can
// draw any benchmark's table, and the widgets take their labels, units and decimals from it. It changes only when
// the scoring does.
import type { BuildContext } from '../compute/context.ts';
import { JSON_CONTENT_TYPE } from '../routes/headers.ts';
import type { V1Scoring } from '../schemas/scoring-answer.ts';
import { attributionOf, jsonFile } from './json.ts';
import type { SiteSection } from './types.ts';

export const V1_SCORING_FILE = '/v1/scoring.json';

export function renderV1Scoring(ctx: BuildContext): SiteSection {
  const { definition, overallFormat } = ctx.dataset.scoring;
  const { fields, labels, overall } = definition;
  // The overall's unit is its fields' when they share one: a client writes the overall with it, as the pages do.
  const body: V1Scoring = {
    status: 'ok',
    fields,
    labels,
    overall: { ...overall, unit: overallFormat.unit },
    attribution: attributionOf(ctx.dataset.site),
  };
  return {
    files: [jsonFile(V1_SCORING_FILE, body)],
    routes: [{ path: '/v1/scoring', query: {}, to: V1_SCORING_FILE, status: 200 }],
    headers: [{ for: V1_SCORING_FILE, headers: { 'Content-Type': JSON_CONTENT_TYPE } }],
  };
}
