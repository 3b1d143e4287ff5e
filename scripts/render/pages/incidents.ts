// Incidents as a list: open ones first, then the most recent; severity in words, never in colour alone.

import type { Incident } from '../../data/schema.ts';
import { compareText } from '../../lib/compare.ts';
import { dateHtml } from './format.ts';
import { type Html, html } from './html.ts';
import type { LinkTo } from './layout.ts';
import { PAGE_PATHS } from './paths.ts';

/** Open before resolved, then the most recent, then by id. */
function orderIncidents(incidents: readonly Incident[]): Incident[] {
  return [...incidents].sort(
    (a, b) =>
      (a.status === 'open' ? 0 : 1) - (b.status === 'open' ? 0 : 1) ||
      compareText(b.date, a.date) ||
      compareText(a.id, b.id),
  );
}

export interface IncidentListOptions {
  to: LinkTo;
  /** Name the model of each incident (lists across models). */
  showModel: boolean;
  /** The model's name by slug, for lists across models. */
  names?: ReadonlyMap<string, string>;
  empty: string;
}

export function incidentList(incidents: readonly Incident[], options: IncidentListOptions): Html {
  if (incidents.length === 0) return html`<p>${options.empty}</p>`;
  const items = orderIncidents(incidents).map((i) => {
    const model = options.showModel
      ? html` · <a href="${options.to(PAGE_PATHS.model(i.model))}"><bdi>${options.names?.get(i.model) ?? i.model}</bdi></a>`
      : '';
    return html`<li class="${i.severity}"><strong><bdi>${i.title}</bdi></strong><p class="meta">${dateHtml(i.date)} · <span class="sev">${i.severity}</span> · ${i.status}${model}</p><p><bdi>${i.summary}</bdi></p></li>`;
  });
  return html`<ul class="incidents">${items}</ul>`;
}
