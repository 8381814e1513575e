/**
 * The Pusher protocol (version 7) as this engine speaks it: frames, error
 * codes, channel names and the private-channel signature. Pure: no sockets.
 * https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol/
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

/** Seconds of silence after which either side should ping (Pusher's default). */
export const ACTIVITY_TIMEOUT_SECONDS = 120

/** Close and error codes of the protocol that this server uses. */
export const PusherCode = {
  /** 4000-4099: the client must not reconnect as is. */
  appKeyUnknown: 4001,
  protocolUnsupported: 4007,
  /** The connection is no longer authorised (a revoked API key's stream). */
  unauthorized: 4009,
  /** 4100-4199: reconnect after a backoff. */
  overCapacity: 4100,
  /** 4200-4299: reconnect at once. */
  reconnect: 4200,
  pongTimeout: 4201,
} as const

export interface PusherFrame {
  event: string
  channel?: string
  data?: unknown
}

/**
 * A frame as Pusher sends it. Event data is a JSON-encoded string (what
 * pusher-js and Laravel Echo expect); pusher:error and
 * pusher:subscription_error carry an object.
 */
export function encodeFrame(event: string, data: unknown, channel?: string): string {
  const payload = typeof data === 'string' ? data : JSON.stringify(data)
  const rawData = event === 'pusher:error' || event === 'pusher:subscription_error'
  return JSON.stringify(
    channel === undefined
      ? { event, data: rawData ? data : payload }
      : { event, channel, data: rawData ? data : payload },
  )
}

/** A client's frame, or undefined when it is not one. */
export function decodeClientFrame(text: string): PusherFrame | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const frame = value as Record<string, unknown>
  if (typeof frame.event !== 'string') return undefined
  // pusher-js sends data as an object; some clients send it JSON-encoded.
  let data = frame.data
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data)
    } catch {
      // a plain string: leave it
    }
  }
  return {
    event: frame.event,
    channel: typeof frame.channel === 'string' ? frame.channel : undefined,
    data,
  }
}

/** Pusher's rule for channel names: these characters, at most 164 of them. */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/
const MARKET_CHANNEL = /^market\.[A-Z0-9]{2,20}$/

export type ChannelKind = 'market' | 'private' | 'unsupported'

/**
 * Public channels are the market's; private ones need a signature from
 * /v1/broadcasting/auth. Presence and encrypted channels are not offered.
 */
export function channelKind(name: string): ChannelKind {
  if (!CHANNEL_NAME.test(name)) return 'unsupported'
  if (name.startsWith('private-encrypted-')) return 'unsupported'
  if (name.startsWith('private-')) return 'private'
  if (MARKET_CHANNEL.test(name)) return 'market'
  return 'unsupported'
}

/** `key:HMAC-SHA256(secret, "socket_id:channel")`, hex, as Pusher signs. */
export function channelAuth(key: string, secret: string, socketId: string, channel: string) {
  const signature = createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex')
  return `${key}:${signature}`
}

export function isValidChannelAuth(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  auth: unknown,
): boolean {
  if (typeof auth !== 'string') return false
  const expected = Buffer.from(channelAuth(key, secret, socketId, channel))
  const given = Buffer.from(auth)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** A new socket id: two random integers joined by a dot, as Pusher's are. */
export function newSocketId(): string {
  return `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`
}

/**
 * A private channel signed for an API key's stream (decision 614): the
 * auth names the key, `apikey-{id}:HMAC-SHA256(secret, "socket_id:channel:apikey-{id}")`,
 * so the broadcaster knows which sockets to close when that key is revoked.
 */
export function keyChannelAuth(
  secret: string,
  keyId: number,
  socketId: string,
  channel: string,
): string {
  const label = `apikey-${keyId}`
  const signature = createHmac('sha256', secret)
    .update(`${socketId}:${channel}:${label}`)
    .digest('hex')
  return `${label}:${signature}`
}

/** The key a key-signed channel auth names, or null when `auth` is not one (or is forged). */
export function keyOfChannelAuth(
  secret: string,
  socketId: string,
  channel: string,
  auth: unknown,
): number | null {
  if (typeof auth !== 'string') return null
  const match = /^apikey-(\d{1,12}):[0-9a-f]{64}$/.exec(auth)
  if (!match) return null
  const keyId = Number(match[1])
  const expected = Buffer.from(keyChannelAuth(secret, keyId, socketId, channel))
  const given = Buffer.from(auth)
  return given.length === expected.length && timingSafeEqual(given, expected) ? keyId : null
}
