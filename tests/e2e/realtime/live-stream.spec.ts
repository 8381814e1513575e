/**
 * The live stream in a real browser against the whole stack: Chromium's
 * EventSource on the production web's /api/events, events published on the
 * engine's bus (POST /test/broadcast) arriving as the page receives them.
 */
import { expect, test } from '@playwright/test'
import { engineRequest } from '../support/engine'
import { openHydrated } from '../support/page'

const ticker = (last: string) => ({
  code: 'BTCUSDT',
  last,
  mark: last,
  bid: last,
  ask: last,
  change_24h: '0.50',
  low_24h: last,
  high_24h: last,
  volume_24h: '12.5',
  time: 1_767_225_600_000,
})

test('a page’s EventSource receives market events as the engine publishes them', async ({
  page,
}) => {
  await openHydrated(page, '/403')
  await page.evaluate(() => {
    const w = window as unknown as { received: unknown[]; denied: unknown[]; ready: boolean }
    w.received = []
    w.denied = []
    w.ready = false
    const source = new EventSource('/api/events?channel=market.BTCUSDT&channel=private-user.1')
    source.addEventListener('ready', () => {
      w.ready = true
    })
    source.addEventListener('denied', (e) => w.denied.push(JSON.parse((e as MessageEvent).data)))
    source.addEventListener('message', (e) =>
      w.received.push({ id: e.lastEventId, ...JSON.parse(e.data) }),
    )
  })
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { ready: boolean }).ready))
    .toBe(true)
  // A visitor is refused the private channel; the market still flows.
  expect(await page.evaluate(() => (window as unknown as { denied: unknown[] }).denied)).toEqual([
    { channel: 'private-user.1', status: 401 },
  ])

  // The relay subscribes upstream as the stream opens; publish until the first one lands.
  await expect
    .poll(
      async () => {
        await engineRequest('POST', '/test/broadcast', {
          channel: 'market.BTCUSDT',
          event: 'ticker',
          payload: ticker('64000.5'),
        })
        return page.evaluate(() => (window as unknown as { received: unknown[] }).received.length)
      },
      { intervals: [200] },
    )
    .toBeGreaterThan(0)
  await engineRequest('POST', '/test/broadcast', {
    channel: 'market.BTCUSDT',
    event: 'ticker',
    payload: ticker('64010.25'),
  })
  await expect
    .poll(() =>
      page.evaluate(() => {
        const received = (window as unknown as { received: Array<{ payload: { last: string } }> })
          .received
        return received.at(-1)?.payload.last
      }),
    )
    .toBe('64010.25')
  const last = await page.evaluate(() =>
    (window as unknown as { received: Array<Record<string, unknown>> }).received.at(-1),
  )
  expect(last).toMatchObject({
    id: expect.stringMatching(/^[a-z0-9]+-\d+$/),
    channel: 'market.BTCUSDT',
    event: 'ticker',
    payload: ticker('64010.25'),
  })
})

test('the engine refuses a test event the contract does not describe', async () => {
  await expect(
    engineRequest('POST', '/test/broadcast', {
      channel: 'market.BTCUSDT',
      event: 'ticker',
      payload: { code: 'BTCUSDT', last: 64000 },
    }),
  ).rejects.toThrow(/answered 422/)
})
