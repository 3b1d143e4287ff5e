// Answers for the README examples from the data folder rendered in memory (the build minus the write), one
// rendering per build date.
import { createBuildContext } from '../compute/context.ts';
import type { Dataset } from '../data/schema.ts';
import { type RenderedSite, renderSite } from '../render/site.ts';
import type { ExampleSource } from './api-examples.ts';
import { resolveRoute } from './resolve-route.ts';

export function renderedSource(dataset: Dataset): ExampleSource {
  const sites = new Map<string, RenderedSite>();
  const siteAt = (now: string) => {
    let site = sites.get(now);
    if (site === undefined) {
      site = renderSite(createBuildContext(dataset, new Date(`${now}T00:00:00Z`)), []);
      sites.set(now, site);
    }
    return site;
  };
  const fileBody = (site: RenderedSite, path: string) => {
    const file = site.files.find((f) => f.path === path.slice(1));
    if (file === undefined) throw new Error(`the site has no file ${path}`);
    return file.body.toString();
  };
  return {
    answer(url, now) {
      const site = siteAt(now);
      // A file at the requested path answers before any unforced rule (the catch-all 404s), as on a static host.
      const path = new URL(url, 'http://site.invalid').pathname;
      if (site.files.some((f) => f.path === path.slice(1))) return { status: 200, body: fileBody(site, path) };
      const answer = resolveRoute(site.routes, url);
      if (answer === null) throw new Error(`no route answers GET ${url}`);
      return { status: answer.status, body: fileBody(site, answer.file) };
    },
    headers: (now) => fileBody(siteAt(now), '/_headers'),
  };
}
