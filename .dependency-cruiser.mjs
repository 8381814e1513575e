/**
 * The import rules (docs/decisions/377, 620, 628), checked by
 * dependency-cruiser over every TypeScript file in `npm test`
 * (`npm run imports`); tests/unit/import-rules.test.ts feeds each rule a
 * deliberate crossing and expects it refused. What a rule cannot say about
 * imports (no code outside engine/trading names a shell's core) is
 * tests/unit/trading-core-private.test.ts.
 */

/** Packages the pure core may use: computation only, no I/O (@noble/hashes: Keccak-256, decision 393). */
const CORE_PACKAGES = ['file-type', '@noble/hashes']

/** Packages only a server may load: sockets, files, databases, native code. */
const SERVER_PACKAGES = [
  'undici',
  'ioredis',
  'postgres',
  'drizzle-orm',
  '@resvg/resvg-js',
  '@node-rs/argon2',
  '@electric-sql/pglite',
  'nodemailer',
  'prom-client',
  'ws',
  'srvx',
]

const pkg = (names) => `^node_modules/(${names.map((n) => n.replace(/[.]/g, '\\.')).join('|')})/`

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import cycle (type-only imports, erased before run time, are not counted; Biome checks the same in npm run lint).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'web-never-imports-engine',
      comment: 'The web never imports the engine: it talks to it over HTTP (contract/).',
      severity: 'error',
      from: { path: '^app/' },
      to: { path: '^engine/' },
    },
    {
      name: 'engine-never-imports-web',
      severity: 'error',
      from: { path: '^engine/' },
      to: { path: '^app/' },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract imports only itself, money and zod.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { pathNot: ['^contract/', '^money/', '^node_modules/zod/'] },
    },
    {
      name: 'money-stands-alone',
      comment: 'money/ imports only itself.',
      severity: 'error',
      from: { path: '^money/' },
      to: { pathNot: '^money/' },
    },
    {
      name: 'core-is-pure',
      comment:
        'engine/core has no I/O: it imports only itself, money, the contract, node:crypto and pure packages.',
      severity: 'error',
      from: { path: '^engine/core/' },
      to: {
        pathNot: ['^engine/core/', '^money/', '^contract/', '^crypto$', pkg(CORE_PACKAGES)],
      },
    },
    {
      name: 'domain-never-imports-http',
      comment:
        'Domain code refuses with engine/errors.ts, never engine/http (boot.ts composes the application).',
      severity: 'error',
      from: { path: '^engine/', pathNot: ['^engine/http/', '^engine/boot\\.ts$'] },
      to: { path: '^engine/http/' },
    },
    {
      name: 'trading-core-private',
      comment:
        'Only engine/trading holds the trading core; the shell reads it out as values (decision 620).',
      severity: 'error',
      from: { path: '^engine/', pathNot: ['^engine/trading/', '^engine/core/'] },
      to: { path: '^engine/core/trading/trading-core\\.ts$' },
    },
    {
      name: 'db-layer-imports-no-domain',
      comment:
        'engine/db (tables, client, transactions) imports only itself, the pure core, the contract and money; the engine context and clock by type only.',
      severity: 'error',
      from: { path: '^engine/db/' },
      to: {
        path: '^engine/',
        pathNot: ['^engine/db/', '^engine/core/', '^engine/(context|clock)\\.ts$'],
      },
    },
    {
      name: 'db-layer-imports-no-domain',
      severity: 'error',
      from: { path: '^engine/db/' },
      to: {
        path: '^engine/(context|clock)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'web-server-only-in-server-files',
      comment:
        'In the web, Node built-ins and server-only packages are imported by .server.ts files only (Start keeps those out of the browser bundle); app/server.ts is the server entry.',
      severity: 'error',
      from: { path: '^app/', pathNot: ['\\.server\\.tsx?$', '^app/server\\.ts$'] },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'web-server-only-in-server-files',
      severity: 'error',
      from: { path: '^app/', pathNot: ['\\.server\\.tsx?$', '^app/server\\.ts$'] },
      to: { path: pkg(SERVER_PACKAGES), dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-client-never-imports-server-files',
      comment:
        'Browser code reaches .server.ts files only through a server function (*.functions.ts) or the server entry.',
      severity: 'error',
      from: {
        path: '^app/',
        pathNot: ['\\.server\\.tsx?$', '\\.functions\\.ts$', '^app/server\\.ts$'],
      },
      to: { path: '\\.server\\.tsx?$', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(app/paraglide/|bench/ssr-minimal/src/|dist/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
