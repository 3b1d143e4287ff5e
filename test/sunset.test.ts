import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCompatActive } from '../scripts/compute/compat.ts';
import {
  AFTER_SUNSET,
  BEFORE_SUNSET,
  buildFixture,
  dataset,
  model,
  ROOT,
  result,
  run,
  tempDir,
} from './helpers/fixtures.ts';
import { resolveRoute, servedSite } from './helpers/routes.ts';

const FIXTURE = dataset({
  models: [model('a'), model('b')],
  runs: [
    run(1, '2026-05-04T12:00:00Z', [result('a', 80, 60), result('b', 70, 90)]),
    run(2, '2026-05-11T12:00:00Z', [result('a', 82, 60), result('b', 70, 92)]),
  ],
});

const COMPAT_A = {
  coding: 82,
  knowledge: null,
  longctx: 60,
  overall: 72.1,
  official_coding: 82,
  official_knowledge: null,
  official_longctx: 60,
  official_overall: 72.1,
};
const COMPAT_FIELDS = Object.keys(COMPAT_A);
const DEPRECATION_HEADERS = [
  '  Deprecation: @1777896000', // 2026-05-04T12:00:00Z, the first published run
  '  Sunset: Tue, 30 Jun 2026 00:00:00 GMT',
  '  Link: </v1/deprecations/v5.json>; rel="deprecation"; type="application/json"',
];
const ruleBlock = (headers: string, pattern: string) =>
  headers.split('\n\n').find((block) => block.startsWith(`${pattern}\n`)) ?? `(no rule for ${pattern})`;

describe('v5 compatibility the day before the sunset (--now 2026-06-29)', async () => {
  const built = await buildFixture(FIXTURE, { now: BEFORE_SUNSET });
  const site = await servedSite(built.outDir);

  it('adds the compat fields to leaderboard rows and profile scores', async () => {
    const legacy = await built.json('leaderboard/core_overall_display.json');
    expect(legacy.rankings.find((r: { slug: string }) => r.slug === 'a')).toMatchObject(COMPAT_A);
    const v1 = await built.json('v1/leaderboard/execution_raw/1.json');
    expect(v1.rankings[0]).toMatchObject({ slug: 'a', ...COMPAT_A });
    const profile = await built.json('v1/models/a.json');
    expect(Object.keys(profile.scores).slice(9)).toEqual(COMPAT_FIELDS);
    expect(profile.scores).toMatchObject(COMPAT_A);
  });

  it('answers the legacy dimension values on both APIs', async () => {
    expect(await resolveRoute(site, '/leaderboard?dimension=coding')).toEqual({
      status: 200,
      file: '/leaderboard/coding.json',
    });
    expect(await resolveRoute(site, '/leaderboard?dimension=longctx&run_id=1')).toEqual({
      status: 200,
      file: '/leaderboard/runs/1/longctx.json',
    });
    expect(await resolveRoute(site, '/v1/leaderboard?dimension=overall')).toEqual({
      status: 200,
      file: '/v1/leaderboard/overall.json',
    });
    expect(await resolveRoute(site, '/v1/leaderboard?dimension=knowledge&limit=1')).toEqual({
      status: 200,
      file: '/v1/leaderboard/knowledge/1.json',
    });
    // coding ranks by execution_raw; knowledge has no v6 field, so every score is null and ties fall back to overall.
    expect(
      (await built.json('leaderboard/coding.json')).rankings.map((r: { slug: string; score: number }) => [
        r.slug,
        r.score,
      ]),
    ).toEqual([
      ['a', 82],
      ['b', 70],
    ]);
    expect(
      (await built.json('v1/leaderboard/knowledge.json')).rankings.map((r: { slug: string; score: null }) => [
        r.slug,
        r.score,
      ]),
    ).toEqual([
      ['b', null],
      ['a', null],
    ]);
  });

  it('sends Deprecation, Sunset and Link with every file that carries compat fields, and no other', async () => {
    const headers = await built.text('_headers');
    for (const pattern of ['/leaderboard/*', '/v1/leaderboard/*', '/v1/models/*', '/v1/runs/*']) {
      // Every entry of /v1/ also has its hour of caching (the legacy API's comes from the rule for every file).
      const cache = pattern.startsWith('/v1/') ? ['  Cache-Control: public, max-age=3600'] : [];
      expect(ruleBlock(headers, pattern)).toBe(
        [pattern, ...cache, '  Content-Type: application/json; charset=utf-8', ...DEPRECATION_HEADERS].join('\n'),
      );
    }
    // The CSV rows carry the same fields; their content type comes from the /v1/csv/* rule.
    for (const pattern of ['/v1/csv/leaderboard/*', '/v1/csv/runs/*']) {
      expect(ruleBlock(headers, pattern)).toBe([pattern, ...DEPRECATION_HEADERS].join('\n'));
    }
    expect(headers.match(/Deprecation:/g)).toHaveLength(6);
    expect(ruleBlock(headers, '/v1/changes/*')).not.toContain('Deprecation');
  });

  it('names the legacy values among the allowed v1 dimensions until the sunset', async () => {
    expect(await resolveRoute(site, '/v1/leaderboard?dimension=speed')).toEqual({
      status: 400,
      file: '/v1/errors/leaderboard-dimension.json',
    });
    expect(await built.text('v1/errors/leaderboard-dimension.json')).toBe(
      '{"status":"error","error":"parameter \'dimension\' must be one of core_overall_display, execution_raw, grounding_raw; until 2026-06-30 also the deprecated coding, knowledge, longctx, overall"}\n',
    );
  });

  it('publishes the deprecation notice the Link points to', async () => {
    expect(await built.json('v1/deprecations/v5.json')).toMatchObject({
      status: 'ok',
      sunset: '2026-06-30',
      retired: false,
    });
  });
});

describe('v5 compatibility the day after the sunset (--now 2026-07-01)', async () => {
  const built = await buildFixture(FIXTURE, { now: AFTER_SUNSET });
  const site = await servedSite(built.outDir);

  it('drops the compat fields', async () => {
    const legacy = await built.json('leaderboard/core_overall_display.json');
    const v1 = await built.json('v1/leaderboard/core_overall_display.json');
    const profile = await built.json('v1/models/a.json');
    for (const fields of [Object.keys(legacy.rankings[0]), Object.keys(v1.rankings[0]), Object.keys(profile.scores)]) {
      expect(fields.filter((f) => COMPAT_FIELDS.includes(f) || f.startsWith('shadow_'))).toEqual([]);
    }
    expect(Object.keys(profile.scores)).toHaveLength(9);
  });

  it('treats legacy values as unknown on the legacy API: the overall ranking answers', async () => {
    expect(await resolveRoute(site, '/leaderboard?dimension=coding')).toEqual({
      status: 200,
      file: '/leaderboard/core_overall_display.json',
    });
    expect(await resolveRoute(site, '/leaderboard?dimension=overall&run_id=1')).toEqual({
      status: 200,
      file: '/leaderboard/runs/1/core_overall_display.json',
    });
    await expect(built.text('leaderboard/coding.json')).rejects.toThrow(/ENOENT/);
  });

  it.each([
    ['coding', "dimension 'coding' was retired on 2026-06-30; use 'execution_raw'"],
    ['longctx', "dimension 'longctx' was retired on 2026-06-30; use 'grounding_raw'"],
    ['overall', "dimension 'overall' was retired on 2026-06-30; use 'core_overall_display'"],
    [
      'knowledge',
      "dimension 'knowledge' was retired on 2026-06-30 and has no v6 replacement; use one of core_overall_display, execution_raw, grounding_raw",
    ],
  ])('answers v1 dimension=%s with 400 naming the replacement', async (name, message) => {
    const file = `/v1/errors/retired-dimension-${name}.json`;
    expect(await resolveRoute(site, `/v1/leaderboard?dimension=${name}`)).toEqual({ status: 400, file });
    expect(await resolveRoute(site, `/v1/leaderboard?dimension=${name}&limit=3`)).toEqual({ status: 400, file });
    expect(await built.text(file.slice(1))).toBe(`${JSON.stringify({ status: 'error', error: message })}\n`);
  });

  it('sends no deprecation headers at all', async () => {
    const headers = await built.text('_headers');
    expect(headers).not.toMatch(/^\s+(Deprecation|Sunset|Link):/m);
    expect(ruleBlock(headers, '/v1/models/*')).toBe(
      '/v1/models/*\n  Cache-Control: public, max-age=3600\n  Content-Type: application/json; charset=utf-8',
    );
  });

  it('marks the notice as retired', async () => {
    expect(await built.json('v1/deprecations/v5.json')).toMatchObject({ sunset: '2026-06-30', retired: true });
  });
});

describe('the sunset instant and where "now" comes from', () => {
  it('closes the window at 00:00 UTC of the sunset date', () => {
    expect(isCompatActive(new Date('2026-06-29T23:59:59.999Z'), '2026-06-30')).toBe(true);
    expect(isCompatActive(new Date('2026-06-30T00:00:00Z'), '2026-06-30')).toBe(false);
  });

  it('follows compat.sunset of site.json and the base path in the Link', async () => {
    const later = {
      ...FIXTURE,
      'site.json': { ...(FIXTURE['site.json'] as object), base_path: '/lb/', compat: { sunset: '2026-12-31' } },
    };
    const built = await buildFixture(later, { now: AFTER_SUNSET });
    const headers = await built.text('_headers');
    expect(ruleBlock(headers, '/lb/v1/models/*')).toContain(
      '  Sunset: Thu, 31 Dec 2026 00:00:00 GMT\n  Link: </lb/v1/deprecations/v5.json>; rel="deprecation"',
    );
    expect((await built.json('v1/models/a.json')).scores).toMatchObject(COMPAT_A);
  });

  it('takes SOURCE_DATE_EPOCH when --now is absent, and --now over it', async () => {
    const source = await buildFixture(FIXTURE);
    const build = (out: string, args: string[], epoch: string) =>
      spawnSync(process.execPath, ['scripts/build.ts', '--data', source.dataDir, '--out', out, ...args], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, SOURCE_DATE_EPOCH: epoch },
      });
    const root = await tempDir();
    const beforeEpoch = String(Date.parse('2026-06-29T12:00:00Z') / 1000);
    expect(build(path.join(root, 'epoch'), [], beforeEpoch).status).toBe(0);
    expect(await readFile(path.join(root, 'epoch/_headers'), 'utf8')).toContain(
      'Sunset: Tue, 30 Jun 2026 00:00:00 GMT',
    );
    expect(build(path.join(root, 'flag'), ['--now', '2026-07-01'], beforeEpoch).status).toBe(0);
    expect(await readFile(path.join(root, 'flag/_headers'), 'utf8')).not.toMatch(/^\s+Sunset:/m);
  });
});
