/**
 * Trading analytics on the details page (issue 35 §3, decision 606): a long
 * win and a short loss show as figures and charts, in English (light) and
 * Persian (dark, Persian digits); screenshots land in
 * test-results/screenshots for a person to look at.
 */
import { expect, test } from '@playwright/test'
import { EngineSession } from '../challenges/engine-session'
import { PASSWORD, registerInEngine } from '../support/accounts'
import { openHydrated, useLanguage } from '../support/page'
import { quote } from '../support/trading'

const cases = [
  { lang: 'en', scheme: 'light', trades: '2', streak: '1' },
  { lang: 'fa', scheme: 'dark', trades: '۲', streak: '۱' },
] as const

for (const { lang, scheme, trades, streak } of cases) {
  test(`analytics of a step (${lang}, ${scheme})`, async ({ browser }) => {
    const account = await registerInEngine()
    const trader = await EngineSession.signIn(account.email, PASSWORD)
    const id = await trader.buyFree()
    await quote('BTCUSDT', '60000')
    await trader.market(id, 'buy', '0.1')
    await quote('BTCUSDT', '60400')
    await trader.market(id, 'sell', '0.1', 'close')
    await trader.market(id, 'sell', '0.05')
    await quote('BTCUSDT', '60500')
    await trader.market(id, 'buy', '0.05', 'close')

    const context = await browser.newContext({
      colorScheme: scheme,
      viewport: { width: 1440, height: 1000 },
    })
    const page = await context.newPage()
    await useLanguage(page, lang)
    await openHydrated(page, '/signin')
    await page.locator('input[name="email"]').fill(account.email)
    await page.locator('input[name="password"]').fill(PASSWORD)
    await page.locator('form button[type="submit"]').click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await openHydrated(page, `/challenges/${id}`)
    const section = page.getByTestId('step-analytics')
    await expect(section.getByTestId('analytics-trades')).toContainText(trades)
    await expect(section.getByTestId('analytics-win-streak')).toContainText(streak)
    await expect(section.getByTestId('analytics-loss-streak')).toContainText(streak)
    // Largest win: 0.1 × 400 less both fees; largest loss: 0.05 × −100 less both fees.
    await expect(section.getByTestId('analytics-largest-win')).toContainText(
      lang === 'fa' ? /۳[۰-۹]٫[۰-۹]{2}/ : /3\d\.\d\d/,
    )
    await expect(section.getByTestId('analytics-largest-loss')).toContainText(
      lang === 'fa' ? /−|-/ : /-/,
    )
    await expect(section.getByRole('figure')).toHaveCount(5)
    if (lang === 'fa') await expect(section).not.toContainText(/[0-9]/)
    await section.getByRole('button', { name: lang === 'fa' ? 'کل حساب' : 'Whole account' }).click()
    await expect(section.getByTestId('analytics-trades')).toContainText(trades)
    await section.scrollIntoViewIfNeeded()
    await section.screenshot({ path: `test-results/screenshots/analytics-${lang}-${scheme}.png` })
    await context.close()
  })
}
