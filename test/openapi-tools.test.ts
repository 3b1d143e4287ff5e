// The OpenAPI document as independent tools take it: Redocly CLI (recommended rules) and Spectral (spectral:oas)
// find nothing, and every JSON answer of the conformance table, sent by the real serve command, validates with
// ajv in strict JSON Schema 2020-12 mode (standard formats only) against the schema the document names for it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseKindOf } from '../scripts/schemas/responses.ts';
import { conformanceCases, listSiteFiles, readRouteTable } from './helpers/conformance-cases.ts';
import { AFTER_SUNSET, BEFORE_SUNSET, ROOT, sharedSampleData } from './helpers/fixtures.ts';
import { type RunningServer, startServe } from './helpers/serve.ts';

const BIN = path.join(ROOT, 'node_modules', '.bin');
/** The CLIs run offline: no telemetry, no update check. */
const OFFLINE = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

/** The document's schemas with their references as JSON Schema `$defs`, for a validator of plain JSON Schema. */
function asDefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asDefs);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string'
        ? item.replace('#/components/schemas/', 'openapi#/$defs/')
        : asDefs(item),
    ]),
  );
}

const SUNSETS = [
  ['after the v5 sunset', AFTER_SUNSET],
  ['before the v5 sunset', BEFORE_SUNSET],
] as const;

describe('the OpenAPI documents of the sample data, after and before the v5 sunset, in the linters', () => {
  let files: string[];

  beforeAll(async () => {
    files = await Promise.all(SUNSETS.map(async ([, now]) => path.join(await sharedSampleData(now), 'openapi.json')));
  });

  // Each linter takes both documents in one run: its start is most of its time.
  it('pass Redocly CLI with its recommended rules: no error, no warning', () => {
    const config = path.join(ROOT, 'test', 'openapi', 'redocly.yaml');
    const lint = spawnSync(path.join(BIN, 'redocly'), ['lint', ...files, '--config', config, '--format', 'json'], {
      encoding: 'utf8',
      env: OFFLINE,
      timeout: 120_000,
    });
    // One report a document, one after the other: `}` ends one on its own line and `{` starts the next.
    const reports = JSON.parse(`[${lint.stdout.replace(/^\}\{$/gm, '},{')}]`);
    expect(reports).toHaveLength(2);
    const problems = reports.flatMap((r: any) => r.problems.map((p: any) => `${p.severity} ${p.ruleId}: ${p.message}`));
    expect(problems).toEqual([]);
    expect(lint.status).toBe(0);
  });

  it('pass Spectral with spectral:oas: no error, no warning', () => {
    const ruleset = path.join(ROOT, 'test', 'openapi', 'spectral.yaml');
    const output = path.join(path.dirname(files[0]!), '..', 'spectral.json');
    const lint = spawnSync(
      path.join(BIN, 'spectral'),
      ['lint', ...files, '--ruleset', ruleset, '-f', 'json', '-F', 'hint', '-o', output],
      { encoding: 'utf8', env: OFFLINE, timeout: 120_000 },
    );
    const problems = JSON.parse(readFileSync(output, 'utf8')).map(
      (p: any) => `${p.source}: ${p.code}: ${p.message} at ${p.path.join('.')}`,
    );
    expect(problems).toEqual([]);
    expect(lint.status).toBe(0);
  });
});

describe.each(SUNSETS)('the OpenAPI document of the sample data, %s, against the serve command', (_, now) => {
  let outDir: string;
  let doc: any;
  let server: RunningServer;

  beforeAll(async () => {
    outDir = await sharedSampleData(now);
    doc = JSON.parse(await readFile(path.join(outDir, 'openapi.json'), 'utf8'));
    server = await startServe(outDir, ['--rate-limit', '0', '--quiet']);
  });
  afterAll(() => server?.stop());

  it('describes every JSON answer of the conformance table, as ajv validates in strict mode', async () => {
    // Strict, with the union types (`"type": ["number", "string"]`) JSON Schema has always allowed.
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
    formats.default(ajv);
    ajv.addSchema({ $id: 'openapi', $defs: asDefs(doc.components.schemas) });
    const validators = new Map<string, ReturnType<typeof ajv.compile>>();
    const validatorOf = (schema: unknown) => {
      const key = JSON.stringify(schema);
      let validate = validators.get(key);
      if (validate === undefined) {
        validate = ajv.compile(asDefs(schema) as object);
        validators.set(key, validate);
      }
      return validate;
    };
    const operations = Object.entries<any>(doc.paths).map(([template, item]) => ({
      pattern: new RegExp(`^${template.replace(/[.]/g, '\\\\.').replace(/\\{[a-z_]+\\}/g, '[^/]+')}$`),
      operation: item.get,
    }));
    const responseOf = (operation: any, status: number) => {
      const response = operation.responses[String(status)];
      return response?.$ref === undefined ? response : doc.components.responses[response.$ref.split('/').at(-1)];
    };
    const table = await readRouteTable(outDir);
    const cases = conformanceCases(table, await listSiteFiles(outDir), { perRoute: 3, canonical: 200 });
    const failures: string[] = [];
    let byOperation = 0;
    let bySchema = 0;
    for (const c of cases) {
      if (c.method !== 'GET' || c.status === 308) continue;
      const response = await fetch(`${server.url}${c.url}`, { redirect: 'manual' });
      if (!(response.headers.get('content-type') ?? '').startsWith('application/json')) continue;
      const body = await response.json();
      const sitePath = c.url.split('?')[0]!.replace(/(.)\/$/, '$1');
      // The document itself is checked by the linters above, not by a schema of its own.
      if (sitePath === '/openapi.json') continue;
      const documented = operations.find((o) => o.pattern.test(sitePath));
      let schema: unknown;
      if (documented !== undefined) {
        schema = responseOf(documented.operation, response.status)?.content?.['application/json']?.schema;
        if (schema === undefined) failures.push(`${c.url}: ${response.status} is not a documented JSON answer`);
        byOperation++;
      } else {
        // A canonical file: the schema the document has for its kind of answer.
        const kind = c.body === null ? null : responseKindOf(c.body);
        if (kind === null || doc.components.schemas[kind.name] === undefined) {
          failures.push(`${c.url}: no schema of the document describes ${c.body}`);
          continue;
        }
        schema = { $ref: `#/components/schemas/${kind.name}` };
        bySchema++;
      }
      if (schema === undefined) continue;
      const validate = validatorOf(schema);
      if (!validate(body)) failures.push(`${c.url}: ${ajv.errorsText(validate.errors)}`);
    }
    process.stdout.write(
      `openapi: ${byOperation + bySchema} JSON answers validated (${byOperation} by their operation, ${bySchema} canonical files by their schema)\n`,
    );
    expect(failures).toEqual([]);
    expect(byOperation).toBeGreaterThan(100);
  });
});
