/**
 * Serves the production build of the web: hashed assets from dist/client
 * (cached for a year), everything else through the Start handler, pages
 * gzip'd. Always on React's production build (docs/decisions/555).
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { compressedPage } from '../app/server/page-compression.server.ts'
import { withSecurityHeaders } from '../app/server/security-headers.server.ts'
import { bootAppConfig, pinProductionLibraries } from '../app.config.ts'

const root = path.resolve(import.meta.dirname, '..')
pinProductionLibraries()
// Parsed before anything is served; the built server reads this one (processShared).
const config = bootAppConfig()

const entry = (await import(pathToFileURL(path.join(root, 'dist/server/server.js')).href)) as {
  default: { fetch: (request: Request) => Response | Promise<Response> }
}

const files = staticMiddleware({
  dir: path.join(root, 'dist/client'),
  maxAge: 31_536_000,
  immutable: true,
})

/** The path's last segment has an extension: every file the build writes does, no page does. */
function namesFile(request: Request): boolean {
  const url = request.url
  const end = url.search(/[?#]/)
  const pathname = end === -1 ? url : url.slice(0, end)
  return pathname.slice(pathname.lastIndexOf('/')).includes('.')
}

const server = serve({
  port: config.PORT,
  hostname: config.HOST,
  silent: true,
  middleware: [
    // Static files too: nosniff, no framing (docs/decisions/390). Pages get
    // their nonce policy in app/server.ts; a policy already set stays.
    async (_request, next) => withSecurityHeaders(await next(), config),
    // Pages gzip'd (decision 546); files are compressed by the static middleware.
    async (request, next) => compressedPage(request, await next()),
    // Only a path that names a file (hashed assets, favicon.svg) looks on
    // disk: a page's path was a failed stat on every request (issue 19).
    (request, next) => (namesFile(request) ? files(request, next) : next()),
  ],
  fetch: (request) => entry.default.fetch(request),
})

await server.ready()
console.log(`web listening on http://localhost:${config.PORT}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close(true).then(() => process.exit(0))
  })
}
