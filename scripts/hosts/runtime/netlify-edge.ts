// Netlify entry: the edge functions the build writes (one for /v1/ with Netlify's rate limit, one for every
// other path). Files come from the deploy's static files through `context.next(request)`.
import type { RouteTable } from '../../routes/schema.ts';
import { createFetchHandler } from './fetch-handler.ts';

/** Inlined by the build in front of this module: the site's route table. */
declare const ROUTE_TABLE: RouteTable;

/** The part of Netlify's edge function context this code uses. */
interface NetlifyContext {
  ip: string;
  next(request: Request): Promise<Response>;
}

const handle = createFetchHandler(ROUTE_TABLE);

/** The edge function: every request this function's paths take is answered from the route table. */
export function answer(request: Request, context: NetlifyContext, limitedInFront: boolean): Promise<Response> {
  return handle(request, {
    fetchFile: (file) => context.next(file),
    clientAddress: () => context.ip,
    limitedInFront,
  });
}
