/**
 * The page's check of a certificate (docs/decisions/601): the signature of
 * its canonical JSON, with stock Ed25519 (node:crypto), against the key its
 * id names among the published ones. "Verified" shows only when this holds.
 */
import { createPublicKey, verify } from 'node:crypto'
import type { Certificate, CertificateKeys } from '#contract/certificates.ts'

export function signatureHolds(certificate: Certificate, keys: CertificateKeys): boolean {
  const jwk = keys.keys.find((k) => k.kid === certificate.key_id)
  if (!jwk) return false
  try {
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, format: 'jwk' })
    return verify(
      null,
      Buffer.from(certificate.canonical, 'utf8'),
      key,
      Buffer.from(certificate.signature, 'base64url'),
    )
  } catch {
    return false
  }
}
