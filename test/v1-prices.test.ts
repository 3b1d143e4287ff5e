// `/v1/prices`, the data behind the price-against-score view: the value page links its JSON and CSV, the serve
// command answers both (and `?format=` on the route) with their types, CORS and caching, the CSV parses back to the
// JSON rows, and the rows are ranked by value with the frontier the page draws. Exact for a fixture with a tie, a
// free model and one without a price, and for the sample data.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { priceSchema } from '../scripts/schemas/prices.ts';
import { SPEC_SCORING } from '../scripts/schemas/spec-scoring.ts';

const V1Prices = priceSchema(SPEC_SCORING);

import { parseCsvObjects } from './helpers/csv.ts';
import {
  AFTER_SUNSET,
  BEFORE_SUNSET,
  buildFixture,
  dataset,
  model,
  priced,
  result,
  run,
  sharedSampleData,
} from './helpers/fixtures.ts';
import { expectLatestTable, getAnswer as getFrom, type RunningServer, startServe } from './helpers/serve.ts';

const CSV_TYPE = 'text/csv; charset=utf-8; header=present';
const JSON_TYPE = 'application/json; charset=utf-8';
const HEADER =
  'rank,slug,name,provider,input_per_mtok,output_per_mtok,blended_per_mtok,core_overall_display,overall_rank,value,frontier';

/** Five priced models (two of one value), one free, one without a price. */
const FIXTURE = dataset({
  models: [
    model('cheap', { name: 'Cheap', provider: 'Acme Labs', ...priced(0.1, 0.2) }),
    model('mid', { name: 'Mid', provider: 'Acme Labs', ...priced(1, 2) }),
    model('twin', { name: 'Twin', provider: 'Acme Labs', ...priced(0.5, 0.5) }),
    model('worse', { name: 'Worse', provider: 'Bolt AI', ...priced(1, 2) }),
    model('dear', { name: 'Dear, "the big one"', provider: 'Bolt AI', ...priced(10, 20) }),
    model('free', { name: 'Free', provider: 'Open Things', ...priced(0, 0) }),
    model('unpriced', { name: 'Unpriced', provider: 'Open Things', pricing: null }),
  ],
  runs: [
    run(1, '2026-06-01T12:00:00Z', [
      result('cheap', 50, 50),
      result('mid', 70, 70),
      result('twin', 28, 28),
      result('worse', 60, 60),
      result('dear', 90, 90),
      result('free', 40, 40),
      result('unpriced', 85, 85),
    ]),
  ],
});

/** Value 400, 56 (twice: ties by overall score, one shared rank), 48, 7.2, then no value (by overall score). */
const FIXTURE_CSV = [
  HEADER,
  '1,"cheap","Cheap","Acme Labs",0.1,0.2,0.125,50,5,400,true',
  '2,"mid","Mid","Acme Labs",1,2,1.25,70,3,56,true',
  '2,"twin","Twin","Acme Labs",0.5,0.5,0.5,28,7,56,false',
  '4,"worse","Worse","Bolt AI",1,2,1.25,60,4,48,false',
  '5,"dear","Dear, ""the big one""","Bolt AI",10,20,12.5,90,1,7.2,true',
  '6,"unpriced","Unpriced","Open Things",,,,85,2,,false',
  '6,"free","Free","Open Things",0,0,0,40,6,,false',
  '',
].join('\r\n');

/** The sample data's latest run (58): exact, as the value page's chart and table show it. */
const SAMPLE_CSV = [
  HEADER,
  '1,"fernhollow-sprout-3","Sprout 3","Fernhollow Intelligence",0.02,0.06,0.03,62.15,11,2071.67,true',
  '2,"tidewell-heron-2-flash","Heron 2 Flash","Tidewell AI",0.15,0.6,0.2625,71.17,9,271.12,true',
  '3,"kestrelmoor-kestrel-12b","Kestrel 12B","Kestrelmoor Compute",0.3,1.2,0.525,74,6,140.95,true',
  '4,"aldervane-orbit-4-mini","Orbit 4 Mini","Aldervane Labs",0.4,1.6,0.7,74.41,4,106.3,true',
  '5,"brisklark-lark-0.9","Lark 0.9","Brisklark",0.6,2.4,1.05,71.66,8,68.25,false',
  '6,"quillbright-scribe-2","Scribe 2","Quillbright",0.8,3.2,1.4,70.08,10,50.06,false',
  '7,"fernhollow-canopy-3","Canopy 3","Fernhollow Intelligence",1,4,1.75,74.41,4,42.52,false',
  '8,"tidewell-heron-2","Heron 2","Tidewell AI",1.2,4.8,2.1,79.42,3,37.82,true',
  '9,"cobaltreach-reason-1.5","Reason 1.5","Cobaltreach",2.5,10,4.375,74,6,16.91,false',
  '10,"aldervane-orbit-4","Orbit 4","Aldervane Labs",3,15,6,86.25,1,14.38,true',
  '11,"marrowfield-m7","M7","Marrowfield Research",,,,80.78,2,,false',
  '',
].join('\r\n');

/** The hrefs of the value page's "data behind this view" list and its alternate links with their types. */
function dataLinksOf(page: string): { links: string[]; alternates: [string, string][] } {
  const list = /<ul class="data">(.*?)<\/ul>/s.exec(page)?.[1] ?? '';
  return {
    links: [...list.matchAll(/<a href="([^"]+)">/g)].map((m) => m[1]!),
    alternates: [...page.matchAll(/<link rel="alternate" type="([^"]+)" href="(\/v1\/[^"]+)"/g)].map(
      (m): [string, string] => [m[1]!, m[2]!],
    ),
  };
}

const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

describe('/v1/prices of a fixture, served', async () => {
  const built = await buildFixture(FIXTURE);
  if (!built.result.ok) throw new Error('the fixture does not build');
  const server = await startServe(built.outDir, ['--quiet', '--rate-limit', '0']);
  servers.push(server);
  const get = (url: string) => getFrom(server, url);

  it('is linked from the value page as JSON and CSV, each with its type', async () => {
    const page = (await get('/rankings/value/')).text;
    expect(dataLinksOf(page)).toEqual({
      links: ['/v1/prices.json', '/v1/csv/prices.csv'],
      alternates: [
        ['application/json', '/v1/prices.json'],
        ['text/csv', '/v1/csv/prices.csv'],
      ],
    });
  });

  it('answers the CSV the value page links and the JSON at their files and with format=, the JSON valid against its schema', async () => {
    const body = await expectLatestTable(server, 'prices', FIXTURE_CSV);
    expect(await get('/v1/prices/?format=json&utm_source=feed')).toEqual(await get('/v1/prices.json'));
    expect(V1Prices.parse(body)).toEqual(body);
    const { rankings, ...envelope } = body;
    expect(envelope).toEqual({
      status: 'ok',
      run: { run_id: 1, published_at: '2026-06-01T12:00:00Z' },
      currency: 'USD',
      count: 7,
      attribution: { text: 'Fixture data, synthetic', license: 'CC-BY-4.0', url: 'https://fixture.example' },
    });
    expect(rankings[0]).toEqual({
      rank: 1,
      slug: 'cheap',
      name: 'Cheap',
      provider: 'Acme Labs',
      input_per_mtok: 0.1,
      output_per_mtok: 0.2,
      blended_per_mtok: 0.125,
      core_overall_display: 50,
      overall_rank: 5,
      value: 400,
      frontier: true,
    });
    // The CSV carries the same values, in the same order, column for member.
    expect(parseCsvObjects(FIXTURE_CSV)).toEqual(rankings);
    expect(Object.keys(rankings[0]).join(',')).toBe(HEADER);
  });

  it('ranks as the value ranking does, and marks the frontier the value page draws', async () => {
    const { rankings } = JSON.parse((await get('/v1/prices')).text);
    const legacy = JSON.parse((await get('/leaderboard?dimension=value')).text).rankings;
    expect(
      rankings.map((r: { rank: number; slug: string; value: number | null }) => [r.rank, r.slug, r.value]),
    ).toEqual(legacy.map((r: { rank: number; slug: string; score: number | null }) => [r.rank, r.slug, r.score]));
    const page = (await get('/rankings/value/')).text;
    // The chart's two drawings (wide and narrow) draw the same marks.
    const drawn = [
      ...new Set([...page.matchAll(/<a href="\/models\/([^/]+)\/" class="s1"><title>/g)].map((m) => m[1])),
    ];
    const frontier = rankings.filter((r: { frontier: boolean }) => r.frontier).map((r: { slug: string }) => r.slug);
    expect(frontier.sort()).toEqual(drawn.sort());
  });

  it('answers an unknown format 400 naming the parameter and its values, with CORS and the error cache time', async () => {
    const bad = await get('/v1/prices?format=xml');
    expect(bad).toEqual({
      status: 400,
      type: JSON_TYPE,
      cors: '*',
      cache: 'public, max-age=60',
      text: `${JSON.stringify({ status: 'error', error: "parameter 'format' must be one of json, csv" })}\n`,
    });
  });
});

describe('/v1/prices of the sample data', async () => {
  const outDir = await sharedSampleData(AFTER_SUNSET);
  const server = await startServe(outDir, ['--quiet', '--rate-limit', '0']);
  servers.push(server);
  const get = (url: string) => getFrom(server, url);

  it('is the CSV the value page links: served 200 as CSV, exactly the rows of the JSON', async () => {
    const page = (await get('/rankings/value/')).text;
    const { links } = dataLinksOf(page);
    const csvLink = links.find((l) => l.endsWith('.csv'))!;
    const jsonLink = links.find((l) => l.endsWith('.json'))!;
    const csv = await get(csvLink);
    expect([csv.status, csv.type, csv.cors, csv.cache]).toEqual([200, CSV_TYPE, '*', 'public, max-age=3600']);
    expect(csv.text).toBe(SAMPLE_CSV);
    const json = await get(jsonLink);
    expect([json.status, json.type]).toEqual([200, JSON_TYPE]);
    const body = JSON.parse(json.text);
    expect(V1Prices.parse(body)).toEqual(body);
    expect(body.run).toEqual({ run_id: 58, published_at: '2026-11-16T12:00:00Z' });
    expect(parseCsvObjects(csv.text)).toEqual(body.rankings);
  });

  it('is the same before the v5 sunset: nothing of it is deprecated', async () => {
    const before = await sharedSampleData(BEFORE_SUNSET);
    for (const file of ['v1/prices.json', 'v1/csv/prices.csv']) {
      expect(await readFile(path.join(before, file), 'utf8'), file).toBe(
        await readFile(path.join(outDir, file), 'utf8'),
      );
    }
  });
});
