/**
 * Payout networks, pure (docs/decisions/393): whether an address is one of
 * the network's (TRC20: base58check of 0x41 + 20 bytes; ERC20 and BEP20:
 * 0x + 40 hex with the EIP-55 checksum when the letters are mixed case),
 * whether a transaction hash is, and the public explorer link of a hash
 * (providers.md, Explorers).
 */
import { createHash } from 'node:crypto'
import { keccak_256 } from '@noble/hashes/sha3.js'
import type { PayoutNetwork } from '#contract/payouts.ts'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const TRON_PREFIX = 0x41

function sha256(bytes: Uint8Array): Buffer {
  return createHash('sha256').update(bytes).digest()
}

/** Base58 (Bitcoin alphabet) to bytes; null on a character outside it. */
export function base58Decode(text: string): Uint8Array | null {
  let value = 0n
  for (const char of text) {
    const digit = BASE58.indexOf(char)
    if (digit < 0) return null
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value % 256n))
    value /= 256n
  }
  // Each leading '1' is a leading zero byte.
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}

/** A TRON address: 34 base58 characters, 0x41 + 20 bytes + the double-SHA-256 checksum. */
export function isTronAddress(address: string): boolean {
  // Stryker disable next-line Regex: without either anchor the decoded length, version byte and checksum below still refuse the longer string
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false
  const bytes = base58Decode(address)
  // Stryker disable next-line OptionalChaining,BooleanLiteral: "T" and 33 base58 characters always decode (25 bytes, 0x40… to 0x43…), so this never returns
  if (bytes?.length !== 25) return false
  if (bytes[0] !== TRON_PREFIX) return false
  const payload = bytes.subarray(0, 21)
  const checksum = sha256(sha256(payload)).subarray(0, 4)
  return checksum.equals(Buffer.from(bytes.subarray(21)))
}

/** The EIP-55 form of 40 hex digits (without 0x). */
export function toChecksumAddress(hex40: string): string {
  const lower = hex40.toLowerCase()
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(lower))).toString('hex')
  let out = '0x'
  // Stryker disable next-line EqualityOperator: one step past the end adds lower[40] ?? '', nothing
  for (let i = 0; i < lower.length; i++) {
    // Stryker disable next-line StringLiteral: i < 40 and the hash has 64 digits, the fallbacks never apply
    const char = lower[i] ?? ''
    // Stryker disable next-line StringLiteral: as above
    out += Number.parseInt(hash[i] ?? '0', 16) >= 8 ? char.toUpperCase() : char
  }
  return out
}

/**
 * An EVM address (ERC20, BEP20): 0x + 40 hex; all lower or all upper case
 * carries no checksum, mixed case must be the EIP-55 form.
 */
export function isEvmAddress(address: string): boolean {
  const match = /^0x([0-9a-fA-F]{40})$/.exec(address)
  if (!match?.[1]) return false
  const hex = match[1]
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true
  return toChecksumAddress(hex) === address
}

export function isAddressOf(network: PayoutNetwork, address: string): boolean {
  return network === 'TRC20' ? isTronAddress(address) : isEvmAddress(address)
}

/** How an address is kept: TRON as typed, EVM in its checksummed form (so one address is one row). */
export function canonicalAddress(network: PayoutNetwork, address: string): string {
  return network === 'TRC20' ? address : toChecksumAddress(address.slice(2))
}

/** A transaction hash: TRC20 64 hex, ERC20 and BEP20 0x + 64 hex. */
export function isTxHashOf(network: PayoutNetwork, hash: string): boolean {
  return network === 'TRC20' ? /^[0-9a-fA-F]{64}$/.test(hash) : /^0x[0-9a-fA-F]{64}$/.test(hash)
}

export function canonicalTxHash(hash: string): string {
  return hash.toLowerCase()
}

/** The network's public explorer page of a transaction (providers.md). */
export function explorerUrl(network: PayoutNetwork, hash: string): string {
  switch (network) {
    case 'TRC20':
      return `https://tronscan.org/#/transaction/${hash}`
    case 'ERC20':
      return `https://etherscan.io/tx/${hash}`
    case 'BEP20':
      return `https://bscscan.com/tx/${hash}`
  }
}

/** When an address added at `addedAt` becomes usable, and the seconds left at `now`. */
export function addressCooldown(
  addedAt: Date,
  now: Date,
  cooldownHours: number,
): { usableAt: Date; usable: boolean; secondsLeft: number } {
  const usableAt = new Date(addedAt.getTime() + cooldownHours * 3600_000)
  const left = usableAt.getTime() - now.getTime()
  return { usableAt, usable: left <= 0, secondsLeft: left <= 0 ? 0 : Math.ceil(left / 1000) }
}
