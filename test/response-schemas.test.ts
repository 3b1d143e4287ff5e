// Every file a build publishes as an API answer validates against the schema of its kind (strict: a field the
// schema does not name fails), is exactly the one serialiser's text of its value, and no API-looking file goes
// without a schema. Sample data on both sides of the
// v5 sunset, a fixture with edge cases (ties, a capped score, an entrant, a model without pricing, hostile
// strings) and the DCD fixture.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { responseKindOf, schemaOf } from '../scripts/schemas/responses.ts';
import { SPEC_SCORING } from '../scripts/schemas/spec-scoring.ts';
import { DCD_FIXTURE } from './helpers/dcd-fixtures.ts';
import {
  AFTER_SUNSET,
  BEFORE_SUNSET,
  buildFixture,
  dataset,
  type FixtureFiles,
  model,
  result,
  run,
  sharedSampleData,
} from './helpers/fixtures.ts';
import { schemaProblems } from './helpers/schema-problems.ts';

const HOSTILE = '</script><script>alert(1)</script><!-- \u202e"\'&\u2028';

const EDGE_CASES: FixtureFiles = dataset({
  models: [
    model('alpha', { pricing: null }),
    model('beta', { name: HOSTILE, provider: HOSTILE }),
    model('gamma'),
    model('delta', { pricing: { currency: 'USD', input_per_mtok: 0, output_per_mtok: 0 } }),
  ],
  runs: [
    run(1, '2026-01-05T12:00:00Z', [result('alpha', 80, 70), result('beta', 60, 90)]),
    run(2, '2026-01-12T12:00:00Z', [
      result('alpha', 80, 70),
      result('beta', 80, 70),
      result('gamma', 95, 95, 'fail'),
      result('delta', 10, 20, 'warn'),
    ]),
    run(3, '2026-01-13T12:00:00Z', [result('alpha', 1, 2)], { kind: 'partial' }),
    run(4, '2026-01-14T12:00:00Z', [result('alpha', 3, 4)], { status: 'draft' }),
  ],
  incidents: [
    {
      id: 'inc-1',
      model: 'beta',
      date: '2026-01-10',
      severity: 'major',
      status: 'open',
      title: HOSTILE,
      summary: HOSTILE,
    },
  ],
});

describe('response schemas', () => {
  it('the sample data, after and before the v5 sunset: every answer validates', async () => {
    for (const now of [AFTER_SUNSET, BEFORE_SUNSET]) {
      const built = await sharedSampleData(now);
      const { checked, problems } = await schemaProblems(built);
      expect(problems).toEqual([]);
      expect(checked).toBeGreaterThan(400);
    }
  });

  it('edge cases (ties, a capped score, an entrant, no pricing, hostile strings): every answer validates', async () => {
    for (const now of [AFTER_SUNSET, BEFORE_SUNSET]) {
      const built = await buildFixture(EDGE_CASES, { now });
      expect(built.result.ok).toBe(true);
      const { problems } = await schemaProblems(built.outDir);
      expect(problems).toEqual([]);
    }
  });

  it('the DCD fixture: every answer validates', async () => {
    const built = await buildFixture(DCD_FIXTURE);
    expect(built.result.ok).toBe(true);
    expect((await schemaProblems(built.outDir)).problems).toEqual([]);
  });

  it('is strict: a real answer with one more field, or one field missing, fails', async () => {
    const outDir = await sharedSampleData(AFTER_SUNSET);
    const file = '/v1/leaderboard/core_overall_display.json';
    const body = JSON.parse(await readFile(path.join(outDir, file), 'utf8'));
    const schema = schemaOf(responseKindOf(file)!, SPEC_SCORING);
    expect(schema?.safeParse(body).success).toBe(true);
    expect(schema?.safeParse({ ...body, surprise: 1 }).success).toBe(false);
    const { count: _, ...withoutCount } = body;
    expect(schema?.safeParse(withoutCount).success).toBe(false);
  });
});
