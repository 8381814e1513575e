import { defineConfig } from 'vitest/config'

// Kept apart from vite.config.ts: the Start and paraglide plugins are for
// the app build, not for unit and integration tests.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/unit/**/*.test.tsx',
      'tests/integration/**/*.test.ts',
    ],
    environment: 'node',
    // Every status an engine test observes must be in docs/openapi.json.
    setupFiles: ['tests/support/documented-statuses.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
