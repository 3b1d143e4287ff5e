// A shared link as a crawler unfolds it: the page fetched from the real serve command without running any script,
// its head read for the description, canonical address, Open Graph and Twitter tags, and the card it names fetched
// (a 1200×630 PNG of at most 150 KB). Also: /sitemap.xml and /robots.txt, /rankings/, the feeds' links to pages, and
// the HTML 404 page for an unknown address outside the API while API addresses keep their JSON errors.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_SUNSET, sharedSampleData } from './helpers/fixtures.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';

const SITE_URL = 'https://leaderboard.example';

/** The head's tags as a crawler reads them: `<meta property|name=… content=…>` and `<link rel=canonical>`. */
function headTags(page: string): Map<string, string[]> {
  const head = page.slice(0, page.indexOf('</head>'));
  const tags = new Map<string, string[]>();
  const add = (key: string, value: string) => tags.set(key, [...(tags.get(key) ?? []), value]);
  const fromHtml = (s: string) =>
    s.replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, e) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e as string]!,
    );
  for (const m of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) add(m[1]!, fromHtml(m[2]!));
  for (const m of head.matchAll(/<link rel="canonical" href="([^"]*)">/g)) add('canonical', fromHtml(m[1]!));
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  if (title !== undefined) add('title', fromHtml(title));
  return tags;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('sharing and discovery on the sample data', () => {
  let server: RunningServer;
  let outDir: string;

  beforeAll(async () => {
    outDir = await sharedSampleData(AFTER_SUNSET, { cards: true });
    server = await startServe(outDir, ['--rate-limit', '0']);
  });

  afterAll(async () => {
    await server?.stop();
  });

  const local = (absolute: string) => {
    expect(absolute.startsWith(`${SITE_URL}/`)).toBe(true);
    return `${server.url}${absolute.slice(SITE_URL.length)}`;
  };

  const unfold = async (sitePath: string) => {
    const response = await fetch(`${server.url}${sitePath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    return headTags(await response.text());
  };

  it.each([
    ['/', 'Synthetic Model Leaderboard', '/cards/leaderboard.png', 'website'],
    [
      '/models/aldervane-orbit-4/',
      'Orbit 4 · Synthetic Model Leaderboard',
      '/cards/models/aldervane-orbit-4.png',
      'article',
    ],
    ['/weeks/2026-W47/', 'Week 2026-W47 · Synthetic Model Leaderboard', '/cards/site.png', 'article'],
    ['/weeks/', 'Weeks · Synthetic Model Leaderboard', '/cards/weeks/latest.png', 'article'],
    [
      '/rankings/value/',
      'Ranked by value for money · Synthetic Model Leaderboard',
      '/cards/rankings/value.png',
      'article',
    ],
  ])('%s unfolds with its title, description and card', async (sitePath, title, card, type) => {
    const tags = await unfold(sitePath);
    const one = (key: string) => {
      expect(tags.get(key), key).toHaveLength(1);
      return tags.get(key)![0]!;
    };
    expect(one('title')).toBe(title);
    expect(one('og:title')).toBe(title);
    expect(one('description').length).toBeGreaterThan(20);
    expect(one('og:description')).toBe(one('description'));
    expect(one('canonical')).toBe(`${SITE_URL}${sitePath}`);
    expect(one('og:url')).toBe(`${SITE_URL}${sitePath}`);
    expect(one('og:type')).toBe(type);
    expect(one('og:image')).toBe(`${SITE_URL}${card}`);
    expect([one('og:image:width'), one('og:image:height')]).toEqual(['1200', '630']);
    expect(one('og:image:alt').length).toBeGreaterThan(10);
    expect(one('twitter:card')).toBe('summary_large_image');
    const image = await fetch(local(one('og:image')));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(bytes.length).toBeLessThanOrEqual(150 * 1024);
  });

  it('gives every page of the site the tags, each card a PNG of 1200×630 within 150 KB', async () => {
    const pages = await fg('**/*.html', { cwd: outDir });
    for (const page of pages) {
      const tags = headTags(await readFile(path.join(outDir, page), 'utf8'));
      for (const key of ['description', 'og:title', 'og:description', 'og:image', 'og:image:alt', 'twitter:card'])
        expect(tags.get(key), `${page} ${key}`).toHaveLength(1);
      // The 404 page answers every unknown address: it claims none.
      expect(tags.get('canonical')?.length ?? 0, page).toBe(page === '404.html' ? 0 : 1);
      const card = tags.get('og:image')![0]!.slice(SITE_URL.length);
      const bytes = await readFile(path.join(outDir, card));
      expect(pngSize(bytes), card).toEqual({ width: 1200, height: 630 });
      expect(bytes.length, card).toBeLessThanOrEqual(150 * 1024);
    }
    // The public pages too: the API reference and the widgets' demo.
    expect(pages).toEqual(expect.arrayContaining(['docs/index.html', 'widgets.html']));
  });

  it('lists every page in /sitemap.xml with its day, and names it in /robots.txt', async () => {
    const robots = await fetch(`${server.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain(`\nSitemap: ${SITE_URL}/sitemap.xml\n`);
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const sitemap = await response.text();
    const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/url>/g)];
    expect(entries.length).toBe(sitemap.split('<url>').length - 1);
    const locs = entries.map((m) => m[1]!.slice(SITE_URL.length));
    const files = await fg('**/*.html', { cwd: outDir, ignore: ['404.html'] });
    // Every page but those that send the reader on to another (a compare pair named the other way round).
    const noindex = '<meta name="robots" content="noindex">';
    const indexed = [];
    for (const f of files) if (!(await readFile(path.join(outDir, f), 'utf8')).includes(noindex)) indexed.push(f);
    expect(files.length - indexed.length).toBe(locs.filter((l) => /^\/compare\/[^/]+\/[^/]+\/$/.test(l)).length);
    const pages = indexed.map((f) => `/${f.replace(/index\.html$/, '')}`).sort();
    expect([...locs].sort()).toEqual(pages);
    expect(locs.some((l) => l.startsWith('/v1/'))).toBe(false);
    const lastmod = new Map(entries.map((m) => [m[1]!.slice(SITE_URL.length), m[2]]));
    expect(lastmod.get('/')).toBe('2026-11-16');
    // A run's page changed last when the run after it was published (run 58 of 16 Nov follows run 57 of 9 Nov).
    expect([lastmod.get('/runs/58/'), lastmod.get('/runs/57/')]).toEqual(['2026-11-16', '2026-11-16']);
    expect(lastmod.get('/weeks/2026-W46/')).toBe('2026-11-16');
  });

  it('sends a compare pair named the other way round to the pair page, which a link preview names', async () => {
    const response = await fetch(`${server.url}/compare/aldervane-orbit-4-mini/aldervane-orbit-4/`);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    const page = await response.text();
    expect(page).toContain(
      '<meta http-equiv="refresh" content="0; url=/compare/aldervane-orbit-4/aldervane-orbit-4-mini/">',
    );
    const tags = headTags(page);
    expect(tags.get('canonical')).toEqual([`${SITE_URL}/compare/aldervane-orbit-4/aldervane-orbit-4-mini/`]);
    expect(tags.get('og:title')).toEqual(['Orbit 4 and Orbit 4 Mini compared · Synthetic Model Leaderboard']);
    // A pair without a page of its own has no reversed one either.
    expect((await fetch(`${server.url}/compare/aldervane-orbit-4-mini/marrowfield-m7/`)).status).toBe(404);
  });

  it('lists the rankings at /rankings/ and sends /rankings there', async () => {
    const page = await (await fetch(`${server.url}/rankings/`)).text();
    for (const p of ['/', '/rankings/execution/', '/rankings/grounding/', '/rankings/value/', '/rankings/stability/'])
      expect(page).toContain(`<a href="${p}">`);
    const bare = await fetch(`${server.url}/rankings`, { redirect: 'manual' });
    expect([bare.status, bare.headers.get('location')]).toEqual([308, '/rankings/']);
  });

  it('links each feed entry to its run page, with the JSON as an alternate', async () => {
    const atom = await (await fetch(`${server.url}/feed.atom`)).text();
    expect(atom).toContain(
      `<link rel="alternate" type="text/html" href="${SITE_URL}/runs/58/"/>\n        <link rel="alternate" type="application/json" href="${SITE_URL}/v1/runs/58.json"/>`,
    );
    const json = await (await fetch(`${server.url}/feed.json`)).json();
    expect(json.items[0].url).toBe(`${SITE_URL}/runs/58/`);
    expect(json.items[0].attachments).toEqual([
      { url: `${SITE_URL}/v1/runs/58.json`, mime_type: 'application/json', title: 'The run (JSON)' },
    ]);
    // Each entry's page answers.
    expect((await fetch(local(json.items.at(-1).url))).status).toBe(200);
  });

  it('answers an unknown address outside the API with the HTML 404 page, and API addresses with JSON', async () => {
    const notFound = await readFile(path.join(outDir, '404.html'), 'utf8');
    for (const address of ['/about', '/rankings/nope/', '/no/such/page.html', '/_worker.js']) {
      const response = await fetch(`${server.url}${address}`);
      expect([address, response.status, response.headers.get('content-type')]).toEqual([
        address,
        404,
        'text/html; charset=utf-8',
      ]);
      expect(await response.text()).toBe(notFound);
    }
    for (const address of ['/v1/nope', '/leaderboard/nope', '/changes/nope/x', '/errors/nope', '/shields/nope.json']) {
      const response = await fetch(`${server.url}${address}`);
      expect([address, response.status]).toEqual([address, 404]);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect((await response.json()).error).toBeDefined();
    }
  });
});
