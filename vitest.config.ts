import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // CI prints every test; locally the default reporter is enough.
    reporters: process.env.CI ? ['verbose'] : ['default'],
  },
});
