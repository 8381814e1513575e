import { describe, expect, it } from 'vitest'
import {
  type Evidence,
  evidence,
  type IdentityEvidence,
  mergeEvidence,
  orderOf,
  pairOf,
} from '../../../../../engine/core/risk/evidence.ts'
import type { SeenFill } from '../../../../../engine/core/risk/seen-fill.ts'

// Issue 33 §2: evidence is readable — the orders side by side with their
// times and prices, the shared signals named, the figures compared.

const base = Date.parse('2026-11-28T10:00:00Z')

function seen(fillId: number, atMs: number, over: Partial<SeenFill> = {}): SeenFill {
  return {
    fillId,
    orderId: 100 + fillId,
    userId: 7,
    accountId: 3,
    symbol: 'BTCUSDT',
    side: 'buy',
    price: '60000.5',
    quantity: '0.25',
    realizedProfit: '0',
    time: new Date(base + atMs),
    ...over,
  }
}

/** A stored pair by its fill ids (the merge keys pairs by them). */
const stored = (a: number, b: number, apart = 1): Evidence['pairs'][number] => ({
  a: orderOf(seen(a, 0)),
  b: orderOf(seen(b, apart * 1000)),
  seconds_apart: apart,
})

const identity = (applicant: string): IdentityEvidence => ({
  finding: 'name_mismatch',
  applicant_id: applicant,
  profile_name: 'Sara Ahmadi',
  verified_name: 'Sara Ahmady',
  reject_labels: [],
})

describe('an order in the evidence', () => {
  it('names every field of the fill in the stored (snake case) form, its time in ISO', () => {
    const f = seen(5, 1500, { side: 'sell', userId: 9, accountId: 4, realizedProfit: '-12.5' })
    expect(orderOf(f)).toStrictEqual({
      account_id: 4,
      user_id: 9,
      order_id: 105,
      fill_id: 5,
      symbol: 'BTCUSDT',
      side: 'sell',
      price: '60000.5',
      quantity: '0.25',
      realized_profit: '-12.5',
      // 10:00:00 plus 1.5 s.
      time: '2026-11-28T10:00:01.500Z',
    })
  })

  it('a pair shows both orders and how far apart they were, in seconds, whichever came first', () => {
    // 0 s and 1.5 s: 1.5 s apart.
    const p = pairOf({ a: seen(1, 0), b: seen(2, 1500) })
    expect(p.a.fill_id).toBe(1)
    expect(p.b.fill_id).toBe(2)
    expect(p.seconds_apart).toBe(1.5)
    // Given the later one first: still 1.5, never −1.5.
    expect(pairOf({ a: seen(2, 1500), b: seen(1, 0) }).seconds_apart).toBe(1.5)
  })
})

describe('evidence from its parts', () => {
  it('missing parts are empty, and no identity key without an identity finding', () => {
    const e = evidence({})
    expect(e).toStrictEqual({ pairs: [], signals: [], figures: {} })
    expect('identity' in e).toBe(false)
  })

  it('given parts are kept as they are', () => {
    const parts: Evidence = {
      pairs: [stored(1, 2)],
      signals: [{ kind: 'ip', value: '10.0.0.1', users: [7, 9] }],
      figures: { matches: 10 },
      identity: identity('ap-1'),
    }
    expect(evidence(parts)).toStrictEqual(parts)
  })
})

describe('a later finding about the same subjects adds to the evidence', () => {
  it('pairs and signals are added, a repeated one replaced in its place; figures are overwritten by name', () => {
    const old: Evidence = {
      pairs: [stored(1, 2, 1), stored(3, 4, 1)],
      signals: [
        { kind: 'ip', value: '10.0.0.1', users: [7] },
        { kind: 'device', value: 'd-1', users: [7, 9] },
      ],
      figures: { matches: 10, window_seconds: 2 },
    }
    const next: Evidence = {
      // 1:2 again with a new distance; 2:1 is another pair (a and b swapped); 5:6 is new.
      pairs: [stored(1, 2, 1.5), stored(2, 1, 1), stored(5, 6, 1)],
      // Same kind and value as the first: replaced. Same kind, other value: added.
      signals: [
        { kind: 'ip', value: '10.0.0.1', users: [7, 9] },
        { kind: 'ip', value: '10.0.0.2', users: [9] },
      ],
      figures: { matches: 12 },
    }
    const m = mergeEvidence(old, next)
    expect(m.pairs.map((p) => [p.a.fill_id, p.b.fill_id, p.seconds_apart])).toEqual([
      [1, 2, 1.5],
      [3, 4, 1],
      [2, 1, 1],
      [5, 6, 1],
    ])
    expect(m.signals).toStrictEqual([
      { kind: 'ip', value: '10.0.0.1', users: [7, 9] },
      { kind: 'device', value: 'd-1', users: [7, 9] },
      { kind: 'ip', value: '10.0.0.2', users: [9] },
    ])
    // matches 10 → 12, window 2 kept.
    expect(m.figures).toStrictEqual({ matches: 12, window_seconds: 2 })
    expect('identity' in m).toBe(false)
  })

  it('keeps the newest 50 pairs', () => {
    // 30 old pairs (1:1001 … 30:1030) and 21 new (31:1031 … 51:1051): 51, the first drops.
    const old = evidence({ pairs: Array.from({ length: 30 }, (_, i) => stored(i + 1, i + 1001)) })
    const next = evidence({ pairs: Array.from({ length: 21 }, (_, i) => stored(i + 31, i + 1031)) })
    const m = mergeEvidence(old, next)
    expect(m.pairs).toHaveLength(50)
    expect(m.pairs[0]?.a.fill_id).toBe(2)
    expect(m.pairs[49]?.a.fill_id).toBe(51)
  })

  it('evidence stored before a part existed (an older flag) merges as if that part were empty', () => {
    const legacy = {} as Evidence
    const next = evidence({
      pairs: [stored(1, 2)],
      signals: [{ kind: 'phone', value: '+98912', users: [7, 9] }],
      figures: { matches: 10 },
    })
    expect(mergeEvidence(legacy, next)).toStrictEqual(next)
  })

  it('the newest identity finding stands; without a new one the old stays', () => {
    const withOld = evidence({ identity: identity('ap-old') })
    const withNew = evidence({ identity: identity('ap-new') })
    expect(mergeEvidence(withOld, withNew).identity?.applicant_id).toBe('ap-new')
    expect(mergeEvidence(withOld, evidence({})).identity?.applicant_id).toBe('ap-old')
    expect(mergeEvidence(evidence({}), withNew).identity?.applicant_id).toBe('ap-new')
  })
})
