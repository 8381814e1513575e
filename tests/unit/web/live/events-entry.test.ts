/** Which requests the server entry answers as live event streams, before Start's router. */
import { describe, expect, it } from 'vitest'
import { isEventsRequest } from '~/server/realtime/events-entry.server'

const get = (url: string) => new Request(url)

describe('isEventsRequest', () => {
  it('takes GET /api/events with or without a query', () => {
    expect(isEventsRequest(get('http://localhost:3000/api/events'))).toBe(true)
    expect(isEventsRequest(get('http://localhost:3000/api/events?channel=market.BTCUSDT'))).toBe(
      true,
    )
    expect(isEventsRequest(get('https://trade.example/api/events?channel=a&channel=b'))).toBe(true)
  })

  it('leaves every other path and method to the router', () => {
    expect(isEventsRequest(get('http://localhost:3000/api/eventsx'))).toBe(false)
    expect(isEventsRequest(get('http://localhost:3000/api/events/1'))).toBe(false)
    expect(isEventsRequest(get('http://localhost:3000/x/api/events'))).toBe(false)
    expect(isEventsRequest(get('http://localhost:3000/dashboard?next=/api/events'))).toBe(false)
    expect(isEventsRequest(get('http://localhost:3000/'))).toBe(false)
    expect(
      isEventsRequest(new Request('http://localhost:3000/api/events', { method: 'POST' })),
    ).toBe(false)
  })
})
