// The dataset the widget suites build: two weekly runs with known gains, drops, rank moves and an entrant.
import type { Browser } from 'playwright-core';
import { type EmbedPage, type EmbedServer, launchChromium, startEmbedServer } from './browser.ts';
import { type BuiltFixture, buildFixture, dataset, model, result, run } from './fixtures.ts';
import { type RunningServer, startServe } from './serve.ts';

/** Overall score per model in each run (execution = grounding, so the overall score equals the value). */
const SCORES: Record<string, [number | null, number]> = {
  alpha: [90, 86],
  bravo: [80, 87],
  charlie: [75, 75],
  delta: [70, 68],
  echo: [60, 72],
  foxtrot: [50, 50.2],
  golf: [40, 41],
  hotel: [null, 45],
};

const MODEL_NAMES: Record<string, string> = {
  alpha: 'Alpha One',
  bravo: 'Bravo Two',
  charlie: 'Charlie Three',
  delta: 'Delta Four',
  echo: 'Echo Five',
  foxtrot: 'Foxtrot Six',
  golf: 'Golf Seven',
  hotel: 'Hotel Eight',
};

const FIRST_RUN_AT = '2026-06-01T12:00:00Z';
const SECOND_RUN_AT = '2026-06-08T12:00:00Z';

function incident(id: string, slug: string, date: string, status: 'open' | 'resolved') {
  return { id, model: slug, date, severity: 'major', status, title: `Outage ${id}`, summary: 'Synthetic incident.' };
}

/** The widget dataset; `names` overrides display names (hostile names, for instance). */
function widgetDataset(names: Record<string, string> = {}) {
  const all = { ...MODEL_NAMES, ...names };
  const results = (i: 0 | 1) =>
    Object.entries(SCORES).flatMap(([slug, scores]) => {
      const value = scores[i];
      return value === null ? [] : [result(slug, value, value)];
    });
  return dataset({
    models: Object.keys(SCORES).map((slug) => model(slug, { name: all[slug] })),
    runs: [run(1, FIRST_RUN_AT, results(0)), run(2, SECOND_RUN_AT, results(1))],
    incidents: [incident('inc-1', 'alpha', '2026-06-04', 'open'), incident('inc-2', 'delta', '2026-06-05', 'resolved')],
  });
}

export interface ServedFixture {
  built: BuiltFixture;
  server: RunningServer;
  /** The site's origin: `http://127.0.0.1:PORT`. */
  site: string;
}

/** Builds the widget dataset (optionally for a sub-path site) and serves it with the real serve command. */
async function serveWidgetFixture(names: Record<string, string> = {}, basePath?: string): Promise<ServedFixture> {
  const built = await buildFixture(widgetDataset(names), basePath === undefined ? {} : { basePath });
  if (!built.result.ok) throw new Error(`fixture build failed: ${JSON.stringify(built.result.errors)}`);
  const server = await startServe(built.outDir);
  return { built, server, site: server.url };
}

/** What every widget suite starts: Chromium, the served widget dataset, and the pages of another origin. */
export interface WidgetScene {
  browser: Browser;
  fixture: ServedFixture;
  embed: EmbedServer;
  stop(): Promise<void>;
}

export async function startWidgetScene(options: {
  names?: Record<string, string>;
  basePath?: string;
  /** Runs once the site is served, before the pages exist (to remove a file, start another host). */
  prepare?(fixture: ServedFixture): Promise<void>;
  pages(fixture: ServedFixture): Record<string, EmbedPage>;
}): Promise<WidgetScene> {
  const browser = await launchChromium();
  const fixture = await serveWidgetFixture(options.names ?? {}, options.basePath);
  await options.prepare?.(fixture);
  const embed = await startEmbedServer(options.pages(fixture));
  return {
    browser,
    fixture,
    embed,
    async stop() {
      await browser.close();
      await embed.stop();
      await fixture.server.stop();
    },
  };
}
