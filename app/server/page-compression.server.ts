/**
 * Pages (text/html) gzip'd for a browser that accepts it (decision 546):
 * 40 KB of server-rendered HTML is about 8 KB on the wire. Level 1 (about
 * 0.1 ms for a page, against 1–4 ms of rendering) and a sync flush after
 * every chunk, so a streamed page still reaches the browser as it renders.
 * Files are compressed by srvx's static middleware; the live event stream is
 * not HTML and passes as it is.
 */
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { constants, createGzip } from 'node:zlib'

/** Whether an Accept-Encoding header takes gzip (by name or `*`, with a q above 0). */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false
  let star = false
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const quality = q === undefined ? 1 : Number(q.slice(2))
    if (name === 'gzip') return quality > 0
    if (name === '*') star = quality > 0
  }
  return star
}

export function compressedPage(request: Request, response: Response): Response {
  // The headers first, the body only for a page: reading `body` turns srvx's
  // light answer for a file into a web Response around the file's stream,
  // and a browser gone before it was sent then cancels that stream unread,
  // which leaves the file open until garbage collection (DEP0137, issue 37).
  if (response.headers.has('content-encoding')) return response
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response
  if (!response.body) return response
  const headers = new Headers(response.headers)
  headers.append('vary', 'Accept-Encoding')
  if (!acceptsGzip(request.headers.get('accept-encoding'))) {
    return new Response(response.body, { status: response.status, headers })
  }
  headers.set('content-encoding', 'gzip')
  headers.delete('content-length')
  const gzip = createGzip({ level: 1, flush: constants.Z_SYNC_FLUSH })
  const source = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>)
  // A browser that leaves mid-page ends the pipeline; nothing to report.
  pipeline(source, gzip).catch(() => {})
  return new Response(Readable.toWeb(gzip) as ReadableStream<Uint8Array>, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
