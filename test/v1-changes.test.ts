import { describe, expect, it } from 'vitest';
import { buildFixture } from './helpers/fixtures.ts';
import { PROFILE_FIXTURE } from './helpers/profile-fixture.ts';
import { resolveRoute, servedSite } from './helpers/routes.ts';

const ATTRIBUTION = { text: 'Fixture data, synthetic', license: 'CC-BY-4.0', url: 'https://fixture.example' };
const entry = (
  slug: string,
  name: string,
  score: number,
  previous: number | null,
  delta: number | null,
  rank: number,
  previousRank: number | null,
  rankDelta: number | null,
) => ({
  slug,
  name,
  score,
  previous_score: previous,
  score_delta: delta,
  rank,
  previous_rank: previousRank,
  rank_delta: rankDelta,
});
const A = entry('a', 'Model A', 77, 76, 1, 1, 1, 0);
const B = entry('b', 'B', 75, 75, 0, 2, 2, 0);
const E = entry('e', 'E', 72, null, null, 3, null, null);
const runs = {
  current_run: { run_id: 7, published_at: '2026-04-13T12:00:00Z' },
  previous_run: { run_id: 6, published_at: '2026-04-06T12:00:00Z' },
};
const ids = (incidents: { id: string }[]) => incidents.map((i) => i.id);

describe('v1 changes and incidents', async () => {
  const built = await buildFixture(PROFILE_FIXTURE);

  it('compares the latest full run with the previous one; a model that left is not listed', async () => {
    const body = await built.json('v1/changes/all.json');
    expect(Object.keys(body)).toEqual([
      'status',
      'current_run',
      'previous_run',
      'threshold',
      'rising',
      'falling',
      'stable',
      'incidents',
      'attribution',
    ]);
    expect(body).toMatchObject({
      status: 'ok',
      ...runs,
      threshold: 0.5,
      rising: [A, E],
      falling: [],
      stable: [B],
      attribution: ATTRIBUTION,
    });
  });

  it('lists the 50 most recent incidents, date descending then id, with the documented fields', async () => {
    const { incidents } = await built.json('v1/changes/all.json');
    expect(incidents).toHaveLength(50);
    expect(ids(incidents).slice(0, 5)).toEqual(['e-1', 'a-50', 'a-51', 'a-48', 'a-49']);
    expect(ids(incidents).slice(-3)).toEqual(['a-04', 'a-05', 'a-02']);
    expect(incidents[0]).toEqual({
      id: 'e-1',
      model: 'e',
      date: '2026-04-10',
      severity: 'major',
      status: 'resolved',
      title: 'Title e-1',
      summary: 'Summary e-1',
    });
  });

  it('narrows to one model: its change entry and its incidents', async () => {
    expect(await built.json('v1/changes/models/e.json')).toEqual({
      status: 'ok',
      model: 'e',
      ...runs,
      threshold: 0.5,
      rising: [E],
      falling: [],
      stable: [],
      incidents: [
        {
          id: 'e-1',
          model: 'e',
          date: '2026-04-10',
          severity: 'major',
          status: 'resolved',
          title: 'Title e-1',
          summary: 'Summary e-1',
        },
      ],
      attribution: ATTRIBUTION,
    });
    const a = await built.json('v1/changes/models/a.json');
    expect([a.rising, a.stable, a.incidents.length, ids(a.incidents).at(-1)]).toEqual([[A], [], 50, 'a-03']);
  });

  it('answers for a listed model without a change entry (absent from the latest run) with empty groups', async () => {
    const c = await built.json('v1/changes/models/c.json');
    expect(c).toMatchObject({ model: 'c', rising: [], falling: [], stable: [] });
    expect(c.incidents).toEqual([
      {
        id: 'c-1',
        model: 'c',
        date: '2026-01-15',
        severity: 'critical',
        status: 'open',
        title: 'Title c-1',
        summary: 'Summary c-1',
      },
    ]);
    expect(await built.json('v1/changes/models/d.json')).toMatchObject({
      model: 'd',
      rising: [],
      stable: [],
      incidents: [],
    });
  });

  it('routes /v1/changes and ?model= to their files', async () => {
    const site = await servedSite(built.outDir);
    expect(await resolveRoute(site, '/v1/changes')).toEqual({ status: 200, file: '/v1/changes/all.json' });
    expect(await resolveRoute(site, '/v1/changes?model=e')).toEqual({ status: 200, file: '/v1/changes/models/e.json' });
  });
});
