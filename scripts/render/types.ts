// What each endpoint renderer returns: files, the routes that reach them, and header rules.
import type { BuildContext } from '../compute/context.ts';
import type { HeaderRule, Route } from '../routes/schema.ts';

export interface SiteFile {
  /** Relative to the output folder, posix separators, no leading slash: `v1/leaderboard/execution_raw.json`. */
  path: string;
  body: string | Buffer;
}

export interface SiteSection {
  files: SiteFile[];
  routes: Route[];
  headers: HeaderRule[];
}

export type SectionRenderer = (ctx: BuildContext) => SiteSection;
