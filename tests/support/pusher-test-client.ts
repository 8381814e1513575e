/**
 * A Pusher-protocol client for tests: a real WebSocket to the engine that
 * records every frame, so a test can wait for the one it expects.
 */
import WebSocket from 'ws'

export interface ReceivedFrame {
  event: string
  channel?: string
  data: unknown
}

export class PusherTestClient {
  readonly frames: ReceivedFrame[] = []
  readonly ws: WebSocket
  closeCode: number | undefined
  private waiters: Array<() => void> = []

  private constructor(ws: WebSocket) {
    this.ws = ws
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as ReceivedFrame
      this.frames.push(frame)
      this.wake()
    })
    ws.on('close', (code) => {
      this.closeCode = code
      this.wake()
    })
  }

  /** Connects to ws://…/app/{key} and waits for the socket to open. */
  static async connect(url: string): Promise<PusherTestClient> {
    const ws = new WebSocket(url)
    const client = new PusherTestClient(ws)
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
    })
    return client
  }

  /** Connects and returns the socket id from pusher:connection_established. */
  static async established(url: string): Promise<{ client: PusherTestClient; socketId: string }> {
    const client = await PusherTestClient.connect(url)
    const frame = await client.next((f) => f.event === 'pusher:connection_established')
    const data = JSON.parse(frame.data as string) as { socket_id: string }
    return { client, socketId: data.socket_id }
  }

  send(event: string, data: unknown): void {
    this.ws.send(JSON.stringify({ event, data }))
  }

  /** The first frame (received or to come) matching `match`, removed from the record. */
  async next(match: (frame: ReceivedFrame) => boolean, timeoutMs = 5000): Promise<ReceivedFrame> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const index = this.frames.findIndex(match)
      if (index >= 0) return this.frames.splice(index, 1)[0] as ReceivedFrame
      const left = deadline - Date.now()
      if (left <= 0 || this.closeCode !== undefined) {
        throw new Error(
          `no matching frame within ${timeoutMs} ms (closed: ${this.closeCode ?? 'no'}); got ${JSON.stringify(this.frames)}`,
        )
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  /** Waits until the server closes the socket; its close code. */
  async closed(timeoutMs = 5000): Promise<number> {
    const deadline = Date.now() + timeoutMs
    while (this.closeCode === undefined) {
      if (Date.now() > deadline) throw new Error('socket still open')
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
    return this.closeCode
  }

  close(): void {
    this.ws.terminate()
  }

  private wake(): void {
    const waiters = this.waiters
    this.waiters = []
    for (const wake of waiters) wake()
  }
}
