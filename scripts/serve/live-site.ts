// The served folder as it is now: a build replaces its output by renaming a new folder into place, so the folder
// behind the path changes identity. Each request checks that identity (one stat) and, when it changed, loads the
// new route table before answering: routes, errors and files then all come from the same build, never a mix.
import { stat } from 'node:fs/promises';
import { loadServedSite, type ServedSite } from './served-site.ts';

export interface LiveSite {
  /** The site to answer the next request from, reloaded first when the folder was replaced. */
  current(): Promise<ServedSite>;
  /** Whether the folder behind the path is still the one `site` was loaded from (false while it is replaced). */
  isCurrent(site: ServedSite): Promise<boolean>;
}

async function identityOf(root: string): Promise<string | null> {
  const info = await stat(root).catch(() => null);
  return info === null ? null : `${info.dev}:${info.ino}:${info.birthtimeMs}`;
}

export async function liveSite(
  dir: string,
  onReload: (site: ServedSite) => void,
  onStale: (reason: string) => void,
): Promise<LiveSite> {
  let site = await loadServedSite(dir);
  let identity = await identityOf(site.root);
  let reloading: Promise<ServedSite> | null = null;
  return {
    isCurrent: async (candidate) => candidate === site && (await identityOf(site.root)) === identity,
    async current() {
      if (reloading !== null) return reloading;
      const now = await identityOf(site.root);
      // Missing for an instant between the two renames of a swap: keep answering from what was loaded.
      if (now === null || now === identity) return site;
      reloading = loadServedSite(dir)
        .then((fresh) => {
          site = fresh;
          identity = now;
          onReload(fresh);
          return fresh;
        })
        .catch((err: unknown) => {
          // Said once per replaced folder: the next build replaces it again and is loaded then.
          identity = now;
          onStale(err instanceof Error ? err.message : String(err));
          return site;
        })
        .finally(() => {
          reloading = null;
        });
      return reloading;
    },
  };
}
