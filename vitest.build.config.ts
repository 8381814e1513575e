import { defineConfig } from 'vitest/config'

// The build's own checks (tests/build), run by `npm run test:build` after
// `npm run build`: they read dist/, so the unit run leaves them out.
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
  },
})
