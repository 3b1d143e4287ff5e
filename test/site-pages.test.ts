// site.json's name and url on every page the site publishes (the pages for people, the widgets page, the API
// reference, the 404 page), escaped for HTML; no placeholder left behind.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { expect, it } from 'vitest';
import { AFTER_SUNSET, buildFixture, dataset, model, result, run, sharedSampleData } from './helpers/fixtures.ts';

it('names the site and links its address on every HTML page', async () => {
  const built = await buildFixture(
    dataset({
      site: { name: 'Bench <b>&</b> "Board"', url: 'https://bench.example' },
      models: [model('alpha')],
      runs: [run(1, '2026-03-02T12:00:00Z', [result('alpha', 60, 60)])],
    }),
  );
  const pages = (await fg('**/*.html', { cwd: built.outDir })).sort();
  expect(pages).toEqual([
    '404.html',
    'api/index.html',
    'compare/index.html',
    'dcd/business_rule/index.html',
    'dcd/data_boundary/index.html',
    'dcd/engineering/index.html',
    'dcd/index.html',
    'dcd/resource_limit/index.html',
    'dcd/security/index.html',
    'docs/index.html',
    'index.html',
    'models/alpha/index.html',
    'models/index.html',
    'providers/fixture-labs/index.html',
    'providers/index.html',
    'rankings/execution/index.html',
    'rankings/grounding/index.html',
    'rankings/index.html',
    'rankings/stability/index.html',
    'rankings/value/index.html',
    'runs/1/index.html',
    'runs/index.html',
    'weeks/2026-W10/index.html',
    'weeks/index.html',
    'widgets.html',
  ]);
  for (const page of pages) {
    const html = await readFile(path.join(built.outDir, page), 'utf8');
    expect(html, page).toContain('Bench &lt;b&gt;&amp;&lt;/b&gt; &quot;Board&quot;');
    if (page === 'docs/index.html') {
      // The API reference has the site's navigation, its section marked, named after the site.
      expect(html, page).toContain(
        '<a class="brand" href="/"><bdi>Bench &lt;b&gt;&amp;&lt;/b&gt; &quot;Board&quot;</bdi></a>',
      );
      expect(html, page).toContain('<a href="/api/" aria-current="page">API</a>');
    } else expect(html, page).toContain('href="https://bench.example"');
    expect(html, page).not.toContain('{{site.');
    expect(html, page).not.toContain('<b>&</b>');
  }
});

it('names every section in the site navigation and marks the one each page belongs to', async () => {
  const outDir = await sharedSampleData(AFTER_SUNSET);
  const navOf = async (page: string) => {
    const nav = /<nav aria-label="Site">(.*?)<\/nav>/s.exec(await readFile(path.join(outDir, page), 'utf8'))![1]!;
    return {
      items: [...nav.matchAll(/<li><a href="([^"]+)"[^>]*>([^<]+)<\/a><\/li>/g)].map((m) => `${m[2]} ${m[1]}`),
      current: [...nav.matchAll(/aria-current="page">([^<]+)</g)].map((m) => m[1]),
    };
  };
  expect((await navOf('index.html')).items).toEqual([
    'Leaderboard /',
    'Rankings /rankings/',
    'Models /models/',
    'Providers /providers/',
    'Compare /compare/',
    'Weeks /weeks/',
    'Runs /runs/',
    'DCD /dcd/',
    'API /api/',
  ]);
  const pair = 'compare/aldervane-orbit-4/aldervane-orbit-4-mini/index.html';
  const provider = (await fg('providers/*/index.html', { cwd: outDir }))[0]!;
  for (const [page, section] of [
    ['index.html', 'Leaderboard'],
    ['rankings/index.html', 'Rankings'],
    ['rankings/value/index.html', 'Rankings'],
    ['models/index.html', 'Models'],
    ['models/aldervane-orbit-4/index.html', 'Models'],
    ['providers/index.html', 'Providers'],
    [provider, 'Providers'],
    ['compare/index.html', 'Compare'],
    [pair, 'Compare'],
    ['weeks/index.html', 'Weeks'],
    ['runs/58/index.html', 'Runs'],
    ['dcd/security/index.html', 'DCD'],
    ['api/index.html', 'API'],
  ] as const)
    expect((await navOf(page)).current, page).toEqual([section]);
});

it('calls a model whose score held steady so, though its rank moved as another rose past it', async () => {
  const built = await buildFixture(
    dataset({
      models: [model('alpha', { name: 'Alpha' }), model('beta', { name: 'Beta' }), model('gamma', { name: 'Gamma' })],
      runs: [
        run(1, '2026-03-02T12:00:00Z', [result('alpha', 70, 70), result('beta', 60, 60), result('gamma', 50, 50)]),
        run(2, '2026-03-09T12:00:00Z', [result('alpha', 70.2, 70.2), result('beta', 80, 80), result('gamma', 49, 49)]),
      ],
    }),
  );
  // The leaderboard's Change column: a rank that held is not drawn as a dash above the score's change.
  const board = await built.text('index.html');
  const gamma = /<tr[^>]*><td class="n">3<\/td><th scope="row"><a href="\/models\/gamma\/".*?<\/tr>/.exec(board)![0];
  expect(gamma).toContain(
    '<td class="n" data-v="0"><span class="sr">same rank, score </span><small><span class="down">−1.00</span></small></td>',
  );
  const week = await built.text('weeks/2026-W11/index.html');
  expect(week).toContain('a model with a steady score can still change rank as others rise and fall.');
  const steady = /<caption>Steady score \(1\)<\/caption>.*?<\/table>/s.exec(week)?.[0] ?? '';
  expect(steady).toContain('>Alpha</a>');
  expect(steady).toContain('<span class="mvd"><span class="sr">down </span>1</span>');
});

it('lists tied models in one order on the leaderboard, /models/ and the provider page', async () => {
  const built = await buildFixture(
    dataset({
      models: [model('a-zed', { name: 'Zed' }), model('b-alpha', { name: 'Alpha' }), model('c-top', { name: 'Top' })],
      runs: [
        run(1, '2026-03-02T12:00:00Z', [result('b-alpha', 60, 60), result('a-zed', 60, 60), result('c-top', 90, 90)]),
      ],
    }),
  );
  const namesIn = async (page: string, table: string) => {
    const markup = new RegExp(`<table class="${table}">.*?</table>`, 's').exec(await built.text(page))![0];
    return [...markup.matchAll(/<th scope="row"><a href="\/models\/[^/]+\/" dir="auto">([^<]+)<\/a>/g)].map(
      (m) => m[1],
    );
  };
  const leaderboard = await namesIn('index.html', 'board sortable');
  expect(leaderboard).toHaveLength(3);
  expect(await namesIn('models/index.html', 'sortable')).toEqual(leaderboard);
  expect(await namesIn('providers/fixture-labs/index.html', 'sortable')).toEqual(leaderboard);
});
