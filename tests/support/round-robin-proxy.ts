/**
 * One address in front of several web nodes (tests): each request goes to
 * the next node in turn, and to the one after when a node refuses the
 * connection; answers (event streams too) are piped through as they come.
 */
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RoundRobinProxy {
  origin: string
  close(): Promise<void>
}

export async function startRoundRobinProxy(
  targets: string[],
  port: number,
): Promise<RoundRobinProxy> {
  let next = 0
  const server: Server = createServer((incoming, outgoing) => {
    const body: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => body.push(chunk))
    incoming.on('end', () => {
      // The turn is taken now: a retry after a refused connection (later,
      // when `next` has moved on) must count from this request's own start.
      const start = next
      next = (next + 1) % targets.length
      const attempt = (tried: number) => {
        const target = new URL(targets[(start + tried) % targets.length] as string)
        const upstream = request(
          {
            host: target.hostname,
            port: target.port,
            path: incoming.url,
            method: incoming.method,
            headers: { ...incoming.headers, host: `127.0.0.1:${port}` },
          },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(outgoing)
            answer.on('error', () => outgoing.destroy())
          },
        )
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED' && tried + 1 < targets.length) attempt(tried + 1)
          else if (!outgoing.headersSent) outgoing.writeHead(502).end()
          else outgoing.destroy()
        })
        outgoing.on('close', () => upstream.destroy())
        upstream.end(Buffer.concat(body))
      }
      attempt(0)
    })
  })
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r))
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  }
}
