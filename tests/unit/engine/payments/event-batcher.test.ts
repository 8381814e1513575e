/**
 * The provider events' group commit (decisions 483, 505): a burst goes
 * into one batch; events that arrive while every slot is busy go together
 * into the next; never two of one event id or one payment in a batch or
 * in flight together; an event naming no payment goes alone; a failing
 * batch is retried event by event so only the bad one fails.
 */
import { describe, expect, it } from 'vitest'
import { type BatchItem, EventBatcher } from '../../../../engine/payments/event-batcher.ts'
import type { ProviderEvent } from '../../../../engine/payments/integration.ts'

function item(eventId: string, paymentId: number | null): BatchItem {
  const event: ProviderEvent = {
    eventId,
    type: 'checkout.session.completed',
    paymentId,
    kind: 'paid',
    amount: '1.00',
    currency: 'usd',
    providerReference: null,
    payloadHash: 'h',
  }
  return { provider: 'stripe', event, source: 'webhook' }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

function held() {
  let release: () => void = () => {}
  const promise = new Promise<void>((resolve) => {
    release = resolve
  })
  return { promise, release }
}

describe('EventBatcher', () => {
  it('applies a burst as one batch, keeping conflicts apart', async () => {
    const batches: string[][] = []
    const batcher = new EventBatcher<string>(async (items) => {
      batches.push(items.map((i) => i.event.eventId))
      await nextTurn()
      return items.map((i) => `done ${i.event.eventId}`)
    })
    const answers = [
      batcher.apply(item('a', 1)),
      batcher.apply(item('b', 2)),
      batcher.apply(item('b', 2)), // the same event again: the batch after
      batcher.apply(item('c', 2)), // another event of payment 2: after that
      batcher.apply(item('r', null)), // names no payment: alone
      batcher.apply(item('d', 3)),
    ]
    expect(await Promise.all(answers)).toEqual([
      'done a',
      'done b',
      'done b',
      'done c',
      'done r',
      'done d',
    ])
    expect(batches).toEqual([['a', 'b', 'd'], ['b'], ['c'], ['r']])
  })

  it('applies a lone event after one turn of the event loop', async () => {
    const batches: string[][] = []
    const batcher = new EventBatcher<string>(async (items) => {
      batches.push(items.map((i) => i.event.eventId))
      return items.map((i) => i.event.eventId)
    })
    const answer = batcher.apply(item('x', 1))
    await nextTurn()
    await nextTurn()
    expect(batches).toEqual([['x']])
    expect(await answer).toBe('x')
  })

  it('runs batches side by side up to its limit; what arrives meanwhile goes together', async () => {
    const batches: string[][] = []
    const hold = held()
    const batcher = new EventBatcher<string>(
      async (items) => {
        batches.push(items.map((i) => i.event.eventId))
        await hold.promise
        return items.map((i) => i.event.eventId)
      },
      { maxInFlight: 2 },
    )
    const a = batcher.apply(item('a', 1))
    while (batches.length < 1) await nextTurn()
    const b = batcher.apply(item('b', 2))
    while (batches.length < 2) await nextTurn()
    // Both slots busy: these wait, and go together.
    const c = batcher.apply(item('c', 3))
    const again = batcher.apply(item('a', 1)) // a is in flight: never beside it
    const d = batcher.apply(item('d', 4))
    for (let i = 0; i < 5; i++) await nextTurn()
    expect(batches).toEqual([['a'], ['b']])
    hold.release()
    expect(await Promise.all([a, b, c, again, d])).toEqual(['a', 'b', 'c', 'a', 'd'])
    expect(batches.slice(0, 2)).toEqual([['a'], ['b']])
    expect(batches.slice(2).flat().sort()).toEqual(['a', 'c', 'd'])
    expect(batches.slice(2).some((batch) => batch.includes('c') && batch.includes('d'))).toBe(true)
  })

  it('retries a failed batch one event at a time: only the bad event fails', async () => {
    const batches: string[][] = []
    const batcher = new EventBatcher<string>(async (items) => {
      batches.push(items.map((i) => i.event.eventId))
      await nextTurn()
      if (items.some((i) => i.event.eventId === 'bad')) throw new Error('bad event')
      return items.map((i) => i.event.eventId)
    })
    const first = batcher.apply(item('first', 1))
    const good = batcher.apply(item('good', 2))
    const bad = batcher.apply(item('bad', 3))
    const other = batcher.apply(item('other', 4))
    expect(await first).toBe('first')
    await expect(bad).rejects.toThrow('bad event')
    expect(await good).toBe('good')
    expect(await other).toBe('other')
    expect(batches).toEqual([
      ['first', 'good', 'bad', 'other'],
      ['first'],
      ['good'],
      ['bad'],
      ['other'],
    ])
  })
})
