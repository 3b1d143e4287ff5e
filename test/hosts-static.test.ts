// A plain static file server (http-server without the serve command's router: what GitHub Pages, S3 and any
// file host do) against the canonical part of the conformance table: every published file, byte for byte, and
// the pages at their folder addresses.

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import httpServer from 'http-server';
import { conformanceSuite } from './helpers/conformance-suite.ts';

conformanceSuite({
  host: 'static',
  canonical: 200,
  select: (c) => c.kind === 'canonical' || c.kind === 'page' || c.kind === 'head',
  start: async (outDir) => {
    const server = (
      httpServer.createServer({ root: outDir, cache: -1, showDir: 'false', autoIndex: true }) as unknown as {
        server: Server;
      }
    ).server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      origin: `http://127.0.0.1:${port}`,
      stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  },
});
