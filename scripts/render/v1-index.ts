// `/v1/`: where a client starts. Every endpoint with its canonical file, the OpenAPI document, the reference
// page, the feeds, the history exports and the latest run. It changes with every run (the latest run).
import type { BuildContext } from '../compute/context.ts';
import { JSON_CONTENT_TYPE } from '../routes/headers.ts';
import type { Route } from '../routes/schema.ts';
import type { V1Index } from '../schemas/discovery.ts';
import { ATOM_FEED_FILE, JSON_FEED_FILE } from './feeds.ts';
import { attributionOf, jsonFile } from './json.ts';
import { siteLink } from './links.ts';
import type { SiteSection } from './types.ts';
import { V1_HISTORY_CSV_FILE, V1_HISTORY_JSON_FILE, v1HistoryYearCsvFile, v1HistoryYearFile } from './v1-history.ts';
import { V1_MODELS_INDEX_FILE } from './v1-models.ts';
import { V1_PRICES_FILE } from './v1-prices.ts';
import { runSummary, V1_RUNS_FILE, v1RunCsvFile, v1RunFile } from './v1-runs.ts';
import { V1_SCORING_FILE } from './v1-scoring.ts';
import { V1_STABILITY_FILE } from './v1-stability.ts';

const V1_INDEX_FILE = '/v1/index.json';
const OPENAPI_FILE = '/openapi.json';
const DOCS_PAGE = '/docs/';

/**
 * Every endpoint: its URL (template and parameters) and the canonical file a static host serves; `offer` for those
 * a site publishes only with prices, DCD runs or the spec's scoring (context.ts, Offers).
 */
const ENDPOINTS: readonly {
  url: string;
  file: string | null;
  description: string;
  offer?: 'prices' | 'dcd' | 'spec';
}[] = [
  { url: '/v1/', file: V1_INDEX_FILE, description: 'This index' },
  {
    url: '/v1/scoring',
    file: V1_SCORING_FILE,
    description:
      'The scoring: each score field with its direction, range, unit and decimals, the labels and the overall',
  },
  {
    url: '/v1/leaderboard?dimension=&limit=&format=',
    file: '/v1/leaderboard/{dimension}/{limit}.json',
    description: 'The latest full run ranked by a dimension, with changes since the run before; format=csv for CSV',
  },
  {
    url: '/v1/changes?model=',
    file: '/v1/changes/all.json',
    description: 'Rising, falling and stable models since the previous full run, and recent incidents',
  },
  {
    url: '/v1/models?format=',
    file: V1_MODELS_INDEX_FILE,
    description: 'Every model with its latest rank and score and its facts; format=csv for CSV',
  },
  { url: '/v1/models/{slug}', file: '/v1/models/{slug}.json', description: "A model's profile" },
  { url: '/v1/runs', file: V1_RUNS_FILE, description: 'Every published run, newest first' },
  {
    url: '/v1/runs/{run_id}?format=',
    file: v1RunFile('{run_id}'),
    description: "A published run's leaderboard by overall score; format=csv for CSV",
  },
  {
    url: '/v1/history.json',
    file: V1_HISTORY_JSON_FILE,
    description: 'The years of the history export, each with the addresses of its files',
  },
  { url: '/v1/history.csv', file: V1_HISTORY_CSV_FILE, description: 'The years of the history export as CSV' },
  {
    url: '/v1/history/{year}.json',
    file: v1HistoryYearFile('{year}'),
    description: 'One row per model × run published in the year: every scoring field, rank and run date',
  },
  {
    url: '/v1/csv/history/{year}.csv',
    file: v1HistoryYearCsvFile('{year}'),
    description: 'The same rows as CSV',
  },
  {
    url: '/v1/prices?format=',
    file: V1_PRICES_FILE,
    description:
      'The latest full run ranked by value: prices, blended price, overall score and the price–score frontier; format=csv for CSV',
    offer: 'prices',
  },
  {
    url: '/v1/stability?format=',
    file: V1_STABILITY_FILE,
    description:
      'The latest full run ranked by stability (how little the overall score moved over the last five runs); format=csv for CSV',
  },
  {
    url: '/v1/deprecations/v5.json',
    file: '/v1/deprecations/v5.json',
    description: 'The retired v5 fields and dimension values, their replacements and the sunset date',
    offer: 'spec',
  },
  {
    url: '/v1/dcd?run_id=&format=',
    file: '/v1/dcd/leaderboard/latest.json',
    description: 'Experimental: the DCD (constraint retention) leaderboard; format=csv for CSV',
    offer: 'dcd',
  },
  { url: '/v1/dcd/runs', file: '/v1/dcd/runs.json', description: 'Experimental: the published DCD runs', offer: 'dcd' },
  {
    url: '/v1/dcd/cases?subtype=&model=&limit=',
    file: '/v1/dcd/cases/20.json',
    description: 'Experimental: DCD cases of the latest DCD run, worst first',
    offer: 'dcd',
  },
  {
    url: '/v1/dcd/decay',
    file: '/v1/dcd/decay.json',
    description: 'Experimental: DCD pass-rate decay per model',
    offer: 'dcd',
  },
  {
    url: '/v1/dcd/matrix',
    file: '/v1/dcd/matrix.json',
    description: 'Experimental: DCD scenario × model matrix',
    offer: 'dcd',
  },
  {
    url: '/v1/dcd/models/{slug}',
    file: '/v1/dcd/models/{slug}.json',
    description: "Experimental: a model's DCD profile",
    offer: 'dcd',
  },
  { url: '/feed.atom', file: ATOM_FEED_FILE, description: 'Weekly changes and incidents (Atom), outside the v1 limit' },
  { url: '/feed.json', file: JSON_FEED_FILE, description: 'Weekly changes and incidents (JSON Feed 1.1)' },
  {
    url: '/badges/{slug}.svg',
    file: '/badges/{slug}.svg',
    description: 'A static SVG badge (rank and overall score); /badges/dark/{slug}.svg for dark pages',
  },
  {
    url: '/badges/{slug}.json',
    file: '/shields/{slug}.json',
    description: 'The badge as shields.io endpoint JSON',
  },
  {
    url: '/leaderboard?dimension=&run_id=',
    file: '/leaderboard/{dimension}.json',
    description: 'Legacy API: the ranking of one run',
  },
  { url: '/changes?week=', file: '/changes/weeks.json', description: 'Legacy API: weekly changes' },
];

/** Whether the site publishes what an endpoint needs. */
function offered(ctx: BuildContext, offer: 'prices' | 'dcd' | 'spec' | undefined): boolean {
  if (offer === undefined) return true;
  return offer === 'spec' ? ctx.dataset.scoring.spec : ctx.offers[offer];
}

export function renderV1Index(ctx: BuildContext): SiteSection {
  const { site } = ctx.dataset;
  const link = (path: string) => siteLink(site, path);
  const latest = ctx.latestRun;
  const body: V1Index = {
    status: 'ok',
    name: site.name,
    endpoints: ENDPOINTS.filter((e) => offered(ctx, e.offer)).map((e) => ({
      url: link(e.url),
      file: e.file === null ? null : link(e.file),
      description: e.description,
    })),
    openapi: link(OPENAPI_FILE),
    docs: link(DOCS_PAGE),
    feeds: { atom: link(ATOM_FEED_FILE), json: link(JSON_FEED_FILE) },
    history: { csv: link(V1_HISTORY_CSV_FILE), json: link(V1_HISTORY_JSON_FILE) },
    latest_run:
      latest === null
        ? null
        : { ...runSummary(latest), json: link(v1RunFile(latest.run_id)), csv: link(v1RunCsvFile(latest.run_id)) },
    attribution: attributionOf(site),
  };
  // `/v1` and `/v1/` (a trailing slash never changes the route) answer the index.
  const routes: Route[] = [{ path: '/v1', query: {}, to: V1_INDEX_FILE, status: 200 }];
  return {
    files: [jsonFile(V1_INDEX_FILE, body)],
    routes,
    headers: [{ for: V1_INDEX_FILE, headers: { 'Content-Type': JSON_CONTENT_TYPE } }],
  };
}
