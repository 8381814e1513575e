/**
 * The trading API's refusals (decision 611): each a domain refusal with a
 * stable `code`; and the gate's answer turned into one (429 with
 * Retry-After past a rate limit, 401 for a key revoked since it was read).
 */
import type { SignedRefusalCode } from '#contract/trading-api.ts'
import type { EngineContext } from '../context.ts'
import { DomainError, type RefusalKind } from '../errors.ts'
import type { KeyRecord } from './registry.ts'
import { apiKeyTexts } from './texts.ts'

export function apiRefusal(
  kind: RefusalKind,
  code: SignedRefusalCode,
  message: string,
  options: { params?: Record<string, string | number>; retryAfterSeconds?: number } = {},
): DomainError {
  return new DomainError(kind, message, { ...options, code })
}

/**
 * Counts the request against the key's windows (shared by every engine);
 * answers the usage headers, or refuses past a limit.
 */
export async function passGate(
  ctx: EngineContext,
  key: KeyRecord,
  passage: { weight: number; orders: number; ip: string | null },
): Promise<Record<string, string>> {
  const answer = await ctx.apiKeys.gate.pass({ keyId: key.id, ...passage })
  const limits = ctx.apiKeys.limits()
  if (answer.kind === 'revoked') {
    ctx.apiKeys.forget(key.publicKey)
    throw apiRefusal('unauthenticated', 'key_revoked', apiKeyTexts.keyRevoked)
  }
  if (answer.kind === 'weight' || answer.kind === 'orders') {
    const seconds = Math.max(1, Math.ceil(answer.retryAfterMs / 1000))
    const weight = answer.kind === 'weight'
    throw apiRefusal(
      'too_many_attempts',
      weight ? 'too_many_requests' : 'too_many_orders',
      weight ? apiKeyTexts.tooManyRequests : apiKeyTexts.tooManyOrders,
      {
        retryAfterSeconds: seconds,
        params: { seconds, limit: weight ? limits.weightPerMinute : limits.ordersPer10s },
      },
    )
  }
  return {
    'X-Used-Weight-1m': String(answer.weightUsed),
    ...(passage.orders > 0 ? { 'X-Order-Count-10s': String(answer.ordersUsed) } : {}),
  }
}
