/**
 * Payout networks at their edges (core/payouts/networks.ts): a TRON-shaped
 * address whose checksum holds but whose version byte is not 0x41, an EVM
 * address with anything before its 0x, and the cooldown's last second.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  addressCooldown,
  isEvmAddress,
  isTronAddress,
} from '../../../../../engine/core/payouts/networks.ts'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest()

/** Base58check of a version byte and 20 bytes (no leading zero bytes here). */
function base58check(version: number, body: number[]): string {
  const payload = Uint8Array.from([version, ...body])
  const checksum = sha256(sha256(payload)).subarray(0, 4)
  let value = BigInt(`0x${Buffer.concat([payload, checksum]).toString('hex')}`)
  let text = ''
  while (value > 0n) {
    text = BASE58[Number(value % 58n)] + text
    value /= 58n
  }
  return text
}

describe('TRON version byte', () => {
  it('0x41 with a good checksum is an address; 0x42 with a good checksum is not', () => {
    const body = new Array(20).fill(0x11)
    const tron = base58check(0x41, body)
    const other = base58check(0x42, body)
    // Both read as TRON-shaped: "T" and 33 more base58 characters
    // (25 bytes from 0x40… to 0x43… all spell a "T" first).
    expect(tron).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)
    expect(other).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)
    expect(isTronAddress(tron)).toBe(true)
    expect(isTronAddress(other)).toBe(false)
  })
})

describe('EVM address bounds', () => {
  it('nothing may come before the 0x', () => {
    const hex = 'ab'.repeat(20)
    expect(isEvmAddress(`0x${hex}`)).toBe(true)
    expect(isEvmAddress(`x0x${hex}`)).toBe(false)
  })
})

describe('address cooldown', () => {
  it('is usable at exactly the hour it ends, with 0 seconds left', () => {
    const added = new Date('2026-11-25T00:00:00Z')
    const at = addressCooldown(added, new Date('2026-11-26T00:00:00Z'), 24)
    expect(at).toEqual({ usableAt: new Date('2026-11-26T00:00:00Z'), usable: true, secondsLeft: 0 })
    // One millisecond before: not yet, and that millisecond is a whole second left.
    const before = addressCooldown(added, new Date('2026-11-25T23:59:59.999Z'), 24)
    expect(before.usable).toBe(false)
    expect(before.secondsLeft).toBe(1)
  })
})
