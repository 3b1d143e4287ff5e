// Parameters of the documented operations, from the route table: their JSON Schemas (closed sets where the API
// fixes them, patterns where the data does), their defaults, their descriptions, and the requests that show
// each answer of a route.
import { SLUG_PATTERN } from '../../data/schema.ts';
import type { ErrorAnswer, ParamConstraint, Route } from '../../routes/schema.ts';
import { fillTemplate, placeholderName, placeholdersIn, templateRegExp } from '../../routes/template.ts';
import { responseKindOf } from '../../schemas/responses.ts';

type Json = Record<string, unknown>;

/** What each query or path parameter means, wherever it appears. */
const PARAMETER_TEXT: Record<string, string> = {
  dimension:
    'What to rank by: the overall score or a ranked score field (/v1/scoring lists them with their units and directions), or on /leaderboard also value or stability.',
  run_id: 'A published run (full or partial); without it, the latest full run.',
  week: 'ISO 8601 week in UTC, such as 2026-W07.',
  limit: 'How many entries to answer at most.',
  model: 'A model slug (lower-case letters and digits joined by - or .).',
  slug: 'A model slug (lower-case letters and digits joined by - or .).',
  format: 'Body format: json. CSV has addresses of its own (tag csv).',
  subtype: 'DCD scenario subtype.',
  badge: 'A model slug and the badge’s extension.',
};

/** Bad values tried for examples of error answers: the first that a constraint sends to that answer. */
const BAD_VALUES = ['0', 'x', '-1', 'no-such-model', '999999', '2099-W01', '1999-W01'];

export interface Request {
  url: string;
  status: number;
  file: string;
}

/** A route whose answer is CSV: documented at the CSV's own address, not as a second body of a JSON operation. */
export function isCsvRoute(route: Route): boolean {
  return responseKindOf(route.to.replace(/:[a-z_]+/g, 'x'))?.mediaType === 'text/csv';
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
export function requestsOf(route: Route, files: { has(file: string): boolean }): Request[] {
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

/**
 * Every file a request of `requestsOf` may be answered with, whichever files the site has: the route's file, its
 * fallback and its error answers. Known from the route alone, before any file is made.
 */
export function requestFilesOf(route: Route): string[] {
  const every = requestsOf(route, { has: () => true });
  const fallbacks = requestsOf(route, { has: () => false });
  return [...new Set([...every, ...fallbacks].map((request) => request.file))];
}

/** A model's slug, or a model's file (`{slug}.svg`): a pattern, never today's list of models. */
function openValueSchema(name: string, values: readonly string[]): Json | null {
  const example = values.length === 0 ? {} : { examples: values.slice(0, 1) };
  if (name === 'slug' || name === 'model') return { type: 'string', pattern: SLUG_PATTERN.source, ...example };
  const extension = /\.([a-z]+)$/.exec(values[0] ?? '')?.[1];
  if (extension !== undefined && values.every((v) => v.endsWith(`.${extension}`))) {
    return { type: 'string', pattern: `${SLUG_PATTERN.source.slice(0, -1)}\\.${extension}$`, ...example };
  }
  return null;
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
        if (route.status === 200 && !isCsvRoute(route)) literals.add(value);
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
  if (literals.size === 0 && pattern === null) {
    const open = openValueSchema(name, values);
    if (open !== null) return open;
  }
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

/** What the deprecation of the v5 values means for a parameter: the spec's scoring's alone. */
export interface DeprecationFacts {
  sunset: string;
  compat: boolean;
  /** The spec's scoring, whose v5 values are deprecated (before the sunset) or retired (after it). */
  spec: boolean;
}

/** The v5 dimension values: deprecated until the sunset, retired after it. */
function dimensionText(path: string, { sunset, compat, spec }: DeprecationFacts): string {
  const values = 'coding, knowledge, longctx and overall';
  if (!spec) return PARAMETER_TEXT.dimension!;
  if (compat) return `${PARAMETER_TEXT.dimension} Deprecated: the v5 values ${values} are answered until ${sunset}.`;
  const after = path.startsWith('/v1')
    ? 'answered 400 naming the replacement'
    : 'treated like any other unknown value (the overall ranking)';
  return `${PARAMETER_TEXT.dimension} The v5 values ${values} were retired on ${sunset}: ${after}.`;
}

/** `limit`: its range, and what leaving it out gives (a default, or every entry, however many). */
function limitText(schema: Json): string {
  const range = schema.type === 'integer' ? ` From ${schema.minimum} to ${schema.maximum}` : '';
  const without = schema.default === undefined ? '; without it, every entry' : `; ${schema.default} without it`;
  return `${PARAMETER_TEXT.limit}${range}${without}.`;
}

export function parametersOf(path: string, routes: readonly Route[], facts: DeprecationFacts): Json[] {
  const describe = (name: string, schema: Json) =>
    name === 'dimension'
      ? dimensionText(path, facts)
      : name === 'run_id' && path.startsWith('/v1/dcd')
        ? 'A published DCD run; without it, the latest.'
        : name === 'limit'
          ? limitText(schema)
          : (PARAMETER_TEXT[name] ?? name);
  const pathParams = placeholdersIn(path).map((name) => {
    const schema = parameterSchema(name, routes);
    return { name, in: 'path', required: true, description: describe(name, schema), schema };
  });
  const queryNames = [...new Set(routes.flatMap((r) => Object.keys(r.query)))];
  const queryParams = queryNames.map((name) => {
    const schema = withDefault(parameterSchema(name, routes), defaultOf(name, routes));
    return {
      name,
      in: 'query',
      required: routes.every((r) => name in r.query),
      description: describe(name, schema),
      schema,
    };
  });
  return [...pathParams, ...queryParams];
}
