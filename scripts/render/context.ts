// What the renderers share: what compute made for the build (compute/context.ts), what they may take from the
// previous output, and render's own caches for the build, made with the context and let go with it.
import type { BuildContext } from '../compute/context.ts';
import { LeaderboardRowCache } from './leaderboard-rows.ts';
import type { PageSite } from './pages/layout.ts';
import type { Reuse, SiteSection } from './types.ts';

export interface RenderContext extends BuildContext {
  reuse: Reuse;
  /** The leaderboard rows serialised for the files that share them (leaderboard-rows.ts). */
  rows: LeaderboardRowCache;
  /** The site as the pages read it: its settings and the sections it publishes. */
  pageSite: PageSite;
}

export type SectionRenderer = (ctx: RenderContext) => SiteSection;

/** The render context of one build: renderSite makes it, and so do the tools that render a section alone. */
export function createRenderContext(computed: BuildContext, reuse: Reuse): RenderContext {
  const pageSite = { ...computed.dataset.site, dcd: computed.offers.dcd };
  return { ...computed, reuse, rows: new LeaderboardRowCache(), pageSite };
}
