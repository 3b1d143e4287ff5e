// What each endpoint renderer returns: files, the routes that reach them, and header rules.
import type { BuildContext } from '../compute/context.ts';
import type { HeaderRule, Route } from '../routes/schema.ts';

export interface SiteFile {
  /** The file's site path (below the base path): `/v1/leaderboard/execution_raw.json`. Only the writer turns it
   * into a path on disk. */
  path: string;
  body: string | Buffer;
  /** The previous output holds exactly this file at this path (render/history-memo.ts checked): it is linked. */
  reused?: true;
}

export interface SiteSection {
  files: SiteFile[];
  routes: Route[];
  headers: HeaderRule[];
}

export type SectionRenderer = (ctx: BuildContext) => SiteSection;
