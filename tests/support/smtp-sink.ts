/**
 * A minimal SMTP server for tests: accepts every message and keeps it, so
 * the engine's real mail path (nodemailer over SMTP) can be checked end to
 * end. Speaks just enough of RFC 5321: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT.
 */
import { createServer, type Server, type Socket } from 'node:net'
import { closeServer, listenInRange } from './ports.ts'

export interface ReceivedMail {
  from: string
  to: string[]
  /** The raw message (headers and body) as sent, dot-unstuffed. */
  data: string
}

export class SmtpSink {
  readonly received: ReceivedMail[] = []
  private readonly server: Server
  private readonly sockets = new Set<Socket>()
  private waiters: Array<() => void> = []
  port = 0

  constructor() {
    this.server = createServer((socket) => this.session(socket))
  }

  async start(): Promise<string> {
    this.port = await listenInRange(this.server)
    return `smtp://127.0.0.1:${this.port}`
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy()
    await closeServer(this.server)
  }

  /** Resolves once `count` messages have arrived (or throws after the timeout). */
  async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs
    while (this.received.length < count) {
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`expected ${count} mails, got ${this.received.length}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
    return this.received
  }

  private session(socket: Socket) {
    this.sockets.add(socket)
    socket.on('close', () => this.sockets.delete(socket))
    socket.setEncoding('utf8')
    let buffer = ''
    let inData = false
    let from = ''
    let to: string[] = []
    let data: string[] = []
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 sink.test ESMTP')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            this.received.push({ from, to, data: data.join('\r\n') })
            for (const wake of this.waiters.splice(0)) wake()
            reply('250 2.0.0 queued')
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line)
          }
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO') {
          reply('250-sink.test')
          reply('250-8BITMIME')
          reply('250 SMTPUTF8')
        } else if (verb === 'HELO') reply('250 sink.test')
        else if (verb === 'MAIL') {
          from = /<(.*)>/.exec(line)?.[1] ?? ''
          to = []
          reply('250 2.1.0 ok')
        } else if (verb === 'RCPT') {
          to.push(/<(.*)>/.exec(line)?.[1] ?? '')
          reply('250 2.1.5 ok')
        } else if (verb === 'DATA') {
          inData = true
          data = []
          reply('354 end with <CRLF>.<CRLF>')
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 ok')
        else if (verb === 'QUIT') {
          reply('221 2.0.0 bye')
          socket.end()
        } else reply('502 5.5.2 not implemented')
      }
    })
  }
}
