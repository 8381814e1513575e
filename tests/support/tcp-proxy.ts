/**
 * A TCP proxy on a port of its own in front of a server (Postgres): close()
 * drops every connection and stops listening (the database "goes away"
 * for whoever connects through it), open() listens on the same port again.
 */
import net from 'node:net'

export class TcpProxy {
  private server: net.Server | undefined
  private readonly sockets = new Set<net.Socket>()
  private readonly target: { host: string; port: number }
  port: number

  constructor(target: { host: string; port: number }, port = 0) {
    this.target = target
    this.port = port
  }

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host)
      for (const socket of [client, upstream]) {
        this.sockets.add(socket)
        socket.on('close', () => this.sockets.delete(socket))
        socket.on('error', () => {
          client.destroy()
          upstream.destroy()
        })
      }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.port = (server.address() as net.AddressInfo).port
    this.server = server
  }

  async close(): Promise<void> {
    const server = this.server
    this.server = undefined
    for (const socket of this.sockets) socket.destroy()
    this.sockets.clear()
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
