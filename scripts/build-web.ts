/**
 * `npm run build`: the web's production bundle, as `vite build` makes it,
 * then exit. After Vite has finished, timers left by the paraglide compile
 * would keep a plain `vite build` process alive for ~25 s doing nothing
 * (issue 19); the bundle is written by then, so we leave at once.
 */
import { performance } from 'node:perf_hooks'
import { createBuilder } from 'vite'

const started = performance.now()
try {
  const builder = await createBuilder({}, null)
  await builder.buildApp()
} catch (error) {
  console.error('web build failed:', error)
  process.exit(1)
}
console.log(`web built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
process.exit(0)
