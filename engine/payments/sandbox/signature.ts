/**
 * Signatures of the built-in sandbox provider (HMAC-SHA256 with
 * PAYMENT_SANDBOX_SECRET): one on the hosted page's URL, so only the buyer
 * who was sent there can pay or cancel; one on each server-to-server
 * confirmation, over its exact body, so only the provider can confirm.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'

function hmac(secret: string, text: string): Buffer {
  return createHmac('sha256', secret).update(text).digest()
}

function same(expected: Buffer, given: string, encoding: 'hex' | 'base64url'): boolean {
  const buffer = Buffer.from(given, encoding)
  return buffer.length === expected.length && timingSafeEqual(buffer, expected)
}

export function pageSignature(secret: string, paymentId: number): string {
  return hmac(secret, `sandbox-page:${paymentId}`).toString('base64url')
}

export function verifyPageSignature(secret: string, paymentId: number, given: string): boolean {
  return same(hmac(secret, `sandbox-page:${paymentId}`), given, 'base64url')
}

export function confirmationSignature(secret: string, body: string): string {
  return hmac(secret, `sandbox-confirmation:${body}`).toString('hex')
}

export function verifyConfirmationSignature(secret: string, body: string, given: string): boolean {
  return same(hmac(secret, `sandbox-confirmation:${body}`), given, 'hex')
}
