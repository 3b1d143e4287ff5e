// Links inside bodies: paths from the site root with the base path (a client resolves them against the URL it
// fetched), and absolute URLs where a format needs them (feed ids and links).
import type { Site } from '../data/schema.ts';
import { withBasePath } from '../routes/base-path.ts';

/** `/v1/runs/58.json` under base path `/lb/` → `/lb/v1/runs/58.json`. */
export function siteLink(site: Site, sitePath: string): string {
  return withBasePath(site.base_path, sitePath);
}

/** The absolute URL of a site path: the site's origin from `url`, then the base path and the path. */
export function absoluteUrl(site: Site, sitePath: string): string {
  return new URL(siteLink(site, sitePath), site.url).href;
}
