import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type ReplayLog, ReplayStore } from '~/server/realtime/replay-store.server'

const frame = (seq: number, size: number) => ({ seq, bytes: new Uint8Array(size) })

describe('the replay store', () => {
  it('keeps each channel’s newest events within its count and everyone’s within the byte budget', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 50, max: 2000 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 300 })), {
          maxLength: 300,
        }),
        (perChannel, maxBytes, appends) => {
          const store = new ReplayStore({ perChannel, maxBytes })
          const logs: ReplayLog[] = Array.from({ length: 5 }, () => store.createLog())
          const appended: Array<Array<{ seq: number; size: number }>> = logs.map(() => [])
          appends.forEach(([channel, size], i) => {
            const log = logs[channel] as ReplayLog
            store.append(log, frame(i + 1, size))
            appended[channel]?.push({ seq: i + 1, size })
          })
          const total = logs.reduce((sum, log) => sum + log.bytes, 0)
          expect(store.bytes).toBe(total)
          // Over budget only while a single newest frame is larger than it.
          expect(total <= maxBytes || logs.every((log) => log.length <= 1)).toBe(true)
          logs.forEach((log, channel) => {
            expect(log.length).toBeLessThanOrEqual(perChannel)
            const kept = log.after(0).map((e) => e.seq)
            const all = (appended[channel] ?? []).map((a) => a.seq)
            // What is kept is the newest run of the channel's frames…
            expect(kept).toEqual(all.slice(all.length - kept.length))
            // …and whatever is not kept is declared gone.
            const firstKept = kept[0]
            const lastGone = firstKept === undefined ? all.at(-1) : all[all.indexOf(firstKept) - 1]
            expect(log.evictedThrough).toBe(lastGone ?? 0)
            for (const since of all) {
              if (since >= log.evictedThrough) {
                expect(log.after(since).map((e) => e.seq)).toEqual(kept.filter((s) => s > since))
              }
            }
          })
        },
      ),
    )
  })

  it('lets the oldest frames go first, wherever they are', () => {
    const store = new ReplayStore({ perChannel: 100, maxBytes: 1000 })
    const quiet = store.createLog()
    const busy = store.createLog()
    store.append(quiet, frame(1, 100))
    for (let seq = 2; seq <= 10; seq++) store.append(busy, frame(seq, 100))
    expect(store.bytes).toBe(1000)
    store.append(busy, frame(11, 100))
    expect(quiet.length).toBe(0)
    expect(quiet.evictedThrough).toBe(1)
    expect(busy.after(0).map((e) => e.seq)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
  })

  it('gives back a retired channel’s bytes at once', () => {
    const store = new ReplayStore({ perChannel: 10, maxBytes: 10_000 })
    const log = store.createLog()
    store.append(log, frame(1, 400))
    store.append(log, frame(2, 600))
    store.retire(log)
    expect(store.bytes).toBe(0)
    store.append(log, frame(3, 100))
    expect(store.bytes).toBe(0)
  })
})
