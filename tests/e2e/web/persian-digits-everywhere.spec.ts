/**
 * Persian pages in Persian digits, everywhere (issue 31 item 6): a trader
 * with a demo account and a filled trade, and an admin, open every route of
 * the panel, the terminal and the console in Persian; no visible text may
 * hold a Latin digit, outside what is allowed below.
 * What is allowed (things copied rather than read as numbers, and typed
 * text) is listed in ../support/persian-digits.ts. The suite's other files
 * leave such data in the console's lists, so the walk meets it.
 */
import { expect, type Page, test } from '@playwright/test'
import { signInThroughPage } from '../support/accounts'
import { engineRequest } from '../support/engine'
import { openHydrated, useLanguage } from '../support/page'
import { latinDigits } from '../support/persian-digits'
import { createDemo, place, quote, traderSession } from '../support/trading'

async function walk(page: Page, routes: string[]) {
  const offending: Record<string, string[]> = {}
  for (const route of routes) {
    await openHydrated(page, route)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa')
    // What loads after the first paint (queries, live figures).
    await page.waitForLoadState('networkidle')
    const found = await latinDigits(page)
    if (found.length > 0) offending[route] = found
  }
  expect(offending).toEqual({})
}

test('every page of the panel, the terminal and the console in Persian digits', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1366, height: 900 })
  const trader = await traderSession('digits')
  const id = await createDemo(trader.session)
  await quote('BTCUSDT', '60000')
  await place(trader.session, id, { symbol: 'BTCUSDT', type: 'MARKET', side: 'buy', size: '0.05' })
  await place(trader.session, id, {
    symbol: 'BTCUSDT',
    type: 'LIMIT',
    side: 'buy',
    size: '0.01',
    price: '50000',
  })
  const me = await trader.session.call<{ data: { id: number } }>('GET', '/v1/user')
  await signInThroughPage(page, trader.email, trader.password)
  await useLanguage(page, 'fa')
  await walk(page, [
    '/dashboard',
    '/challenges',
    '/challenges/demo',
    `/challenges/${id}`,
    '/challenges/new',
    '/challenges/real',
    `/trade/${id}/BTCUSDT`,
    '/referral',
    '/notifications',
    '/profile',
    '/tickets',
    '/tickets/new',
  ])

  const admin = await traderSession('digits-admin')
  await engineRequest('POST', '/test/users/role', { email: admin.email, role: 'admin' })
  await page.context().clearCookies()
  await signInThroughPage(page, admin.email, admin.password, '/staff/real-withdrawals')
  await useLanguage(page, 'fa')
  await walk(page, [
    '/staff/real-withdrawals',
    '/staff/referral-withdrawals',
    '/staff/account-requests',
    '/staff/payments',
    '/staff/tickets',
    '/staff/users',
    `/staff/users/${me.data.id}`,
    `/staff/accounts/${id}`,
    '/staff/catalogue',
    '/staff/coupons',
    '/staff/audit',
    '/staff/market',
    '/staff/risk',
    '/staff/flags',
  ])
})
