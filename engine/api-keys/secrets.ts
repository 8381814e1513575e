/**
 * A key's secrets (decision 610). The signing secret is sealed with
 * AES-256-GCM under a key derived from APP_KEY, because verifying an
 * HMAC needs the secret itself (a hash would not do); the webhook token is
 * only compared, so only its SHA-256 is kept. Rotating APP_KEY makes the
 * sealed secrets unreadable: every key then has to be made again.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

function sealKey(appKey: string): Buffer {
  return createHash('sha256').update(`api-key-secret\n${appKey}`).digest()
}

/** iv.tag.ciphertext, base64url. */
export function sealKeySecret(appKey: string, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealKey(appKey), iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.')
}

export function openKeySecret(appKey: string, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !data) throw new Error('sealed API key secret is malformed')
  const decipher = createDecipheriv('aes-256-gcm', sealKey(appKey), iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
}

/** A key as clients send it: 64 hex characters, as Binance's are 64 characters long. */
export const PUBLIC_KEY = /^[0-9a-f]{64}$/

export function newPublicKey(): string {
  return randomBytes(32).toString('hex')
}

export function newSecret(): string {
  return randomBytes(32).toString('hex')
}

/** The last part of a webhook URL: 32 random bytes, base64url. */
export function newWebhookToken(): string {
  return randomBytes(32).toString('base64url')
}

export const WEBHOOK_TOKEN = /^[A-Za-z0-9_-]{43}$/

export function webhookTokenHash(token: string): string {
  return createHash('sha256').update(`tradingview\n${token}`).digest('hex')
}
