/**
 * The one way the web holds a thing for the life of its process: its
 * configuration, the upstream client, the catalogue cache, the live relay,
 * the metrics registry. Each is kept on globalThis under a registered
 * symbol, made on first use (or set at boot), never in a module-level `let`.
 *
 * Why: one process may load the same module twice. `vite dev` evaluates a
 * server module again when its file changes (a second relay would open a
 * second upstream socket, a second registry would count from zero), and in
 * production scripts/web-server.ts and the built server bundle each carry a
 * copy of app.config.ts, so the configuration parsed at boot would not be
 * the one the pages read. A symbol from Symbol.for is the same in every copy.
 * tests/unit/shared-holders.test.ts keeps globalThis and module-level `let`s
 * out of the web's server code.
 */

const shelf = globalThis as unknown as Record<symbol, unknown>
const keyOf = (name: string) => Symbol.for(`proptrade.web.${name}`)

/** This process's `name`, made by `make` the first time it is asked for. */
export function processShared<T>(name: string, make: () => T): T {
  const key = keyOf(name)
  if (!Object.hasOwn(shelf, key)) shelf[key] = make()
  return shelf[key] as T
}

/** Sets this process's `name` (at boot), replacing what was there. */
export function setProcessShared<T>(name: string, value: T): T {
  shelf[keyOf(name)] = value
  return value
}
