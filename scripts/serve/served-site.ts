// A built folder as the serve command sees it: its routing (`_redirects` + route manifest), its `_headers`,
// and the one way to turn a URL path into a file, which never leaves the folder.
import { existsSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseRouteManifest, ROUTE_MANIFEST_FILE } from '../render/route-manifest.ts';
import { type HeaderRules, loadHeaderRules } from './header-rules.ts';
import { loadRedirectEngine, type RedirectEngine } from './redirect-engine.ts';
import { createRouteIndex, type RouteIndex } from './route-index.ts';

export interface SiteFileMatch {
  /** Location on disk. */
  file: string;
  /** Site URL path of the file, base path included. */
  urlPath: string;
}

export interface ServedSite {
  root: string;
  /** URL prefix of the site, starting and ending with "/". */
  basePath: string;
  engine: RedirectEngine;
  routes: RouteIndex;
  headers: HeaderRules;
  /** Problems worth printing at startup. */
  warnings: string[];
  /**
   * The regular file a site URL path (base path included) names, with the URL path of that file (`/` names
   * `/index.html`); null for a folder, a hidden file or anything outside the root.
   */
  fileAt(urlPath: string): Promise<SiteFileMatch | null>;
}

const INDEX_FILE = 'index.html';

/** A segment never served: dotfiles (`.git`) and underscore files (`_headers`, `_redirects`, the route manifest). */
function isHiddenSegment(segment: string): boolean {
  return segment === '' || segment.startsWith('.') || segment.startsWith('_') || /[\u0000-\u001f\\]/.test(segment);
}

/** `realRoot` is the folder with its own symbolic links resolved, the prefix every served file must have. */
async function fileWithin(root: string, realRoot: string, basePath: string, urlPath: string): Promise<SiteFileMatch | null> {
  if (!urlPath.startsWith(basePath)) return null;
  const segments = urlPath.slice(basePath.length).split('/');
  // A folder path answers with its index.html, as on a CDN (the landing page at `/`); never with a listing.
  if (segments[segments.length - 1] === '') segments[segments.length - 1] = INDEX_FILE;
  if (segments.some(isHiddenSegment)) return null;
  try {
    // Symbolic links are followed only when they stay inside the served folder.
    const real = await realpath(path.join(root, ...segments));
    if (!real.startsWith(realRoot + path.sep)) return null;
    return (await stat(real)).isFile() ? { file: real, urlPath: basePath + segments.join('/') } : null;
  } catch {
    return null;
  }
}

async function readIfExists(file: string): Promise<string | null> {
  return existsSync(file) ? readFile(file, 'utf8') : null;
}

export async function loadServedSite(dir: string): Promise<ServedSite> {
  const root = path.resolve(dir);
  const info = await stat(root).catch(() => null);
  if (info === null || !info.isDirectory()) throw new Error(`${dir}: no such folder; build the site first (npm run build)`);
  const warnings: string[] = [];
  const manifestText = await readIfExists(path.join(root, ROUTE_MANIFEST_FILE));
  const manifest = manifestText === null ? null : parseRouteManifest(manifestText, path.join(dir, ROUTE_MANIFEST_FILE));
  if (manifest === null) warnings.push(`${dir}/${ROUTE_MANIFEST_FILE} not found: parameter values are not checked beyond _redirects`);
  const basePath = manifest?.base_path ?? '/';
  const redirects = await readIfExists(path.join(root, '_redirects'));
  if (redirects === null) warnings.push(`${dir}/_redirects not found: files are served by their own paths only`);
  const headers = await loadHeaderRules(path.join(root, '_headers'));
  const realRoot = await realpath(root);
  warnings.push(...headers.errors.map((message) => `${dir}/_headers: ${message}`));
  return {
    root,
    basePath,
    engine: await loadRedirectEngine(redirects ?? ''),
    routes: createRouteIndex(manifest?.routes ?? [], basePath),
    headers,
    warnings,
    fileAt: (urlPath) => fileWithin(root, realRoot, basePath, urlPath),
  };
}
