/**
 * Nothing scrolls sideways on a phone: every panel route at 360, 390 and
 * 414 px, in English and Persian, is no wider than the window.
 */
import { expect, test } from '@playwright/test'
import { PASSWORD, registerInEngine, signInThroughPage } from '../support/accounts'
import { useLanguage as chooseLanguage, openHydrated } from '../support/page'
import { quote } from '../support/trading'
import { EngineSession, openDemo } from '../tickets/engine-session'
import { png } from '../tickets/files'

test('every panel route fits 360, 390 and 414 px wide, in en and fa', async ({ page }) => {
  test.setTimeout(240_000)
  await quote('BTCUSDT', '60000')
  const account = await registerInEngine()
  const session = await EngineSession.signIn(account.email, PASSWORD)
  await session.call('POST', '/v1/tours/seen', { tour: 'dashboard' })
  await session.call('POST', '/v1/tours/seen', { tour: 'trade' })
  const demo = await openDemo(session, 'A demo with a rather long title for a phone')
  const form = new FormData()
  form.append('type_id', '1')
  form.append('user_challenge_id', String(demo))
  form.append('subject', 'Order did not fill although the price crossed my limit')
  form.append('description', 'My limit order at 60000 stayed open.')
  form.append(
    'attachments[]',
    new Blob([new Uint8Array(png())], { type: 'image/png' }),
    'order-screen.png',
  )
  const ticket = await session.call<{ data: { id: number; attachments: { id: number }[] } }>(
    'POST',
    '/v1/tickets',
    form,
  )
  const routes = [
    '/dashboard',
    '/challenges',
    '/challenges/new',
    `/challenges/${demo}`,
    '/challenges/demo',
    '/challenges/real',
    '/challenges/real/withdraw',
    '/profile',
    '/referral',
    '/tickets',
    '/tickets/new',
    `/tickets/${ticket.data.id}`,
    `/tickets/${ticket.data.id}/attachments/${ticket.data.attachments[0]?.id}`,
    '/notifications',
    '/trade',
    `/trade/${demo}/BTCUSDT`,
  ]
  await signInThroughPage(page, account.email, account.password)
  for (const lang of ['en', 'fa'] as const) {
    await chooseLanguage(page, lang)
    for (const width of [360, 390, 414]) {
      await page.setViewportSize({ width, height: 800 })
      for (const route of routes) {
        await openHydrated(page, route)
        await page.waitForLoadState('networkidle')
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          inner: window.innerWidth,
        }))
        expect
          .soft(widths.scroll, `${route} in ${lang} at ${width} px is ${widths.scroll} px wide`)
          .toBeLessThanOrEqual(widths.inner)
      }
    }
  }
})
