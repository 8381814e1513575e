/**
 * The terminal in both languages and both themes: laid out (no horizontal
 * overflow of the page, the chart drawn), right to left in Persian with
 * Persian texts, and no serious axe violation. Screenshots land in
 * test-results/screenshots for a person to look at.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { PASSWORD } from '../support/accounts'
import { openHydrated, useLanguage } from '../support/page'
import { createDemo, place, quote, traderSession } from '../support/trading'

for (const lang of ['en', 'fa'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the terminal looks right (${lang}, ${scheme})`, async ({ browser }) => {
      await quote('BTCUSDT', '60000')
      const { session, email } = await traderSession(`looks-${lang}`)
      const id = await createDemo(session)
      await place(session, id, {
        symbol: 'BTCUSDT',
        type: 'MARKET',
        side: 'buy',
        size: '0.05',
        tp: '66000',
        sl: '57000',
      })
      await place(session, id, {
        symbol: 'BTCUSDT',
        type: 'LIMIT',
        side: 'buy',
        size: '0.05',
        price: '58000',
      })
      await quote('BTCUSDT', '60500')

      const context = await browser.newContext({
        colorScheme: scheme,
        viewport: { width: 1440, height: 1000 },
      })
      const page = await context.newPage()
      await useLanguage(page, lang)
      await openHydrated(page, '/signin')
      await page.locator('input[name="email"]').fill(email)
      await page.locator('input[name="password"]').fill(PASSWORD)
      await page.locator('form button[type="submit"]').click()
      await expect(page).toHaveURL(/\/dashboard$/)
      await openHydrated(page, `/trade/${id}/BTCUSDT`)
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'fa' ? 'rtl' : 'ltr')
      // The chart is a lazy module mounted after hydration: slow on a loaded machine.
      await expect(page.getByTestId('chart')).toHaveAttribute('data-price-lines', /Entry|ورود/, {
        timeout: 30_000,
      })
      // Persian digits in fa (decision 421).
      await expect(page.getByTestId('assets-unrealized_pnl')).toHaveText(
        lang === 'fa' ? '۲۵٫۰۰' : '25.00',
      )
      await expect(
        page.getByRole('tab', { name: lang === 'fa' ? /پوزیشن‌ها/ : /Positions/ }),
      ).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      await page.screenshot({
        path: `test-results/screenshots/trade-${lang}-${scheme}.png`,
        fullPage: true,
      })
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa'])
        .exclude('[data-testid="chart"]')
        // The order pane is web-trade-orders' (its own checks).
        .exclude('[data-tour="trade-order-pane"]')
        .analyze()
      const blocking = axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`)
      expect(blocking).toEqual([])
      await context.close()
    })
  }
}
