/**
 * Binance's signing scheme (core/api/signed-request.ts) against Binance's
 * own documented vectors, the three ways a request may carry its
 * parameters, and the timing rule at its edges:
 * taken while timestamp < now + 1 000 and now − timestamp ≤ recvWindow.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  signatureMatches,
  signedParts,
  signedRefusal,
  signPayload,
  timingRefusal,
} from '../../../../../engine/core/api/signed-request.ts'

// Binance's documentation (USDⓈ-M futures, "SIGNED Endpoint Examples").
const SECRET = 'NhqPtmdSJYdKjVHjA7PZj4Mge3R5YNiP1e3UZjInClVN65XAbvqqM6A7H5fATj0j'
const ALL =
  'symbol=LTCBTC&side=BUY&type=LIMIT&timeInForce=GTC&quantity=1&price=0.1&recvWindow=5000&timestamp=1499827319559'
const ALL_SIGNED = 'c8db56825ae71d6d79447849e617115f4a920fa2acdcab2b053c4b2838bd6b71'
const QUERY = 'symbol=LTCBTC&side=BUY&type=LIMIT&timeInForce=GTC'
const BODY = 'quantity=1&price=0.1&recvWindow=5000&timestamp=1499827319559'
const MIXED_SIGNED = '0fd168b8ddb4876a0358a8d14d0c9f3da0e9b20c5d52b2a00fcf7d1c602f9a77'
const AT = 1499827319559

describe('signing as Binance documents it', () => {
  it('example 1: every parameter in the query string', () => {
    const parts = signedParts(`${ALL}&signature=${ALL_SIGNED}`, '', false)
    expect(parts).toEqual({
      payload: ALL,
      signature: ALL_SIGNED,
      timestamp: '1499827319559',
      recvWindow: '5000',
      repeated: false,
    })
    expect(signPayload(SECRET, ALL)).toBe(ALL_SIGNED)
    expect(signedRefusal(SECRET, parts, AT)).toBeNull()
  })

  it('example 2: every parameter in a form body', () => {
    const parts = signedParts('', `${ALL}&signature=${ALL_SIGNED}`, true)
    expect(parts.payload).toBe(ALL)
    expect(parts.timestamp).toBe('1499827319559')
    expect(signedRefusal(SECRET, parts, AT)).toBeNull()
  })

  it('example 3: query and body concatenated with nothing between them', () => {
    const parts = signedParts(QUERY, `${BODY}&signature=${MIXED_SIGNED}`, true)
    expect(parts.payload).toBe(`${QUERY}${BODY}`)
    expect(signedRefusal(SECRET, parts, AT)).toBeNull()
    // The same signature over "query&body" is not this one.
    expect(signPayload(SECRET, `${QUERY}&${BODY}`)).not.toBe(MIXED_SIGNED)
  })

  it('a JSON body is signed as sent; its fields are not parameters', () => {
    const body = '{"symbol":"BTCUSDT","timestamp":"1"}'
    const query = `timestamp=${AT}`
    const signature = signPayload(SECRET, query + body)
    const parts = signedParts(`${query}&signature=${signature}`, body, false)
    expect(parts).toMatchObject({ payload: query + body, timestamp: String(AT), recvWindow: null })
    expect(signedRefusal(SECRET, parts, AT)).toBeNull()
  })

  it('the signature is not case sensitive; anything but 64 hex digits is not one', () => {
    expect(signatureMatches(SECRET, ALL, ALL_SIGNED.toUpperCase())).toBe(true)
    expect(signatureMatches(SECRET, ALL, ALL_SIGNED.slice(0, 63))).toBe(false)
    expect(signatureMatches(SECRET, ALL, `${ALL_SIGNED.slice(0, 63)}g`)).toBe(false)
    expect(signatureMatches(`${SECRET}x`, ALL, ALL_SIGNED)).toBe(false)
  })

  it('refuses a missing signature, a changed payload, and a parameter given twice', () => {
    expect(signedRefusal(SECRET, signedParts(ALL, '', false), AT)).toBe('signature_missing')
    expect(signedRefusal(SECRET, signedParts(`${ALL}&signature=`, '', false), AT)).toBe(
      'signature_missing',
    )
    const changed = ALL.replace('quantity=1', 'quantity=2')
    expect(
      signedRefusal(SECRET, signedParts(`${changed}&signature=${ALL_SIGNED}`, '', false), AT),
    ).toBe('signature_invalid')
    // timestamp twice: which one counts is unclear, so neither does.
    const twice = `${ALL}&timestamp=1`
    const signed = signPayload(SECRET, twice)
    const parts = signedParts(`${twice}&signature=${signed}`, '', false)
    expect(parts.repeated).toBe(true)
    expect(signedRefusal(SECRET, parts, AT)).toBe('signature_invalid')
    const two = signedParts(`${ALL}&signature=${ALL_SIGNED}&signature=${ALL_SIGNED}`, '', false)
    expect(two.repeated).toBe(true)
  })

  it('any change to a signed payload is refused (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        (payload, other) => {
          fc.pre(payload !== other)
          const signature = signPayload(SECRET, payload)
          expect(signatureMatches(SECRET, payload, signature)).toBe(true)
          expect(signatureMatches(SECRET, other, signature)).toBe(false)
        },
      ),
    )
  })
})

describe('the timing rule', () => {
  const now = 1_800_000_000_000

  it('takes timestamp < now + 1000 and now − timestamp ≤ recvWindow (default 5000)', () => {
    expect(timingRefusal(String(now), null, now)).toBeNull()
    expect(timingRefusal(String(now + 999), null, now)).toBeNull()
    expect(timingRefusal(String(now + 1000), null, now)).toBe('timestamp_ahead')
    expect(timingRefusal(String(now - 5000), null, now)).toBeNull()
    expect(timingRefusal(String(now - 5001), null, now)).toBe('timestamp_expired')
    expect(timingRefusal(String(now - 60_000), '60000', now)).toBeNull()
    expect(timingRefusal(String(now - 60_001), '60000', now)).toBe('timestamp_expired')
    expect(timingRefusal(String(now - 1), '1', now)).toBeNull()
    expect(timingRefusal(String(now - 2), '1', now)).toBe('timestamp_expired')
  })

  it('refuses a recvWindow outside 1…60 000 and a timestamp that is not one', () => {
    for (const window of ['0', '60001', '-5', '5.5', '', 'x', '1234567'])
      expect(timingRefusal(String(now), window, now), window).toBe('recv_window_invalid')
    for (const timestamp of [null, '', '-1', '1.5', 'now', '1'.repeat(16)])
      expect(timingRefusal(timestamp, null, now), String(timestamp)).toBe('timestamp_missing')
  })

  it('for any window, the edges are exactly where the rule puts them (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60_000 }), (window) => {
        const w = String(window)
        expect(timingRefusal(String(now - window), w, now)).toBeNull()
        expect(timingRefusal(String(now - window - 1), w, now)).toBe('timestamp_expired')
      }),
    )
  })
})
