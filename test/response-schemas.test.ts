// Every file a build publishes as an API answer validates against the schema of its kind (strict: a field the
// schema does not name fails), is exactly the one serialiser's text of its value, and no API-looking file goes
// without a schema. Sample data on both sides of the
// v5 sunset, a fixture with edge cases (ties, a capped score, an entrant, a model without pricing, hostile
// strings) and the DCD fixture.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { htmlSafeJson } from '../scripts/render/json.ts';
import { responseKindOf, schemaOf } from '../scripts/schemas/responses.ts';
import type { Scoring } from '../scripts/schemas/scoring.ts';
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

/**
 * Every problem of every file of a built site, against the schemas of its scoring (the spec's unless given):
 * `path: message` lines (empty when all validate).
 */
async function schemaProblems(
  outDir: string,
  scoring: Scoring = SPEC_SCORING,
): Promise<{ checked: number; problems: string[] }> {
  const files = (await fg('**/*', { cwd: outDir, dot: true })).sort();
  const problems: string[] = [];
  let checked = 0;
  for (const file of files) {
    const sitePath = `/${file}`;
    const kind = responseKindOf(sitePath);
    if (kind === null) {
      // Not an API answer: pages, scripts, host configuration. Anything else in an API folder is a gap.
      if (/^\/(v1|leaderboard|changes|errors|badges|shields)\/|^\/feed\./.test(sitePath))
        problems.push(`${sitePath}: no schema`);
      continue;
    }
    checked++;
    const schema = schemaOf(kind, scoring);
    if (schema === null) continue;
    const text = await readFile(path.join(outDir, file), 'utf8');
    const value = JSON.parse(text);
    // Rows spliced in pre-serialised must give exactly the bytes the one serialiser gives.
    if (text !== `${htmlSafeJson(value)}\n`) problems.push(`${sitePath}: not the canonical serialisation of its value`);
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${sitePath} ${issue.path.join('.')}: ${issue.message}`);
    }
  }
  return { checked, problems };
}

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
