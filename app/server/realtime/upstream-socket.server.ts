/**
 * The web node's one Pusher-protocol (v7) connection to the upstream. It
 * reconnects with a growing, jittered backoff (the shared loop,
 * contract/reconnecting-socket.ts), pings when the line is quiet, and
 * reports what happens; the relay decides what to subscribe.
 */
import { ReconnectingSocket } from '#contract/reconnecting-socket.ts'

export interface UpstreamHandlers {
  connected(socketId: string): void
  disconnected(): void
  subscribed(channel: string): void
  subscriptionFailed(channel: string, status: number): void
  /** An event; `data` is the JSON text Pusher carries. */
  /** `arrivedAt`: performance.now() when the frame came in (relay lag). */
  event(channel: string, event: string, data: string, arrivedAt: number): void
}

export interface UpstreamLog {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
}

export interface UpstreamOptions {
  initialBackoffMs?: number
  maxBackoffMs?: number
  /** How long an answer to our ping may take before the line counts as dead. */
  pongTimeoutMs?: number
  connectTimeoutMs?: number
}

export class UpstreamSocket extends ReconnectingSocket<WebSocket> {
  /** One per engine: a socket that closes moves to the next (a standby refuses it). */
  private readonly urls: string[]
  private next = 0
  private readonly handlers: UpstreamHandlers
  private readonly log: UpstreamLog
  private readonly maxBackoffMs: number
  private readonly pongTimeoutMs: number
  private readonly connectTimeoutMs: number
  private currentSocketId: string | undefined
  private idleTimer: NodeJS.Timeout | undefined
  private activityTimeoutMs = 120_000
  private nextDelayFloorMs = 0

  constructor(
    url: string | string[],
    handlers: UpstreamHandlers,
    log: UpstreamLog,
    options: UpstreamOptions = {},
  ) {
    const urls = Array.isArray(url) ? url : [url]
    const maxBackoffMs = options.maxBackoffMs ?? 10_000
    super({
      initialBackoffMs: options.initialBackoffMs ?? 250,
      maxBackoffMs,
      // So that a fleet of web nodes does not reconnect in lockstep.
      jitter: 0.2,
      // Engines are tried in turn before the pause grows (a takeover takes seconds).
      dropsPerStep: urls.length,
      unref: true,
    })
    this.urls = urls
    this.handlers = handlers
    this.log = log
    this.maxBackoffMs = maxBackoffMs
    this.pongTimeoutMs = options.pongTimeoutMs ?? 30_000
    this.connectTimeoutMs = options.connectTimeoutMs ?? 10_000
  }

  /** The socket id while connected. */
  get socketId(): string | undefined {
    return this.currentSocketId
  }

  override stop(): void {
    clearTimeout(this.idleTimer)
    super.stop()
    this.lost()
  }

  protected override closeSocket(ws: WebSocket): void {
    ws.close(1000)
  }

  subscribe(channel: string, auth?: string): void {
    this.send('pusher:subscribe', auth === undefined ? { channel } : { channel, auth })
  }

  unsubscribe(channel: string): void {
    this.send('pusher:unsubscribe', { channel })
  }

  private send(event: string, data: unknown): void {
    const ws = this.socket
    if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ event, data }))
  }

  protected connect(): WebSocket {
    const url = new URL(this.urls[this.next % this.urls.length] as string)
    url.searchParams.set('protocol', '7')
    url.searchParams.set('client', 'proptrade-web-relay')
    url.searchParams.set('version', '1')
    const ws = new WebSocket(url)
    const connectTimer = setTimeout(() => ws.close(), this.connectTimeoutMs)
    ws.addEventListener('open', () => clearTimeout(connectTimer))
    ws.addEventListener('message', (message) => {
      if (!this.isCurrent(ws)) return
      this.heard()
      if (typeof message.data === 'string') this.receive(message.data)
    })
    ws.addEventListener('close', (event) => {
      clearTimeout(connectTimer)
      if (!this.isCurrent(ws)) return
      // The engine went (or stands by): the next connection tries the next engine.
      this.next++
      this.lost()
      const code = event.code
      // 4200-4299: reconnect at once; 4000-4099: the slowest pace; else back off.
      const pause = this.dropped(ws, (backoff) =>
        Math.max(
          code >= 4000 && code < 4100
            ? this.maxBackoffMs
            : code >= 4200 && code < 4300
              ? 0
              : backoff,
          this.nextDelayFloorMs,
        ),
      )
      if (pause !== undefined && this.dropsInARow === 1)
        this.log.warn('upstream socket closed; reconnecting', { code })
    })
    // 'close' follows every 'error'; nothing to do here but keep it from throwing.
    ws.addEventListener('error', () => {})
    return ws
  }

  private receive(text: string): void {
    const arrivedAt = performance.now()
    let frame: { event?: unknown; channel?: unknown; data?: unknown }
    try {
      frame = JSON.parse(text)
    } catch {
      this.log.warn('upstream sent a frame that is not JSON')
      return
    }
    const event = typeof frame.event === 'string' ? frame.event : ''
    const channel = typeof frame.channel === 'string' ? frame.channel : undefined
    switch (event) {
      case 'pusher:connection_established':
        this.established(frame.data)
        break
      case 'pusher:ping':
        this.send('pusher:pong', {})
        break
      case 'pusher:pong':
        break
      case 'pusher:error':
        this.upstreamError(frame.data)
        break
      case 'pusher_internal:subscription_succeeded':
        if (channel) this.handlers.subscribed(channel)
        break
      case 'pusher:subscription_error': {
        const status = (frame.data as { status?: unknown } | undefined)?.status
        if (channel)
          this.handlers.subscriptionFailed(channel, typeof status === 'number' ? status : 401)
        break
      }
      default:
        if (!channel || event.startsWith('pusher')) break
        this.handlers.event(
          channel,
          event,
          typeof frame.data === 'string' ? frame.data : JSON.stringify(frame.data ?? null),
          arrivedAt,
        )
    }
  }

  private established(data: unknown): void {
    let parsed: { socket_id?: unknown; activity_timeout?: unknown } = {}
    try {
      parsed = typeof data === 'string' ? JSON.parse(data) : ((data ?? {}) as typeof parsed)
    } catch {
      // leave it empty: refused below
    }
    if (typeof parsed.socket_id !== 'string') {
      this.log.warn('upstream greeting without a socket id')
      this.socket?.close()
      return
    }
    if (typeof parsed.activity_timeout === 'number' && parsed.activity_timeout > 0) {
      this.activityTimeoutMs = parsed.activity_timeout * 1000
    }
    this.resetBackoff()
    this.nextDelayFloorMs = 0
    this.currentSocketId = parsed.socket_id
    this.log.info('upstream socket connected', { socketId: parsed.socket_id })
    this.heard()
    this.handlers.connected(parsed.socket_id)
  }

  private upstreamError(data: unknown): void {
    const { code, message } = (data ?? {}) as { code?: unknown; message?: unknown }
    this.log.warn('upstream socket error', { code, message })
    // 4000-4099: do not retry as is (wrong key, wrong protocol): retry slowly.
    if (typeof code === 'number' && code >= 4000 && code < 4100)
      this.nextDelayFloorMs = this.maxBackoffMs
  }

  /** Any frame proves the line alive; after a quiet spell, ping; no answer: reconnect. */
  private heard(): void {
    clearTimeout(this.idleTimer)
    this.idleTimer = setTimeout(() => {
      this.send('pusher:ping', {})
      this.idleTimer = setTimeout(() => {
        this.log.warn('upstream socket did not answer a ping; reconnecting')
        this.socket?.close()
      }, this.pongTimeoutMs)
      this.idleTimer.unref()
    }, this.activityTimeoutMs)
    this.idleTimer.unref()
  }

  private lost(): void {
    clearTimeout(this.idleTimer)
    if (this.currentSocketId === undefined) return
    this.currentSocketId = undefined
    this.handlers.disconnected()
  }
}
