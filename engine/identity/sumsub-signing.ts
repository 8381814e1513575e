/**
 * Sumsub's two signatures (providers.md, docs.sumsub.com):
 *
 * - A REST request carries X-App-Token, X-App-Access-Ts (Unix seconds) and
 *   X-App-Access-Sig: lowercase hex HMAC-SHA256, keyed by the secret key,
 *   of ts + upper-case method + path with its query + the raw body.
 * - A webhook carries X-Payload-Digest: the HMAC of the raw body keyed by
 *   the webhook secret, with the algorithm named in X-Payload-Digest-Alg
 *   (HMAC_SHA256_HEX, Sumsub's default, or HMAC_SHA512_HEX; the legacy
 *   HMAC_SHA1_HEX too). Without the algorithm header nothing is believed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const DIGEST_HEADER = 'x-payload-digest'
export const DIGEST_ALG_HEADER = 'x-payload-digest-alg'

const DIGEST_ALGORITHMS = {
  HMAC_SHA1_HEX: 'sha1',
  HMAC_SHA256_HEX: 'sha256',
  HMAC_SHA512_HEX: 'sha512',
} as const
export type DigestAlgorithm = keyof typeof DIGEST_ALGORITHMS

export function requestSignature(
  secretKey: string,
  ts: number,
  method: string,
  pathWithQuery: string,
  body: string,
): string {
  return createHmac('sha256', secretKey)
    .update(`${ts}${method.toUpperCase()}${pathWithQuery}${body}`)
    .digest('hex')
}

export function payloadDigest(
  secret: string,
  rawBody: string,
  algorithm: DigestAlgorithm = 'HMAC_SHA256_HEX',
): string {
  return createHmac(DIGEST_ALGORITHMS[algorithm], secret).update(rawBody, 'utf8').digest('hex')
}

/** True when `given` is the digest of the raw body under the named algorithm. */
export function verifyPayloadDigest(
  secret: string,
  rawBody: string,
  given: string | undefined,
  algorithmHeader: string | undefined,
): boolean {
  if (!secret || !given || !algorithmHeader) return false
  const name = algorithmHeader.trim().toUpperCase()
  if (!(name in DIGEST_ALGORITHMS)) return false
  const expected = Buffer.from(payloadDigest(secret, rawBody, name as DigestAlgorithm), 'hex')
  const buffer = Buffer.from(given.trim().toLowerCase(), 'hex')
  return buffer.length === expected.length && timingSafeEqual(buffer, expected)
}
