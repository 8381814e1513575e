/**
 * `npm run engine`: the engine process (engine-process.ts), loaded after
 * module-resolve-hooks.ts is registered, so that every module it imports
 * resolves through those hooks (docs/decisions/535).
 */
import './module-resolve-hooks.ts'

await import('./engine-process.ts')
