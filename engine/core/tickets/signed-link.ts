/**
 * Signed, short-lived download links: HMAC-SHA256 over the attachment id
 * and the expiry (Unix seconds), keyed with APP_KEY. Whoever holds the link
 * may download that one file until it expires; changing any part of it
 * breaks the signature. Pure: the time comes in.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export interface LinkClaims {
  attachmentId: number
  /** Unix seconds after which the link no longer works. */
  expires: number
}

export type LinkCheck = 'valid' | 'expired' | 'invalid'

export function signLink(key: string, claims: LinkClaims): string {
  return createHmac('sha256', key)
    .update(`ticket-attachment:${claims.attachmentId}:${claims.expires}`)
    .digest('base64url')
}

/**
 * The signature is checked before the expiry, so a link whose expiry was
 * moved reads as invalid, not as expired.
 */
export function checkLink(
  key: string,
  claims: LinkClaims,
  signature: string,
  now: Date,
): LinkCheck {
  if (!Number.isSafeInteger(claims.attachmentId) || !Number.isSafeInteger(claims.expires)) {
    return 'invalid'
  }
  const expected = Buffer.from(signLink(key, claims))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
  return now.getTime() > claims.expires * 1000 ? 'expired' : 'valid'
}

/** The expiry of a link issued at `now` for `ttlSeconds`, in whole seconds. */
export function expiryOf(now: Date, ttlSeconds: number): number {
  return Math.floor(now.getTime() / 1000) + ttlSeconds
}
