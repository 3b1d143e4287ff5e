// 95% intervals on the charts: a bar from score − h to score + h behind each value-chart mark that has one, and a
// band around a history's overall line over the runs in a row that have one; nothing where a run gives none. The
// expected positions come from each drawing's own y scale, read back from its ticks.
import { describe, expect, it } from 'vitest';
import { buildFixture, dataset, model, priced, result, run } from './helpers/fixtures.ts';

/**
 * Execution and grounding alike, each ± 2: the overall is that score, its half-width
 * sqrt((0.55 × 2)² + (0.45 × 2)²) = 1.42 (test/intervals.test.ts works the formula out).
 */
const H = 1.42;
const withCi = (slug: string, score: number) =>
  result(slug, score, score, 'pass', { ci95: { execution_raw: 2, grounding_raw: 2 } });
const plain = (slug: string, score: number) => result(slug, score, score);

/** `a`'s overall per run, and whether the run gives it an interval: two stretches of intervals, split by run 4. */
const HISTORY = [
  { score: 70, ci: false },
  { score: 74, ci: true },
  { score: 72, ci: true },
  { score: 76, ci: false },
  { score: 78, ci: true },
  { score: 80, ci: true },
] as const;

/** `b` has one run with an interval between two without: no band, too short to have a width. */
const LONE = [false, false, true, false, false, false];

function fixture(intervals: boolean) {
  return dataset({
    models: [
      model('a', { name: 'Alpha', ...priced(4, 8) }),
      model('b', { name: 'Beta', ...priced(1, 2) }),
      model('c', { name: 'Gamma', ...priced(0.5, 1) }),
    ],
    // Weekly from 4 May 2026.
    runs: HISTORY.map(({ score, ci }, i) =>
      run(i + 1, new Date(Date.UTC(2026, 4, 4 + 7 * i, 12)).toISOString(), [
        intervals && ci ? withCi('a', score) : plain('a', score),
        intervals && LONE[i] ? withCi('b', 66) : plain('b', 66),
        plain('c', 60),
      ]),
    ),
  });
}

/** One drawing's SVG, found by its title's id. */
function svgOf(page: string, titleId: string): string {
  const start = page.lastIndexOf('<svg', page.indexOf(`id="${titleId}"`));
  return page.slice(start, page.indexOf('</svg>', start));
}

/** The y axis's ticks: each label is written at its grid line's y. */
const ticksOf = (svg: string) =>
  [...svg.matchAll(/<text class="tick" x="[\d.]+" y="([\d.]+)" dy="0.32em" text-anchor="end">([\d.]+)</g)].map((m) => ({
    y: Number(m[1]),
    value: Number(m[2]),
  }));
const tickYs = (svg: string) => ticksOf(svg).map((t) => t.y);

/** The drawing's y scale, value → y, fitted to its ticks. */
function yScaleOf(svg: string): (value: number) => number {
  const ticks = ticksOf(svg);
  expect(ticks.length).toBeGreaterThanOrEqual(2);
  const [first, last] = [ticks[0]!, ticks.at(-1)!];
  const slope = (last.y - first.y) / (last.value - first.value);
  return (value) => first.y + (value - first.value) * slope;
}

/** The mark of a model on the value chart: its title and position. */
function markOf(svg: string, slug: string): { title: string; x: number; y: number } {
  const m = new RegExp(
    `href="[^"]*/models/${slug}/"[^>]*><title>([^<]*)</title><use [^>]*x="([\\d.]+)" y="([\\d.]+)"`,
  ).exec(svg);
  expect(m, `the mark of ${slug}`).not.toBeNull();
  return { title: m![1]!, x: Number(m![2]), y: Number(m![3]) };
}

/** The value chart's interval bars: x and the two ends (upper first, so the smaller y). */
function barsOf(svg: string): { x: number; high: number; low: number }[] {
  return [...svg.matchAll(/<path class="ci [\w]+" d="M([\d.]+),([\d.]+)V([\d.]+)M/g)].map((m) => ({
    x: Number(m[1]),
    high: Number(m[2]),
    low: Number(m[3]),
  }));
}

describe('intervals on the value chart', async () => {
  const built = await buildFixture(fixture(true));
  const page = await built.text('rankings/value/index.html');

  it.each(['price-wide', 'price-narrow'])('draws a bar over score ± h for a model with an interval (%s)', (id) => {
    const svg = svgOf(page, `${id}-title`);
    const y = yScaleOf(svg);
    // The latest run: a at 80 ± 1.42; b and c without an interval.
    const a = markOf(svg, 'a');
    expect(a.title).toBe('Alpha: overall 80.00 ±1.42 at $5 per million tokens, on the frontier');
    expect(a.y).toBeCloseTo(y(80), 0);
    const bars = barsOf(svg);
    expect(bars).toHaveLength(1);
    expect(bars[0]!.x).toBe(a.x);
    expect(Math.abs(bars[0]!.high - y(80 + H))).toBeLessThan(0.15);
    expect(Math.abs(bars[0]!.low - y(80 - H))).toBeLessThan(0.15);
    // Inside the plot: between its top and bottom grid lines.
    const grid = tickYs(svg);
    expect(bars[0]!.high).toBeGreaterThanOrEqual(Math.min(...grid));
    expect(bars[0]!.low).toBeLessThanOrEqual(Math.max(...grid));
    for (const slug of ['b', 'c']) expect(markOf(svg, slug).title).not.toContain('±');
    expect(svg).toContain('Vertical bars span the 95% interval of an overall score.');
  });

  it('draws no bar and says nothing of intervals where no run gives one', async () => {
    const plainPage = await (await buildFixture(fixture(false))).text('rankings/value/index.html');
    expect(plainPage).toContain('<svg class="chart price wide"');
    expect(plainPage).not.toContain('class="ci ');
    expect(plainPage).not.toContain('class="intervals"');
    expect(plainPage).not.toContain('±');
    expect(plainPage).not.toContain('95% interval');
  });
});

/** The band's closed shapes: the points of each `M … Z` of the path. */
function bandShapes(svg: string): { x: number; y: number }[][] {
  const d = /<path class="band" aria-hidden="true" d="([^"]*)"/.exec(svg)?.[1];
  if (d === undefined) return [];
  return d
    .split('M')
    .filter((part) => part !== '')
    .map((part) => {
      expect(part.endsWith('Z')).toBe(true);
      return part
        .slice(0, -1)
        .split('L')
        .map((xy) => {
          const [x, y] = xy.split(',').map(Number);
          return { x: x!, y: y! };
        });
    });
}

/** The x of each of the overall line's points (one marker per point in a short history). */
function overallXs(svg: string, id: string): number[] {
  return [...svg.matchAll(new RegExp(`<use href="#${id}-circle" x="([\\d.]+)"`, 'g'))].map((m) => Number(m[1]));
}

describe("intervals on a model's history chart", async () => {
  const built = await buildFixture(fixture(true));
  const page = await built.text('models/a/index.html');

  it.each([
    'history-wide',
    'history',
  ])('shades score ± h over runs in a row with intervals, split where one has none (%s)', (id) => {
    const svg = svgOf(page, `${id}-title`);
    const y = yScaleOf(svg);
    const xs = overallXs(svg, id);
    expect(xs).toHaveLength(HISTORY.length);
    const shapes = bandShapes(svg);
    // Runs 2–3 and 5–6: run 4 has no interval, so there are two shapes, and none at runs 1 and 4.
    expect(shapes).toHaveLength(2);
    const expected = [
      [1, 2],
      [4, 5],
    ];
    shapes.forEach((shape, k) => {
      const runs = expected[k]!;
      expect([...new Set(shape.map((p) => p.x))].sort((p, q) => p - q)).toEqual(runs.map((i) => xs[i]));
      for (const i of runs) {
        const ends = shape.filter((p) => p.x === xs[i]).map((p) => p.y);
        const score = HISTORY[i]!.score;
        expect(Math.abs(Math.min(...ends) - y(score + H))).toBeLessThan(0.15);
        expect(Math.abs(Math.max(...ends) - y(score - H))).toBeLessThan(0.15);
      }
    });
    expect(svg).toContain('The shaded band around the overall line is its 95% interval');
  });

  it('draws no band for a lone run with an interval', async () => {
    const lone = await built.text('models/b/index.html');
    expect(lone).toContain('id="history-wide-title"');
    expect(lone).not.toContain('class="band"');
    expect(lone).not.toContain('shaded band');
  });

  it('draws no band and says nothing of one where no run gives an interval', async () => {
    const plainPage = await (await buildFixture(fixture(false))).text('models/a/index.html');
    expect(plainPage).toContain('id="history-wide-title"');
    expect(plainPage).not.toContain('class="band"');
    expect(plainPage).not.toContain('shaded band');
  });
});
