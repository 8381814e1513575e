/**
 * Module resolution without re-reading drizzle-orm's package.json. Node 24
 * parses a package's package.json afresh for every module it resolves in or
 * from that package; drizzle-orm's is 179 kB (an `exports` entry per file)
 * and the engine resolves drizzle-orm modules 558 times, so the engine's start made
 * ~250 MB of short-lived objects, grew the V8 heap to ~250 MB and kept it
 * (docs/decisions/535). Here a relative import inside drizzle-orm (always a
 * full file name, as ESM requires; the package is `"type": "module"` with no
 * nested package.json) resolves to its URL directly, and a bare
 * `drizzle-orm…` specifier from outside node_modules is resolved once.
 * Every other specifier goes to Node's own resolution.
 */
import { registerHooks } from 'node:module'

const DRIZZLE = '/node_modules/drizzle-orm/'
const bare = new Map<string, { url: string; format?: string | null | undefined }>()

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL
    if (parent?.startsWith('file:')) {
      if (
        parent.includes(DRIZZLE) &&
        (specifier.startsWith('./') || specifier.startsWith('../')) &&
        specifier.endsWith('.js')
      ) {
        return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true }
      }
      if (specifier.startsWith('drizzle-orm') && !parent.includes('/node_modules/')) {
        const key = `${specifier}\0${context.conditions.join()}`
        const known = bare.get(key)
        if (known) return { ...known, shortCircuit: true }
        const resolved = nextResolve(specifier, context)
        bare.set(key, { url: resolved.url, format: resolved.format })
        return resolved
      }
    }
    return nextResolve(specifier, context)
  },
})
