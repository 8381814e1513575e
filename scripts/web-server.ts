/**
 * Serves the production build of the web: hashed assets from dist/client
 * (cached for a year), everything else through the Start handler, pages
 * gzip'd. Always on React's production build (docs/decisions/555).
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from 'srvx'
import { bootAppConfig, pinProductionLibraries } from '../app.config.ts'
import { webMiddleware } from './web-middleware.ts'

const root = path.resolve(import.meta.dirname, '..')
pinProductionLibraries()
// Parsed before anything is served; the built server reads this one (processShared).
const config = bootAppConfig()

const entry = (await import(pathToFileURL(path.join(root, 'dist/server/server.js')).href)) as {
  default: { fetch: (request: Request) => Response | Promise<Response> }
}

const server = serve({
  port: config.PORT,
  hostname: config.HOST,
  silent: true,
  middleware: webMiddleware(config, path.join(root, 'dist/client')),
  fetch: (request) => entry.default.fetch(request),
})

await server.ready()
console.log(`web listening on http://localhost:${config.PORT}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close(true).then(() => process.exit(0))
  })
}
