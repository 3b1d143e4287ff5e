import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The files that start Chromium (playwright-core, Lighthouse) or a host's engine (workerd through wrangler,
 * netlify-cli and Deno, nginx). Every other file is in the quick tier, `npm run test:quick`; test/tiers.test.ts
 * checks that this list names exactly the files that import a browser or an engine.
 */
export const BROWSER_AND_HOSTS = [
  'test/example-benchmark-browser.test.ts',
  'test/feeds-badges.test.ts',
  'test/hosts-cloudflare.test.ts',
  'test/hosts-netlify.test.ts',
  'test/hosts-nginx.test.ts',
  'test/hosts-scale.test.ts',
  'test/json-inline.test.ts',
  'test/openapi-reference-page.test.ts',
  'test/pages-browser.test.ts',
  'test/pages-hostile.test.ts',
  'test/pages-lighthouse.test.ts',
  'test/pages-readers-browser.test.ts',
  'test/pages-rough-edges.test.ts',
  'test/widgets-base-path.test.ts',
  'test/widgets-configurator.test.ts',
  'test/widgets-demo.test.ts',
  'test/widgets-errors.test.ts',
  'test/widgets-layout.test.ts',
  'test/widgets-render.test.ts',
  'test/widgets-safety.test.ts',
  'test/widgets-screenshots.test.ts',
];

/** Lighthouse scores the pages' performance by their CPU time: it runs alone, after every other file. */
const ALONE = ['test/pages-lighthouse.test.ts'];

export default defineConfig({
  test: {
    // Every temporary folder of the run below one that is removed at its end (test/helpers/temp-root.ts).
    globalSetup: ['test/helpers/temp-root.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // CI prints every test; locally the default reporter is enough.
    reporters: process.env.CI ? ['verbose'] : ['default'],
    // Most files wait on child processes (builds, servers, browsers, engines): two at once even on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The files of a worker share the modules it has loaded, the project's own included, instead of loading them
    // again for each file: a module's top level runs once per worker.
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: 'quick', include: ['test/**/*.test.ts'], exclude: BROWSER_AND_HOSTS },
      },
      {
        extends: true,
        test: { name: 'browser-and-hosts', include: BROWSER_AND_HOSTS, exclude: ALONE },
      },
      {
        extends: true,
        test: { name: 'browser-alone', include: ALONE, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
