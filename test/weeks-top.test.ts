// How the top moved, on /weeks/: the overall rank of the latest run's first models over the last published full
// runs, drawn without a script (both drawings, each line a link named at both ends), and who held first place
// from when to when, a tie said as such. Exact for a fixture whose first place changes hands three times.
import { describe, expect, it } from 'vitest';
import { buildFixture, dataset, model, result, run } from './helpers/fixtures.ts';

const scored = (slug: string, overall: number) => result(slug, overall, overall);

const FIXTURE = dataset({
  models: [model('a', { name: 'Alpha' }), model('b', { name: 'Beta' }), model('c', { name: 'Gamma' })],
  runs: [
    run(1, '2026-06-01T12:00:00Z', [scored('a', 80), scored('b', 70), scored('c', 60)]),
    run(2, '2026-06-08T12:00:00Z', [scored('a', 80), scored('b', 80), scored('c', 60)]),
    run(3, '2026-06-15T12:00:00Z', [scored('a', 70), scored('b', 85), scored('c', 60)]),
    run(4, '2026-06-22T12:00:00Z', [scored('a', 70), scored('b', 85), scored('c', 90)]),
  ],
});

const text = (markup: string) => markup.replace(/<[^>]+>/g, '');

describe('how the top moved, on /weeks/', async () => {
  const built = await buildFixture(FIXTURE);
  const page = await built.text('weeks/index.html');

  it('lists who held first place, latest first, from when to when, a tie said as such', () => {
    const list = /<ul class="firsts">(.*?)<\/ul>/s.exec(page)![1]!;
    expect([...list.matchAll(/<li>(.*?)<\/li>/g)].map((m) => text(m[1]!))).toEqual([
      'Gamma: run 4 (22 Jun 2026), 1 run',
      'Beta: run 3 (15 Jun 2026), 1 run',
      'Alpha and Beta (tied): run 2 (8 Jun 2026), 1 run',
      'Alpha: run 1 (1 Jun 2026), 1 run',
    ]);
    expect(list).toContain('<a href="/models/a/" dir="auto">Alpha</a> and <a href="/models/b/" dir="auto">Beta</a>');
  });

  it('draws a line a model of the latest run, in its order, each a link named at both ends, in both drawings', () => {
    const drawings = [...page.matchAll(/<svg class="chart ranks (wide|narrow)"(.*?)<\/svg>/gs)];
    expect(drawings.map((d) => d[1])).toEqual(['wide', 'narrow']);
    for (const [, , svg] of drawings) {
      const links = [
        ...svg!.matchAll(/<a href="([^"]+)" class="([^"]+)"><title>([^<]*)<\/title><path class="([^"]+)"/g),
      ];
      expect(links.map((l) => [l[1], l[2], l[3], l[4]])).toEqual([
        ['/models/c/', 's1', 'Gamma: rank 3 on 1 Jun 2026, rank 1 on 22 Jun 2026', 'line'],
        ['/models/b/', 's2', 'Beta: rank 2 on 1 Jun 2026, rank 2 on 22 Jun 2026', 'line'],
        ['/models/a/', 's3', 'Alpha: rank 1 on 1 Jun 2026, rank 3 on 22 Jun 2026', 'line'],
      ]);
      // Each end named with the rank there; rank 1 at the top.
      const labels = [...svg!.matchAll(/<text class="label [^"]+" x="[\d.]+" y="([\d.]+)"[^>]*>([^<]*)<\/text>/g)];
      expect(labels.map((m) => m[2])).toEqual(
        ['Gamma 3', '1 Gamma', 'Beta 2', '2 Beta', 'Alpha 1', '3 Alpha'].map((t) =>
          t.replace(/[A-Z][a-z]+/, (n) => `\u2068${n}\u2069`),
        ),
      );
      const [gammaStart, gammaEnd, , , alphaStart, alphaEnd] = labels.map((m) => Number(m[1]));
      expect(gammaEnd).toBeLessThan(alphaEnd!);
      expect(alphaStart).toBeLessThan(gammaStart!);
    }
    expect(page).toContain('in each of the last 4 published full runs, 1 Jun 2026 to 22 Jun 2026');
  });

  it('draws a rank below 15 at the bottom edge, named 15+', async () => {
    const slugs = Array.from({ length: 17 }, (_, i) => `m${String(i + 1).padStart(2, '0')}`);
    const deep = await buildFixture(
      dataset({
        models: slugs.map((slug) => model(slug, { name: slug.toUpperCase() })),
        runs: [
          run(
            1,
            '2026-06-01T12:00:00Z',
            slugs.map((slug, i) => scored(slug, 90 - i)),
          ),
          run(
            2,
            '2026-06-08T12:00:00Z',
            slugs.map((slug, i) => scored(slug, i === 16 ? 95 : 90 - i)),
          ),
        ],
      }),
    );
    const svg = /<svg class="chart ranks narrow"(.*?)<\/svg>/s.exec(await deep.text('weeks/index.html'))![1]!;
    const m17 =
      /<a href="\/models\/m17\/"[^>]*><title>([^<]*)<\/title><path class="[^"]+" d="M[\d.]+,([\d.]+)L[\d.]+,([\d.]+)"/.exec(
        svg,
      )!;
    expect(m17[1]).toBe('M17: rank 17 on 1 Jun 2026, rank 1 on 8 Jun 2026');
    const grid = [...svg.matchAll(/<line x1="[\d.]+" x2="[\d.]+" y1="([\d.]+)"/g)].map((m) => Number(m[1]));
    // Its first point on the lowest grid line (rank 15), the bottom edge.
    expect(Number(m17[2])).toBe(Math.max(...grid));
    expect(svg).toContain('>\u2068M17\u2069 15+</text>');
  });

  it('is left out before the first published full run', async () => {
    const empty = await buildFixture(dataset({ models: [model('a')] }));
    expect(await empty.text('weeks/index.html')).not.toContain('How the top moved');
  });
});
