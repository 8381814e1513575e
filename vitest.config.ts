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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
