// The dataset the widget suites build: two weekly runs with known gains, drops, rank moves, an entrant, a tie
// and a score capped by a failed integrity check.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { Browser } from 'playwright-core';
import { htmlSafeJson } from '../../scripts/render/json.ts';
import { type EmbedPage, type EmbedServer, launchChromium, startEmbedServer } from './browser.ts';
import { type BuiltFixture, buildFixture, dataset, model, result, run } from './fixtures.ts';
import { type RunningServer, startServe } from './serve.ts';

/**
 * Overall score per model in each run (execution = grounding, so the overall score equals the value). India fails
 * its integrity check: its 85 is capped at 74, which ties it with Charlie.
 */
const SCORES: Record<string, [number | null, number]> = {
  alpha: [90, 86],
  bravo: [80, 87],
  charlie: [75, 74],
  india: [85, 85],
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
  india: 'India Nine',
  zenith: 'Zenith Ten',
};
const FAILS_INTEGRITY = new Set(['india']);
/** With `newLeader`, this model enters in the second run straight at #1. */
const NEW_LEADER: [string, number] = ['zenith', 95];

const FIRST_RUN_AT = '2026-06-01T12:00:00Z';
const SECOND_RUN_AT = '2026-06-08T12:00:00Z';

function incident(id: string, slug: string, date: string, status: 'open' | 'resolved', severity = 'major') {
  return { id, model: slug, date, severity, status, title: `Outage ${id}`, summary: 'Synthetic incident.' };
}

/** The widget dataset; `names` overrides display names (hostile names, for instance). */
function widgetDataset(names: Record<string, string> = {}, newLeader = false) {
  const all = { ...MODEL_NAMES, ...names };
  const scores = newLeader ? { ...SCORES, [NEW_LEADER[0]]: [null, NEW_LEADER[1]] } : SCORES;
  const results = (i: 0 | 1) =>
    Object.entries(scores).flatMap(([slug, values]) => {
      const value = values[i];
      return value === null ? [] : [result(slug, value, value, FAILS_INTEGRITY.has(slug) ? 'fail' : 'pass')];
    });
  return dataset({
    models: Object.keys(scores).map((slug) => model(slug, { name: all[slug], provider: `${all[slug]} Labs` })),
    runs: [run(1, FIRST_RUN_AT, results(0)), run(2, SECOND_RUN_AT, results(1))],
    // The bulletin counts the incidents since the previous run's day (2026-06-01): inc-0 is older.
    incidents: [
      incident('inc-0', 'bravo', '2026-05-20', 'open', 'critical'),
      incident('inc-1', 'alpha', '2026-06-04', 'open'),
      incident('inc-2', 'delta', '2026-06-05', 'resolved', 'critical'),
    ],
  });
}

export interface ServedFixture {
  built: BuiltFixture;
  server: RunningServer;
  /** The site's origin: `http://127.0.0.1:PORT`. */
  site: string;
}

/** Builds the widget dataset (optionally for a sub-path site) and serves it with the real serve command. */
async function serveWidgetFixture(
  names: Record<string, string>,
  basePath: string | undefined,
  newLeader: boolean,
): Promise<ServedFixture> {
  // Names longer than the data format accepts (120 characters) are what another deployment or a hand-edited
  // copy could still answer: the widget must survive them. Built with a short stand-in, then written into the
  // published files as such an answer would carry them.
  const standIns = new Map<string, string>();
  const buildable = Object.fromEntries(
    Object.entries(names).map(([slug, name]) => {
      if (name.length <= 120) return [slug, name];
      const standIn = `LongNameStandIn${standIns.size}`;
      standIns.set(standIn, name);
      return [slug, standIn];
    }),
  );
  const built = await buildFixture(widgetDataset(buildable, newLeader), basePath === undefined ? {} : { basePath });
  if (!built.result.ok) throw new Error(`fixture build failed: ${JSON.stringify(built.result.errors)}`);
  if (standIns.size > 0) {
    for (const file of await fg('**/*.json', { cwd: built.outDir })) {
      const target = path.join(built.outDir, file);
      let text = await readFile(target, 'utf8');
      for (const [standIn, name] of standIns) text = text.replaceAll(standIn, htmlSafeJson(name).slice(1, -1));
      await writeFile(target, text);
    }
  }
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
  /** Adds a model that enters in the second run at #1. */
  newLeader?: boolean;
  /** Runs once the site is served, before the pages exist (to remove a file, start another host). */
  prepare?(fixture: ServedFixture): Promise<void>;
  pages(fixture: ServedFixture): Record<string, EmbedPage>;
}): Promise<WidgetScene> {
  const browser = await launchChromium();
  const fixture = await serveWidgetFixture(options.names ?? {}, options.basePath, options.newLeader ?? false);
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
