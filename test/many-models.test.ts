// A benchmark that ranks more models than `limit` of the v1 leaderboard can ask for (50): without `limit` the
// answer, its CSV and the ranking page's data links hold every model, as the page does; `limit` stays 1 to 50.
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltFixture, buildFixture, dataset, model, result, run } from './helpers/fixtures.ts';

const COUNT = 69;
const slugs = Array.from({ length: COUNT }, (_, i) => `model-${String(i + 1).padStart(2, '0')}`);

let built: BuiltFixture;
beforeAll(async () => {
  built = await buildFixture(
    dataset({
      models: slugs.map((slug) => model(slug)),
      // model-01 first: its execution and grounding are the highest.
      runs: [
        run(
          1,
          '2026-03-02T12:00:00Z',
          slugs.map((slug, i) => result(slug, 99 - i, 98 - i)),
        ),
      ],
    }),
  );
  expect(built.result.ok).toBe(true);
});

/** The rows of the first table of a page. */
const tableRows = (page: string) =>
  page.slice(page.indexOf('<tbody'), page.indexOf('</tbody>')).split('<tr').length - 1;

describe(`a benchmark of ${COUNT} models`, () => {
  it('lists every model in /v1/leaderboard without limit, for the overall and for a field', async () => {
    for (const dimension of ['core_overall_display', 'execution_raw']) {
      const { status, body } = await built.get(`/v1/leaderboard?dimension=${dimension}`);
      expect(status).toBe(200);
      expect(body.count).toBe(COUNT);
      expect(body.rankings.map((r: { slug: string }) => r.slug)).toEqual(slugs);
      expect(body.rankings.at(-1).rank).toBe(COUNT);
    }
  });

  it('answers limit from 1 to 50 with that many, and 51 with the 400 that names the range', async () => {
    expect((await built.get('/v1/leaderboard?limit=50')).body.count).toBe(50);
    expect((await built.get('/v1/leaderboard?limit=1')).body.rankings.map((r: { slug: string }) => r.slug)).toEqual([
      'model-01',
    ]);
    const over = await built.get('/v1/leaderboard?limit=51');
    expect(over.status).toBe(400);
    expect(over.body.error).toMatch(/limit/);
  });

  it('has the same rows in the CSV without limit', async () => {
    const rows: { slug: string }[] = parse(await built.text('v1/csv/leaderboard/core_overall_display.csv'), {
      columns: true,
    });
    expect(rows.map((r) => r.slug)).toEqual(slugs);
  });

  it('links the ranking page to files with every row the page lists', async () => {
    const page = await built.text('index.html');
    expect(tableRows(page)).toBe(COUNT);
    expect(page).toContain('<a href="/v1/leaderboard/core_overall_display.json">JSON</a>');
    expect(page).toContain('<a href="/v1/csv/leaderboard/core_overall_display.csv">CSV</a>');
    expect((await built.json('v1/leaderboard/core_overall_display.json')).rankings).toHaveLength(COUNT);
  });
});
