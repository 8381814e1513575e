/**
 * The terminal's order book and recent trades on the manual feed: the
 * first paint from GET /depth and /trades, live `depth` and `trades`
 * events after it, grouping by the tick ×10, a clicked price in the order
 * form, the phone's Chart / Book / Trades tabs, and screenshots in Persian
 * and dark for a person to look at.
 */
import { expect, type Page, test } from '@playwright/test'
import { PASSWORD, signInThroughPage } from '../support/accounts'
import { engineRequest } from '../support/engine'
import { openHydrated, useLanguage } from '../support/page'
import { createDemo, quote, traderSession } from '../support/trading'

async function setBook(bids: Array<[string, string]>, asks: Array<[string, string]>) {
  await engineRequest('POST', '/test/market/depth', { symbol: 'BTCUSDT', bids, asks })
}

async function addTrades(trades: Array<{ price: string; size: string; side: 'buy' | 'sell' }>) {
  await engineRequest('POST', '/test/market/trades', { symbol: 'BTCUSDT', trades })
}

const rowsOf = (page: Page, side: 'bids' | 'asks') =>
  page.getByTestId(`book-${side}`).getByRole('button')

test('the book and trades paint, follow the feed live, group, and fill the order price', async ({
  page,
}) => {
  await quote('BTCUSDT', '60000')
  await setBook(
    [
      ['59999.9', '0.5'],
      ['59999.5', '1.25'],
      ['59998.7', '0.003'],
    ],
    [
      ['60000.1', '0.4'],
      ['60000.6', '2'],
    ],
  )
  await addTrades([{ price: '59999.9', size: '0.012', side: 'sell' }])
  const { session, email, password } = await traderSession('book')
  const id = await createDemo(session)
  await page.setViewportSize({ width: 1440, height: 1100 })
  await signInThroughPage(page, email, password, `/trade/${id}/BTCUSDT`)

  // First paint: best bid first under the middle, asks above it best last.
  const book = page.getByTestId('order-book')
  await expect(rowsOf(page, 'bids')).toHaveText([
    '59,999.90.50.5',
    '59,999.51.251.75',
    '59,998.70.0031.753',
  ])
  await expect(rowsOf(page, 'asks')).toHaveText(['60,000.622.4', '60,000.10.40.4'])
  await expect(book.getByTestId('book-spread')).toHaveText('0.2')
  await expect(book.getByTestId('book-mark')).toHaveText('60,000.0')
  const trades = page.getByTestId('market-trades').getByRole('listitem')
  await expect(trades.first()).toHaveAttribute('data-side', 'sell')
  await expect(trades.first()).toContainText('59,999.9')

  // Live: a new book and new trades arrive over market.BTCUSDT.
  await setBook(
    [
      ['60010.2', '0.75'],
      ['60009.8', '0.25'],
    ],
    [['60010.5', '1.5']],
  )
  await addTrades([
    { price: '60010.5', size: '0.3', side: 'buy' },
    { price: '60010.2', size: '0.07', side: 'sell' },
  ])
  await quote('BTCUSDT', '60010.3')
  await expect(rowsOf(page, 'bids')).toHaveText(['60,010.20.750.75', '60,009.80.251'])
  await expect(rowsOf(page, 'asks')).toHaveText(['60,010.51.51.5'])
  await expect(book.getByTestId('book-spread')).toHaveText('0.3')
  await expect(book.getByTestId('book-mark')).toHaveText('60,010.3')
  await expect(trades.nth(0)).toHaveAttribute('data-side', 'sell')
  await expect(trades.nth(0)).toContainText('60,010.2')
  await expect(trades.nth(1)).toHaveAttribute('data-side', 'buy')
  await expect(trades.nth(1)).toContainText('60,010.5')
  await expect(trades).toHaveCount(3)

  // Grouped by 1 (tick ×10): bids down to the whole number, asks up.
  await book.getByTestId('book-step').selectOption('1')
  await expect(rowsOf(page, 'bids')).toHaveText(['60,0100.750.75', '60,0090.251'])
  await expect(rowsOf(page, 'asks')).toHaveText(['60,0111.51.5'])

  // A click on a price: a limit order at it.
  const pane = page.getByTestId('order-pane')
  await pane.getByRole('button', { name: 'Market', exact: true }).click()
  await expect(pane.getByRole('textbox', { name: 'Price', exact: true })).toBeHidden()
  await book.getByTestId('book-step').selectOption('0.1')
  await rowsOf(page, 'asks').first().click()
  await expect(pane.getByRole('button', { name: 'Limit', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(pane.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('60010.5')
  await rowsOf(page, 'bids').nth(1).click()
  await expect(pane.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('60009.8')
})

for (const [lang, scheme] of [
  ['en', 'light'],
  ['fa', 'dark'],
] as const) {
  test(`on a phone: Chart, Book and Trades tabs (${lang}, ${scheme}); wide screenshots`, async ({
    browser,
  }) => {
    await quote('BTCUSDT', '60000')
    const bids: Array<[string, string]> = []
    const asks: Array<[string, string]> = []
    for (let i = 0; i < 20; i++) {
      bids.push([(59999.9 - i * 0.7).toFixed(1), (0.05 + i * 0.113).toFixed(3)])
      asks.push([(60000.1 + i * 0.6).toFixed(1), (0.04 + i * 0.097).toFixed(3)])
    }
    await setBook(bids, asks)
    await addTrades(
      Array.from({ length: 12 }, (_, i) => ({
        price: (60000 + (i % 5) * 0.3).toFixed(1),
        size: (0.01 + i * 0.021).toFixed(3),
        side: i % 3 ? 'buy' : 'sell',
      })),
    )
    const { session, email } = await traderSession(`book-${lang}`)
    const id = await createDemo(session)
    const context = await browser.newContext({
      colorScheme: scheme,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    await useLanguage(page, lang)
    await openHydrated(page, '/signin')
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="password"]').fill(PASSWORD)
    await page.locator('form button[type="submit"]').click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await openHydrated(page, `/trade/${id}/BTCUSDT`)

    const names =
      lang === 'fa'
        ? { chart: 'نمودار', book: 'دفتر سفارش', trades: 'معاملات' }
        : { chart: 'Chart', book: 'Book', trades: 'Trades' }
    const tabs = page.getByRole('tablist', {
      name: lang === 'fa' ? 'نمای ترمینال' : 'Terminal view',
    })
    await expect(tabs.getByRole('tab', { name: names.chart })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByTestId('chart')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('order-book')).toBeHidden()

    await tabs.getByRole('tab', { name: names.book }).click()
    await expect(page.getByTestId('order-book')).toBeVisible()
    await expect(page.getByTestId('chart')).toBeHidden()
    await expect(page.getByTestId('market-trades')).toBeHidden()
    await expect(rowsOf(page, 'bids')).toHaveCount(20)
    await expect(rowsOf(page, 'asks')).toHaveCount(20)
    // Sizes and totals follow the page's digits like the prices.
    if (lang === 'fa') await expect(rowsOf(page, 'bids').first()).not.toContainText(/[0-9]/)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `test-results/screenshots/book-phone-${lang}-${scheme}.png` })

    await tabs.getByRole('tab', { name: names.trades }).click()
    await expect(page.getByTestId('market-trades')).toBeVisible()
    await expect(page.getByTestId('order-book')).toBeHidden()
    // These 12 and any an earlier test of the same engine added (at most 40 shown).
    const shown = page.getByTestId('market-trades').getByRole('listitem')
    await expect(shown.nth(11)).toBeVisible()
    // Prices, sizes and times in the page's digits (decision 421): one rule in the row.
    await expect(shown.first()).toContainText(lang === 'fa' ? '۶۰٬۰۰۰٫۳' : '60,000.3')
    await expect(shown.first()).toContainText(lang === 'fa' ? '۰٫۲۴۱' : '0.241')
    if (lang === 'fa') await expect(shown.first()).not.toContainText(/[0-9]/)
    await page.screenshot({ path: `test-results/screenshots/trades-phone-${lang}-${scheme}.png` })

    await tabs.getByRole('tab', { name: names.chart }).click()
    await expect(page.getByTestId('chart')).toBeVisible()
    await expect(page.getByTestId('order-book')).toBeHidden()

    // Wide: chart, book over trades, and the order pane side by side; no tabs.
    await page.setViewportSize({ width: 1440, height: 1000 })
    await expect(tabs).toBeHidden()
    await expect(page.getByTestId('order-book')).toBeVisible()
    await expect(page.getByTestId('market-trades')).toBeVisible()
    await expect(page.getByTestId('chart')).toBeVisible()
    await page.screenshot({
      path: `test-results/screenshots/book-wide-${lang}-${scheme}.png`,
      fullPage: true,
    })
    await context.close()
  })
}
