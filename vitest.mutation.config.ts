import { defineConfig } from 'vitest/config'

// Stryker's test run (npm run test:mutation): the fast unit tests of what it
// mutates only (engine/core and money/). Both are pure, so their own tests
// must pin them; integration and web tests are slower and far from the
// rule, and would hide a weak unit suite.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/engine/**/*.test.ts', 'tests/unit/money/**/*.test.ts'],
    environment: 'node',
    // Under Stryker's coverage instrumentation on a loaded 2-core machine the
    // simulated feed's seeded-market test passed 30 s (dry run of 26 Nov).
    testTimeout: 120_000,
  },
})
