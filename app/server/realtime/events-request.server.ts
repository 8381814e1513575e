/**
 * GET /api/events?channel=…&channel=…: a browser's live event stream.
 * Validates the channels (422 with field errors), authorises each private
 * one upstream with the browser's own cookies (refusals become `denied`
 * events, so the other channels still flow), then streams. A reconnecting
 * browser's Last-Event-ID (header, or `last_event_id` when the page
 * reopens the stream itself) resumes where it left off.
 */
import { isLiveChannel, isPrivateChannel } from '~/lib/live/live-channels'
import { m } from '~/paraglide/messages'
import { extractLocaleFromRequest, type Locale } from '~/paraglide/runtime'
import { credentialsOf } from './browser-credentials.server'
import type { AuthResult } from './channel-authoriser.server'
import { nodeRuntimeOf, SSE_HEADERS, socketSink, streamSink } from './event-sinks.server'
import type { Relay } from './relay.server'
import { controlFrame, retryFrame } from './sse-frames.server'

export const MAX_CHANNELS_PER_STREAM = 32
/** How soon a browser reconnects by itself after the stream ends. */
const RETRY_MS = 1000

type ChannelCheck = { ok: true; channels: string[] } | { ok: false; errors: string[] }

export function checkChannels(requested: string[], locale: Locale): ChannelCheck {
  const channels = [...new Set(requested.map((c) => c.trim()).filter((c) => c !== ''))]
  if (channels.length === 0) return { ok: false, errors: [m.live_channel_required({}, { locale })] }
  if (channels.length > MAX_CHANNELS_PER_STREAM) {
    return {
      ok: false,
      errors: [
        m.live_channel_too_many(
          { max: MAX_CHANNELS_PER_STREAM.toLocaleString(locale === 'fa' ? 'fa-IR' : 'en-US') },
          { locale },
        ),
      ],
    }
  }
  const errors = channels
    .filter((c) => !isLiveChannel(c))
    .map((channel) => m.live_channel_invalid({ channel: channel.slice(0, 80) }, { locale }))
  return errors.length > 0 ? { ok: false, errors } : { ok: true, channels }
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  })
}

function localeOf(request: Request): Locale {
  try {
    return extractLocaleFromRequest(request)
  } catch {
    return 'fa'
  }
}

export interface EventsRequestOptions {
  /** Write frames straight to the Node socket when there is one (default true). */
  directSocket?: boolean
  /** The browser's address as Start's getRequestIP tells it (TRUST_PROXY). */
  clientIp?: string
}

export async function handleEventsRequest(
  request: Request,
  relay: Relay,
  options: EventsRequestOptions = {},
): Promise<Response> {
  const url = new URL(request.url)
  const locale = localeOf(request)
  const check = checkChannels(url.searchParams.getAll('channel'), locale)
  if (!check.ok) {
    return json(422, {
      message: m.live_invalid_request({}, { locale }),
      errors: { channel: check.errors },
    })
  }
  const lastEventId =
    request.headers.get('last-event-id') ?? url.searchParams.get('last_event_id') ?? undefined
  const credentials = credentialsOf(request, locale, options.clientIp)

  const results = await Promise.all(
    check.channels.map(async (name): Promise<[string, AuthResult | undefined]> => {
      if (!isPrivateChannel(name)) return [name, undefined]
      if (!credentials) return [name, { kind: 'denied', status: 401 }]
      return [name, await relay.authorise(credentials, name)]
    }),
  )
  if (results.some(([, result]) => result?.kind === 'unavailable')) {
    return json(503, { message: m.live_unavailable({}, { locale }) }, { 'retry-after': '2' })
  }

  const headers = new Headers(SSE_HEADERS)
  const allowed: Array<{ name: string; signed?: { auth: string; socketId: string } }> = []
  const setCookies = new Map<string, string>()
  for (const [name, result] of results) {
    if (result?.kind === 'signed') {
      for (const cookie of result.setCookies) setCookies.set(cookie.split('=')[0] ?? cookie, cookie)
      allowed.push({ name, signed: { auth: result.auth, socketId: result.socketId } })
    } else if (result?.kind !== 'denied') allowed.push({ name })
  }
  for (const cookie of setCookies.values()) headers.append('set-cookie', cookie)

  const listener = relay.createListener(credentials)
  const node = options.directSocket === false ? undefined : nodeRuntimeOf(request)
  const sink = node
    ? socketSink(node, headers, () => listener.closed())
    : streamSink(() => listener.closed())
  // The sink reports a browser that leaves (request.signal is not needed, and costs per stream).
  listener.attachSink(sink)

  listener.send(retryFrame(RETRY_MS))
  for (const [name, result] of results) {
    if (result?.kind === 'denied') {
      listener.send(controlFrame('denied', { channel: name, status: result.status }))
    }
  }
  relay.attach(listener, allowed, lastEventId)
  return new Response(sink.body, { status: 200, headers })
}
