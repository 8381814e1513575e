/**
 * Run by tests/integration/web/static-files.test.ts in its own node, with
 * --expose-gc: serves a directory of files through the production web's
 * middleware (scripts/web-middleware.ts) and asks for them every way a
 * browser does, a browser that leaves before the answer and mid-download
 * included; then forces garbage collection and prints, as one JSON line,
 * the process warnings it saw (a file left open is closed by the
 * collector with "Closing file descriptor N on garbage collection", DEP0137).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { serve } from 'srvx'
import { parseAppConfig } from '../../app.config.ts'
import { webMiddleware } from '../../scripts/web-middleware.ts'

const warnings: string[] = []
process.on('warning', (w: Error & { code?: string }) =>
  warnings.push(`${w.code ?? w.name}: ${w.message}`),
)

const dir = mkdtempSync(path.join(tmpdir(), 'proptrade-static-probe-'))
writeFileSync(
  path.join(dir, 'app-abc123.js'),
  `console.log(${JSON.stringify('x'.repeat(300_000))})`,
)
writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(50_000, 7))
const server = serve({
  port: 0,
  hostname: '127.0.0.1',
  silent: true,
  middleware: webMiddleware(parseAppConfig({ NODE_ENV: 'test' }), dir),
  fetch: () => new Response('<p>page</p>', { headers: { 'content-type': 'text/html' } }),
})
await server.ready()
const port = Number(new URL(server.url ?? '').port)
const base = `http://127.0.0.1:${port}`

/** Sends a request on a raw socket and closes it at once: the browser left before the answer. */
function leaveBeforeAnswer(file: string, encoding: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET /${file} HTTP/1.1\r\nHost: web\r\nAccept-Encoding: ${encoding}\r\n\r\n`)
      socket.destroy()
      setTimeout(resolve, 2)
    })
    socket.on('error', () => resolve())
  })
}

/** Reads the first chunk of the answer, then leaves. */
function leaveMidDownload(file: string, encoding: string): Promise<void> {
  return new Promise((resolve) => {
    const request = http.get(
      `${base}/${file}`,
      { headers: { 'accept-encoding': encoding } },
      (r) => {
        r.once('data', () => {
          request.destroy()
          resolve()
        })
      },
    )
    request.on('error', () => resolve())
  })
}

const statuses: Record<string, number> = {}
const count = (kind: string, status: number) => {
  statuses[`${kind} ${status}`] = (statuses[`${kind} ${status}`] ?? 0) + 1
}
const rounds = Number(process.argv[2] ?? 30)
for (let i = 0; i < rounds; i++) {
  for (const encoding of ['identity', 'gzip', 'br, gzip']) {
    for (const file of ['app-abc123.js', 'logo.png']) {
      const full = await fetch(`${base}/${file}`, { headers: { 'accept-encoding': encoding } })
      await full.arrayBuffer()
      count('get', full.status)
      await leaveBeforeAnswer(file, encoding)
      await leaveMidDownload(file, encoding)
    }
  }
  const head = await fetch(`${base}/app-abc123.js`, { method: 'HEAD' })
  count('head', head.status)
  const etag = head.headers.get('etag') ?? ''
  const unchanged = await fetch(`${base}/app-abc123.js`, { headers: { 'if-none-match': etag } })
  count('conditional', unchanged.status)
  const range = await fetch(`${base}/logo.png`, { headers: { range: 'bytes=0-99' } })
  await range.arrayBuffer()
  count('range', range.status)
  // An answer the client never reads, dropped.
  count('unread', (await fetch(`${base}/logo.png`)).status)
}
await sleep(200)
for (let i = 0; i < 5; i++) {
  globalThis.gc?.()
  await sleep(50)
}
await server.close(true)
rmSync(dir, { recursive: true, force: true })
console.log(JSON.stringify({ gc: typeof globalThis.gc === 'function', statuses, warnings }))
process.exit(0)
