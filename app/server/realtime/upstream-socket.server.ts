/**
 * The web node's one Pusher-protocol (v7) connection to the upstream. It
 * reconnects with a growing, jittered backoff, pings when the line is quiet,
 * and reports what happens; the relay decides what to subscribe.
 */
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

export class UpstreamSocket {
  /** One per engine: a socket that closes moves to the next (a standby refuses it). */
  private readonly urls: string[]
  private next = 0
  private readonly handlers: UpstreamHandlers
  private readonly log: UpstreamLog
  private readonly initialBackoffMs: number
  private readonly maxBackoffMs: number
  private readonly pongTimeoutMs: number
  private readonly connectTimeoutMs: number
  private ws: WebSocket | undefined
  private currentSocketId: string | undefined
  private attempt = 0
  private stopped = true
  private reconnectTimer: NodeJS.Timeout | undefined
  private idleTimer: NodeJS.Timeout | undefined
  private activityTimeoutMs = 120_000
  private nextDelayFloorMs = 0

  constructor(
    url: string | string[],
    handlers: UpstreamHandlers,
    log: UpstreamLog,
    options: UpstreamOptions = {},
  ) {
    this.urls = Array.isArray(url) ? url : [url]
    this.handlers = handlers
    this.log = log
    this.initialBackoffMs = options.initialBackoffMs ?? 250
    this.maxBackoffMs = options.maxBackoffMs ?? 10_000
    this.pongTimeoutMs = options.pongTimeoutMs ?? 30_000
    this.connectTimeoutMs = options.connectTimeoutMs ?? 10_000
  }

  /** The socket id while connected. */
  get socketId(): string | undefined {
    return this.currentSocketId
  }

  start(): void {
    if (!this.stopped) return
    this.stopped = false
    this.open()
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.reconnectTimer)
    clearTimeout(this.idleTimer)
    const ws = this.ws
    this.ws = undefined
    ws?.close(1000)
    this.lost()
  }

  subscribe(channel: string, auth?: string): void {
    this.send('pusher:subscribe', auth === undefined ? { channel } : { channel, auth })
  }

  unsubscribe(channel: string): void {
    this.send('pusher:unsubscribe', { channel })
  }

  private send(event: string, data: unknown): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ event, data }))
  }

  private open(): void {
    const url = new URL(this.urls[this.next % this.urls.length] as string)
    url.searchParams.set('protocol', '7')
    url.searchParams.set('client', 'proptrade-web-relay')
    url.searchParams.set('version', '1')
    const ws = new WebSocket(url)
    this.ws = ws
    const connectTimer = setTimeout(() => ws.close(), this.connectTimeoutMs)
    ws.addEventListener('open', () => clearTimeout(connectTimer))
    ws.addEventListener('message', (message) => {
      if (this.ws !== ws) return
      this.heard()
      if (typeof message.data === 'string') this.receive(message.data)
    })
    ws.addEventListener('close', (event) => {
      clearTimeout(connectTimer)
      if (this.ws !== ws) return
      this.ws = undefined
      // The engine went (or stands by): the next connection tries the next engine.
      this.next++
      this.lost()
      this.scheduleReconnect(event.code)
    })
    // 'close' follows every 'error'; nothing to do here but keep it from throwing.
    ws.addEventListener('error', () => {})
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
      this.ws?.close()
      return
    }
    if (typeof parsed.activity_timeout === 'number' && parsed.activity_timeout > 0) {
      this.activityTimeoutMs = parsed.activity_timeout * 1000
    }
    this.attempt = 0
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
        this.ws?.close()
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

  private scheduleReconnect(code: number): void {
    if (this.stopped) return
    // 4200-4299: reconnect at once; 4000-4099: the slowest pace; else back off.
    // Engines are tried in turn before the pause grows (a takeover takes seconds).
    const round = Math.floor(this.attempt / this.urls.length)
    const backoff = Math.min(this.maxBackoffMs, this.initialBackoffMs * 2 ** round)
    let delay = code >= 4200 && code < 4300 ? 0 : backoff
    if (code >= 4000 && code < 4100) delay = this.maxBackoffMs
    delay = Math.max(delay, this.nextDelayFloorMs)
    // Jitter, so that a fleet of web nodes does not reconnect in lockstep.
    delay = Math.round(delay * (0.8 + Math.random() * 0.4))
    this.attempt++
    if (this.attempt === 1) this.log.warn('upstream socket closed; reconnecting', { code })
    this.reconnectTimer = setTimeout(() => this.open(), delay)
    this.reconnectTimer.unref()
  }
}
