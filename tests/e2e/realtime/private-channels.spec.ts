/**
 * Two signed-in browsers on the whole stack: each receives its own private
 * events through the web's relay, never the other's.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { signedInPage } from '../support/accounts'
import { engineOrigin, engineRequest } from '../support/engine'

/** The signed-in user's id, asked of the engine with the browser's own session. */
async function userIdOf(context: BrowserContext): Promise<number> {
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  const answer = await fetch(`${engineOrigin}/v1/user`, {
    headers: { accept: 'application/json', cookie },
  })
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { data: { id: number } }).data.id
}

/** Opens the page's event stream on `channels` and records what it receives. */
async function follow(page: Page, channels: string[]) {
  await page.evaluate((names) => {
    const w = window as unknown as {
      live: { ready: boolean; denied: unknown[]; events: unknown[] }
    }
    w.live = { ready: false, denied: [], events: [] }
    const query = names.map((n) => `channel=${encodeURIComponent(n)}`).join('&')
    const source = new EventSource(`/api/events?${query}`)
    source.addEventListener('ready', () => {
      w.live.ready = true
    })
    source.addEventListener('denied', (e) =>
      w.live.denied.push(JSON.parse((e as MessageEvent).data)),
    )
    source.addEventListener('message', (e) => w.live.events.push(JSON.parse(e.data)))
  }, channels)
  await expect.poll(() => live(page).then((l) => l.ready)).toBe(true)
}

function live(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { live: { ready: boolean; denied: unknown[]; events: unknown[] } })
        .live,
  )
}

function notification(id: number, title: string) {
  return {
    id,
    type: 'drawdown_warning',
    title,
    body: `${title}: daily drawdown at 4 %`,
    status: 'unread',
    link: '/notifications',
    created_at: '2026-01-01T00:00:00.000Z',
    texts: {
      en: { title, body: `${title}: daily drawdown at 4 %` },
      fa: { title: `هشدار ${id}`, body: 'افت روزانه به ۴ درصد رسید' },
    },
  }
}

test('each signed-in browser receives its own private events and never the other’s', async ({
  browser,
}) => {
  const aliceContext = await browser.newContext({ locale: 'en-US' })
  const bobContext = await browser.newContext({ locale: 'en-US' })
  const alice = await aliceContext.newPage()
  const bob = await bobContext.newPage()
  await signedInPage(alice)
  await signedInPage(bob)
  const aliceId = await userIdOf(aliceContext)
  const bobId = await userIdOf(bobContext)
  const aliceChannel = `private-user.${aliceId}`
  const bobChannel = `private-user.${bobId}`

  await follow(alice, [aliceChannel])
  // Bob asks for Alice's channel too: refused, while his own flows.
  await follow(bob, [bobChannel, aliceChannel])
  expect((await live(bob)).denied).toEqual([{ channel: aliceChannel, status: 403 }])
  expect((await live(alice)).denied).toEqual([])

  // The relay subscribes upstream as the streams open: publish until Alice's first lands.
  await expect
    .poll(
      async () => {
        await engineRequest('POST', '/test/broadcast', {
          channel: aliceChannel,
          event: 'notification',
          payload: notification(1, 'For Alice'),
        })
        return (await live(alice)).events.length
      },
      { intervals: [250] },
    )
    .toBeGreaterThan(0)
  await engineRequest('POST', '/test/broadcast', {
    channel: bobChannel,
    event: 'notification',
    payload: notification(2, 'For Bob'),
  })
  await expect
    .poll(async () => (await live(bob)).events)
    .toEqual([{ channel: bobChannel, event: 'notification', payload: notification(2, 'For Bob') }])

  const aliceEvents = (await live(alice)).events as Array<{
    channel: string
    payload: { title: string }
  }>
  expect(aliceEvents.length).toBeGreaterThan(0)
  for (const event of aliceEvents) {
    expect(event.channel).toBe(aliceChannel)
    expect(event.payload.title).toBe('For Alice')
  }
  await aliceContext.close()
  await bobContext.close()
})
