/**
 * NOWPayments' IPN signature: x-nowpayments-sig is the HMAC-SHA512 (hex) of
 * the JSON body re-serialised with its keys sorted (recursively), keyed by
 * the IPN secret: what their documentation's own example does.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const NOWPAYMENTS_SIGNATURE_HEADER = 'x-nowpayments-sig'

export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>
    return Object.fromEntries(
      Object.keys(object)
        .sort()
        .map((key) => [key, sortKeys(object[key])]),
    )
  }
  return value
}

export function ipnSignature(secret: string, body: unknown): string {
  return createHmac('sha512', secret)
    .update(JSON.stringify(sortKeys(body)))
    .digest('hex')
}

export function verifyIpnSignature(secret: string, body: unknown, given: string): boolean {
  const expected = Buffer.from(ipnSignature(secret, body), 'hex')
  const buffer = Buffer.from(given, 'hex')
  return buffer.length === expected.length && timingSafeEqual(buffer, expected)
}
