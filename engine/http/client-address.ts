/**
 * The address a trading-API request came from (decision 610), which a
 * key's allow-list checks: the connection's peer, unless the peer is one of
 * API_TRUSTED_PROXIES, in which case the last X-Forwarded-For entry a
 * trusted proxy did not add. The engine's own routes for the web read the
 * web's X-Forwarded-For as before (routes/system.ts): the web is the peer
 * there, and it always sets it.
 */
import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'
import { plainAddress } from '../api-keys/addresses.ts'
import type { EngineContext } from '../context.ts'
import type { AppEnv } from './env.ts'

/** The socket's peer; null when the request did not come over a socket (in-process tests). */
function peerOf(c: Context<AppEnv>): string | null {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  const address = incoming?.socket?.remoteAddress
  return address ? plainAddress(address) : null
}

export function apiClientAddress(c: Context<AppEnv>, ctx: EngineContext): string | null {
  const peer = peerOf(c)
  const isTrusted = ctx.apiKeys.fromTrustedProxy
  // Without a socket (an in-process test) the caller stands where a proxy would.
  if (peer !== null && !isTrusted(peer)) return peer
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const hop = plainAddress(forwarded[i] ?? '')
    if (!isTrusted(hop) || i === 0) return hop
  }
  return peer
}
