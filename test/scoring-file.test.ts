// A publisher's `data/scoring.json` (scripts/data/scoring-file.ts): every problem of the file refused as an error,
// at once, with its exact message; nothing guessed; a bad file never reaches the output. Then the run files checked
// against a valid custom scoring, and `npm run check` reporting the file's problems.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../scripts/data/issues.ts';
import { loadDataFiles } from '../scripts/data/load.ts';
import { validateDataset } from '../scripts/data/validate.ts';
import {
  buildFixture,
  dataset,
  type FixtureFiles,
  model,
  ROOT,
  run,
  tempDir,
  writeDataset,
} from './helpers/fixtures.ts';
import { expectSameTree, readTree } from './helpers/tree.ts';

/** A small custom scoring: two weighted fields, an optional lower-is-better one, a label the overall is capped by. */
const SCORING = {
  fields: [
    {
      key: 'resolved',
      label: 'Resolved',
      describes: 'Share of the tasks resolved',
      better: 'higher',
      min: 0,
      max: 100,
      unit: '%',
      decimals: 1,
      ranking: { page: 'resolved', explains: 'Resolved: the share of tasks resolved.' },
    },
    {
      key: 'first_try',
      label: 'First try',
      describes: 'Share of the tasks solved by the first patch',
      better: 'higher',
      min: 0,
      max: 100,
    },
    {
      key: 'cost',
      label: 'Cost',
      describes: 'US dollars for the whole suite',
      better: 'lower',
      min: 0,
      optional: true,
      ranking: { page: 'cost', explains: 'Cost: US dollars for the suite; lower is better.' },
    },
  ],
  labels: [{ key: 'sandbox', label: 'Sandbox', values: ['contained', 'escaped'] }],
  overall: {
    label: 'Agent score',
    weights: { resolved: 0.7, first_try: 0.3 },
    cap: { label: 'sandbox', equals: 'escaped', at: 40, reason: 'the agent wrote outside its sandbox' },
  },
};

/** A scoring file as a publisher writes it, right or wrong. */
type ScoringJson = any;

/** The scoring with `change` applied to a copy of it. */
function scoringWith(change: (scoring: ScoringJson) => void): ScoringJson {
  const scoring = structuredClone(SCORING);
  change(scoring);
  return scoring;
}

/** A result under the scoring: every field and label given, `extra` over them (undefined leaves a member out). */
function result(slug: string, extra: Record<string, unknown> = {}) {
  return { model: slug, resolved: 70, first_try: 50, cost: 3.5, sandbox: 'contained', ...extra };
}

/** Two models and one run of their results, with `scoring` (a value, or raw text) as data/scoring.json. */
function files(
  scoring: unknown,
  results: unknown[] = [result('alpha'), result('beta', { resolved: 60 })],
): FixtureFiles {
  return {
    ...dataset({
      models: [model('alpha'), model('beta')],
      runs: [run(1, '2026-01-05T12:00:00Z', results)],
    }),
    'scoring.json': scoring,
  };
}

/** The data folder validated as `npm run check` does: its errors and warnings as the operator reads them. */
async function validate(data: FixtureFiles) {
  const dir = path.join(await tempDir(), 'data');
  await writeDataset(dir, data);
  const checked = validateDataset(await loadDataFiles(dir));
  return {
    valid: checked.dataset !== null,
    errors: checked.errors.map((e) => formatIssue(e, 'data')),
    warnings: checked.warnings.map((w) => formatIssue(w, 'data')),
  };
}

/** The errors of a dataset whose scoring.json is `scoring`: it must not validate. */
async function scoringErrors(scoring: unknown): Promise<string[]> {
  const checked = await validate(files(scoring));
  expect(checked.valid).toBe(false);
  return checked.errors;
}

const RESERVED_KEYS =
  'model, slug, name, provider, provider_id, rank, score, previous_rank, rank_change, score_change, ci95, rank_range, rank_best, rank_worst, core_overall_raw, core_overall_display, value, stability, pricing, input_per_mtok, output_per_mtok, released, open_weights, license, context_window, run_id, run_kind, published_at, week';
const RESERVED_PAGES = 'value, stability, rankings, models, providers, compare, weeks, runs, dcd, api';

describe('a valid data/scoring.json', () => {
  it('validates the runs that match it, with neither error nor warning', async () => {
    expect(await validate(files(SCORING))).toEqual({ valid: true, errors: [], warnings: [] });
  });
});

describe('data/scoring.json refused', () => {
  it('refuses a member the file does not take as an error, not a warning, and names the one it meant', async () => {
    const checked = await validate(
      files(
        scoringWith((s) => {
          s.fields[0].lable = 'Resolved';
        }),
      ),
    );
    expect(checked).toEqual({
      valid: false,
      errors: [
        'data/scoring.json → fields[0]: expected only the members the scoring file takes, found "lable"; did you mean "label"?',
      ],
      warnings: [],
    });
  });

  it('refuses an unknown member at the top of the file', async () => {
    expect(
      await scoringErrors(
        scoringWith((s) => {
          s.weights = { resolved: 1 };
        }),
      ),
    ).toEqual(['data/scoring.json: expected only the members the scoring file takes, found "weights"']);
  });

  it('refuses a JSON key written twice in one object (the last would silently win)', async () => {
    const text = JSON.stringify(SCORING, null, 2).replace('"key": "first_try",', '"key": "first_try",\n"key": "cost",');
    expect(text).not.toBe(JSON.stringify(SCORING, null, 2));
    expect(await scoringErrors(text)).toEqual([
      'data/scoring.json → fields[1].key: expected each key once in an object, found "key" again',
    ]);
  });

  it('refuses two fields with the same key', async () => {
    const scoring = scoringWith((s) => {
      s.fields[2].key = 'first_try';
    });
    expect(await scoringErrors(scoring)).toEqual([
      'data/scoring.json → fields[2].key: expected a key no other field or label has, found "first_try" (also fields[1])',
    ]);
  });

  it('refuses a label with the key of a field', async () => {
    const scoring = scoringWith((s) => {
      s.labels[0].key = 'cost';
      s.overall.cap.label = 'cost';
    });
    expect(await scoringErrors(scoring)).toEqual([
      'data/scoring.json → labels[0].key: expected a key no other field or label has, found "cost" (also fields[2])',
    ]);
  });

  it('refuses a key that rows already have (rank, slug, core_overall_display) and one ending in "_ci95"', async () => {
    const extra = (key: string) => ({ key, label: key, describes: 'x', better: 'higher' });
    const scoring = scoringWith((s) => {
      s.fields[2].key = 'rank';
      s.fields.push(extra('core_overall_display'), extra('first_try_ci95'));
      s.labels[0].key = 'slug';
      s.overall.cap.label = 'slug';
    });
    expect(await scoringErrors(scoring)).toEqual([
      `data/scoring.json → fields[2].key: expected a key that answers do not already use (${RESERVED_KEYS}), found "rank"`,
      `data/scoring.json → fields[3].key: expected a key that answers do not already use (${RESERVED_KEYS}), found "core_overall_display"`,
      'data/scoring.json → fields[4].key: expected a key that does not end in "_ci95" (the CSV\'s interval columns), found "first_try_ci95"',
      `data/scoring.json → labels[0].key: expected a key that answers do not already use (${RESERVED_KEYS}), found "slug"`,
    ]);
  });

  it('refuses a weight on a field where lower is better', async () => {
    const scoring = scoringWith((s) => {
      s.overall.weights.cost = 0.1;
    });
    expect(await scoringErrors(scoring)).toEqual([
      'data/scoring.json → overall.weights.cost: expected a field whose "better" is "higher" (an overall of scores and costs would need a rule of its own), found "cost", whose "better" is "lower"',
    ]);
  });

  it('refuses a weight on a field the scoring does not have', async () => {
    const scoring = scoringWith((s) => {
      s.overall.weights.speed = 0.1;
    });
    expect(await scoringErrors(scoring)).toEqual([
      'data/scoring.json → overall.weights.speed: expected the key of a score field ("resolved" | "first_try" | "cost"), found "speed"',
    ]);
  });

  it('refuses an overall without any weight, and a weight of 0', async () => {
    const empty = scoringWith((s) => {
      s.overall.weights = {};
    });
    expect(await scoringErrors(empty)).toEqual([
      'data/scoring.json → overall.weights: expected at least one field and its weight, found an empty object',
    ]);
    const zero = scoringWith((s) => {
      s.overall.weights.first_try = 0;
    });
    expect(await scoringErrors(zero)).toEqual([
      'data/scoring.json → overall.weights.first_try: expected a number > 0, found 0',
    ]);
  });

  it('refuses a range whose min is not below its max', async () => {
    const equal = scoringWith((s) => {
      s.fields[1].min = 100;
    });
    expect(await scoringErrors(equal)).toEqual([
      'data/scoring.json → fields[1].max: expected a number above min (100), found 100',
    ]);
    const above = scoringWith((s) => {
      s.fields[0].min = 150;
    });
    expect(await scoringErrors(above)).toEqual([
      'data/scoring.json → fields[0].max: expected a number above min (150), found 100',
    ]);
  });

  it.each([
    ['fields[0]', 5],
    ['fields[1]', -1],
    ['overall', 1.5],
  ])('refuses %s.decimals of %d', async (at, decimals) => {
    const scoring = scoringWith((s) => {
      if (at === 'overall') s.overall.decimals = decimals;
      else s.fields[Number(at.slice(7, -1))].decimals = decimals;
    });
    expect(await scoringErrors(scoring)).toEqual([
      `data/scoring.json → ${at}.decimals: expected a whole number of decimals from 0 to 4, found ${decimals}`,
    ]);
  });

  it('refuses a cap on a label the scoring does not have', async () => {
    const misspelt = scoringWith((s) => {
      s.overall.cap.label = 'sandbx';
    });
    expect(await scoringErrors(misspelt)).toEqual([
      'data/scoring.json → overall.cap.label: expected the key of a label ("sandbox"), found "sandbx"',
    ]);
    const noLabels = scoringWith((s) => {
      delete s.labels;
    });
    expect(await scoringErrors(noLabels)).toEqual([
      'data/scoring.json → overall.cap.label: expected the key of a label (the scoring has none), found "sandbox"',
    ]);
  });

  it("refuses a cap whose equals is not one of the label's values", async () => {
    const scoring = scoringWith((s) => {
      s.overall.cap.equals = 'leaked';
    });
    expect(await scoringErrors(scoring)).toEqual([
      'data/scoring.json → overall.cap.equals: expected one of the label\'s values ("contained" | "escaped"), found "leaked"',
    ]);
  });

  it("refuses a ranking page that is another field's page", async () => {
    const scoring = scoringWith((s) => {
      s.fields[2].ranking.page = 'resolved';
    });
    expect(await scoringErrors(scoring)).toEqual([
      'data/scoring.json → fields[2].ranking.page: expected a page name no other field has, found "resolved" (also fields[0].ranking.page)',
    ]);
  });

  it.each(['value', 'stability'])('refuses a ranking page named %s (the site has it already)', async (page) => {
    const scoring = scoringWith((s) => {
      s.fields[2].ranking.page = page;
    });
    expect(await scoringErrors(scoring)).toEqual([
      `data/scoring.json → fields[2].ranking.page: expected a page name the site does not already use (${RESERVED_PAGES}), found "${page}"`,
    ]);
  });

  it('never guesses a direction: "better" missing is refused, and so is "up"', async () => {
    // Both on a weighted field: its own problem is the only one, its weight adds none.
    const missing = scoringWith((s) => {
      delete s.fields[1].better;
    });
    expect(await scoringErrors(missing)).toEqual([
      'data/scoring.json → fields[1].better: expected "higher" | "lower", found nothing (the field is missing)',
    ]);
    const up = scoringWith((s) => {
      s.fields[1].better = 'up';
    });
    expect(await scoringErrors(up)).toEqual([
      'data/scoring.json → fields[1].better: expected "higher" | "lower", found "up"',
    ]);
  });

  it('reports every problem at once, in the order of the file', async () => {
    const scoring = scoringWith((s) => {
      s.fields[0].lable = 'Resolved';
      s.fields[2].better = 'down';
      s.overall.cap.equals = 'leaked';
    });
    expect(await scoringErrors(scoring)).toEqual([
      'data/scoring.json → fields[0]: expected only the members the scoring file takes, found "lable"; did you mean "label"?',
      'data/scoring.json → fields[2].better: expected "higher" | "lower", found "down"',
      'data/scoring.json → overall.cap.equals: expected one of the label\'s values ("contained" | "escaped"), found "leaked"',
    ]);
  });

  it("reports the scoring's problems alone: the runs are not checked against a scoring that has some", async () => {
    const scoring = scoringWith((s) => {
      s.fields[1].better = 'up';
    });
    const checked = await validate(files(scoring, [result('alpha', { resolved: 'high' })]));
    expect(checked.errors).toEqual(['data/scoring.json → fields[1].better: expected "higher" | "lower", found "up"']);
  });

  it('leaves the previous build untouched', async () => {
    const good = await buildFixture(files(SCORING));
    expect(good.result.ok).toBe(true);
    const before = await readTree(good.outDir);
    const index = await good.text('index.html');
    const published = await good.text('v1/scoring.json');
    expect(published).toContain('"first_try"');

    const bad = scoringWith((s) => {
      s.fields[0].decimals = 5;
    });
    const rebuilt = await buildFixture(files(bad), { outDir: good.outDir });
    expect(rebuilt.result.ok).toBe(false);
    if (rebuilt.result.ok) return;
    expect(rebuilt.result.errors.map((e) => formatIssue(e, 'data'))).toEqual([
      'data/scoring.json → fields[0].decimals: expected a whole number of decimals from 0 to 4, found 5',
    ]);
    expect(await good.text('index.html')).toBe(index);
    expect(await good.text('v1/scoring.json')).toBe(published);
    expect(expectSameTree(before, await readTree(good.outDir))).toEqual([]);
  });
});

describe('run files checked against a custom scoring', () => {
  it('refuses a value out of its range', async () => {
    const checked = await validate(files(SCORING, [result('alpha', { resolved: 140 }), result('beta')]));
    expect(checked.errors).toEqual([
      'data/runs/1.json → results[0] (model "alpha").resolved: expected a number ≤ 100, found 140',
    ]);
  });

  it('refuses a negative value of a field whose min is 0, where lower is better', async () => {
    const checked = await validate(files(SCORING, [result('alpha'), result('beta', { cost: -1 })]));
    expect(checked.errors).toEqual([
      'data/runs/1.json → results[1] (model "beta").cost: expected a number ≥ 0, found -1',
    ]);
  });

  it('refuses a result without a required field', async () => {
    const checked = await validate(files(SCORING, [result('alpha', { first_try: undefined }), result('beta')]));
    expect(checked.errors).toEqual([
      'data/runs/1.json → results[0] (model "alpha").first_try: expected a number, found nothing (the field is missing)',
    ]);
  });

  it("refuses a label value not in the label's list", async () => {
    const checked = await validate(files(SCORING, [result('alpha'), result('beta', { sandbox: 'leaked' })]));
    expect(checked.errors).toEqual([
      'data/runs/1.json → results[1] (model "beta").sandbox: expected "contained" | "escaped", found "leaked"',
    ]);
  });

  it('accepts null for an optional field, and the field left out', async () => {
    const checked = await validate(
      files(SCORING, [result('alpha', { cost: null }), result('beta', { cost: undefined })]),
    );
    expect(checked).toEqual({ valid: true, errors: [], warnings: [] });
  });

  it('refuses null for a required field and a required label', async () => {
    const checked = await validate(
      files(SCORING, [result('alpha', { resolved: null }), result('beta', { sandbox: null })]),
    );
    expect(checked.errors).toEqual([
      'data/runs/1.json → results[0] (model "alpha").resolved: expected a number, found null',
      'data/runs/1.json → results[1] (model "beta").sandbox: expected "contained" | "escaped", found null',
    ]);
  });

  it('warns about a member the scoring does not name and never publishes it', async () => {
    const sentinel = 'UNNAMED-MEMBER-SENTINEL';
    const built = await buildFixture(
      files(SCORING, [result('alpha', { judge_notes: sentinel }), result('beta', { resolved: 60 })]),
    );
    expect(built.result.ok).toBe(true);
    expect(built.result.warnings.map((w) => formatIssue(w, 'data'))).toEqual([
      'data/runs/1.json → results[0] (model "alpha"): unknown field "judge_notes" ignored (never published)',
    ]);
    for (const [file, body] of await readTree(built.outDir)) {
      expect(body.includes(sentinel), file).toBe(false);
      expect(body.includes('judge_notes'), file).toBe(false);
    }
  });

  it('refuses a ci95 key that is not a score field, and a label as one', async () => {
    const checked = await validate(
      files(SCORING, [result('alpha', { ci95: { resolved: 2, speed: 1 } }), result('beta', { ci95: { sandbox: 1 } })]),
    );
    expect(checked.errors).toEqual([
      'data/runs/1.json → results[0] (model "alpha").ci95.speed: expected a score field\'s name (resolved, first_try, cost), found "speed"',
      'data/runs/1.json → results[1] (model "beta").ci95.sandbox: expected a score field\'s name (resolved, first_try, cost), found "sandbox"',
    ]);
  });
});

describe('npm run check with a bad data/scoring.json', () => {
  it('exits 1 and prints every problem of the file', async () => {
    const dir = path.join(await tempDir(), 'data');
    await writeDataset(
      dir,
      files(
        scoringWith((s) => {
          s.fields[1].better = 'up';
          s.overall.weights.speed = 1;
        }),
      ),
    );
    const checked = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'check.ts'), '--data', dir], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect([checked.status, checked.stdout]).toEqual([1, '']);
    expect(checked.stderr).toBe(
      [
        `error: ${dir}/scoring.json → fields[1].better: expected "higher" | "lower", found "up"`,
        `error: ${dir}/scoring.json → overall.weights.speed: expected the key of a score field ("resolved" | "first_try" | "cost"), found "speed"`,
        `2 problems in ${dir}; fix them and run the check again`,
        '',
      ].join('\n'),
    );
  }, 120_000);
});
