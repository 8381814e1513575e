import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ReplayRing } from '~/server/realtime/replay-ring.server'

const entry = (seq: number) => ({ seq, bytes: new Uint8Array([seq % 256]) })

describe('the replay ring', () => {
  it('keeps the newest entries in order and says how far it no longer reaches', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 60 }),
        (capacity, pushed) => {
          const ring = new ReplayRing(capacity)
          for (let seq = 1; seq <= pushed; seq++) ring.push(entry(seq * 2))
          const kept = Math.min(capacity, pushed)
          expect(ring.length).toBe(kept)
          const all = ring.after(0).map((e) => e.seq)
          expect(all).toEqual(Array.from({ length: kept }, (_, i) => (pushed - kept + i + 1) * 2))
          expect(ring.evictedThrough).toBe(pushed > capacity ? (pushed - capacity) * 2 : 0)
          // Everything after any sequence the ring still covers is there.
          for (let since = ring.evictedThrough; since <= pushed * 2; since++) {
            expect(ring.after(since).map((e) => e.seq)).toEqual(all.filter((s) => s > since))
          }
        },
      ),
    )
  })
})
