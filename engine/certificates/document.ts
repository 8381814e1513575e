/**
 * A certificate's signed document (contract/certificates.ts
 * `certificateDocument`) and how the trader's name shows in it.
 */
import type { CertificateDocument } from '#contract/certificates.ts'
import type { PayoutNetwork } from '#contract/payouts.ts'
import { D } from '#money/decimal.ts'
import type { EngineConfig } from '../config.ts'
import { canonicalJson } from './canonical-json.ts'
import type { Keyring } from './keys.ts'

export type CertificateKind = CertificateDocument['kind']
export type NameDisplay = 'full' | 'initials' | 'hidden'

export interface Facts {
  kind: CertificateKind
  program: string
  accountSize: string
  step: number | null
  date: Date
  payout: { amount: string; network: PayoutNetwork; txHash: string } | null
}

export interface EnglishName {
  firstNameEn: string | null
  lastNameEn: string | null
}

/** "Sara Ahmadi", "S. A.", or null (hidden, or no English name on file). */
export function displayedName(name: EnglishName, display: NameDisplay): string | null {
  const parts = [name.firstNameEn, name.lastNameEn]
    .map((p) => p?.trim() ?? '')
    .filter((p) => p.length > 0)
  if (display === 'hidden' || parts.length === 0) return null
  if (display === 'full') return parts.join(' ')
  return parts.map((p) => `${[...p][0]?.toUpperCase()}.`).join(' ')
}

export function documentOf(
  config: EngineConfig,
  publicId: string,
  facts: Facts,
  trader: string | null,
  issuedAt: Date,
): CertificateDocument {
  return {
    type: 'proptrade.certificate',
    version: 1,
    id: publicId,
    kind: facts.kind,
    issuer: new URL(config.WEB_BASE_URL).origin,
    issued_at: issuedAt.toISOString(),
    trader,
    program: facts.program,
    account_size: D(facts.accountSize).toFixed(2),
    currency: 'USDT',
    step: facts.step,
    date: facts.date.toISOString(),
    payout: facts.payout
      ? {
          amount: D(facts.payout.amount).toFixed(2),
          network: facts.payout.network,
          tx_hash: facts.payout.txHash,
        }
      : null,
  }
}

/** The document's canonical bytes, signed with the current key. */
export function signDocument(ring: Keyring, document: CertificateDocument) {
  const canonical = canonicalJson(document)
  return { canonical, signature: ring.sign(canonical), keyId: ring.keyId }
}
