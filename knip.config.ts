/**
 * knip: unused files, exports and dependencies (issue 37 item 4, decision
 * 627), in `npm test` through tests/unit/knip.test.ts.
 *
 * Entries: the web (TanStack Start: its router, start and server modules,
 * every route file), the engine (engine/main.ts, named by package.json),
 * the scripts and benches (each run by `node <file>`), and the tests. An
 * entry marked `!` is production code: `knip --production` follows only
 * those. npm test runs both: the plain run (a test's import counts as a
 * use: unit tests test pure functions through their exports, kept on
 * purpose) for files, exports and dependencies, and the production run for
 * files and dependencies (a production file only tests use is dead; a
 * package only tests use is a devDependency).
 */
import type { KnipConfig } from 'knip'

const config: KnipConfig = {
  entry: [
    'app/router.tsx!',
    'app/start.ts!',
    'app/server.ts!',
    'app/routes/**/*.{ts,tsx}!',
    // The engine as `npm run engine` and scripts/start.ts start it.
    'engine/main.ts!',
    'engine/db/drizzle.config.ts',
    'scripts/*.ts!',
    'bench/**/*.ts',
    'tests/**/*.{test,spec}.{ts,tsx}',
    'tests/support/*.setup.ts',
    // Stryker's vitest configuration (stryker.config.json names it).
    'vitest.mutation.config.ts',
    // Started by path as node processes (tests/e2e/foundation/production-renderer.spec.ts,
    // tests/integration/web/static-files.test.ts).
    'tests/support/*-probe.ts',
    // Put in place of TanStack Form's modules in the browser build by path (scripts/vite-trim-unused.ts).
    'app/lib/build-stubs/*.ts!',
  ],
  project: [
    'app/**/*.{ts,tsx,css}!',
    'engine/**/*.ts!',
    'contract/**/*.ts!',
    'money/**/*.ts!',
    'scripts/**/*.ts!',
    'bench/**/*.ts',
    'tests/**/*.{ts,tsx}',
    '*.ts',
  ],
  // Written by `npm run gen` (paraglide, the route tree, one server function per
  // contract endpoint): what they export follows the contract, not our use of it.
  ignore: ['app/server/generated/**'],
  ignoreDependencies: [
    // A module of project.inlang/settings.json, loaded by paraglide's compiler.
    '@inlang/plugin-message-format',
    // Its font files are read by path: createRequire().resolve('vazirmatn/package.json')
    // (app/server/certificates/share-image.server.ts).
    'vazirmatn',
  ],
  // A system binary the Redis tests start when no server answers (tests/support/redis-server.ts).
  ignoreBinaries: ['redis-cli'],
  // An export its own file uses is a module's named part (a contract schema
  // built from smaller exported ones), not dead code.
  ignoreExportsUsedInFile: true,
  ignoreIssues: {
    // The contract names the type of each shape it publishes (z.infer of its
    // schemas) for both sides; one neither side uses yet is the API, not dead code.
    // Its schemas and values are checked.
    'contract/**': ['types'],
  },
}

export default config
