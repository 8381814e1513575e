import { createHmac } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkLink, expiryOf, signLink } from '../../../../../engine/core/tickets/signed-link.ts'

const KEY = 'a-test-key-of-reasonable-length'
const id = fc.integer({ min: 1, max: 2 ** 31 - 1 })
const expires = fc.integer({ min: 1_700_000_000, max: 2_100_000_000 })

describe('signed attachment links', () => {
  it('is valid up to and including its expiry second, expired after', () => {
    fc.assert(
      fc.property(id, expires, fc.integer({ min: -86_400_000, max: 86_400_000 }), (a, e, dt) => {
        const claims = { attachmentId: a, expires: e }
        const now = new Date(e * 1000 + dt)
        expect(checkLink(KEY, claims, signLink(KEY, claims), now)).toBe(
          dt <= 0 ? 'valid' : 'expired',
        )
      }),
    )
  })

  it('refuses any other id, expiry, key or signature', () => {
    fc.assert(
      fc.property(
        id,
        expires,
        fc.oneof(
          id.map((v) => ({ attachmentId: v })),
          expires.map((v) => ({ expires: v })),
          fc.string({ minLength: 1 }).map((v) => ({ key: v })),
          fc.string().map((v) => ({ signature: v })),
        ),
        (a, e, change) => {
          const claims = { attachmentId: a, expires: e }
          const signature = signLink(KEY, claims)
          const changed = {
            key: KEY,
            signature,
            ...claims,
            ...change,
          }
          fc.pre(
            changed.attachmentId !== a ||
              changed.expires !== e ||
              changed.key !== KEY ||
              changed.signature !== signature,
          )
          const now = new Date((Math.min(e, changed.expires) - 60) * 1000)
          const result = checkLink(
            changed.key,
            { attachmentId: changed.attachmentId, expires: changed.expires },
            changed.signature,
            now,
          )
          expect(result).toBe('invalid')
        },
      ),
    )
  })

  it('reads a moved expiry as invalid, not expired, and needs whole numbers', () => {
    const claims = { attachmentId: 7, expires: 1_800_000_000 }
    const signature = signLink(KEY, claims)
    const late = new Date(1_800_000_100_000)
    expect(checkLink(KEY, { ...claims, expires: 1_800_000_200 }, signature, late)).toBe('invalid')
    expect(checkLink(KEY, { ...claims, expires: Number.NaN }, signature, late)).toBe('invalid')
    expect(expiryOf(new Date('2026-01-01T00:00:00.900Z'), 300)).toBe(1_767_225_900)
  })
})

describe('signed attachment links: the exact form', () => {
  it('signs "ticket-attachment:{id}:{expires}" with HMAC-SHA256, base64url', () => {
    const expected = createHmac('sha256', KEY)
      .update('ticket-attachment:7:1800000000')
      .digest('base64url')
    expect(signLink(KEY, { attachmentId: 7, expires: 1_800_000_000 })).toBe(expected)
  })

  it('valid at the expiry second itself, expired one millisecond later', () => {
    const claims = { attachmentId: 7, expires: 1_800_000_000 }
    const signature = signLink(KEY, claims)
    expect(checkLink(KEY, claims, signature, new Date(1_800_000_000_000))).toBe('valid')
    expect(checkLink(KEY, claims, signature, new Date(1_800_000_000_001))).toBe('expired')
  })

  it('an id or expiry that is not a whole number is invalid, even signed', () => {
    const at = new Date(1_700_000_000_000)
    for (const claims of [
      { attachmentId: 7.5, expires: 1_800_000_000 },
      { attachmentId: 7, expires: 1_800_000_000.5 },
    ])
      expect(checkLink(KEY, claims, signLink(KEY, claims), at)).toBe('invalid')
  })
})
