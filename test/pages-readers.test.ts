// What readers ask of the leaderboard (docs/pages.md), in the built files: price against score on the value page,
// provider pages and their identifier rule, compare pages and the data the site script compares from, prices in
// every ranking table, and the Content-Security-Policy and Referrer-Policy of every HTML page.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeComparePairs } from '../scripts/compute/compare-pairs.ts';
import { computePriceScore } from '../scripts/compute/price-score.ts';
import { HEAT_RAMP, HEAT_RAMP_DARK, heatSteps } from '../scripts/render/pages/charts/heatmap.ts';
import { priceTicks } from '../scripts/render/pages/charts/price-chart.ts';
import { compactDollars } from '../scripts/render/pages/format.ts';
import { headersFor } from '../scripts/routes/headers.ts';
import { readRouteTable } from './helpers/conformance-cases.ts';
import { type BuiltFixture, buildFixture, dataset, model, priced, ROOT, result, run } from './helpers/fixtures.ts';

/** Five priced models, one free, one without a price; two providers whose names differ only in case and marks. */
function readersDataset() {
  return dataset({
    models: [
      model('cheap', { name: 'Cheap', provider: 'Acme Labs', ...priced(0.1, 0.2) }),
      model('mid', { name: 'Mid', provider: 'Acme Labs', ...priced(1, 2) }),
      model('dear', { name: 'Dear', provider: 'Bolt AI', ...priced(10, 20) }),
      model('worse', { name: 'Worse', provider: 'Bolt AI', ...priced(1, 2) }),
      model('dominated', { name: 'Dominated', provider: 'Bolt AI', ...priced(12, 20) }),
      model('free', { name: 'Free', provider: 'Open Things', ...priced(0, 0) }),
      model('unpriced', { name: 'Unpriced', provider: 'Open Things', pricing: null }),
    ],
    runs: [
      run(1, '2026-06-01T12:00:00Z', [
        result('cheap', 50, 50),
        result('mid', 70, 70),
        result('dear', 90, 90),
        result('worse', 60, 60),
        result('dominated', 80, 80),
        result('free', 40, 40),
        result('unpriced', 85, 85),
      ]),
    ],
    incidents: [
      {
        id: 'inc-1',
        model: 'dear',
        date: '2026-06-02',
        severity: 'major',
        status: 'open',
        title: 'Dear went down',
        summary: 'For an hour.',
      },
    ],
  });
}

describe('price against score', () => {
  it('puts on the frontier the models no other model beats on both price and score', () => {
    const standings = new Map([
      ['a', { rank: 3, score: 50 }],
      ['b', { rank: 2, score: 70 }],
      ['c', { rank: 4, score: 40 }],
      ['d', { rank: 1, score: 90 }],
      ['e', { rank: 5, score: 70 }],
    ]);
    const m = (slug: string, input: number, output: number) => ({
      slug,
      name: slug,
      provider: 'P',
      pricing: { currency: 'USD' as const, input_per_mtok: input, output_per_mtok: output },
    });
    const { priced } = computePriceScore(
      [m('a', 1, 1), m('b', 2, 2), m('c', 3, 3), m('d', 8, 8), m('e', 2, 2)],
      standings,
    );
    expect(priced.map((p) => [p.slug, p.price, p.frontier])).toEqual([
      ['a', 1, true],
      ['b', 2, true],
      // Tied with b on both: neither beats the other, both stay on the frontier.
      ['e', 2, true],
      ['c', 3, false],
      ['d', 8, true],
    ]);
  });

  it('blends 3 parts input to 1 part output and leaves free and unpriced models off the axis', () => {
    const { priced, unpriced } = computePriceScore(
      [
        { slug: 'x', name: 'X', provider: 'P', pricing: { currency: 'USD', input_per_mtok: 1, output_per_mtok: 5 } },
        { slug: 'y', name: 'Y', provider: 'P', pricing: { currency: 'USD', input_per_mtok: 0, output_per_mtok: 0 } },
        { slug: 'z', name: 'Z', provider: 'P', pricing: null },
      ],
      new Map([
        ['x', { rank: 1, score: 80 }],
        ['y', { rank: 2, score: 70 }],
        ['z', { rank: 3, score: 60 }],
      ]),
    );
    expect(priced.map((p) => p.price)).toEqual([2]);
    expect(unpriced.map((u) => [u.slug, u.reason])).toEqual([
      ['y', 'free'],
      ['z', 'no-price'],
    ]);
  });
});

describe('the price axis', () => {
  it('keeps at most its ticks at any price range, each label a few characters', () => {
    expect(priceTicks(0.5, 2, 8)).toEqual([0.5, 1, 2]);
    expect(priceTicks(0.01, 10, 8)).toEqual([0.01, 0.1, 1, 10]);
    expect(priceTicks(1e-9, 1e12, 8)).toEqual([1e-9, 1e-6, 0.001, 1, 1e3, 1e6, 1e9, 1e12]);
    expect(priceTicks(1e-9, 1e300, 8).length).toBeLessThanOrEqual(8);
    expect([1e-9, 0.001, 0.5, 10, 2500, 1e6, 1e9, 1e12, 1e15, 1e21].map(compactDollars)).toEqual([
      '$1e-9',
      '$0.001',
      '$0.5',
      '$10',
      '$2.5k',
      '$1M',
      '$1B',
      '$1T',
      '$1e+15',
      '$1e+21',
    ]);
  });

  it('draws prices from a billionth of a dollar to a trillion with at most eight ticks in either drawing', async () => {
    const built = await buildFixture(
      dataset({
        models: [model('tiny', priced(1e-9, 1e-9)), model('mid', priced(1, 2)), model('huge', priced(1e12, 1e12))],
        runs: [run(1, '2026-03-02T12:00:00Z', [result('tiny', 60, 60), result('mid', 70, 70), result('huge', 80, 80)])],
      }),
    );
    const page = await built.text('rankings/value/index.html');
    // The prices in a few characters each, their exact numbers kept for sorting; each named in a warning.
    expect(page).toContain('<td class="n" data-v="1e-9">$1e-9</td>');
    expect(page).toContain('<td class="n" data-v="1000000000000">$1T</td>');
    expect(built.result.warnings.map((w) => `${w.file} ${w.path}`)).toEqual([
      'models/huge.json pricing.input_per_mtok',
      'models/huge.json pricing.output_per_mtok',
      'models/tiny.json pricing.input_per_mtok',
      'models/tiny.json pricing.output_per_mtok',
    ]);
    expect(built.result.warnings[0]!.message).toBe(
      '1000000000000 US dollars per million tokens is over 1000: is it a price per token or per thousand tokens? It is published as it is',
    );
    const charts = [...page.matchAll(/<svg class="chart price (wide|narrow)".*?<\/svg>/gs)].map((m) => m[0]);
    expect(charts).toHaveLength(2);
    for (const chart of charts) {
      const ticks = [...chart.matchAll(/text-anchor="middle">(\$[^<]*)<\/text>/g)].map((m) => m[1]);
      expect(ticks.length).toBeGreaterThan(1);
      expect(ticks.length).toBeLessThanOrEqual(8);
      for (const tick of ticks) expect(tick!.length).toBeLessThanOrEqual(7);
    }
  });
});

describe('compare pairs', () => {
  it('pairs each model with its neighbours and the leader, once each, in slug order', () => {
    const { pairs, partners } = computeComparePairs(['d', 'b', 'a', 'c']);
    expect(pairs).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['a', 'd'],
      ['b', 'd'],
      ['c', 'd'],
    ]);
    expect(partners.get('d')).toEqual(['b', 'a', 'c']);
    expect(partners.get('c')).toEqual(['d', 'a']);
  });
});

describe('the reader pages of a fixture', () => {
  let built: BuiltFixture;
  beforeAll(async () => {
    built = await buildFixture(readersDataset());
    expect(built.result.ok).toBe(true);
  });

  it('draws every priced model on the value page as a link to its page, named by its title', async () => {
    const page = await built.text('rankings/value/index.html');
    // The value's unit in its column's heading.
    expect(page).toContain('<th scope="col" class="n k" aria-sort="descending">Value (points per $)</th>');
    // Two drawings, one for a wide column and one for a narrow screen, each with every mark.
    const [wide, narrow] = [...page.matchAll(/<svg class="chart price (wide|narrow)".*?<\/svg>/gs)].map((m) => m[0]);
    expect([wide?.includes('class="chart price wide"'), narrow?.includes('class="chart price narrow"')]).toEqual([
      true,
      true,
    ]);
    const marksOf = (svg: string) =>
      [...svg.matchAll(/<a href="\/models\/([^/]+)\/" class="(s1|ref)"><title>([^<]*)<\/title><use /g)].map((m) => [
        m[1],
        m[2],
        m[3],
      ]);
    const marks = marksOf(wide!);
    expect(marksOf(narrow!)).toEqual(marks);
    // Both axes titled; the wide drawing names every mark beside it (the frontier's first), isolated.
    expect(wide).toContain('>Overall score</text>');
    expect(wide).toContain('>Blended price, US$ per million tokens (log scale)</text>');
    expect([...wide!.matchAll(/<text class="name"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).sort()).toEqual(
      ['Cheap', 'Dear', 'Dominated', 'Mid', 'Worse'].map((name) => `\u2068${name}\u2069`),
    );
    expect(marks).toEqual([
      ['cheap', 's1', 'Cheap: overall 50.00 at $0.125 per million tokens, on the frontier'],
      ['mid', 's1', 'Mid: overall 70.00 at $1.25 per million tokens, on the frontier'],
      ['worse', 'ref', 'Worse: overall 60.00 at $1.25 per million tokens'],
      ['dear', 's1', 'Dear: overall 90.00 at $12.5 per million tokens, on the frontier'],
      ['dominated', 'ref', 'Dominated: overall 80.00 at $14 per million tokens'],
    ]);
    expect(page).toContain('(3 × input + output) ÷ 4');
    expect(page).toContain('Blended price, US$ per million tokens (log scale)');
    expect(page).toMatch(/Pareto frontier/);
    // The models the axis cannot place are listed under the chart, with the reason.
    expect(page).toContain(
      '<a href="/models/unpriced/" dir="auto">Unpriced</a>: overall 85.00, rank 2, no price published',
    );
    expect(page).toContain('<a href="/models/free/" dir="auto">Free</a>: overall 40.00, rank 7, a price of $0');
    // The frontier is marked in the table: the three frontier models' rows and no other.
    // A row of a ranking table carries what the filters read (data-open, data-released, data-price).
    const rows = page
      .split(/<tr[ >]/)
      .map((r) => r.split('</tr>')[0]!)
      .filter((r) => r.includes('scope="row"'));
    const marked = rows.filter((r) => r.includes('class="pf"')).map((r) => /\/models\/([^/]+)\//.exec(r)![1]);
    expect(marked.sort()).toEqual(['cheap', 'dear', 'mid']);
  });

  it('shows input and output prices and links the provider in every ranking table', async () => {
    for (const file of [
      'index.html',
      'rankings/execution/index.html',
      'rankings/value/index.html',
      'runs/1/index.html',
    ]) {
      const page = await built.text(file);
      expect(page, file).toContain(
        '<th scope="col" class="n">Input price</th><th scope="col" class="n">Output price</th>',
      );
      const tableRows = page.split(/<tr(?: data-[^>]*)?>/).filter((r) => r.startsWith('<td'));
      const dear = tableRows.find((r) => r.includes('/models/dear/'))!;
      // Each price with its exact number, for sorting.
      expect(dear, file).toContain('<td class="n" data-v="10">$10.00</td><td class="n" data-v="20">$20.00</td>');
      expect(dear, file).toContain('<a href="/providers/bolt-ai/" dir="auto">Bolt AI</a>');
      const unpriced = tableRows.find((r) => r.includes('/models/unpriced/'))!;
      expect(unpriced, file).toMatch(
        /<td class="n"><span aria-hidden="true">–<\/span><span class="sr">no value<\/span><\/td><td class="n"><span aria-hidden="true">–/,
      );
    }
  });

  it('has a page per provider with its models, their lines over time and its incidents', async () => {
    const index = await built.text('providers/index.html');
    const rows = [
      ...index.matchAll(
        /<tr><th scope="row"><a href="([^"]+)" dir="auto">([^<]+)<\/a><\/th><td class="n">(\d+)<\/td><td class="n">(\d+)<\/td><td class="n">([\d.]+)<\/td>/g,
      ),
    ].map((m) => m.slice(1));
    expect(rows).toEqual([
      ['/providers/bolt-ai/', 'Bolt AI', '3', '1', '90.00'],
      ['/providers/open-things/', 'Open Things', '2', '2', '85.00'],
      ['/providers/acme-labs/', 'Acme Labs', '2', '4', '70.00'],
    ]);
    const bolt = await built.text('providers/bolt-ai/index.html');
    expect(bolt).toContain('<h1><bdi>Bolt AI</bdi></h1>');
    expect([...bolt.matchAll(/<th scope="row"><a href="\/models\/([^/]+)\//g)].map((m) => m[1])).toEqual([
      'dear',
      'dominated',
      'worse',
    ]);
    // One line a model, each with its end label, in both drawings (wide, then narrow).
    const labels = ['\u2068Dear\u2069 90.00', '\u2068Dominated\u2069 80.00', '\u2068Worse\u2069 60.00'];
    expect([...bolt.matchAll(/<svg class="chart (wide|narrow)"/g)].map((m) => m[1])).toEqual(['wide', 'narrow']);
    expect([...bolt.matchAll(/<text class="label [^"]+"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1])).toEqual([
      // Each name isolated from the score after it (U+2068 … U+2069).
      ...labels,
      ...labels,
    ]);
    expect(bolt).toContain('Dear went down');
    // Provider names link to their page from the models list and each model page.
    expect(await built.text('models/index.html')).toContain(
      '<a href="/providers/open-things/" dir="auto">Open Things</a>',
    );
    const mid = await built.text('models/mid/index.html');
    expect(mid).toContain('By <a href="/providers/acme-labs/" dir="auto">Acme Labs</a>');
    // The price as the tables write it.
    expect(mid).toContain('<dt>Price per Mtok</dt><dd>$1.00 / $2.00 <small>input / output</small></dd>');
  });

  it('pre-renders a compare page per pair of neighbours and with the leader, linked from both model pages', async () => {
    const pages = (await fg('compare/*/*/index.html', { cwd: built.outDir })).sort();
    // Ranking: dear, unpriced, dominated, mid, worse, cheap, free.
    expect(pages).toEqual(
      [
        'cheap/dear',
        'cheap/free',
        'cheap/worse',
        'dear/dominated',
        'dear/free',
        'dear/mid',
        'dear/unpriced',
        'dear/worse',
        'dominated/mid',
        'dominated/unpriced',
        'mid/worse',
      ]
        .flatMap((p) => [`compare/${p}/index.html`, `compare/${p.split('/').reverse().join('/')}/index.html`])
        .sort(),
    );
    // The pair named the other way round sends the reader on to the pair's page.
    expect(await built.text('compare/mid/dear/index.html')).toContain(
      '<meta http-equiv="refresh" content="0; url=/compare/dear/mid/">',
    );
    const page = await built.text('compare/dear/mid/index.html');
    expect(page).toContain('<h1><bdi>Dear</bdi> and <bdi>Mid</bdi></h1>');
    // Its runs give no intervals: no differences are weighed against them.
    expect(page).not.toContain('Differences and intervals');
    const fields = [...page.matchAll(/<tr><th scope="row">([^<]+)<\/th>(.*?)<\/tr>/g)].map((m) => [
      m[1],
      m[2]!.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|'),
    ]);
    expect(fields).toEqual([
      ['Provider', '|Bolt AI|Acme Labs|'],
      ['Overall rank', '|1|4|'],
      ['Overall', '|90.00|70.00|'],
      ['Execution', '|90.00|70.00|'],
      ['Grounding', '|90.00|70.00|'],
      ['Judgment', '|50.00|50.00|'],
      ['Communication', '|60.00|60.00|'],
      ['Integrity score', '|70.00|70.00|'],
      ['Integrity check', '|pass|pass|'],
      ['Recommendation', '|Neutral|Neutral|'],
      ['Input price', '|$10.00|$1.00|'],
      ['Output price', '|$20.00|$2.00|'],
      ['Blended price', '|$12.50|$1.25|'],
      ['Value (points per $)', '|7.20|56.00|'],
      ['Incidents', '|1|0|'],
    ]);
    const mid = await built.text('models/mid/index.html');
    expect(mid).toContain(
      'Compare with <a href="/compare/dear/mid/" dir="auto">Dear</a>, <a href="/compare/dominated/mid/" dir="auto">Dominated</a>, <a href="/compare/mid/worse/" dir="auto">Worse</a>',
    );
    // The data the script compares from: every model with the same cells as the pages.
    const data = await built.json('comparisons.json');
    expect(data.models.map((m: { slug: string }) => m.slug)).toEqual([
      'cheap',
      'dear',
      'dominated',
      'free',
      'mid',
      'unpriced',
      'worse',
    ]);
    expect(data.models.find((m: { slug: string }) => m.slug === 'dear').cells[13]).toEqual({ t: '7.20' });
  });

  it('routes the address of each provider and pair without its slash (the conformance suites send them)', async () => {
    const table = await readRouteTable(built.outDir);
    const unknown = table.routes.find((r) => r.path === '/providers/:provider')!;
    expect(unknown.constraints!.provider!.allowed).toEqual(['acme-labs', 'bolt-ai', 'open-things']);
    const pair = table.routes.find((r) => r.path === '/compare/:a/:b')!;
    expect([pair.to, pair.status]).toEqual(['/compare/:a/:b/', 308]);
    expect(pair.constraints!.a!.allowed).toEqual(['cheap', 'dear', 'dominated', 'free', 'mid', 'unpriced', 'worse']);
  });
});

describe('provider identifiers', () => {
  const build = (models: ReturnType<typeof model>[]) =>
    buildFixture(
      dataset({
        models,
        runs: [
          run(
            1,
            '2026-06-01T12:00:00Z',
            models.map((m) => result(m.slug, 60, 60)),
          ),
        ],
      }),
    );

  it('are the provider_id where given, else the name in lower case with runs of other characters as one hyphen', async () => {
    const built = await build([
      model('a', { provider: '  Zeta & Co. (Research) ' }),
      model('b', { provider: 'Ünïcode Labs', provider_id: 'unicode-labs' }),
    ]);
    expect(built.result.ok).toBe(true);
    const files = (await fg('providers/*/index.html', { cwd: built.outDir })).sort();
    expect(files).toEqual(['providers/unicode-labs/index.html', 'providers/zeta-co-research/index.html']);
  });

  it('refuse two provider names that give one identifier, naming both files', async () => {
    const built = await build([model('a', { provider: 'Acme Labs' }), model('b', { provider: 'ACME labs!' })]);
    expect(built.result.ok).toBe(false);
    if (built.result.ok) return;
    expect(built.result.errors).toEqual([
      {
        file: 'models/b.json',
        path: 'provider',
        message:
          'expected one provider per identifier, found "ACME labs!" with the identifier "acme-labs" that "Acme Labs" has (models/a.json); give one of them another "provider_id", or write the two names alike',
      },
    ]);
  });

  it('refuse a name without a letter or digit of a–z, 0–9 unless a provider_id is given', async () => {
    const built = await build([model('a', { provider: '深度' })]);
    expect(built.result.ok).toBe(false);
    if (built.result.ok) return;
    expect(built.result.errors.map((e) => [e.file, e.path])).toEqual([['models/a.json', 'provider']]);
    expect(built.result.errors[0]!.message).toContain('give the model a "provider_id"');
  });
});

describe('security headers of the pages', () => {
  it('every HTML file has the policy and the referrer policy; the API, widget.js and badges keep CORS without them', async () => {
    const built = await buildFixture(readersDataset());
    const table = await readRouteTable(built.outDir);
    const html = (await fg('**/*.html', { cwd: built.outDir })).map((f) => `/${f}`);
    expect(html.length).toBeGreaterThan(20);
    for (const file of html) {
      const headers = headersFor(table.headers, file);
      expect(headers['Content-Type'], file).toBe('text/html; charset=utf-8');
      expect(headers['Content-Security-Policy'], file).toMatch(
        /^default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'( data:)?; connect-src 'self'; font-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'$/,
      );
      // Only the API reference (swagger-ui's icons) adds data: images.
      expect(headers['Content-Security-Policy']!.includes('data:'), file).toBe(file.startsWith('/docs/'));
      expect(headers['Referrer-Policy'], file).toBe('strict-origin-when-cross-origin');
    }
    for (const file of [
      '/v1/leaderboard/core_overall_display.json',
      '/widget.js',
      '/badges/dear.svg',
      '/comparisons.json',
      '/site.js',
    ]) {
      const headers = headersFor(table.headers, file);
      expect(headers['Content-Security-Policy'], file).toBeUndefined();
      expect(headers['Access-Control-Allow-Origin'], file).toBe('*');
    }
    // No page carries an inline script, a style attribute or a <style> element the policy would block.
    for (const file of html) {
      const page = await readFile(path.join(built.outDir, file), 'utf8');
      expect(page, file).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      expect(page, file).not.toMatch(/<style[\s>]|\sstyle="/);
      expect(page, file).not.toMatch(/\son[a-z]+="/);
    }
  });
});

it('the stylesheet colours each step of the heatmap as the build computes it (no inline style needed)', async () => {
  const css = await readFile(path.join(ROOT, 'public', 'site.css'), 'utf8');
  for (const s of heatSteps()) {
    expect(css).toContain(`.heat .h${s.step} { background: ${s.background}; color: ${s.text}; }`);
  }
  expect(css).toContain(`.legend .ramp { background: linear-gradient(to right, ${HEAT_RAMP[0]}, ${HEAT_RAMP[1]}); }`);
  // And on the dark scheme's page, its own ramp.
  const dark = css.slice(css.indexOf('@media (prefers-color-scheme: dark) {\n  .heat .h0'));
  for (const s of heatSteps(HEAT_RAMP_DARK)) {
    expect(dark).toContain(`  .heat .h${s.step} { background: ${s.background}; color: ${s.text}; }`);
  }
  expect(dark).toContain(
    `  .legend .ramp { background: linear-gradient(to right, ${HEAT_RAMP_DARK[0]}, ${HEAT_RAMP_DARK[1]}); }`,
  );
});
