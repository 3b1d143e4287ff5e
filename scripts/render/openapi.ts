// `/openapi.json`: an OpenAPI 3.1 description generated from the route table (paths, query parameters, every
// status a route can answer) and the response schemas (components), with real examples: each one is a built
// file, named by the request that gets it. Nothing here is written by hand twice.
import { z } from 'zod';
import type { Site } from '../data/schema.ts';
import { withBasePath } from '../routes/base-path.ts';
import { headersFor } from '../routes/headers.ts';
import type { ErrorAnswer, ParamConstraint, Route, RouteTable } from '../routes/schema.ts';
import { fillTemplate, placeholderName, placeholdersIn, templateRegExp } from '../routes/template.ts';
import { RESPONSE_KINDS, type ResponseKind, responseKindOf } from '../schemas/responses.ts';
import { jsonFile } from './json.ts';
import type { SiteFile } from './types.ts';

export const OPENAPI_FILE = '/openapi.json';

type Json = Record<string, unknown>;

/** What each query or path parameter means, wherever it appears. */
const PARAMETER_TEXT: Record<string, string> = {
  dimension: 'What to rank by: a score field (points, 0–100), or on /leaderboard also value or stability.',
  run_id:
    'An evaluation run (a published full or partial run for the leaderboard, a DCD run for /v1/dcd); without it, the latest.',
  week: 'ISO 8601 week in UTC, such as 2026-W07.',
  limit: 'How many entries to answer at most (without it: every entry, up to the maximum).',
  model: 'A model slug.',
  slug: 'A model slug.',
  format: 'Body format.',
  subtype: 'DCD scenario subtype.',
};

/** Bad values tried for examples of error answers: the first that a constraint sends to that answer. */
const BAD_VALUES = ['0', 'x', '-1', 'no-such-model', '999999', '2099-W01', '1999-W01'];

interface Request {
  url: string;
  status: number;
  file: string;
}

const openApiPath = (template: string) =>
  template
    .split('/')
    .map((part) => {
      const name = placeholderName(part);
      return name === null ? part : `{${name}}`;
    })
    .join('/');

function tagOf(path: string): string {
  if (path.startsWith('/v1/dcd')) return 'dcd';
  if (path.startsWith('/v1')) return 'v1';
  return 'legacy';
}

/** Which answer a constraint gives `value`: the allowed path, `otherwise` or `wellFormed`. */
function answerFor(constraint: ParamConstraint, value: string): ErrorAnswer | null {
  if (constraint.allowed.includes(value)) return null;
  if (constraint.wellFormed !== undefined && new RegExp(constraint.wellFormed.pattern).test(value)) {
    return constraint.wellFormed;
  }
  return constraint.otherwise;
}

/** Every request (URL, status, answering file) that demonstrates one answer of a route. */
function requestsOf(route: Route, files: ReadonlySet<string>): Request[] {
  const constraints = route.constraints ?? {};
  const good: Record<string, string> = {};
  for (const [name, c] of Object.entries(constraints)) good[name] = c.allowed[0] ?? '1';
  const names = new Set([...placeholdersIn(route.path), ...Object.values(route.query).flatMap(placeholdersIn)]);
  // Placeholders without a constraint take any value (a legacy dimension falls back); show one nobody uses.
  for (const name of names) good[name] ??= 'other';
  const urlOf = (values: Record<string, string>) => {
    const query = Object.entries(route.query)
      .map(([key, value]) => `${key}=${encodeURIComponent(fillTemplate(value, values))}`)
      .join('&');
    return `${fillTemplate(route.path, values)}${query === '' ? '' : `?${query}`}`;
  };
  const requests: Request[] = [];
  const target = fillTemplate(route.to, good);
  const file = files.has(target) ? target : route.fallback === undefined ? target : fillTemplate(route.fallback, good);
  requests.push({ url: urlOf(good), status: route.status, file });
  for (const [name, c] of Object.entries(constraints)) {
    for (const answer of [c.otherwise, c.wellFormed]) {
      if (answer === undefined) continue;
      const bad = BAD_VALUES.find((v) => answerFor(c, v) === answer);
      if (bad !== undefined)
        requests.push({ url: urlOf({ ...good, [name]: bad }), status: answer.status, file: answer.to });
    }
  }
  return requests;
}

/** The JSON Schema of a query or path parameter, from the literal values and constraints of its routes. */
function parameterSchema(name: string, routes: readonly Route[]): Json {
  const literals = new Set<string>();
  let free = false;
  const allowed = new Set<string>();
  let pattern: string | null = null;
  for (const route of routes) {
    const value = route.query[name];
    if (value !== undefined) {
      if (placeholderName(value) === null) {
        if (route.status === 200) literals.add(value);
      } else if (route.constraints?.[name] === undefined) {
        if (route.status === 200) free = true;
      }
    }
    const c = route.constraints?.[name];
    if (c !== undefined) {
      for (const v of c.allowed) allowed.add(v);
      pattern ??= c.wellFormed?.pattern ?? null;
    }
  }
  const values = [...literals, ...allowed];
  const numbers = values.every((v) => /^[1-9][0-9]*$/.test(v)) && values.length > 0;
  if (numbers && pattern === null) {
    const sorted = values.map(Number).sort((a, b) => a - b);
    return { type: 'integer', minimum: sorted[0], maximum: sorted.at(-1) };
  }
  if (numbers) return { type: 'integer', minimum: 1, examples: values.slice(-1).map(Number) };
  if (pattern !== null) return { type: 'string', pattern, examples: values.slice(-1) };
  if (free) return { type: 'string', examples: values };
  return { type: 'string', enum: values };
}

/**
 * The value a parameter takes when it is left out: the route without it answers the same file as the route
 * with that value (`/v1/dcd` → latest.json = `format=json`; `/v1/dcd/cases` → 20.json = `limit=20`).
 */
function defaultOf(name: string, routes: readonly Route[]): string | undefined {
  for (const withIt of routes) {
    const value = withIt.query[name];
    if (value === undefined || withIt.status !== 200) continue;
    const rest = Object.entries(withIt.query).filter(([key]) => key !== name);
    const without = routes.find(
      (r) =>
        r.status === 200 &&
        !(name in r.query) &&
        Object.keys(r.query).length === rest.length &&
        rest.every(([key, v]) => r.query[key] === v),
    );
    if (without === undefined) continue;
    if (placeholderName(value) === null) {
      if (without.to === withIt.to) return value;
      continue;
    }
    const { pattern, names } = templateRegExp(withIt.to, '[^/]+');
    const match = pattern.exec(without.to);
    const found = match?.[names.indexOf(name) + 1];
    if (found !== undefined) return found;
  }
  return undefined;
}

function withDefault(schema: Json, value: string | undefined): Json {
  if (value === undefined) return schema;
  // `latest.json` for a missing run_id is a default in words (the description), not a value.
  if (schema.type === 'integer' && !/^[0-9]+$/.test(value)) return schema;
  return { ...schema, default: schema.type === 'integer' ? Number(value) : value };
}

/** The v5 dimension values: deprecated until the sunset, retired after it. */
function dimensionText(path: string, sunset: string, compat: boolean): string {
  const values = 'coding, knowledge, longctx and overall';
  if (compat) return `${PARAMETER_TEXT.dimension} Deprecated: the v5 values ${values} are answered until ${sunset}.`;
  const after = path.startsWith('/v1')
    ? 'answered 400 naming the replacement'
    : 'treated like any other unknown value (the overall ranking)';
  return `${PARAMETER_TEXT.dimension} The v5 values ${values} were retired on ${sunset}: ${after}.`;
}

function parametersOf(path: string, routes: readonly Route[], input: OpenApiInput): Json[] {
  const describe = (name: string) =>
    name === 'dimension' ? dimensionText(path, input.sunset, input.compat) : (PARAMETER_TEXT[name] ?? name);
  const pathParams = placeholdersIn(path).map((name) => ({
    name,
    in: 'path',
    required: true,
    description: describe(name),
    schema: parameterSchema(name, routes),
  }));
  const queryNames = [...new Set(routes.flatMap((r) => Object.keys(r.query)))];
  const queryParams = queryNames.map((name) => ({
    name,
    in: 'query',
    required: routes.every((r) => name in r.query),
    description: describe(name),
    schema: withDefault(parameterSchema(name, routes), defaultOf(name, routes)),
  }));
  return [...pathParams, ...queryParams];
}

const HEADER_DOCS: Record<string, Json> = {
  'Access-Control-Allow-Origin': {
    description: 'CORS: every answer may be read from any origin.',
    schema: { const: '*' },
  },
  'Cache-Control': { description: 'How long the answer may be cached.', schema: { type: 'string' } },
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

function contentOf(kind: ResponseKind, examples: Json): Json {
  return {
    [kind.mediaType]: {
      schema: kind.schema === null ? { type: 'string' } : { $ref: `#/components/schemas/${kind.name}` },
      examples,
    },
  };
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
  files: readonly SiteFile[];
  sunset: string;
  compat: boolean;
}

/** Answers larger than this are examples by address (`externalValue`), so the document stays small. */
const INLINE_EXAMPLE_BYTES = 16 * 1024;

/** An example named by its request: the answer itself, or for a large one its address (served as it is). */
function exampleOf(files: ReadonlyMap<string, SiteFile>, file: string, url: string): Json {
  const body = files.get(file)?.body;
  if (body === undefined) throw new Error(`OpenAPI example: no file ${file}`);
  if (body.length > INLINE_EXAMPLE_BYTES) return { summary: `GET ${url}`, externalValue: url.slice(1) };
  const text = body.toString();
  return { summary: `GET ${url}`, value: file.endsWith('.json') ? JSON.parse(text) : text };
}

export function renderOpenApi(input: OpenApiInput): SiteFile {
  const { table, site } = input;
  const byPath = new Map(input.files.map((f) => [f.path, f]));
  const names = new Set(byPath.keys());
  const groups = new Map<string, Route[]>();
  for (const route of table.routes) {
    if (route.path.endsWith('*')) continue;
    groups.set(route.path, [...(groups.get(route.path) ?? []), route]);
  }
  const limited = (path: string) =>
    path === table.rate_limit.prefix.replace(/\/$/, '') || path.startsWith(table.rate_limit.prefix);

  const paths: Json = {};
  for (const [path, routes] of groups) {
    const responses = new Map<string, { status: number; kind: ResponseKind; file: string; examples: Json }>();
    const seen = new Set<string>();
    for (const route of routes) {
      for (const request of requestsOf(route, names)) {
        const kind = responseKindOf(request.file);
        if (kind === null || !names.has(request.file) || seen.has(request.url)) continue;
        seen.add(request.url);
        const key = `${request.status} ${kind.mediaType}`;
        const entry = responses.get(key) ?? { status: request.status, kind, file: request.file, examples: {} };
        const count = Object.keys(entry.examples).length;
        // A few examples per answer: the first shows the shape, the others the other cases.
        if (count < 4) entry.examples[`example${count + 1}`] = exampleOf(byPath, request.file, request.url);
        responses.set(key, entry);
      }
    }
    // Routes to pages (the reference page itself) are not API operations.
    if (![...responses.values()].some((r) => r.status === 200)) continue;
    const byStatus: Json = {};
    for (const { status, kind, file, examples } of responses.values()) {
      const existing = byStatus[status] as Json | undefined;
      const content = contentOf(kind, examples);
      if (existing === undefined) {
        byStatus[status] = {
          description: STATUS_TEXT[status] ?? String(status),
          headers: headersOf(table, file, limited(path) ? ['RateLimit', 'RateLimit-Policy'] : []),
          content,
        };
      } else {
        existing.content = { ...(existing.content as Json), ...content };
      }
    }
    const envelope = path.startsWith('/v1') ? 'v1' : 'legacy';
    byStatus[404] ??= { $ref: `#/components/responses/NotFound_${envelope}` };
    byStatus[405] = { $ref: `#/components/responses/MethodNotAllowed_${envelope}` };
    if (limited(path)) byStatus[429] = { $ref: '#/components/responses/RateLimited' };
    const tag = tagOf(path);
    paths[openApiPath(path)] = {
      get: {
        operationId: `get${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
        tags: [tag],
        ...(tag === 'dcd' ? { 'x-experimental': true } : {}),
        parameters: parametersOf(path, routes, input),
        responses: byStatus,
      },
    };
  }

  // Answers served as plain files, without a route: feeds, history exports, badges.
  for (const kind of RESPONSE_KINDS) {
    if (kind.url === undefined) continue;
    const pattern = new RegExp(`^${kind.url.replace(/[.]/g, '\\.').replace('{slug}', '([^/]+)')}$`);
    const matches = [...names].filter((name) => pattern.test(name)).sort();
    const first = matches[0];
    if (first === undefined) continue;
    const slugs = matches.map((name) => pattern.exec(name)?.[1] ?? '');
    const tag = kind.url.startsWith('/v1') ? 'v1' : 'files';
    paths[kind.url] = {
      get: {
        operationId: `get${kind.name}`,
        tags: [tag],
        parameters: kind.url.includes('{slug}')
          ? [
              {
                name: 'slug',
                in: 'path',
                required: true,
                description: PARAMETER_TEXT.slug,
                schema: { type: 'string', enum: slugs },
              },
            ]
          : [],
        responses: {
          200: {
            description: STATUS_TEXT[200],
            headers: headersOf(table, first, limited(kind.url) ? ['RateLimit', 'RateLimit-Policy'] : []),
            content: contentOf(kind, { example1: exampleOf(byPath, first, first) }),
          },
          404: { $ref: `#/components/responses/NotFound_${kind.url.startsWith('/v1') ? 'v1' : 'legacy'}` },
          405: { $ref: `#/components/responses/MethodNotAllowed_${kind.url.startsWith('/v1') ? 'v1' : 'legacy'}` },
          ...(limited(kind.url) ? { 429: { $ref: '#/components/responses/RateLimited' } } : {}),
        },
      },
    };
  }

  const schemas: Json = {};
  for (const kind of RESPONSE_KINDS) {
    if (kind.schema === null) continue;
    const { $schema: _, ...schema } = z.toJSONSchema(kind.schema, { target: 'draft-2020-12', io: 'output' }) as Json;
    schemas[kind.name] = schema;
  }
  const errorResponse = (file: string, description: string, extra: readonly string[] = []) => {
    const kind = responseKindOf(file);
    if (kind === null) throw new Error(`OpenAPI: no schema for ${file}`);
    return {
      description,
      headers: headersOf(table, file, extra),
      // The error body itself: small, and its file is not the request that gets it.
      content: contentOf(kind, { example1: { value: JSON.parse(byPath.get(file)?.body.toString() ?? 'null') } }),
    };
  };
  const { errors } = table;
  const limit = `${table.rate_limit.limit} requests per ${table.rate_limit.window_seconds} s`;
  const document = {
    openapi: '3.1.0',
    info: {
      title: `${site.name} API`,
      version: '1',
      description: [
        `Read-only API of ${site.name}: AI-model rankings, weekly changes, incidents, model profiles and experimental constraint-retention (DCD) results, published as static files.`,
        'Every answer carries `Access-Control-Allow-Origin: *` and an OPTIONS preflight is answered 204, so any web page may call the API. Only GET, HEAD and OPTIONS are accepted (405 otherwise).',
        `Paths below ${table.rate_limit.prefix} are limited to ${limit} per client (429 with Retry-After, and RateLimit / RateLimit-Policy headers) and may be cached for an hour.`,
        `The v5 fields and dimension values (coding, knowledge, longctx, overall) are deprecated: they ${input.compat ? 'are answered until' : 'were retired on'} ${input.sunset}; see /v1/deprecations/v5.`,
        'The DCD endpoints (tag dcd) are experimental and answer with `X-API-Status: experimental`.',
        `Data: ${site.attribution} Licence: ${site.license}.`,
      ].join('\n\n'),
      license: { name: site.license },
    },
    servers: [
      // Relative first: the reference page and clients reading the document from a copy (a local serve, a
      // preview deploy) call the site they read it from.
      { url: withBasePath(site.base_path, '/'), description: 'The site serving this document' },
      {
        url: `${site.url.replace(/\/+$/, '')}${withBasePath(site.base_path, '/').replace(/\/$/, '')}`,
        description: site.name,
      },
    ],
    tags: [
      { name: 'v1', description: 'The current API: `{"status": "ok", …}` answers with attribution.' },
      { name: 'legacy', description: 'The first API generation: `{"ok": true, …}` answers.' },
      { name: 'dcd', description: 'Experimental: constraint retention over rounds R1–R3 (DCD).' },
      {
        name: 'files',
        description:
          'Feeds and badges: plain files outside /v1/, without its rate limit (feed readers, shields.io and image proxies fetch them for many readers).',
      },
    ],
    paths,
    components: {
      schemas,
      headers: HEADER_DOCS,
      responses: {
        NotFound_v1: errorResponse(errors.not_found.v1, 'Not found'),
        NotFound_legacy: errorResponse(errors.not_found.legacy, 'Not found'),
        MethodNotAllowed_v1: errorResponse(errors.method_not_allowed.v1, STATUS_TEXT[405]!),
        MethodNotAllowed_legacy: errorResponse(errors.method_not_allowed.legacy, STATUS_TEXT[405]!),
        RateLimited: errorResponse(errors.rate_limited, `Rate limit exceeded (${limit})`, ['Retry-After']),
      },
    },
  };
  return jsonFile(OPENAPI_FILE, document);
}
