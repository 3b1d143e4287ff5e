// The OpenAPI document: valid for a maintained validator, covering every API path of the route table, and
// honest: each example is what the real serve command answers to the request the example names. Its reference
// page in a browser: openapi-reference-page.test.ts.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { truncateExample } from '../scripts/render/openapi/examples.ts';
import {
  AFTER_SUNSET,
  BEFORE_SUNSET,
  buildFixture,
  dataset,
  model,
  result,
  run,
  sharedSampleData,
} from './helpers/fixtures.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';

interface Example {
  summary?: string;
  value?: unknown;
  externalValue?: string;
}

/** Every (path, status, media type, example) of the document. */
function examplesOf(doc: any): { path: string; status: string; type: string; example: Example }[] {
  const out = [];
  for (const [p, item] of Object.entries<any>(doc.paths)) {
    for (const [status, response] of Object.entries<any>(item.get.responses)) {
      for (const [type, media] of Object.entries<any>(response.content ?? {})) {
        for (const example of Object.values<Example>(media.examples ?? {}))
          out.push({ path: p, status, type, example });
      }
    }
  }
  return out;
}

describe.each([
  ['after the v5 sunset', AFTER_SUNSET],
  ['before the v5 sunset', BEFORE_SUNSET],
])('/openapi.json of the sample data, %s', (_, now) => {
  let outDir: string;
  let doc: any;
  let server: RunningServer;

  beforeAll(async () => {
    outDir = await sharedSampleData(now);
    doc = JSON.parse(await readFile(path.join(outDir, 'openapi.json'), 'utf8'));
    server = await startServe(outDir, ['--rate-limit', '0']);
  });
  afterAll(() => server?.stop());

  it('is a valid OpenAPI 3.1 document (@readme/openapi-parser) without warnings', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc));
    expect(result).toMatchObject({ valid: true, warnings: [] });
  });

  it('documents every API path of the route table, with its parameters, statuses, CORS and rate limit', async () => {
    const table = JSON.parse(await readFile(path.join(outDir, '_route-table.json'), 'utf8'));
    // Redirects (a page's or the reference's address without its slash) are no API operations; CSV answers are
    // operations at their canonical addresses (the files below).
    const apiPaths = [
      ...new Set<string>(
        table.routes.filter((r: any) => r.status !== 308 && !r.to.endsWith('.csv')).map((r: any) => r.path),
      ),
    ]
      .filter((p) => !p.endsWith('*'))
      .map((p) => p.replace(/:([a-z_]+)/g, '{$1}'));
    const files = [
      '/feed.atom',
      '/feed.json',
      '/v1/csv/history.csv',
      '/v1/history/{year}.json',
      '/v1/csv/history/{year}.csv',
      '/badges/{slug}.svg',
      '/v1/deprecations/v5.json',
      '/v1/csv/leaderboard/{dimension}.csv',
      '/v1/csv/leaderboard/{dimension}/{limit}.csv',
      '/v1/csv/runs/{run_id}.csv',
      '/v1/csv/prices.csv',
      '/v1/csv/stability.csv',
      '/v1/csv/models.csv',
      '/v1/dcd/csv/{run_id}.csv',
    ];
    expect(Object.keys(doc.paths).sort()).toEqual([...apiPaths, ...files].sort());
    for (const item of Object.values<any>(doc.paths)) {
      expect(item.get.summary.length).toBeGreaterThan(3);
      expect(item.get.description.length).toBeGreaterThan(20);
    }
    const leaderboard = doc.paths['/v1/leaderboard'].get;
    expect(leaderboard.parameters).toEqual([
      expect.objectContaining({
        name: 'dimension',
        in: 'query',
        required: false,
        schema: {
          type: 'string',
          enum: [
            'core_overall_display',
            'execution_raw',
            'grounding_raw',
            ...(now === BEFORE_SUNSET ? ['coding', 'knowledge', 'longctx', 'overall'] : []),
          ],
          default: 'core_overall_display',
        },
      }),
      expect.objectContaining({
        name: 'limit',
        schema: { type: 'integer', minimum: 1, maximum: 50 },
        description: 'How many entries to answer at most. From 1 to 50; without it, every entry.',
      }),
      // JSON only: the CSV has operations of its own, so a generated client's body type is the JSON one.
      expect.objectContaining({ name: 'format', schema: { type: 'string', enum: ['json'], default: 'json' } }),
    ]);
    expect(Object.keys(leaderboard.responses['200'].content)).toEqual(['application/json']);
    expect(Object.keys(leaderboard.responses).sort()).toEqual(['200', '400', '404', '405', '429']);
    expect(leaderboard.parameters[0].description).toContain(
      now === BEFORE_SUNSET
        ? 'Deprecated: the v5 values coding, knowledge, longctx and overall are answered until 2026-06-30.'
        : 'The v5 values coding, knowledge, longctx and overall were retired on 2026-06-30: answered 400 naming the replacement.',
    );
    expect(leaderboard.responses['200'].headers).toMatchObject({
      'Access-Control-Allow-Origin': { $ref: '#/components/headers/Access-Control-Allow-Origin' },
      RateLimit: { $ref: '#/components/headers/RateLimit' },
      'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
    });
    expect(leaderboard.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/V1Leaderboard',
    });
    // Without model, /v1/changes answers every model's changes; with it, one model's: both shapes are named.
    expect(doc.paths['/v1/changes'].get.responses['200'].content['application/json'].schema).toEqual({
      oneOf: [{ $ref: '#/components/schemas/V1ModelChanges' }, { $ref: '#/components/schemas/V1Changes' }],
    });
    // A model's slug is a pattern, not today's list of models.
    expect(doc.paths['/v1/models/{slug}'].get.parameters[0].schema).toEqual({
      type: 'string',
      pattern: '^[a-z0-9]+(?:[.-][a-z0-9]+)*$',
      examples: ['aldervane-orbit-4'],
    });
    expect(doc.paths['/leaderboard'].get.responses['429']).toBeUndefined();
    expect(doc.components.responses.RateLimited.headers).toEqual({
      'Access-Control-Allow-Origin': { $ref: '#/components/headers/Access-Control-Allow-Origin' },
      'Cache-Control': { $ref: '#/components/headers/Cache-Control' },
      'Retry-After': { $ref: '#/components/headers/Retry-After' },
      RateLimit: { $ref: '#/components/headers/RateLimit' },
      'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
    });
    expect(doc.paths['/v1/dcd'].get['x-experimental']).toBe(true);
    expect(Object.keys(doc.paths['/v1/dcd'].get.responses['200'].content)).toEqual(['application/json']);
    const casesLimit = doc.paths['/v1/dcd/cases'].get.parameters.find((p: any) => p.name === 'limit');
    expect([casesLimit.schema.default, casesLimit.description]).toEqual([
      20,
      'How many entries to answer at most. From 1 to 100; 20 without it.',
    ]);
    expect(doc.info.description).toContain('Access-Control-Allow-Origin: *');
    expect(doc.info.description).toContain('60 requests per 60 s per client');
    expect(doc.info.description).toContain('see /v1/deprecations/v5.json');
    expect(doc.security).toEqual([]);
    expect(doc.info.license).toEqual({ name: 'CC-BY-4.0', identifier: 'CC-BY-4.0' });
    expect(doc.components.schemas.V1Leaderboard.properties.rankings.items.properties.rank_change.description).toBe(
      'previous_rank − rank: positive means the model moved up; null for an entrant',
    );
    // Only the standard JSON Schema formats: strict validators know every one.
    const formats = new Set([...JSON.stringify(doc).matchAll(/"format":"([^"]+)"/g)].map((m) => m[1]));
    expect([...formats].filter((f) => !['date-time', 'date', 'uri', 'email'].includes(f!))).toEqual([]);
  });

  it('every example is the real answer of the request it names (status and body, over HTTP)', async () => {
    const examples = examplesOf(doc);
    expect(examples.length).toBeGreaterThan(30);
    let truncated = 0;
    for (const { status, type, example } of examples) {
      const url = /^GET (\S+)$/.exec(example.summary ?? '')?.[1];
      expect(url, JSON.stringify(example.summary)).toBeDefined();
      const response = await fetch(`${server.url}${url}`);
      expect(`${url} → ${response.status}`).toBe(`${url} → ${status}`);
      expect(response.headers.get('content-type')).toContain(type);
      const body = type === 'application/json' ? await response.json() : await response.text();
      // A large answer is shown by its first entries, cut the documented way; nothing is fetched from elsewhere.
      expect(example.externalValue).toBeUndefined();
      if ((example as any)['x-truncated'] === true) truncated++;
      expect(example.value, url).toEqual((example as any)['x-truncated'] === true ? truncateExample(body) : body);
    }
    expect(truncated).toBeGreaterThan(0);
  });
});

describe('/openapi.json under a base path', () => {
  it('names the base path as its first server, so clients and the reference page call the site they read', async () => {
    const built = await buildFixture(
      dataset({ models: [model('alpha')], runs: [run(1, '2026-01-05T12:00:00Z', [result('alpha', 1, 2)])] }),
      { basePath: '/lb/' },
    );
    const doc = await built.json('openapi.json');
    expect(doc.servers).toEqual([
      { url: '/lb/', description: 'The site serving this document' },
      { url: 'https://fixture.example/lb', description: 'Fixture Leaderboard' },
    ]);
    expect(doc.info.title).toBe('Fixture Leaderboard API');
  });
});
