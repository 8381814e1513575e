/**
 * The provider events' group commit (decision 483): events that arrive
 * while a batch runs go together into the next; never two of one event id
 * or one payment in a batch; an event naming no payment goes alone; a
 * failing batch is retried event by event so only the bad one fails.
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

describe('EventBatcher', () => {
  it('applies what arrives during a batch as the next batch, keeping conflicts apart', async () => {
    const batches: string[][] = []
    let release: () => void = () => {}
    const firstHeld = new Promise<void>((resolve) => {
      release = resolve
    })
    const batcher = new EventBatcher<string>(async (items) => {
      batches.push(items.map((i) => i.event.eventId))
      if (batches.length === 1) await firstHeld
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
    release()
    expect(await Promise.all(answers)).toEqual([
      'done a',
      'done b',
      'done b',
      'done c',
      'done r',
      'done d',
    ])
    expect(batches).toEqual([['a'], ['b', 'd'], ['b'], ['c'], ['r']])
  })

  it('retries a failed batch one event at a time: only the bad event fails', async () => {
    const batches: string[][] = []
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const batcher = new EventBatcher<string>(async (items) => {
      batches.push(items.map((i) => i.event.eventId))
      if (batches.length === 1) await held
      if (items.some((i) => i.event.eventId === 'bad')) throw new Error('bad event')
      return items.map((i) => i.event.eventId)
    })
    const first = batcher.apply(item('first', 1))
    const good = batcher.apply(item('good', 2))
    const bad = batcher.apply(item('bad', 3))
    const other = batcher.apply(item('other', 4))
    release()
    expect(await first).toBe('first')
    await expect(bad).rejects.toThrow('bad event')
    expect(await good).toBe('good')
    expect(await other).toBe('other')
    expect(batches).toEqual([['first'], ['good', 'bad', 'other'], ['good'], ['bad'], ['other']])
  })
})
