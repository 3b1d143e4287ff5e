// Cloudflare entry (`_worker.js`): a Worker with static assets (`wrangler.jsonc`, `run_worker_first`) or Pages
// advanced mode. Files come from the assets binding; the v1 limit from the Workers rate-limiting binding.
import type { RouteTable } from '../../routes/schema.ts';
import { createFetchHandler, type HostBindings } from './fetch-handler.ts';

/** Inlined by the build in front of this module: the site's route table. */
declare const ROUTE_TABLE: RouteTable;

interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

/** Cloudflare's Workers rate-limiting binding: counts per key and location within its period. */
interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

export interface WorkerEnv {
  ASSETS: AssetsBinding;
  V1_RATE_LIMIT?: RateLimitBinding;
}

function bindings(env: WorkerEnv): HostBindings {
  const limiter = env.V1_RATE_LIMIT;
  return {
    fetchFile: (request) => env.ASSETS.fetch(request),
    clientAddress: (request) => request.headers.get('CF-Connecting-IP') ?? 'unknown',
    ...(limiter === undefined
      ? {}
      : {
          async rateLimit(client: string) {
            const { success } = await limiter.limit({ key: client });
            return { allowed: success, retryAfter: ROUTE_TABLE.rate_limit.window_seconds };
          },
        }),
  };
}

const handle = createFetchHandler(ROUTE_TABLE);

export default {
  fetch(request: Request, env: WorkerEnv): Promise<Response> {
    return handle(request, bindings(env));
  },
};
