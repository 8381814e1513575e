import { describe, expect, it } from 'vitest'
import { isPersonalAddress } from '../../../../engine/risk/personal-address.ts'

describe('an address that can tell traders apart (decision 585)', () => {
  it('public addresses, v4 and v6, are', () => {
    for (const ip of ['203.0.113.7', '8.8.8.8', '172.32.0.1', '2001:db8::1', '::ffff:198.51.100.2'])
      expect(isPersonalAddress(ip), ip).toBe(true)
  })

  it('loopback, private, link-local and unique-local ones are every user behind them', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.20',
      '169.254.10.1',
      '::1',
      '::ffff:127.0.0.1',
      'fd12:3456::1',
      'fe80::1',
    ])
      expect(isPersonalAddress(ip), ip).toBe(false)
  })

  it('text that is no address is not one', () => {
    expect(isPersonalAddress('unknown')).toBe(false)
    expect(isPersonalAddress('')).toBe(false)
  })
})
