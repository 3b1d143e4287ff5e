// `/api/`: what the site publishes for programs (the API's entry points, exports, feeds, widgets) with links
// that answer as they are; the reference is the OpenAPI document and its page at `/docs/`.
import type { RenderContext } from '../context.ts';
import type { SiteFile } from '../types.ts';
import { type Html, html } from './html.ts';
import { type LinkTo, linkerOf, renderPage } from './layout.ts';
import { PAGE_PATHS } from './paths.ts';
import { overallNounInText, overallNounsInText } from './scores.ts';

/** The requests worth trying first, of what the site publishes. */
function tryThese(ctx: RenderContext): { path: string; text: string }[] {
  const { scoring } = ctx.dataset;
  const noun = overallNounInText(scoring);
  const field = scoring.ranked[0];
  const { dcd, prices } = ctx.offers;
  return [
    { path: '/v1/', text: 'the index of every endpoint, the feeds and the latest run' },
    {
      path: '/v1/scoring',
      text: 'the scoring: each score field with its direction, unit and decimals, and how the overall is made',
    },
    { path: '/v1/leaderboard?limit=5', text: `the top five by ${noun}` },
    ...(field === undefined
      ? []
      : [{ path: `/v1/leaderboard?dimension=${field.key}`, text: `ranked by ${field.label.toLowerCase()}` }]),
    { path: '/v1/changes', text: 'rising and falling models since the previous run, with incidents' },
    { path: '/v1/models', text: 'every model with where it stands' },
    { path: '/v1/runs', text: 'every published run' },
    ...(dcd ? [{ path: '/v1/dcd', text: 'constraint-retention (DCD) results (experimental)' }] : []),
    ...(prices
      ? [
          {
            path: '/v1/prices',
            text: `prices against ${overallNounsInText(scoring)}, ranked by value, with the price–score frontier`,
          },
        ]
      : []),
    { path: '/v1/stability', text: `ranked by stability: how little the ${noun} moved over the last five runs` },
    { path: '/v1/history.json', text: 'every model in every published run, one row each, one file per year' },
    prices
      ? { path: '/leaderboard?dimension=value', text: 'the legacy API, ranked by value for money' }
      : { path: '/leaderboard?dimension=stability', text: 'the legacy API, ranked by stability' },
  ];
}

function list(to: LinkTo, items: readonly { path: string; text: string }[]): Html {
  return html`<ul>${items.map((i) => html`<li><a href="${to(i.path)}"><code>${i.path}</code></a>: ${i.text}</li>`)}</ul>`;
}

export function renderApiPage(ctx: RenderContext): SiteFile {
  const site = ctx.pageSite;
  const to = linkerOf(site);
  const main = html`<h1>API</h1>
<p class="lede">Everything on these pages is also a read-only JSON API: plain GET requests, no key, CORS open to every origin. v1 allows 60 requests a minute per client.</p>
<h2>Reference</h2>
<ul><li><a href="${to('/docs/')}">API reference</a>: every endpoint, parameter and answer</li><li><a href="${to('/openapi.json')}">OpenAPI 3.1 document</a>: for client generators and validators</li></ul>
<h2>Try it</h2>
${list(to, tryThese(ctx))}
<p>Each answer also lives at a canonical file path, for example <a href="${to('/v1/leaderboard/core_overall_display/5.json')}"><code>/v1/leaderboard/core_overall_display/5.json</code></a>.</p>
<h2>Feeds</h2>
<p>Each published run's movers, new models and incidents: <a href="${to('/feed.atom')}">Atom</a> or <a href="${to('/feed.json')}">JSON Feed</a>.</p>
<h2>Widgets and badges</h2>
<p>Embed a leaderboard card, a model badge or a change bulletin on any page with one script tag: see the <a href="${to('/widgets.html')}">widget demo</a>. Each model's page shows its badge snippets.</p>`;
  return renderPage(site, {
    path: PAGE_PATHS.api,
    title: 'API',
    description: `The read-only API behind ${site.name}.`,
    section: 'api',
    main,
  });
}
