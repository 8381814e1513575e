/**
 * One Pusher client connected to the engine: its socket id, the channels it
 * follows, and when it was last heard from. Sends nothing it cannot afford:
 * a client whose unsent bytes pass the bound is disconnected (4100) rather
 * than buffered without end.
 */
import { performance } from 'node:perf_hooks'
import type { WebSocket } from 'ws'
import { encodeFrame, PusherCode } from './pusher-protocol.ts'

export class Connection {
  readonly socketId: string
  readonly channels = new Set<string>()
  /** API keys whose signed auth opened a private channel here (closed when one is revoked). */
  readonly keys = new Set<number>()
  /** Monotonic milliseconds (liveness is wall time, not the engine's test clock). */
  lastSeenAt = performance.now()
  pingSentAt: number | undefined
  private readonly ws: WebSocket
  private readonly maxBufferedBytes: number

  constructor(ws: WebSocket, socketId: string, maxBufferedBytes: number) {
    this.ws = ws
    this.socketId = socketId
    this.maxBufferedBytes = maxBufferedBytes
  }

  get open(): boolean {
    return this.ws.readyState === this.ws.OPEN
  }

  heard(): void {
    this.lastSeenAt = performance.now()
    this.pingSentAt = undefined
  }

  send(event: string, data: unknown, channel?: string): void {
    this.sendRaw(encodeFrame(event, data, channel))
  }

  /** An already encoded frame (shared by every subscriber of an event). */
  sendRaw(frame: string | Buffer): void {
    if (!this.open) return
    if (this.ws.bufferedAmount > this.maxBufferedBytes) {
      this.close(PusherCode.overCapacity, 'Over capacity: the client does not keep up')
      return
    }
    this.ws.send(frame, { binary: false })
  }

  error(code: number | null, message: string): void {
    this.send('pusher:error', { code, message })
  }

  close(code: number, reason: string): void {
    if (this.ws.readyState === this.ws.CLOSED) return
    this.ws.close(code, reason)
    // A peer that never answers the close handshake must not hold the socket.
    setTimeout(() => this.ws.terminate(), 2000).unref()
  }

  terminate(): void {
    this.ws.terminate()
  }
}
