/**
 * Stale market data in the terminal (decision 440), on the manual feed made
 * live and the engine's test clock: 11 s without a price and the banner
 * says trading on the pair is paused, Buy and Sell are disabled (live, and
 * on first paint after a reload, in Persian too); staff see the pair
 * halted; the next price clears the banner and enables the buttons again.
 */
import { expect, type Page, test } from '@playwright/test'
import { freshEmail, registerInEngine, signInThroughPage } from '../support/accounts'
import { advanceClock, engineRequest } from '../support/engine'
import { openHydrated, useLanguage } from '../support/page'
import { openTerminal, pane, price } from '../trade-orders/support'

const SYMBOL = 'LINKUSDT'
const SHOTS = process.env.E2E_SHOTS_DIR

const feedLive = (live: boolean) => engineRequest('POST', '/test/market/live', { live })
const buy = (page: Page, name = 'Buy / Long') => pane(page).getByRole('button', { name })

test.afterEach(async () => {
  await feedLive(false)
})

test('a stale pair shows the banner and disables Buy/Sell until the next price', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await price(SYMBOL, '15')
  await openTerminal(page, SYMBOL)
  const banner = page.getByTestId('market-halted')
  await expect(banner).toBeHidden()

  await feedLive(true)
  await advanceClock(11)
  await expect(banner).toHaveText('Market data delayed, trading on LINKUSDT is paused.')
  await expect(buy(page)).toBeDisabled()
  await expect(buy(page, 'Sell / Short')).toBeDisabled()

  // First paint knows it too, in Persian.
  await useLanguage(page, 'fa')
  await page.reload()
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  await expect(banner).toHaveText('داده‌های بازار با تأخیر می‌رسد؛ معامله روی LINKUSDT متوقف است.')
  await expect(pane(page).getByRole('button').filter({ hasText: 'خرید' }).first()).toBeDisabled()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/market-halt-fa.png`, fullPage: true })

  // Staff see the pair halted on the console.
  const staff = await browser.newPage()
  const account = await registerInEngine(freshEmail('support'))
  await engineRequest('POST', '/test/users/role', { email: account.email, role: 'support' })
  await signInThroughPage(staff, account.email, account.password)
  await openHydrated(staff, '/staff/market')
  const row = staff.getByRole('row').filter({ hasText: SYMBOL })
  await expect(row).toContainText('Halted')
  await expect(row).toContainText('manual')
  if (SHOTS) await staff.screenshot({ path: `${SHOTS}/market-halt-staff.png`, fullPage: true })
  await staff.close()

  // The next price: trading resumes, live.
  await useLanguage(page, 'en')
  await page.reload()
  await expect(banner).toBeVisible()
  await price(SYMBOL, '15.1')
  await expect(banner).toBeHidden()
  await expect(buy(page)).toBeEnabled()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/market-halt-resumed.png` })
})
