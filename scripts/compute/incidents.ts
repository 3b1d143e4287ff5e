// The incidents list of v1 changes: the most recent first, a fixed number at most.

import type { Incident } from '../data/schema.ts';
import { compareText } from '../lib/compare.ts';

/** 50, like the other capped lists of the API (docs/api.md, `GET /v1/changes`). */
const INCIDENTS_LIMIT = 50;

export interface IncidentEntry {
  id: string;
  model: string;
  date: string;
  severity: Incident['severity'];
  status: Incident['status'];
  title: string;
  summary: string;
}

/** Date descending, then id ascending; only `model`'s incidents when given. */
export function recentIncidents(
  incidents: readonly Incident[],
  model?: string,
  limit = INCIDENTS_LIMIT,
): IncidentEntry[] {
  return incidents
    .filter((incident) => model === undefined || incident.model === model)
    .sort((a, b) => compareText(b.date, a.date) || compareText(a.id, b.id))
    .slice(0, limit)
    .map(({ id, model: slug, date, severity, status, title, summary }) => ({
      id,
      model: slug,
      date,
      severity,
      status,
      title,
      summary,
    }));
}
