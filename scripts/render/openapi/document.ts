// `/openapi.json`: an OpenAPI 3.1 description generated from the route table (paths, query parameters, every
// status a route can answer) and the response schemas (components), with real examples: each one is a built
// file, named by the request that gets it. Nothing here is written by hand twice. JSON operations answer JSON
// only; CSV answers are operations of their own at their canonical addresses (tag csv), so a generated client's
// types are the JSON bodies' by default.
import { z } from 'zod';
import type { Site } from '../../data/schema.ts';
import { SLUG_PATTERN } from '../../data/schema.ts';
import { withBasePath } from '../../routes/base-path.ts';
import { headersFor } from '../../routes/headers.ts';
import type { Route, RouteTable } from '../../routes/schema.ts';
import { placeholderName } from '../../routes/template.ts';
import { RESPONSE_KINDS, type ResponseKind, responseKindOf, schemaOf } from '../../schemas/responses.ts';
import type { Scoring } from '../../schemas/scoring.ts';
import { jsonFile } from '../json.ts';
import type { SiteFile } from '../types.ts';
import { type ExampleFiles, exampleOf, fileUrlPattern, wholeJsonOf } from './examples.ts';
import { isCsvRoute, parametersOf, requestsOf } from './parameters.ts';
import { OPERATION_TEXTS } from './texts.ts';

export const OPENAPI_FILE = '/openapi.json';

type Json = Record<string, unknown>;

const openApiPath = (template: string) =>
  template
    .split('/')
    .map((part) => {
      const name = placeholderName(part);
      return name === null ? part : `{${name}}`;
    })
    .join('/');

function tagOf(path: string): string {
  if (path.includes('.csv')) return 'csv';
  if (path.startsWith('/v1/dcd')) return 'dcd';
  if (path.startsWith('/v1')) return 'v1';
  if (path.startsWith('/leaderboard') || path.startsWith('/changes')) return 'legacy';
  return 'files';
}

const operationIdOf = (path: string) =>
  `get${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`;

const HEADER_DOCS: Record<string, Json> = {
  'Access-Control-Allow-Origin': {
    description: 'CORS: every answer may be read from any origin.',
    schema: { const: '*' },
  },
  'Cache-Control': {
    description: 'How long the answer may be cached: an hour for v1 answers, a minute for v1 errors.',
    schema: { type: 'string' },
  },
  'X-API-Status': { description: '"experimental": the DCD endpoints may change.', schema: { const: 'experimental' } },
  RateLimit: { description: 'Requests left in the window and seconds until it resets.', schema: { type: 'string' } },
  'RateLimit-Policy': {
    description: 'The per-client limit: requests (q) per window (w, seconds).',
    schema: { type: 'string' },
  },
  'Retry-After': { description: 'Seconds until a request is accepted again.', schema: { type: 'integer' } },
  Deprecation: {
    description: 'Before the v5 sunset: the answer carries deprecated v5 content.',
    schema: { type: 'string' },
  },
  Sunset: { description: 'When the deprecated v5 content goes away (HTTP date).', schema: { type: 'string' } },
  Link: { description: 'rel="deprecation": the deprecation notice.', schema: { type: 'string' } },
};

function headersOf(table: RouteTable, file: string, extra: readonly string[] = []): Json {
  const names = [...Object.keys(headersFor(table.headers, file)), ...extra];
  const out: Json = {};
  for (const name of names) if (HEADER_DOCS[name] !== undefined) out[name] = { $ref: `#/components/headers/${name}` };
  return out;
}

/** One body of one media type: its schema (one of several where routes of one path answer different shapes). */
function contentOf(mediaType: string, kinds: readonly ResponseKind[], examples: Json): Json {
  const refs = kinds.map((kind) =>
    kind.schema === null ? { type: 'string' } : { $ref: `#/components/schemas/${kind.name}` },
  );
  return { [mediaType]: { schema: refs.length === 1 ? refs[0] : { oneOf: refs }, examples } };
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'Bad request: a parameter value the endpoint does not accept',
  404: 'Not found',
  405: 'Method not allowed (only GET, HEAD and OPTIONS)',
  429: 'Rate limit exceeded',
};

export interface OpenApiInput {
  site: Site;
  table: RouteTable;
  /** Every file of the site by path, and what the examples show of those they show (render/openapi/examples.ts). */
  built: ExampleFiles;
  sunset: string;
  compat: boolean;
  /** The scoring in force: the schemas of the answers that carry scores, and what the description says. */
  scoring: Scoring;
  /** Whether the site publishes DCD results (their tag and sentence). */
  dcd: boolean;
}

interface Answer {
  status: number;
  mediaType: string;
  kinds: ResponseKind[];
  file: string;
  examples: Json;
}

/** The schema of a path segment of a file address (`{run_id}` of `/v1/csv/runs/{run_id}.csv`), from its files. */
const FILE_PARAMETER_TEXTS: Record<string, string> = {
  run_id: 'A published run, or latest.',
  year: 'A calendar year with published runs (UTC), as /v1/history.json lists them.',
};

function fileParameterSchema(name: string, values: readonly string[]): Json {
  const example = { examples: values.slice(-1) };
  if (name === 'slug') return { type: 'string', pattern: SLUG_PATTERN.source, ...example };
  if (name === 'run_id') return { type: 'string', pattern: '^(?:latest|[1-9][0-9]*)$', ...example };
  if (values.every((v) => /^[1-9][0-9]*$/.test(v))) {
    const sorted = values.map(Number).sort((a, b) => a - b);
    return { type: 'integer', minimum: sorted[0], maximum: sorted.at(-1) };
  }
  return { type: 'string', enum: [...new Set(values)].sort() };
}

/** What every operation is built with: the route table's rate limit and error answers, and the texts. */
function operationTools(table: RouteTable) {
  const limited = (path: string) =>
    path === table.rate_limit.prefix.replace(/\/$/, '') || path.startsWith(table.rate_limit.prefix);
  const errorsOf = (path: string) => {
    const envelope = path.startsWith('/v1') ? 'v1' : 'legacy';
    return {
      404: { $ref: `#/components/responses/NotFound_${envelope}` },
      405: { $ref: `#/components/responses/MethodNotAllowed_${envelope}` },
      ...(limited(path) ? { 429: { $ref: '#/components/responses/RateLimited' } } : {}),
    };
  };
  const operation = (path: string, parameters: Json[], responses: Json): Json => {
    const text = OPERATION_TEXTS[path];
    if (text === undefined)
      throw new Error(`OpenAPI: no summary and description for ${path} (render/openapi/texts.ts)`);
    const tag = tagOf(path);
    return {
      get: {
        operationId: operationIdOf(path),
        summary: text.summary,
        description: text.description,
        tags: [tag],
        ...(tag === 'dcd' || path.startsWith('/v1/dcd') ? { 'x-experimental': true } : {}),
        parameters,
        responses,
      },
    };
  };
  return { limited, errorsOf, operation };
}

type OperationTools = ReturnType<typeof operationTools>;

/** The answers of one path's routes (every status and media type), each with a few examples. */
function answersOf(routes: readonly Route[], built: ExampleFiles): Map<string, Answer> {
  const answers = new Map<string, Answer>();
  const seen = new Set<string>();
  for (const route of routes) {
    if (isCsvRoute(route)) continue;
    for (const request of requestsOf(route, built.paths)) {
      const kind = responseKindOf(request.file);
      if (kind === null || !built.paths.has(request.file) || seen.has(request.url)) continue;
      seen.add(request.url);
      const key = `${request.status} ${kind.mediaType}`;
      const entry = answers.get(key) ?? {
        status: request.status,
        mediaType: kind.mediaType,
        kinds: [],
        file: request.file,
        examples: {},
      };
      if (!entry.kinds.includes(kind)) entry.kinds.push(kind);
      const count = Object.keys(entry.examples).length;
      // A few examples per answer: the first shows the shape, the others the other cases.
      if (count < 4) entry.examples[`example${count + 1}`] = exampleOf(built.examples, request.file, request.url);
      answers.set(key, entry);
    }
  }
  return answers;
}

/** The operations of the routes, one per path (a path's routes grouped); routes to pages are left out. */
function routeOperations(input: OpenApiInput, tools: OperationTools): Json {
  const { table } = input;
  const groups = new Map<string, Route[]>();
  for (const route of table.routes) {
    if (route.path.endsWith('*')) continue;
    groups.set(route.path, [...(groups.get(route.path) ?? []), route]);
  }
  const paths: Json = {};
  for (const [path, routes] of groups) {
    const answers = answersOf(routes, input.built);
    // Routes to pages are not API operations.
    if (![...answers.values()].some((a) => a.status === 200)) continue;
    const byStatus: Json = {};
    for (const { status, mediaType, kinds, file, examples } of answers.values()) {
      byStatus[status] = {
        description: STATUS_TEXT[status] ?? String(status),
        headers: headersOf(table, file, tools.limited(path) ? ['RateLimit', 'RateLimit-Policy'] : []),
        content: contentOf(mediaType, kinds, examples),
      };
    }
    const documented = openApiPath(path);
    paths[documented] = tools.operation(
      documented,
      parametersOf(path, routes, { sunset: input.sunset, compat: input.compat, spec: input.scoring.spec }),
      {
        ...tools.errorsOf(path),
        ...byStatus,
      },
    );
  }
  return paths;
}

/** Answers served as plain files, without a route: feeds, exports, CSV, badges, the deprecation notice. */
function fileOperations(input: OpenApiInput, tools: OperationTools): Json {
  const { table, built } = input;
  const paths: Json = {};
  for (const kind of RESPONSE_KINDS) {
    for (const url of kind.urls ?? []) {
      const placeholders = [...url.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]!);
      const pattern = fileUrlPattern(url);
      const matches = [...built.paths].filter((name) => pattern.test(name)).sort();
      const first = matches[0];
      if (first === undefined) continue;
      const parameters = placeholders.map((name, i) => ({
        name,
        in: 'path',
        required: true,
        description: FILE_PARAMETER_TEXTS[name] ?? `The ${name.replace('_', ' ')}.`,
        schema: fileParameterSchema(
          name,
          matches.map((m) => pattern.exec(m)?.[i + 1] ?? ''),
        ),
      }));
      paths[url] = tools.operation(url, parameters, {
        200: {
          description: STATUS_TEXT[200],
          headers: headersOf(table, first, tools.limited(url) ? ['RateLimit', 'RateLimit-Policy'] : []),
          content: contentOf(kind.mediaType, [kind], { example1: exampleOf(built.examples, first, first) }),
        },
        ...tools.errorsOf(url),
      });
    }
  }
  return paths;
}

/** The shared error answers (components.responses), each with its body as example. */
function errorResponses(input: OpenApiInput): Json {
  const { table } = input;
  const errorResponse = (file: string, description: string, extra: readonly string[] = []) => {
    const kind = responseKindOf(file);
    if (kind === null) throw new Error(`OpenAPI: no schema for ${file}`);
    return {
      description,
      headers: headersOf(table, file, extra),
      // The error body itself: small, and its file is not the request that gets it.
      content: contentOf(kind.mediaType, [kind], { example1: { value: wholeJsonOf(input.built.examples, file) } }),
    };
  };
  const { errors } = table;
  return {
    NotFound_v1: errorResponse(errors.not_found.v1, 'Not found'),
    NotFound_legacy: errorResponse(errors.not_found.legacy, 'Not found'),
    MethodNotAllowed_v1: errorResponse(errors.method_not_allowed.v1, STATUS_TEXT[405]!),
    MethodNotAllowed_legacy: errorResponse(errors.method_not_allowed.legacy, STATUS_TEXT[405]!),
    RateLimited: errorResponse(errors.rate_limited, `Rate limit exceeded (${rateLimitText(table)})`, [
      'Retry-After',
      'RateLimit',
      'RateLimit-Policy',
    ]),
  };
}

const rateLimitText = (table: RouteTable) =>
  `${table.rate_limit.limit} requests per ${table.rate_limit.window_seconds} s`;

/** Only the schemas something refers to: every one a generated client will have a type for. */
function usedSchemas(used: string, scoring: Scoring): Json {
  const schemas: Json = {};
  for (const kind of RESPONSE_KINDS) {
    const zod = schemaOf(kind, scoring);
    if (zod === null || !used.includes(`"#/components/schemas/${kind.name}"`)) continue;
    const { $schema: _, ...schema } = z.toJSONSchema(zod, { target: 'draft-2020-12', io: 'output' }) as Json;
    schemas[kind.name] = schema;
  }
  return schemas;
}

/** The document's `info`: what the API is, its rules, its deprecations, its data's attribution and licence. */
function infoOf(input: OpenApiInput): Json {
  const { site, table } = input;
  const license = /^[A-Za-z0-9.+-]+$/.test(site.license)
    ? { name: site.license, identifier: site.license }
    : { name: site.license, url: site.url };
  return {
    title: `${site.name} API`,
    version: '1',
    description: [
      `Read-only API of ${site.name}: AI-model rankings, weekly changes, incidents, ${input.dcd ? 'model profiles and experimental constraint-retention (DCD) results' : 'model profiles and the scoring they follow (/v1/scoring)'}, published as static files. No key: every operation is public.`,
      'Every answer carries `Access-Control-Allow-Origin: *` and an OPTIONS preflight is answered 204, so any web page may call the API. Only GET, HEAD and OPTIONS are accepted (405 otherwise).',
      `Paths below ${table.rate_limit.prefix} are limited to ${rateLimitText(table)} per client (429 with Retry-After, and RateLimit / RateLimit-Policy headers). Their answers may be cached for an hour, their errors for a minute.`,
      ...(input.scoring.spec
        ? [
            `The v5 fields and dimension values (coding, knowledge, longctx, overall) are deprecated: they ${input.compat ? 'are answered until' : 'were retired on'} ${input.sunset}; see /v1/deprecations/v5.json.`,
          ]
        : []),
      `${input.dcd ? 'The DCD endpoints (tag dcd) are experimental and answer with `X-API-Status: experimental`. ' : ''}CSV answers have addresses of their own (tag csv); the JSON operations answer JSON.`,
      `Data: ${site.attribution} Licence: ${site.license}.`,
    ].join('\n\n'),
    contact: { name: site.name, url: site.url },
    license,
  };
}

const TAGS = [
  { name: 'v1', description: 'The current API: `{"status": "ok", …}` answers with attribution.' },
  { name: 'legacy', description: 'The first API generation: `{"ok": true, …}` answers.' },
  { name: 'dcd', description: 'Experimental: constraint retention over rounds R1–R3 (DCD).' },
  { name: 'csv', description: 'The CSV answers, each at its canonical address.' },
  {
    name: 'files',
    description:
      'Feeds and badges: plain files outside /v1/, without its rate limit (feed readers, shields.io and image proxies fetch them for many readers).',
  },
];

export function renderOpenApi(input: OpenApiInput): SiteFile {
  const { site } = input;
  const tools = operationTools(input.table);
  const paths: Json = { ...routeOperations(input, tools), ...fileOperations(input, tools) };
  const responses = errorResponses(input);
  const used = JSON.stringify({ paths, responses });
  const document = {
    openapi: '3.1.0',
    info: infoOf(input),
    servers: [
      // Relative first: the reference page and clients reading the document from a copy (a local serve, a
      // preview deploy) call the site they read it from.
      { url: withBasePath(site.base_path, '/'), description: 'The site serving this document' },
      {
        url: `${site.url.replace(/\/+$/, '')}${withBasePath(site.base_path, '/').replace(/\/$/, '')}`,
        description: site.name,
      },
    ],
    // Public: no operation needs credentials.
    security: [],
    tags: TAGS.filter((t) => input.dcd || t.name !== 'dcd'),
    paths,
    components: {
      schemas: usedSchemas(used, input.scoring),
      headers: Object.fromEntries(
        Object.entries(HEADER_DOCS).filter(([name]) => used.includes(`"#/components/headers/${name}"`)),
      ),
      responses,
    },
  };
  return jsonFile(OPENAPI_FILE, document);
}
