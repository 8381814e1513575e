/**
 * Persian pages in Persian digits, everywhere (issue 31 item 6): a trader
 * with a demo account and a filled trade, and an admin, open every route of
 * the panel, the terminal and the console in Persian; no visible text may
 * hold a Latin digit, outside what is allowed below.
 *
 * Allowed (documented, each a thing copied rather than read as a number):
 * e-mail addresses, transaction hashes and payout addresses, codes made of
 * capitals and digits (referral and coupon codes), the networks' own names (TRC20,
 * ERC20, BEP20), IP addresses (the profile's sessions), phone numbers, the
 * providers' own references (sbx_…, pi_…, a NOWPayments id), codes people
 * chose (size-7500), and text people typed (names, titles, subjects: shown
 * in their own direction, dir="auto", with the writer's digits). The suite's
 * other files leave such data in the console's lists, so the walk meets it.
 */
import { expect, type Page, test } from '@playwright/test'
import { signInThroughPage } from '../support/accounts'
import { engineRequest } from '../support/engine'
import { openHydrated, useLanguage } from '../support/page'
import { createDemo, place, quote, traderSession } from '../support/trading'

const ALLOWED: ReadonlyArray<[string, RegExp]> = [
  ['e-mail address', /[^\s@]+@[^\s@]+\.[a-z]+/gi],
  ['hash or EVM address', /\b(0x)?[0-9a-f]{24,}\b/gi],
  ['Tron address', /\bT[1-9A-HJ-NP-Za-km-z]{33}\b/g],
  ['network name', /\b(USDT_)?(TRC|ERC|BEP)-?20\b/g],
  ['IP address (sessions)', /\b\d{1,3}(\.\d{1,3}){3}\b/g],
  ['code of capitals and digits', /\b(?=[A-Z0-9]*[A-Z])(?=[A-Z0-9]*\d)[A-Z0-9]{4,}\b/g],
  // A message quoting what someone typed isolates it (FSI … PDI) in its own direction.
  ['typed text quoted in a message', /\u2068[^\u2069]*\u2069/g],
  ['phone number', /\+\d{8,15}\b/g],
  ["a provider's reference", /\b[a-z]{2,4}_[A-Za-z0-9]+\b|\b\d{10,}\b/g],
  ['a code someone chose', /\b[a-z]+(?:-[a-z0-9]+)+\b/g],
]

/** Every visible text of the page with a Latin digit, after the allowed things are taken out. */
async function latinDigits(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      if (!/[0-9]/.test(text)) continue
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, noscript, [aria-hidden="true"]')) continue
      // Typed text (a name, a title, a ticket's subject) keeps the writer's digits.
      if (parent.closest('[dir="auto"]')) continue
      const style = getComputedStyle(parent)
      if (style.visibility === 'hidden' || style.display === 'none') continue
      if (parent.getClientRects().length === 0) continue
      if (parent.closest('.sr-only')) continue
      found.push(text.trim())
    }
    // A native select shows its chosen option's text.
    for (const select of document.querySelectorAll('select')) {
      const chosen = select.selectedOptions[0]?.textContent ?? ''
      if (/[0-9]/.test(chosen)) found.push(chosen.trim())
    }
    return found
  })
  return texts
    .map((text) => ALLOWED.reduce((rest, [, pattern]) => rest.replace(pattern, ''), text))
    .filter((rest) => /[0-9]/.test(rest))
}

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
  ])
})
