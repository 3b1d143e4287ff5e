// The second benchmark that ships (examples/coding-agent/data, written by `npm run seed -- --benchmark coding-agent`):
// it builds from a clone as any publisher's data would, every answer valid against the schemas of its own scoring,
// and nothing of the spec's benchmark anywhere a reader or a program looks: its fields' names and keys, DCD, the
// value ranking, the v5 fields. Its pages in a browser: test/example-benchmark-browser.test.ts.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import fg from 'fast-glob';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuildContext } from '../scripts/compute/context.ts';
import { loadDataFiles } from '../scripts/data/load.ts';
import { validateDataset } from '../scripts/data/validate.ts';
import { buildSite } from '../scripts/pipeline.ts';
import { type CardEncoder, renderCards } from '../scripts/render/cards/section.ts';
import { createRenderContext } from '../scripts/render/context.ts';
import { RENDER_EVERY_GROUP } from '../scripts/render/reuse.ts';
import { generateDataset } from '../seeds/generate.ts';
import { ROOT, tempDir } from './helpers/fixtures.ts';
import { schemaProblems } from './helpers/schema-problems.ts';

const DATA = path.join(ROOT, 'examples', 'coding-agent', 'data');
const NOW = new Date('2026-06-01T00:00:00Z');
/** The spec's benchmark in words and keys: none of it may show on another benchmark's site. */
const SPEC_WORDS =
  /execution|grounding|integrity|judgment|communication|recommend|\bdcd\b|constraint.retention|"coding"|longctx|"knowledge"/i;
/**
 * Code copied or bundled as it is (its comments and code name what it handles, for any site): the assets of public/,
 * the API reference's scripts, the host runtimes. Not pages or answers; the route table they read is searched.
 */
const CODE = [
  'site.js',
  'site.css',
  'widget.js',
  'widgets-demo.js',
  'widgets.css',
  'noscript.css',
  'docs/swagger-ui-*',
  '_worker.js',
  '_netlify/**',
];

let outDir: string;
beforeAll(async () => {
  outDir = path.join(await tempDir(), 'build');
  const built = await buildSite({
    dataDir: DATA,
    outDir,
    publicDir: path.join(ROOT, 'public'),
    now: NOW,
    cards: true,
  });
  if (!built.ok) throw new Error(JSON.stringify(built.errors));
  expect(built.warnings).toEqual([]);
});

describe('the example benchmark (coding agents)', () => {
  it('is what the generator writes: the committed files are seed --benchmark coding-agent --models 12 --runs 26', async () => {
    const files = generateDataset({ benchmark: 'coding-agent', models: 12, runs: 26 });
    for (const [file, text] of files) expect(await readFile(path.join(DATA, file), 'utf8'), file).toBe(text);
    const committed = await fg('**/*', { cwd: DATA });
    expect(committed.sort()).toEqual([...files.keys()].sort());
  });

  it('answers every request with a body valid against the schemas of its own scoring', async () => {
    const validated = validateDataset(await loadDataFiles(DATA));
    const { problems, checked } = await schemaProblems(outDir, validated.dataset!.scoring);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });

  it('names nothing of the spec’s benchmark in any page, answer, feed, badge, host file or card', async () => {
    const files = await fg('**/*', { cwd: outDir, ignore: [...CODE, 'cards/**'], dot: true });
    const found: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(outDir, file), 'utf8');
      const match = SPEC_WORDS.exec(text);
      if (match !== null) found.push(`${file}: …${text.slice(Math.max(0, match.index - 40), match.index + 40)}…`);
    }
    expect(found).toEqual([]);
    // The cards as drawn (their SVG), the same words.
    const validated = validateDataset(await loadDataFiles(DATA));
    const ctx = createRenderContext(createBuildContext(validated.dataset!, validated.store!, NOW), RENDER_EVERY_GROUP);
    const drawn: string[] = [];
    const encoder: CardEncoder = {
      identity: 'test',
      measure: (text, size) => text.length * size * 0.6,
      draw: (svgs) => {
        drawn.push(...svgs);
        return () => Promise.resolve(Buffer.alloc(0));
      },
    };
    renderCards(ctx, encoder);
    expect(drawn.length).toBeGreaterThan(20);
    expect(drawn.filter((svg) => SPEC_WORDS.test(svg))).toEqual([]);
    expect(drawn.some((svg) => svg.includes('Agent score') && svg.includes('%'))).toBe(true);
  });

  it('draws a preview card for each of its rankings, models and providers', async () => {
    const cards = await fg('cards/**/*.png', { cwd: outDir });
    expect(cards.filter((c) => c.startsWith('cards/rankings/')).sort()).toEqual([
      'cards/rankings/cost.png',
      'cards/rankings/latency.png',
      'cards/rankings/resolved.png',
      'cards/rankings/stability.png',
    ]);
    expect(cards.filter((c) => c.startsWith('cards/models/'))).toHaveLength(12);
    for (const card of cards) expect((await readFile(path.join(outDir, card))).subarray(1, 4).toString()).toBe('PNG');
  });

  it('publishes only what its data has: its rankings, no DCD, no value, no v5 notice', async () => {
    const pages = (await fg('rankings/*/index.html', { cwd: outDir })).sort();
    expect(pages).toEqual([
      'rankings/cost/index.html',
      'rankings/latency/index.html',
      'rankings/resolved/index.html',
      'rankings/stability/index.html',
    ]);
    const all = await fg('**/*', { cwd: outDir });
    expect(all.filter((f) => /(^|\/)dcd|prices|deprecations|value/.test(f))).toEqual([]);
  });

  it('writes costs and times where lower is better, a cost not recorded as an empty cell and last', async () => {
    const rows = parse(await readFile(path.join(outDir, 'v1/csv/leaderboard/cost.csv'), 'utf8'), {
      columns: true,
    }) as Record<string, string>[];
    const costs = rows.map((r) => r.cost);
    const known = costs.filter((c) => c !== '').map(Number);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(costs.at(-1)).toBe('');
    expect(rows.at(-1)!.rank).toBe(String(rows.length));
    const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
    expect(home).toMatch(/\$\d+\.\d\d<\/td>/);
    expect(home).toMatch(/\d+\.\d s<\/td>/);
    expect(home).toContain('Time per task<br><small>lower is better</small>');
  });
});
