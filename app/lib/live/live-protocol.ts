/**
 * What the web's /api/events stream says to the browser (Server-Sent Events).
 *
 * - unnamed events (`message`), with an `id`: `{ channel, event, payload }`,
 *   one upstream event; the payload has been checked against the contract.
 * - `ready`: `{ channels }` the stream now follows; what came before it
 *   on this stream was replayed (Last-Event-ID), what follows is live. Its
 *   `id` is the relay's position (no new sequence number), so a tab that
 *   reopens before any event arrives still resumes from there.
 * - `denied`: `{ channel, status }` a channel this browser may not follow
 *   (401 signed out, 403 not theirs).
 * - `resync`: `{ channel, reason }` events of the channel may have been
 *   lost: `upstream` (the line to the upstream broke; numbered, in order
 *   with the events), `subscribed` (the browser was told `ready` before the
 *   upstream confirmed a new channel; numbered, once it is live) or `unreplayable` (the browser was away longer than
 *   the replay buffer reaches, or came from another node): refetch what
 *   the channel keeps fresh.
 * - comments (`: heartbeat`) keep proxies from closing an idle stream.
 *
 * Ids are `{relay epoch}-{sequence}`: the sequence is shared by every
 * channel of a web node, so one Last-Event-ID resumes them all.
 */
export const LIVE_EVENTS_PATH = '/api/events'

export interface LiveEventMessage {
  channel: string
  event: string
  payload: unknown
}

export interface ReadyMessage {
  channels: string[]
}

export interface DeniedMessage {
  channel: string
  status: number
}

export interface ResyncMessage {
  channel: string
  reason: 'upstream' | 'subscribed' | 'unreplayable'
}

export interface LiveEventId {
  epoch: string
  seq: number
}

export function formatEventId(id: LiveEventId): string {
  return `${id.epoch}-${id.seq}`
}

export function parseEventId(value: string | null | undefined): LiveEventId | undefined {
  const match = value ? /^([a-z0-9]{1,16})-(\d{1,15})$/.exec(value) : null
  if (!match?.[1] || !match[2]) return undefined
  return { epoch: match[1], seq: Number(match[2]) }
}
