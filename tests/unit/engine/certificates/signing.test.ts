/**
 * Certificate signing (docs/decisions/600): RFC 8785 canonical JSON, how
 * the trader's name shows, the key from the environment (production
 * requires it, a malformed one stops the boot naming the variable), and
 * key ids published for rotation.
 */
import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { canonicalJson } from '../../../../engine/certificates/canonical-json.ts'
import { displayedName } from '../../../../engine/certificates/document.ts'
import { certificateKeyring } from '../../../../engine/certificates/keys.ts'
import { parseEngineConfig } from '../../../../engine/config.ts'

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db/x',
  APP_KEY: 'k'.repeat(32),
  BROADCAST_APP_SECRET: 'b'.repeat(32),
  PAYMENT_SANDBOX_SECRET: 's'.repeat(32),
}

/** A fresh Ed25519 key as an operator makes one: its 32-byte seed and raw public key, base64. */
function freshKey() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  const seed = privateKey.export({ format: 'jwk' }).d ?? ''
  const x = publicKey.export({ format: 'jwk' }).x ?? ''
  return {
    seed: Buffer.from(seed, 'base64url').toString('base64'),
    publicKey: Buffer.from(x, 'base64url').toString('base64'),
    x,
  }
}

describe('canonical JSON (RFC 8785)', () => {
  it('sorts members by code unit at every depth, without whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [true, null, 'x'], c: '\u00e9"' }, A: 2 })).toBe(
      '{"A":2,"a":{"c":"é\\"","d":[true,null,"x"]},"b":1}',
    )
    // RFC 8785 §3.2.3: "\u20ac" sorts after "\r" and before "\ud83d\ude00"-led names.
    expect(canonicalJson({ '\u20ac': 1, '\r': 2, '\ud83d\ude00': 3, '1': 4 })).toBe(
      '{"\\r":2,"1":4,"€":1,"😀":3}',
    )
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(RangeError)
  })
})

describe('the name on a certificate', () => {
  const name = { firstNameEn: 'sara', lastNameEn: 'Ahmadi' }
  it('shows in full, as initials, or not at all', () => {
    expect(displayedName(name, 'full')).toBe('sara Ahmadi')
    expect(displayedName(name, 'initials')).toBe('S. A.')
    expect(displayedName(name, 'hidden')).toBeNull()
    expect(displayedName({ firstNameEn: null, lastNameEn: ' ' }, 'full')).toBeNull()
  })
})

describe('the signing key', () => {
  it('is required in production, and a malformed one is named', () => {
    expect(() => parseEngineConfig(production)).toThrow(
      /CERTIFICATE_SIGNING_KEY: required in production/,
    )
    expect(() => parseEngineConfig({ CERTIFICATE_SIGNING_KEY: 'c2hvcnQ=' })).toThrow(
      /CERTIFICATE_SIGNING_KEY: the base64 of a 32-byte Ed25519 private key/,
    )
    expect(() => parseEngineConfig({ CERTIFICATE_RETIRED_PUBLIC_KEYS: 'nope' })).toThrow(
      /CERTIFICATE_RETIRED_PUBLIC_KEYS/,
    )
  })

  it('signs with the configured key; its public half and the retired ones are published by id', () => {
    const current = freshKey()
    const retired = freshKey()
    const config = parseEngineConfig({
      ...production,
      CERTIFICATE_SIGNING_KEY: current.seed,
      CERTIFICATE_RETIRED_PUBLIC_KEYS: ` ${retired.publicKey} `,
    })
    const ring = certificateKeyring(config)
    expect(ring.published.map((k) => [k.x, k.status])).toEqual([
      [current.x, 'current'],
      [retired.x, 'retired'],
    ])
    expect(ring.keyId).toMatch(/^[0-9a-f]{16}$/)
    expect(ring.published[1]?.kid).not.toBe(ring.keyId)
    const signature = ring.sign('{"a":1}')
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: current.x },
      format: 'jwk',
    })
    expect(verify(null, Buffer.from('{"a":1}'), key, Buffer.from(signature, 'base64url'))).toBe(
      true,
    )
    expect(verify(null, Buffer.from('{"a":2}'), key, Buffer.from(signature, 'base64url'))).toBe(
      false,
    )
  })

  it('defaults outside production to a fixed development key (the same on every boot)', () => {
    const a = certificateKeyring(parseEngineConfig({}))
    const b = certificateKeyring(parseEngineConfig({ NODE_ENV: 'test' }))
    expect(a.keyId).toBe(b.keyId)
    expect(a.published).toHaveLength(1)
  })
})
