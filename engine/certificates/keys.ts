/**
 * The certificate signing keys (docs/decisions/600): the current Ed25519
 * key from CERTIFICATE_SIGNING_KEY (a 32-byte seed, base64) signs; its
 * public half and those of retired keys (CERTIFICATE_RETIRED_PUBLIC_KEYS)
 * are published with their key ids, as JWKs, at
 * /.well-known/proptrade-certificates.json. A key id is the first 16 hex
 * digits of the SHA-256 of the raw public key: it names the key without a
 * registry and changes when the key does.
 */
import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto'
import type { EngineConfig } from '../config.ts'

/** PKCS#8 and SPKI prefixes of a raw 32-byte Ed25519 key (RFC 8410). */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

export interface PublishedKey {
  kid: string
  kty: 'OKP'
  crv: 'Ed25519'
  /** The raw public key, base64url (RFC 8037). */
  x: string
  use: 'sig'
  alg: 'EdDSA'
  status: 'current' | 'retired'
}

export interface Keyring {
  keyId: string
  sign(data: string): string
  published: PublishedKey[]
}

export function keyIdOf(rawPublicKey: Buffer): string {
  return createHash('sha256').update(rawPublicKey).digest('hex').slice(0, 16)
}

function rawPublicKey(privateKey: KeyObject): Buffer {
  const der = createPublicKey(privateKey).export({ format: 'der', type: 'spki' })
  return Buffer.from(der.subarray(SPKI_PREFIX.length))
}

function published(raw: Buffer, status: PublishedKey['status']): PublishedKey {
  return {
    kid: keyIdOf(raw),
    kty: 'OKP',
    crv: 'Ed25519',
    x: raw.toString('base64url'),
    use: 'sig',
    alg: 'EdDSA',
    status,
  }
}

/** The config's keyring, built at boot (`ctx.certificateKeys`; the config validated the key). */
export function certificateKeyring(config: EngineConfig): Keyring {
  const seed = Buffer.from(config.CERTIFICATE_SIGNING_KEY, 'base64')
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  })
  const current = rawPublicKey(privateKey)
  const keyId = keyIdOf(current)
  const retired = config.CERTIFICATE_RETIRED_PUBLIC_KEYS.map((k) => Buffer.from(k, 'base64'))
    .filter((raw) => keyIdOf(raw) !== keyId)
    .map((raw) => published(raw, 'retired'))
  return {
    keyId,
    sign: (data) => sign(null, Buffer.from(data, 'utf8'), privateKey).toString('base64url'),
    published: [published(current, 'current'), ...retired],
  }
}
