// A model's facts (release day, open weights, licence, context window; scripts/schemas/model-fields.ts): checked
// in the model file, each refusal naming the file and the field; published in the profile, /v1/models and its CSV,
// null where the file gives none; shown on /models/ and the model page. Exact for a fixture of three models.
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../scripts/data/issues.ts';
import { parseCsvObjects } from './helpers/csv.ts';
import { buildFixture, dataset, model, result, run } from './helpers/fixtures.ts';

const FACTS = { released: '2025-09-16', open_weights: true, license: 'Apache-2.0', context_window: 131_072 };

const FIXTURE = dataset({
  models: [
    model('full', { name: 'Full', ...FACTS }),
    model('some', { name: 'Some', open_weights: false }),
    model('none', { name: 'None' }),
  ],
  runs: [run(1, '2026-06-01T12:00:00Z', [result('full', 80, 80), result('some', 70, 70), result('none', 60, 60)])],
});

const HEADER = 'slug,name,provider,rank,score,released,open_weights,license,context_window';

describe('model facts', async () => {
  const built = await buildFixture(FIXTURE);

  it('are in the profile as the file gives them, null where it gives none', async () => {
    const profile = (slug: string) => built.json(`v1/models/${slug}.json`);
    const pick = ({ released, open_weights, license, context_window }: Record<string, unknown>) => ({
      released,
      open_weights,
      license,
      context_window,
    });
    expect(pick(await profile('full'))).toEqual(FACTS);
    expect(pick(await profile('some'))).toEqual({
      released: null,
      open_weights: false,
      license: null,
      context_window: null,
    });
    expect(pick(await profile('none'))).toEqual({
      released: null,
      open_weights: null,
      license: null,
      context_window: null,
    });
  });

  it('are in /v1/models and its CSV (the models in slug order), the same rows without the links', async () => {
    const list = await built.get('/v1/models');
    expect(list.file).toBe('/v1/lists/models.json');
    const text = await built.text('v1/csv/models.csv');
    expect(text).toBe(
      [
        HEADER,
        '"full","Full","Fixture Labs",1,80,"2025-09-16",true,"Apache-2.0",131072',
        '"none","None","Fixture Labs",3,60,,,,',
        '"some","Some","Fixture Labs",2,70,,false,,',
        '',
      ].join('\r\n'),
    );
    const rows = list.body.models.map((m: Record<string, unknown>) =>
      Object.fromEntries(HEADER.split(',').map((key) => [key, m[key]])),
    );
    expect(parseCsvObjects(text)).toEqual(rows);
  });

  it('are shown on /models/ and on the model page', async () => {
    const index = await built.text('models/index.html');
    expect(index).toContain(
      '<th scope="col">Released</th><th scope="col">Open weights</th><th scope="col">Licence</th><th scope="col" class="n">Context window</th>',
    );
    expect(index).toContain(
      '<td><time datetime="2025-09-16">16 Sep 2025</time></td><td>yes</td><td><bdi>Apache-2.0</bdi></td><td class="n">131,072 tokens</td>',
    );
    expect(index).toContain('/v1/csv/models.csv');
    // What the filters read, on each row: open weights, release day, blended price ((3 × 1 + 5) ÷ 4).
    expect(index).toContain('<tr data-open="1" data-released="2025-09-16" data-price="2"><th scope="row">');
    expect(index).toContain('<tr data-open="0" data-price="2"><th scope="row">');
    expect(index).toContain('<tr data-price="2"><th scope="row"><a href="/models/none/"');
    expect(await built.text('index.html')).toContain(
      '<tr data-open="1" data-released="2025-09-16" data-price="2"><td class="n">1</td>',
    );
    expect(await built.text('models/full/index.html')).toContain(
      '<dl class="about"><div><dt>Released</dt><dd><time datetime="2025-09-16">16 Sep 2025</time></dd></div><div><dt>Open weights</dt><dd>yes</dd></div><div><dt>Licence</dt><dd><bdi>Apache-2.0</bdi></dd></div><div><dt>Context window</dt><dd>131,072 tokens</dd></div></dl>',
    );
    expect(await built.text('models/some/index.html')).toContain(
      '<dl class="about"><div><dt>Open weights</dt><dd>no</dd></div></dl>',
    );
    expect(await built.text('models/none/index.html')).not.toContain('class="about"');
  });

  it('refuse a value that fails its check, naming the file and the field', async () => {
    const bad = await buildFixture(
      dataset({
        models: [
          model('a', { released: '2026-02-30', open_weights: 'yes', license: 'x'.repeat(121), context_window: 0 }),
          model('b', { released: '16 Sep 2025', license: '  ', context_window: 1.5 }),
          model('c', { context_window: 100_000_001 }),
        ],
      }),
    );
    expect(bad.result.ok).toBe(false);
    if (bad.result.ok) return;
    expect(bad.result.errors.map((e) => formatIssue(e, 'data'))).toEqual([
      'data/models/a.json → released: expected a date that exists (February 2026 has 28 days), found "2026-02-30"',
      'data/models/a.json → open_weights: expected true or false, found "yes"',
      'data/models/a.json → license: expected a string of ≤ 120 characters, found a string of 121 characters',
      'data/models/a.json → context_window: expected a number ≥ 1, found 0',
      'data/models/b.json → released: expected a calendar date YYYY-MM-DD, found "16 Sep 2025"',
      'data/models/b.json → license: expected a non-empty string, found "  "',
      'data/models/b.json → context_window: expected an integer, found 1.5',
      'data/models/c.json → context_window: expected a number ≤ 100000000, found 100000001',
    ]);
  });
});
