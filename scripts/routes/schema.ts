// The route table: the one description of the URL surface that the serve command, every host adapter and the
// tests read. Sections declare routes and header rules; the build writes the table as `_route-table.json`.
import { z } from 'zod';
import { BASE_PATH_PATTERN } from './base-path.ts';
import { REDIRECT_STATUS } from './redirect.ts';
import { placeholderName, placeholdersIn } from './template.ts';

/** A path of the site, relative to the base path: `/v1/errors/not-found.json`. */
const SitePath = z.string().regex(/^\/[^?#\s]*$/, { error: 'expected a site path starting with "/"' });
/** Literal segments, `:name` placeholders, and an optional final `*`: `/v1/models/:slug`, `/v1/*`. */
const PathTemplate = z.string().regex(/^\/(?:[^/*?#\s]+\/)*(?:[^/*?#\s]*|\*)$/, {
  error: 'expected a path template such as /v1/models/:slug or /v1/*',
});
/** `/*` and `/v1/*` (every path below) or one exact path. */
const HeaderPattern = z
  .string()
  .regex(/^\/(?:(?:[^*?#\s]*\/)?\*|[^*?#\s]*)$/, { error: 'expected /dir/* or an exact path' });

const ErrorStatus = z.union([z.literal(400), z.literal(404)]);

/** An error answer: the file holding the body and the status it is sent with. */
export const ErrorAnswer = z.object({ to: SitePath, status: ErrorStatus });

/**
 * The values a placeholder may take. A value outside `allowed` gets `otherwise`, except that one matching
 * `wellFormed.pattern` (a RegExp source) gets `wellFormed`: a malformed week is 400, a well-formed unknown one 404.
 */
export const ParamConstraint = z.object({
  allowed: z.array(z.string()).readonly(),
  otherwise: ErrorAnswer,
  wellFormed: ErrorAnswer.extend({ pattern: z.string() }).optional(),
});

/**
 * One URL shape of the API: a path template and an exact set of query parameters (literal values or placeholders),
 * answered by the file `to` (placeholders filled in) with `status`. `fallback` answers when `to` names no file
 * (a DCD cases `limit` at or above the number of matching cases). Constraints are checked in declaration order.
 * With status 308 the route redirects to the site path `to` instead (a folder's address without its trailing
 * slash: `/docs` → `/docs/`), keeping the query; it never answers a path that ends with `/`.
 */
export const Route = z
  .object({
    path: PathTemplate,
    query: z.record(z.string(), z.string()),
    to: SitePath,
    status: z.union([z.literal(200), z.literal(REDIRECT_STATUS), ErrorStatus]),
    fallback: SitePath.optional(),
    constraints: z.record(z.string(), ParamConstraint).optional(),
  })
  .superRefine((route, ctx) => {
    if (route.status === REDIRECT_STATUS && (route.fallback !== undefined || !route.to.endsWith('/'))) {
      ctx.addIssue({
        code: 'custom',
        message: 'a redirect goes to a folder address (ending with /) and has no fallback',
      });
    }
    const declared = new Set(
      [...route.path.split('/'), ...Object.values(route.query)].map(placeholderName).filter((n) => n !== null),
    );
    for (const name of [...placeholdersIn(route.to), ...placeholdersIn(route.fallback ?? '')]) {
      // A value only reaches a file path once a constraint has checked it: no request can name another file.
      if (!declared.has(name) || route.constraints?.[name] === undefined) {
        ctx.addIssue({ code: 'custom', message: `target placeholder :${name} must be declared and constrained` });
      }
    }
  });

/** Headers for every file matching `for`; every matching rule applies, a later one overriding an earlier one. */
export const HeaderRule = z.object({ for: HeaderPattern, headers: z.record(z.string(), z.string()) });

const ByEnvelope = z.object({ v1: SitePath, legacy: SitePath });

export const RouteTable = z.object({
  base_path: z.string().regex(BASE_PATH_PATTERN),
  /** In the order they are tried: for one path, routes with more query parameters first. */
  routes: z.array(Route),
  headers: z.array(HeaderRule),
  /** Bodies of the answers no route gives: unknown paths, other methods, the rate limit. */
  errors: z.object({ not_found: ByEnvelope, method_not_allowed: ByEnvelope, rate_limited: SitePath }),
  /** The rate limit: requests per client in a window, on every path below `prefix`. */
  rate_limit: z.object({
    prefix: SitePath,
    limit: z.number().int().positive(),
    window_seconds: z.number().int().positive(),
  }),
});

export type ErrorAnswer = z.infer<typeof ErrorAnswer>;
export type ParamConstraint = z.infer<typeof ParamConstraint>;
export type Route = z.infer<typeof Route>;
export type HeaderRule = z.infer<typeof HeaderRule>;
export type RouteTable = z.infer<typeof RouteTable>;

/** Parses a table file; the error names the file and the first problem found. */
export function parseRouteTable(text: string, file: string): RouteTable {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new Error(`${file}: not valid JSON (${(err as Error).message}); rebuild the site`);
  }
  const parsed = RouteTable.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file} → ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}; rebuild the site`);
  }
  return parsed.data;
}
