/**
 * Serves the minimal app's production build the way scripts/web-server.ts
 * serves the web's: srvx, static files from dist/client, the rest through
 * the Start handler. PORT from the environment.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'

const dist = path.join(import.meta.dirname, 'dist')
const entry = (await import(pathToFileURL(path.join(dist, 'server/server.js')).href)) as {
  default: { fetch: (request: Request) => Response | Promise<Response> }
}
const server = serve({
  port: Number(process.env.PORT ?? 3900),
  hostname: '127.0.0.1',
  silent: true,
  middleware: [
    staticMiddleware({ dir: path.join(dist, 'client'), maxAge: 31_536_000, immutable: true }),
  ],
  fetch: (request) => entry.default.fetch(request),
})
await server.ready()
console.log(`minimal app listening on ${process.env.PORT ?? 3900}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close(true).then(() => process.exit(0))
  })
}
