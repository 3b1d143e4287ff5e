// `_serve-routes.json`: the route list (with constraints) as data, for the serve command. Hosts never see it
// (`_redirects` hides it) and the serve command never serves it. The name avoids `_routes.json`, which
// Cloudflare Pages reads as its Functions routing file.
import { z } from 'zod';
import type { Route } from './types.ts';

export const ROUTE_MANIFEST_FILE = '_serve-routes.json';

const Answer = z.object({ to: z.string().startsWith('/'), status: z.union([z.literal(400), z.literal(404)]) });

const ParamConstraintSchema = z.object({
  allowed: z.array(z.string()),
  otherwise: Answer,
  wellFormed: Answer.extend({ pattern: z.string() }).optional(),
});

const RouteSchema = z.object({
  path: z.string().startsWith('/'),
  query: z.record(z.string(), z.string()),
  to: z.string().startsWith('/'),
  status: z.union([z.literal(200), z.literal(400), z.literal(404)]),
  constraints: z.record(z.string(), ParamConstraintSchema).optional(),
});

const ManifestSchema = z.object({ base_path: z.string().startsWith('/'), routes: z.array(RouteSchema) });

export interface RouteManifest {
  base_path: string;
  routes: Route[];
}

export function renderRouteManifest(routes: readonly Route[], basePath: string): string {
  return `${JSON.stringify({ base_path: basePath, routes })}\n`;
}

/** Parses and checks a manifest; the error names the file and the first problem found. */
export function parseRouteManifest(text: string, file: string): RouteManifest {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new Error(`${file}: not valid JSON (${(err as Error).message}); rebuild the site`);
  }
  const parsed = ManifestSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file} → ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}; rebuild the site`);
  }
  return parsed.data as RouteManifest;
}
