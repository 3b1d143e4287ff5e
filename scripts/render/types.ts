// What each endpoint renderer returns: files, the routes that reach them, and header rules.
import type { BuildContext } from '../compute/context.ts';
import type { HeaderRule, Route } from '../routes/schema.ts';

export interface SiteFile {
  /** The file's site path (below the base path): `/v1/leaderboard/execution_raw.json`. Only the writer turns it
   * into a path on disk. */
  path: string;
  body: string | Buffer;
  /**
   * The previous output holds exactly this file at this path (render/history-memo.ts checked): the writer links
   * it, and its body is read only if something asks for it.
   */
  reused?: true;
  /** The body's length in bytes, when known without reading it (reused files). */
  size?: number;
}

/** A file's length in bytes. */
export function sizeOf(file: SiteFile): number {
  if (file.size !== undefined) return file.size;
  return typeof file.body === 'string' ? Buffer.byteLength(file.body) : file.body.length;
}

export interface SiteSection {
  files: SiteFile[];
  routes: Route[];
  headers: HeaderRule[];
}

export type SectionRenderer = (ctx: BuildContext) => SiteSection;
