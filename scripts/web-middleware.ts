/**
 * What the production web does around the Start handler
 * (scripts/web-server.ts): hashed assets from the build's client directory
 * (cached for a year), the security headers on everything, pages gzip'd.
 * Its own module so that tests/integration/web/static-files.test.ts serves
 * files through the very chain the web runs.
 */
import type { ServerMiddleware } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { compressedPage } from '../app/server/page-compression.server.ts'
import { withSecurityHeaders } from '../app/server/security-headers.server.ts'
import type { AppConfig } from '../app.config.ts'

/** The path's last segment has an extension: every file the build writes does, no page does. */
function namesFile(request: Request): boolean {
  const url = request.url
  const end = url.search(/[?#]/)
  const pathname = end === -1 ? url : url.slice(0, end)
  return pathname.slice(pathname.lastIndexOf('/')).includes('.')
}

export function webMiddleware(config: AppConfig, filesDir: string): ServerMiddleware[] {
  const files = staticMiddleware({ dir: filesDir, maxAge: 31_536_000, immutable: true })
  return [
    // Static files too: nosniff, no framing (docs/decisions/390). Pages get
    // their nonce policy in app/server.ts; a policy already set stays.
    async (_request, next) => withSecurityHeaders(await next(), config),
    // Pages gzip'd (decision 546); files are compressed by the static middleware.
    async (request, next) => compressedPage(request, await next()),
    // Only a path that names a file (hashed assets, favicon.svg) looks on
    // disk: a page's path was a failed stat on every request (issue 19).
    (request, next) => (namesFile(request) ? files(request, next) : next()),
  ]
}
