// Text into HTML, and the site's own name and address into the pages of public/.
import type { Site } from '../data/schema.ts';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `{{site.name}}` and `{{site.url}}` in an HTML page of public/, replaced by the values of site.json, escaped. */
export function fillSitePlaceholders(html: string, site: Site): string {
  return html.replaceAll('{{site.name}}', escapeHtml(site.name)).replaceAll('{{site.url}}', escapeHtml(site.url));
}
