/**
 * A real HTTP server standing in for an upstream where a test must see the
 * exact request the web sent, or make the upstream misbehave (slow, off
 * contract). Each test sets `answer` to decide the response.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'

export interface RecordedRequest {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: Buffer
}

export interface Reply {
  status?: number
  headers?: Record<string, string | string[]>
  body?: unknown
  /** Milliseconds to wait before answering. */
  delayMs?: number
}

export interface RecordingUpstream {
  url: string
  requests: RecordedRequest[]
  answer: (request: RecordedRequest) => Reply
  close(): Promise<void>
}

export async function startRecordingUpstream(port: number): Promise<RecordingUpstream> {
  const upstream: RecordingUpstream = {
    url: `http://127.0.0.1:${port}`,
    requests: [],
    answer: () => ({ status: 200, body: { data: null } }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      }
      upstream.requests.push(recorded)
      const reply = upstream.answer(recorded)
      const send = () => {
        const body =
          reply.body === undefined
            ? ''
            : typeof reply.body === 'string'
              ? reply.body
              : JSON.stringify(reply.body)
        res.writeHead(reply.status ?? 200, {
          'content-type': 'application/json',
          ...reply.headers,
        })
        res.end(body)
      }
      if (reply.delayMs) setTimeout(send, reply.delayMs)
      else send()
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return upstream
}
