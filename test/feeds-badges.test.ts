// Feeds and badges: parsed back with a real XML parser (Chromium's DOMParser) and checked against JSON Feed 1.1
// and shields' endpoint schema; feed entry ids and bodies stay the same across rebuilds and when a run is added;
// both are served outside /v1/ (no rate limit) with the hour's caching.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ShieldsEndpoint } from '../scripts/schemas/badges.ts';
import { JsonFeed } from '../scripts/schemas/feeds.ts';
import { describeBrowser, launchChromium } from './helpers/browser.ts';
import { EXPORTS_FIXTURE, EXPORTS_FIXTURE_NEXT } from './helpers/exports-fixture.ts';
import { buildFixture } from './helpers/fixtures.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';

type Browser = Awaited<ReturnType<typeof launchChromium>>;

interface ParsedAtom {
  error: string | null;
  feed: { id: string; title: string; updated: string; self: string | null };
  entries: { id: string; title: string; updated: string; link: string; content: string }[];
}

interface ParsedSvg {
  error: string | null;
  root: string;
  role: string | null;
  ariaLabel: string | null;
  title: string | null;
}

const ATOM_NS = 'http://www.w3.org/2005/Atom';

describeBrowser('feeds and badges', async () => {
  let browser: Browser;
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await browser?.close();
  });

  /** Parses with the browser's XML parser: a parse error is reported, never repaired. */
  async function parseAtom(xml: string): Promise<ParsedAtom> {
    const page = await browser.newPage();
    try {
      return await page.evaluate(
        ([text, ns]) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          const error = doc.querySelector('parsererror')?.textContent ?? null;
          const root = doc.documentElement;
          const child = (el: Element, name: string) =>
            [...el.children].find((c) => c.namespaceURI === ns && c.localName === name);
          const text1 = (el: Element, name: string) => child(el, name)?.textContent ?? '';
          const self = [...root.children].find((c) => c.localName === 'link' && c.getAttribute('rel') === 'self');
          return {
            error,
            feed: {
              id: text1(root, 'id'),
              title: text1(root, 'title'),
              updated: text1(root, 'updated'),
              self: self?.getAttribute('href') ?? null,
            },
            entries: [...root.children]
              .filter((c) => c.namespaceURI === ns && c.localName === 'entry')
              .map((e) => ({
                id: text1(e, 'id'),
                title: text1(e, 'title'),
                updated: text1(e, 'updated'),
                // Every link of the entry: its type and address.
                link: [...e.children]
                  .filter((c) => c.localName === 'link')
                  .map((l) => `${l.getAttribute('rel')} ${l.getAttribute('type')} ${l.getAttribute('href')}`)
                  .join(' | '),
                content: text1(e, 'content'),
              })),
          };
        },
        [xml, ATOM_NS] as const,
      );
    } finally {
      await page.close();
    }
  }

  async function parseSvg(svg: string): Promise<ParsedSvg> {
    const page = await browser.newPage();
    try {
      return await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        const root = doc.documentElement;
        const title = [...root.children].find((c) => c.localName === 'title');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          root: `${root.namespaceURI} ${root.localName}`,
          role: root.getAttribute('role'),
          ariaLabel: root.getAttribute('aria-label'),
          title: title?.textContent ?? null,
        };
      }, svg);
    } finally {
      await page.close();
    }
  }

  const first = await buildFixture(EXPORTS_FIXTURE);
  const again = await buildFixture(EXPORTS_FIXTURE);
  const next = await buildFixture(EXPORTS_FIXTURE_NEXT);

  it('writes an Atom feed a real parser reads: one entry per full run, newest first, dates from the data', async () => {
    const atom = await parseAtom(await first.text('feed.atom'));
    expect(atom.error).toBeNull();
    expect(atom.feed).toEqual({
      id: 'https://fixture.example/',
      title: 'Fixture Leaderboard: weekly changes and incidents',
      updated: '2026-03-09T12:00:00.000Z',
      self: 'https://fixture.example/feed.atom',
    });
    expect(atom.entries.map(({ content: _, ...e }) => e)).toEqual([
      {
        id: 'https://fixture.example/v1/runs/3.json',
        title: 'Run 3 (2026-W11): 2 up, 0 down, 1 new, 2 incidents',
        updated: '2026-03-09T12:00:00.000Z',
        // The run's page, its JSON beside it.
        link: 'alternate text/html https://fixture.example/runs/3/ | alternate application/json https://fixture.example/v1/runs/3.json',
      },
      {
        id: 'https://fixture.example/v1/runs/1.json',
        title: 'Run 1 (2026-W10): 0 up, 0 down, 2 new, 1 incident',
        updated: '2026-03-02T12:00:00.000Z',
        link: 'alternate text/html https://fixture.example/runs/1/ | alternate application/json https://fixture.example/v1/runs/1.json',
      },
    ]);
    // Names are text in the HTML content: markup in the data never becomes markup.
    expect(atom.entries[0]?.content).toContain('<h3>New</h3><ul><li>Gamma &lt;g&gt; &amp; co: 80, rank 1</li></ul>');
    expect(atom.entries[0]?.content).toContain('2026-03-04 · major · open · beta: Title inc-2. Summary &lt;inc-2&gt;');
  });

  it('writes a JSON Feed 1.1 with the same entries', async () => {
    const feed = JsonFeed.parse(await first.json('feed.json'));
    expect(feed.items.map((i) => [i.id, i.title, i.date_published])).toEqual([
      [
        'https://fixture.example/v1/runs/3.json',
        'Run 3 (2026-W11): 2 up, 0 down, 1 new, 2 incidents',
        '2026-03-09T12:00:00.000Z',
      ],
      [
        'https://fixture.example/v1/runs/1.json',
        'Run 1 (2026-W10): 0 up, 0 down, 2 new, 1 incident',
        '2026-03-02T12:00:00.000Z',
      ],
    ]);
    const atom = await parseAtom(await first.text('feed.atom'));
    expect(feed.items.map((i) => i.content_html)).toEqual(atom.entries.map((e) => e.content));
  });

  it('rebuilds byte-identical, and a new run adds one entry while every earlier entry stays the same', async () => {
    for (const file of ['feed.atom', 'feed.json']) expect(await again.text(file)).toBe(await first.text(file));
    const before = JsonFeed.parse(await first.json('feed.json'));
    const after = JsonFeed.parse(await next.json('feed.json'));
    expect(after.items.map((i) => i.id)).toEqual([
      'https://fixture.example/v1/runs/4.json',
      ...before.items.map((i) => i.id),
    ]);
    expect(after.items.slice(1)).toEqual(before.items);
    expect(after.items[0]?.title).toBe('Run 4 (2026-W12): 1 up, 1 down, 0 new, 1 incident');
    const atomBefore = await parseAtom(await first.text('feed.atom'));
    const atomAfter = await parseAtom(await next.text('feed.atom'));
    expect(atomAfter.entries.slice(1)).toEqual(atomBefore.entries);
    expect(atomAfter.feed.updated).toBe('2026-03-16T12:00:00.000Z');
  });

  it('draws well-formed SVG badges with role="img", aria-label and <title>, light and dark', async () => {
    for (const file of ['badges/gamma.svg', 'badges/dark/gamma.svg']) {
      expect(await parseSvg(await first.text(file))).toEqual({
        error: null,
        root: 'http://www.w3.org/2000/svg svg',
        role: 'img',
        ariaLabel: 'Gamma <g> & co: rank 1 · 80',
        title: 'Gamma <g> & co: rank 1 · 80',
      });
    }
    expect(await first.text('badges/gamma.svg')).not.toBe(await first.text('badges/dark/gamma.svg'));
    const left = await parseSvg(await next.text('badges/gamma.svg'));
    expect([left.error, left.ariaLabel]).toEqual([null, 'Gamma <g> & co: not in the latest run']);
  });

  it("publishes shields' endpoint JSON for every model", async () => {
    expect(ShieldsEndpoint.parse(await first.json('shields/beta.json'))).toEqual({
      schemaVersion: 1,
      label: '=HYPERLINK("http://x.example")',
      message: 'rank 3 · 52.75',
      labelColor: '#555555',
      color: '#1a7f37',
      cacheSeconds: 3600,
    });
    expect(ShieldsEndpoint.parse(await next.json('shields/gamma.json'))).toMatchObject({
      message: 'not in the latest run',
      color: '#6e7781',
    });
  });

  it('serves feeds and badges outside the v1 limit, cached for an hour, with CORS and their content types', async () => {
    const server = await startServe(first.outDir, ['--quiet', '--rate-limit', '1']);
    servers.push(server);
    const cases: [string, number, string, string | null][] = [
      ['/feed.atom', 200, 'application/atom+xml; charset=utf-8', 'feed.atom'],
      ['/feed.json', 200, 'application/json; charset=utf-8', 'feed.json'],
      ['/badges/alpha.svg', 200, 'image/svg+xml', 'badges/alpha.svg'],
      ['/badges/dark/alpha.svg', 200, 'image/svg+xml', 'badges/dark/alpha.svg'],
      ['/badges/alpha.json', 200, 'application/json; charset=utf-8', 'shields/alpha.json'],
      ['/badges/nope.json', 404, 'application/json; charset=utf-8', 'errors/badge-not-found.json'],
      ['/badges/dark/nope.svg', 404, 'application/json; charset=utf-8', 'errors/badge-not-found.json'],
    ];
    // Twice each: a limit of 1 would refuse the second request below /v1/.
    for (const round of [1, 2]) {
      for (const [url, status, type, file] of cases) {
        const response = await fetch(`${server.url}${url}`);
        const body = await response.text();
        expect([round, url, response.status, response.headers.get('content-type')]).toEqual([round, url, status, type]);
        if (file !== null) expect(body).toBe(await first.text(file));
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
        expect(response.headers.get('ratelimit-policy')).toBeNull();
        if (status === 200) expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      }
    }
    expect(JSON.parse(await first.text('errors/badge-not-found.json'))).toEqual({
      ok: false,
      error:
        'badge not found: each model has /badges/{slug}.svg, /badges/dark/{slug}.svg and /badges/{slug}.json; known slugs: alpha, beta, gamma',
    });
  });
});
