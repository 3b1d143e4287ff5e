import { describe, expect, it } from 'vitest';
import { buildFixture, dataset, model, result, run } from './helpers/fixtures.ts';
import { resolveRoute, servedSite } from './helpers/routes.ts';

const same = (slug: string, score: number) => result(slug, score, score);

const WEEKLY_FIXTURE = dataset({
  models: [model('a'), model('b'), model('c'), model('d', { pricing: null })],
  runs: [
    run(1, '2026-01-05T12:00:00Z', [same('a', 80), same('b', 70), same('c', 60)]), // 2026-W02
    run(2, '2026-01-12T12:00:00Z', [same('a', 80.5), same('b', 69.5), same('c', 60.49), same('d', 90)]), // W03
    run(3, '2026-01-21T15:00:00Z', [same('a', 10)], { kind: 'partial' }), // W04: partial runs never count
    run(4, '2026-01-26T12:00:00Z', [same('a', 70), same('b', 75), same('d', 90)]), // W05, superseded in its week
    run(5, '2026-02-01T23:59:59Z', [same('a', 85), same('b', 75), result('d', 90, 90, 'fail')]), // W05's last second
    run(6, '2026-02-02T00:00:00Z', [same('a', 99)], { status: 'draft' }), // W06, never published
  ],
});

const row = (
  slug: string,
  score: number,
  previous: number | null,
  delta: number | null,
  rank: number,
  previousRank: number | null,
  rankDelta: number | null,
) => ({
  slug,
  name: slug.toUpperCase(),
  score,
  previous_score: previous,
  score_delta: delta,
  rank,
  previous_rank: previousRank,
  rank_delta: rankDelta,
});

const WEEKS = ['2026-W02', '2026-W03', '2026-W04', '2026-W05'];

describe('legacy weekly changes', async () => {
  const built = await buildFixture(WEEKLY_FIXTURE);

  it('lists every week from the first to the latest published full run, gaps included, in the index only', async () => {
    expect((await built.get('/changes/weeks')).body).toEqual({
      ok: true,
      count: WEEKS.length,
      latest: WEEKS.at(-1),
      weeks: WEEKS,
    });
    expect(await built.json('changes/2026-W05.json')).not.toHaveProperty('weeks');
    await expect(built.text('changes/2026-W06.json')).rejects.toThrow(/ENOENT/);
    await expect(built.text('changes/2026-W01.json')).rejects.toThrow(/ENOENT/);
  });

  it('reports everyone as an entrant in the first week', async () => {
    expect(await built.json('changes/2026-W02.json')).toEqual({
      ok: true,
      week: '2026-W02',
      current_run_id: 1,
      previous_run_id: null,
      threshold: 0.5,
      rising: [
        row('a', 80, null, null, 1, null, null),
        row('b', 70, null, null, 2, null, null),
        row('c', 60, null, null, 3, null, null),
      ],
      falling: [],
      stable: [],
    });
  });

  it('groups at exactly ±threshold and puts a new model in rising with null previous values', async () => {
    const body = await built.json('changes/2026-W03.json');
    expect(body).toMatchObject({ week: '2026-W03', current_run_id: 2, previous_run_id: 1 });
    expect(body.rising).toEqual([row('a', 80.5, 80, 0.5, 2, 1, -1), row('d', 90, null, null, 1, null, null)]);
    expect(body.falling).toEqual([row('b', 69.5, 70, -0.5, 3, 2, -1)]);
    expect(body.stable).toEqual([row('c', 60.49, 60, 0.49, 4, 3, -1)]);
  });

  it('reports a week without a new full run as all stable with zero deltas (a partial run does not count)', async () => {
    const body = await built.json('changes/2026-W04.json');
    expect(body).toMatchObject({ current_run_id: 2, previous_run_id: 2, rising: [], falling: [] });
    expect(body.stable).toEqual([
      row('d', 90, 90, 0, 1, 1, 0),
      row('a', 80.5, 80.5, 0, 2, 2, 0),
      row('b', 69.5, 69.5, 0, 3, 3, 0),
      row('c', 60.49, 60.49, 0, 4, 4, 0),
    ]);
  });

  it('compares the last run of a week (published in its last second) with the previous week-end snapshot', async () => {
    const body = await built.json('changes/2026-W05.json');
    expect(body).toMatchObject({ current_run_id: 5, previous_run_id: 2 });
    // d fails integrity: 90 is capped at 74. c left the run and is not listed.
    expect(body.rising).toEqual([row('b', 75, 69.5, 5.5, 2, 3, 1), row('a', 85, 80.5, 4.5, 1, 2, 1)]);
    expect(body.falling).toEqual([row('d', 74, 90, -16, 3, 1, -2)]);
    expect(body.stable).toEqual([]);
  });

  it('answers /changes with the latest week and ?week= with that week', async () => {
    const site = await servedSite(built.outDir);
    expect(await resolveRoute(site, '/changes')).toEqual({ status: 200, file: '/changes/2026-W05.json' });
    expect(await resolveRoute(site, '/changes?week=2026-W03')).toEqual({ status: 200, file: '/changes/2026-W03.json' });
  });

  it('takes the threshold from site.json', async () => {
    const strict = await buildFixture({
      ...WEEKLY_FIXTURE,
      'site.json': { ...(WEEKLY_FIXTURE['site.json'] as object), changes: { threshold: 5 } },
    });
    const body = await strict.json('changes/2026-W05.json');
    expect(body.threshold).toBe(5);
    expect(body.rising.map((e: { slug: string }) => e.slug)).toEqual(['b']);
    expect(body.stable.map((e: { slug: string }) => e.slug)).toEqual(['a']);
  });
});

describe('weekly changes across a year with 53 weeks', async () => {
  const built = await buildFixture(
    dataset({
      models: [model('a')],
      runs: [run(1, '2020-12-28T12:00:00Z', [same('a', 50)]), run(2, '2021-01-04T12:00:00Z', [same('a', 52)])],
    }),
  );

  it('has a file for 2020-W53 and compares 2021-W01 with it', async () => {
    expect((await built.json('changes/weeks.json')).weeks).toEqual(['2020-W53', '2021-W01']);
    const body = await built.json('changes/2021-W01.json');
    expect(body).toMatchObject({ current_run_id: 2, previous_run_id: 1, rising: [row('a', 52, 50, 2, 1, 1, 0)] });
  });
});

describe('weekly changes without any published full run', async () => {
  const built = await buildFixture(
    dataset({ models: [model('a')], runs: [run(1, '2026-01-05T12:00:00Z', [same('a', 50)], { status: 'draft' })] }),
  );

  it('answers /changes with empty groups and no weeks, not an error', async () => {
    const site = await servedSite(built.outDir);
    expect(await resolveRoute(site, '/changes')).toEqual({ status: 200, file: '/changes/empty.json' });
    expect(await built.json('changes/empty.json')).toEqual({
      ok: true,
      week: null,
      current_run_id: null,
      previous_run_id: null,
      threshold: 0.5,
      rising: [],
      falling: [],
      stable: [],
    });
    expect(await built.json('changes/weeks.json')).toEqual({ ok: true, count: 0, latest: null, weeks: [] });
  });
});
