// Debian's nginx, with the configuration `npm run host-config -- nginx` generates, against the conformance table.
import { conformanceSuite } from './helpers/conformance-suite.ts';
import { describeEngine } from './helpers/engines/engine.ts';
import { NGINX_AVAILABLE, NGINX_INSTALL, startNginx } from './helpers/engines/nginx.ts';

describeEngine('nginx', NGINX_AVAILABLE, NGINX_INSTALL, () => {
  conformanceSuite({
    host: 'nginx',
    basePath: '/lb/',
    start: (outDir, workDir) => startNginx(outDir, workDir, ['--rate-limit', '0']),
  });
});
