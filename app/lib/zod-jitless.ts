/**
 * Zod never compiles schemas with `Function` in the browser: the page's
 * policy allows no eval, and zod's probe for it is reported as a violation.
 *
 * Set on zod's global configuration object without importing zod: zod 4's
 * core keeps that object on `globalThis.__zod_globalConfig` (zod/v4/core
 * core.js creates it only when absent, and `config()` writes to it). Any
 * zod import here would put zod's core in every page's entry (+4.3 KB
 * gzip measured, bench/README.md "First-load JS"); the pages that validate
 * load zod themselves. tests/unit/web/zod-jitless.test.ts checks that zod
 * reads this setting, so an upgrade that moves it fails there.
 */
export function makeZodJitless(): void {
  const global = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
  global.__zod_globalConfig ??= {}
  global.__zod_globalConfig.jitless = true
}
