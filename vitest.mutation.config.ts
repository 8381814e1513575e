import { defineConfig } from 'vitest/config'

// Stryker's test run (npm run test:mutation): the engine's fast unit tests
// only. The core is pure, so its own tests must pin it; integration and web
// tests are slower and far from the rule, and would hide a weak unit suite.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/engine/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
})
