import { describe, expect, it } from 'vitest'
import {
  addressCooldown,
  base58Decode,
  canonicalAddress,
  canonicalTxHash,
  explorerUrl,
  isAddressOf,
  isEvmAddress,
  isTronAddress,
  isTxHashOf,
  toChecksumAddress,
} from '../../../../../engine/core/payouts/networks.ts'

/** Real addresses: the USDT contracts on TRON, Ethereum and BNB Chain, and EIP-55's own examples. */
const USDT_TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const USDT_ETHEREUM = '0xdAC17F958D2ee523a2206206994597C13D831ec7'
const USDT_BSC = '0x55d398326f99059fF775485246999027B3197955'
const EIP55_EXAMPLES = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]

describe('TRC20 addresses (base58check)', () => {
  it('accepts real TRON addresses', () => {
    expect(isTronAddress(USDT_TRON)).toBe(true)
    // The TRON foundation's well-known black-hole address.
    expect(isTronAddress('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb')).toBe(true)
  })

  it('refuses a changed character (checksum), a wrong length, a non-base58 character and "abc"', () => {
    expect(isTronAddress(`${USDT_TRON.slice(0, -1)}u`)).toBe(false)
    expect(isTronAddress(USDT_TRON.slice(0, 33))).toBe(false)
    expect(isTronAddress(`${USDT_TRON.slice(0, 10)}0${USDT_TRON.slice(11)}`)).toBe(false)
    expect(isTronAddress('abc')).toBe(false)
    expect(isTronAddress(USDT_ETHEREUM)).toBe(false)
  })

  it('decodes base58 with leading ones as zero bytes', () => {
    expect([...(base58Decode('11') ?? [])]).toEqual([0, 0])
    expect([...(base58Decode('1z') ?? [])]).toEqual([0, 57])
    expect(base58Decode('0OIl')).toBeNull()
  })
})

describe('ERC20 and BEP20 addresses (EIP-55)', () => {
  it('accepts the EIP-55 examples and the real USDT contracts', () => {
    for (const address of [...EIP55_EXAMPLES, USDT_ETHEREUM, USDT_BSC])
      expect(isEvmAddress(address)).toBe(true)
  })

  it('computes the checksummed form', () => {
    for (const address of EIP55_EXAMPLES)
      expect(toChecksumAddress(address.slice(2).toLowerCase())).toBe(address)
  })

  it('accepts all lower or all upper case (no checksum), refuses mixed case with one letter flipped', () => {
    expect(isEvmAddress(USDT_ETHEREUM.toLowerCase())).toBe(true)
    expect(isEvmAddress(`0x${USDT_ETHEREUM.slice(2).toUpperCase()}`)).toBe(true)
    const flipped = USDT_ETHEREUM.replace('dAC', 'DAC')
    expect(isEvmAddress(flipped)).toBe(false)
  })

  it('refuses a wrong length, no 0x, non-hex and "abc"', () => {
    expect(isEvmAddress(USDT_ETHEREUM.slice(0, 41))).toBe(false)
    expect(isEvmAddress(USDT_ETHEREUM.slice(2))).toBe(false)
    expect(isEvmAddress(`0x${'g'.repeat(40)}`)).toBe(false)
    expect(isEvmAddress('abc')).toBe(false)
    expect(isEvmAddress(USDT_TRON)).toBe(false)
  })

  it('keeps EVM addresses checksummed, TRON ones as typed', () => {
    expect(canonicalAddress('ERC20', USDT_ETHEREUM.toLowerCase())).toBe(USDT_ETHEREUM)
    expect(canonicalAddress('BEP20', USDT_BSC.toLowerCase())).toBe(USDT_BSC)
    expect(canonicalAddress('TRC20', USDT_TRON)).toBe(USDT_TRON)
    expect(isAddressOf('TRC20', USDT_TRON)).toBe(true)
    expect(isAddressOf('ERC20', USDT_TRON)).toBe(false)
    expect(isAddressOf('BEP20', USDT_BSC)).toBe(true)
  })
})

describe('transaction hashes and explorer links', () => {
  const hex = `${'a'.repeat(63)}f`
  it('TRC20 is 64 hex, ERC20 and BEP20 are 0x + 64 hex', () => {
    expect(isTxHashOf('TRC20', hex)).toBe(true)
    expect(isTxHashOf('TRC20', `0x${hex}`)).toBe(false)
    expect(isTxHashOf('ERC20', `0x${hex}`)).toBe(true)
    expect(isTxHashOf('BEP20', hex)).toBe(false)
    expect(isTxHashOf('ERC20', `0x${hex.slice(1)}`)).toBe(false)
    expect(isTxHashOf('TRC20', `${hex.slice(1)}z`)).toBe(false)
  })

  it('links to the network’s public explorer', () => {
    expect(explorerUrl('TRC20', hex)).toBe(`https://tronscan.org/#/transaction/${hex}`)
    expect(explorerUrl('ERC20', `0x${hex}`)).toBe(`https://etherscan.io/tx/0x${hex}`)
    expect(explorerUrl('BEP20', `0x${hex}`)).toBe(`https://bscscan.com/tx/0x${hex}`)
  })
})

describe('the 24-hour cooldown', () => {
  const added = new Date('2026-11-25T10:00:00Z')
  it('counts the seconds left and becomes usable at exactly 24 hours', () => {
    expect(addressCooldown(added, new Date('2026-11-25T10:00:00Z'), 24)).toEqual({
      usableAt: new Date('2026-11-26T10:00:00Z'),
      usable: false,
      secondsLeft: 86_400,
    })
    expect(addressCooldown(added, new Date('2026-11-26T09:59:59.500Z'), 24).secondsLeft).toBe(1)
    expect(addressCooldown(added, new Date('2026-11-26T10:00:00Z'), 24)).toMatchObject({
      usable: true,
      secondsLeft: 0,
    })
  })
})

describe('whole-string matches and the cooldown after it ends', () => {
  const hex = `${'a'.repeat(63)}f`
  it('a hash or address with anything before or after it is refused', () => {
    expect(isTxHashOf('TRC20', `z${hex}`)).toBe(false)
    expect(isTxHashOf('TRC20', `${hex}z`)).toBe(false)
    expect(isTxHashOf('ERC20', `z0x${hex}`)).toBe(false)
    expect(isTxHashOf('BEP20', `0x${hex}z`)).toBe(false)
    expect(isEvmAddress(`z${USDT_ETHEREUM}`)).toBe(false)
    expect(isEvmAddress(`${USDT_ETHEREUM.toLowerCase()}0`)).toBe(false)
  })

  it('a hash is kept in lower case', () => {
    expect(canonicalTxHash(`0x${'AB'.repeat(32)}`)).toBe(`0x${'ab'.repeat(32)}`)
  })

  it('past the cooldown: usable, no seconds left (never negative)', () => {
    const added = new Date('2026-11-25T10:00:00Z')
    expect(addressCooldown(added, new Date('2026-11-26T10:00:05Z'), 24)).toEqual({
      usableAt: new Date('2026-11-26T10:00:00Z'),
      usable: true,
      secondsLeft: 0,
    })
  })
})
