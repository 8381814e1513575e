/**
 * The engine's Pusher-protocol WebSocket server. It takes the HTTP server's
 * upgrades at /app/{BROADCAST_APP_KEY}, lets clients follow public market
 * channels and (with a signature from /v1/broadcasting/auth) private ones,
 * and forwards every event published on ctx.events to the channel's
 * followers. It holds no history: a client that was away refetches.
 */
import type { IncomingMessage, Server } from 'node:http'
import type { Http2SecureServer, Http2Server } from 'node:http2'
import type { Duplex } from 'node:stream'
import { type WebSocket, WebSocketServer } from 'ws'
import type { EngineContext } from '../context.ts'
import type { BroadcastEvent } from '../events.ts'
import { Connection } from './connection.ts'
import {
  ACTIVITY_TIMEOUT_SECONDS,
  channelKind,
  decodeClientFrame,
  encodeFrame,
  isValidChannelAuth,
  keyOfChannelAuth,
  newSocketId,
  PusherCode,
} from './pusher-protocol.ts'

export interface BroadcasterOptions {
  /** Seconds of silence before the server pings a client. */
  activityTimeoutSeconds?: number
  /** How long a pinged client has to answer before it is dropped. */
  pongTimeoutMs?: number
  /** How often liveness is checked. */
  sweepEveryMs?: number
  /** Unsent bytes a client may pile up before it is disconnected. */
  maxBufferedBytes?: number
  /** Public channels one connection may follow (private ones need signatures). */
  maxPublicChannels?: number
}

const MB = 1024 * 1024
const APP_PATH = /^\/app\/([^/]+)$/

export class Broadcaster {
  private readonly ctx: EngineContext
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })
  private readonly connections = new Set<Connection>()
  private readonly channels = new Map<string, Set<Connection>>()
  private readonly activityTimeoutSeconds: number
  private readonly pongTimeoutMs: number
  private readonly maxBufferedBytes: number
  private readonly maxPublicChannels: number
  private readonly sweeper: NodeJS.Timeout
  private readonly unsubscribeBus: () => void

  constructor(ctx: EngineContext, options: BroadcasterOptions = {}) {
    this.ctx = ctx
    this.activityTimeoutSeconds = options.activityTimeoutSeconds ?? ACTIVITY_TIMEOUT_SECONDS
    this.pongTimeoutMs = options.pongTimeoutMs ?? 30_000
    this.maxBufferedBytes = options.maxBufferedBytes ?? 32 * MB
    this.maxPublicChannels = options.maxPublicChannels ?? 200
    this.unsubscribeBus = ctx.events.subscribe((event) => this.deliver(event))
    this.sweeper = setInterval(() => this.sweep(), options.sweepEveryMs ?? 10_000)
    this.sweeper.unref()
  }

  /** Takes an HTTP upgrade; answers 404 to any path but /app/{key}. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy())
    const url = new URL(request.url ?? '/', 'http://engine')
    const match = APP_PATH.exec(url.pathname)
    if (!match?.[1] || request.headers.upgrade?.toLowerCase() !== 'websocket') {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      return
    }
    const key = decodeURIComponent(match[1])
    const protocol = url.searchParams.get('protocol')
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, key, protocol))
  }

  stats(): { connections: number; channels: number } {
    return { connections: this.connections.size, channels: this.channels.size }
  }

  /** The followers of a channel right now (tests and diagnostics). */
  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0
  }

  /** Stops taking events and closes every connection ("going away": clients reconnect). */
  async close(): Promise<void> {
    this.unsubscribeBus()
    clearInterval(this.sweeper)
    for (const connection of this.connections) connection.terminate()
    this.connections.clear()
    this.channels.clear()
    await new Promise<void>((resolve) => this.wss.close(() => resolve()))
  }

  private accept(ws: WebSocket, key: string, protocol: string | null): void {
    const connection = new Connection(ws, newSocketId(), this.maxBufferedBytes)
    if (key !== this.ctx.config.BROADCAST_APP_KEY) {
      connection.error(PusherCode.appKeyUnknown, `App key ${key} not in this cluster`)
      connection.close(PusherCode.appKeyUnknown, 'App key unknown')
      return
    }
    if (protocol !== null && Number(protocol) !== 7) {
      connection.error(PusherCode.protocolUnsupported, 'Unsupported protocol version')
      connection.close(PusherCode.protocolUnsupported, 'Unsupported protocol version')
      return
    }
    this.connections.add(connection)
    ws.on('message', (data, isBinary) => {
      connection.heard()
      if (isBinary) {
        connection.error(null, 'Binary frames are not supported')
        return
      }
      this.receive(connection, data.toString())
    })
    ws.on('pong', () => connection.heard())
    ws.on('close', () => this.forget(connection))
    ws.on('error', () => this.forget(connection))
    connection.send('pusher:connection_established', {
      socket_id: connection.socketId,
      activity_timeout: this.activityTimeoutSeconds,
    })
  }

  private receive(connection: Connection, text: string): void {
    const frame = decodeClientFrame(text)
    if (!frame) {
      connection.error(null, 'Invalid message: expected a JSON object with an event')
      return
    }
    const data = (typeof frame.data === 'object' && frame.data !== null ? frame.data : {}) as {
      channel?: unknown
      auth?: unknown
    }
    switch (frame.event) {
      case 'pusher:ping':
        connection.send('pusher:pong', {})
        return
      case 'pusher:pong':
        return
      case 'pusher:subscribe':
        this.subscribe(connection, data.channel, data.auth)
        return
      case 'pusher:unsubscribe':
        if (typeof data.channel === 'string') this.unsubscribe(connection, data.channel)
        return
      default:
        if (frame.event.startsWith('client-')) {
          connection.error(null, 'Client events are not enabled for this app')
        } else {
          connection.error(null, `Unsupported event ${frame.event.slice(0, 60)}`)
        }
    }
  }

  private subscribe(connection: Connection, channel: unknown, auth: unknown): void {
    if (typeof channel !== 'string') {
      connection.error(null, 'pusher:subscribe needs a channel')
      return
    }
    const refusal = this.refusalOf(connection, channel, auth)
    if (refusal) {
      connection.send('pusher:subscription_error', refusal, channel)
      return
    }
    connection.channels.add(channel)
    let followers = this.channels.get(channel)
    if (!followers) {
      followers = new Set()
      this.channels.set(channel, followers)
    }
    followers.add(connection)
    connection.send('pusher_internal:subscription_succeeded', {}, channel)
  }

  /** Why a subscription is refused (Soketi's pusher:subscription_error shape), if it is. */
  private refusalOf(
    connection: Connection,
    channel: string,
    auth: unknown,
  ): { type: string; error: string; status: number } | undefined {
    const kind = channelKind(channel)
    if (kind === 'unsupported') {
      return { type: 'UnsupportedChannel', error: 'Unknown channel', status: 404 }
    }
    if (kind === 'private') {
      const { BROADCAST_APP_KEY, BROADCAST_APP_SECRET } = this.ctx.config
      const valid = isValidChannelAuth(
        BROADCAST_APP_KEY,
        BROADCAST_APP_SECRET,
        connection.socketId,
        channel,
        auth,
      )
      if (valid) return undefined
      const keyId = keyOfChannelAuth(BROADCAST_APP_SECRET, connection.socketId, channel, auth)
      if (keyId === null) return { type: 'AuthError', error: 'Invalid signature', status: 401 }
      connection.keys.add(keyId)
      return undefined
    }
    if (
      !connection.channels.has(channel) &&
      this.publicCount(connection) >= this.maxPublicChannels
    ) {
      return { type: 'LimitReached', error: 'Too many channels on one connection', status: 429 }
    }
    return undefined
  }

  private publicCount(connection: Connection): number {
    let count = 0
    for (const channel of connection.channels) if (channelKind(channel) === 'market') count++
    return count
  }

  private unsubscribe(connection: Connection, channel: string): void {
    connection.channels.delete(channel)
    const followers = this.channels.get(channel)
    if (!followers) return
    followers.delete(connection)
    if (followers.size === 0) this.channels.delete(channel)
  }

  private forget(connection: Connection): void {
    if (!this.connections.delete(connection)) return
    for (const channel of [...connection.channels]) this.unsubscribe(connection, channel)
  }

  private deliver(event: BroadcastEvent): void {
    if (event.event === 'api_key_revoked') this.closeKeyStreams(event.payload)
    const followers = this.channels.get(event.channel)
    if (!followers || followers.size === 0) return
    let frame: Buffer
    try {
      frame = Buffer.from(encodeFrame(event.event, event.payload, event.channel))
    } catch (error) {
      this.ctx.log.error('broadcast event is not serialisable', {
        channel: event.channel,
        event: event.event,
        error,
      })
      return
    }
    for (const connection of followers) connection.sendRaw(frame)
    this.ctx.metrics.eventsSent.inc(followers.size)
  }

  /** A revoked key's streams end at once (4009: the client must not reconnect as is). */
  private closeKeyStreams(payload: unknown): void {
    const keyId = (payload as { id?: unknown } | null)?.id
    if (typeof keyId !== 'number') return
    for (const connection of [...this.connections]) {
      if (!connection.keys.has(keyId)) continue
      connection.error(PusherCode.unauthorized, 'The API key was revoked')
      connection.close(PusherCode.unauthorized, 'API key revoked')
      this.forget(connection)
    }
  }

  /** Pings the silent, drops those that did not answer (Pusher's 4201). */
  private sweep(): void {
    const now = performance.now()
    const idleLimit = this.activityTimeoutSeconds * 1000
    for (const connection of this.connections) {
      if (connection.pingSentAt !== undefined) {
        if (now - connection.pingSentAt > this.pongTimeoutMs) {
          connection.close(PusherCode.pongTimeout, 'Pong reply not received')
          this.forget(connection)
        }
      } else if (now - connection.lastSeenAt > idleLimit) {
        connection.pingSentAt = now
        connection.send('pusher:ping', {})
      }
    }
  }
}

type EngineHttpServer = Server | Http2Server | Http2SecureServer

/** Serves the broadcaster on an HTTP server's WebSocket upgrades. */
export function attachBroadcaster(
  server: EngineHttpServer,
  ctx: EngineContext,
  options: BroadcasterOptions = {},
): Broadcaster {
  const broadcaster = new Broadcaster(ctx, options)
  ;(server as Server).on('upgrade', (request, socket, head) =>
    broadcaster.handleUpgrade(request, socket, head),
  )
  return broadcaster
}
