/**
 * Asks the upstream whether a browser may follow a private channel:
 * POST /v1/broadcasting/auth through the web's upstream client, with the
 * browser's cookies (and XSRF token) and the relay's own socket id. The
 * signature it answers lets the relay's socket subscribe; the status tells
 * whether this browser may listen.
 */

import { broadcastingEndpoints } from '#contract/broadcasting.ts'
import { statusOf } from '~/lib/http-error'
import type { UpstreamClient } from '../upstream/client.server'
import { CookieJar } from '../upstream/cookie-jar'
import type { BrowserExchange } from '../upstream/exchange'
import type { BrowserCredentials } from './browser-credentials.server'

export type AuthResult =
  | { kind: 'signed'; auth: string; socketId: string; setCookies: string[] }
  /** 401 (signed out, session expired) or 403 (not theirs). */
  | { kind: 'denied'; status: number }
  /** The upstream did not answer usefully: try again later. */
  | { kind: 'unavailable'; reason: string }

export type ChannelAuthoriser = (
  credentials: BrowserCredentials,
  socketId: string,
  channel: string,
) => Promise<AuthResult>

export function createChannelAuthoriser(client: UpstreamClient): ChannelAuthoriser {
  return async (credentials, socketId, channel) => {
    const setCookies: string[] = []
    const exchange: BrowserExchange = {
      jar: new CookieJar(credentials.cookie),
      language: credentials.language,
      clientIp: credentials.clientIp,
      origin: credentials.origin,
      signal: undefined,
      passCookies: (lines) => setCookies.push(...lines),
    }
    try {
      const { auth } = await client.call(
        broadcastingEndpoints.auth,
        {
          params: undefined,
          query: undefined,
          body: { socket_id: socketId, channel_name: channel },
        },
        exchange,
      )
      return { kind: 'signed', auth, socketId, setCookies }
    } catch (error) {
      const status = statusOf(error)
      // 419: the session behind the XSRF token is gone, as good as signed out.
      if (status === 401 || status === 419) return { kind: 'denied', status: 401 }
      if (status === 403 || status === 404) return { kind: 'denied', status: 403 }
      return {
        kind: 'unavailable',
        reason: error instanceof Error ? error.message : String(error),
      }
    }
  }
}
