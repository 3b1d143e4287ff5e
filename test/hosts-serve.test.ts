// The serve command against the conformance table.
import { conformanceSuite } from './helpers/conformance-suite.ts';
import { startServe } from './helpers/serve.ts';

conformanceSuite({
  host: 'serve',
  perRoute: 6,
  basePath: '/lb/',
  canonical: 200,
  start: async (outDir) => {
    const server = await startServe(outDir, ['--rate-limit', '0', '--quiet']);
    return { origin: server.url, stop: () => server.stop() };
  },
});
