// Netlify's engine (`netlify dev`, offline, edge functions on Deno) running the build's edge functions: the
// conformance table, less the known limits of the local engine.
import { conformanceSuite } from './helpers/conformance-suite.ts';
import { describeEngine } from './helpers/engines/engine.ts';
import { NETLIFY_AVAILABLE, NETLIFY_INSTALL, startNetlify } from './helpers/engines/netlify.ts';

describeEngine('Netlify', NETLIFY_AVAILABLE, NETLIFY_INSTALL, () => {
  conformanceSuite({
    host: 'netlify',
    concurrency: 4,
    start: (outDir) => startNetlify(outDir),
  });
});
