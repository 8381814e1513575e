/**
 * Asks the upstream whether a browser may follow a private channel:
 * POST /v1/broadcasting/auth with the browser's cookies and XSRF token and
 * the relay's own socket id. The signature it answers lets the relay's
 * socket subscribe; the status tells whether this browser may listen.
 */
import { Pool } from 'undici'
import { broadcastingEndpoints } from '../../../contract/broadcasting.ts'
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

export interface Authoriser {
  authorise: ChannelAuthoriser
  close(): Promise<void>
}

export function createChannelAuthoriser(
  apiBaseUrl: string,
  options: { timeoutMs: number } = { timeoutMs: 10_000 },
): Authoriser {
  const base = new URL(apiBaseUrl)
  const path = `${base.pathname.replace(/\/$/, '')}${broadcastingEndpoints.auth.path}`
  const pool = new Pool(base.origin, { connections: 32, keepAliveTimeout: 30_000 })
  const timeout = options.timeoutMs > 0 ? options.timeoutMs : undefined

  const authorise: ChannelAuthoriser = async (credentials, socketId, channel) => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-type': 'application/json',
      cookie: credentials.cookie,
    }
    if (credentials.xsrfToken) headers['x-xsrf-token'] = credentials.xsrfToken
    if (credentials.forwardedFor) headers['x-forwarded-for'] = credentials.forwardedFor
    if (credentials.acceptLanguage) headers['accept-language'] = credentials.acceptLanguage
    if (credentials.userAgent) headers['user-agent'] = credentials.userAgent
    try {
      const response = await pool.request({
        path,
        method: 'POST',
        headers,
        body: JSON.stringify({ socket_id: socketId, channel_name: channel }),
        headersTimeout: timeout,
        bodyTimeout: timeout,
      })
      const text = await response.body.text()
      const status = response.statusCode
      if (status === 200) {
        const parsed = broadcastingEndpoints.auth.response.safeParse(safeJson(text))
        if (!parsed.success)
          return { kind: 'unavailable', reason: 'auth answer breaks the contract' }
        return {
          kind: 'signed',
          auth: parsed.data.auth,
          socketId,
          setCookies: setCookiesOf(response.headers),
        }
      }
      // 419: the session behind the XSRF token is gone, as good as signed out.
      if (status === 401 || status === 419) return { kind: 'denied', status: 401 }
      if (status === 403 || status === 404) return { kind: 'denied', status: 403 }
      return { kind: 'unavailable', reason: `auth answered ${status}` }
    } catch (error) {
      return { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) }
    }
  }

  return { authorise, close: () => pool.close() }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function setCookiesOf(headers: Record<string, string | string[] | undefined>): string[] {
  const value = headers['set-cookie']
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}
