/**
 * The account's moments in the open terminal of a 10K challenge on the
 * manual feed (issue 20; decisions 455, 456): breach and liquidation lines
 * at the unit tests' prices (tests/unit/money/breach-price.test.ts), moving
 * with the position; margin following the mark between fills; the 80 %
 * warning, the breach and the pass said where the trader looks.
 * 10 000 USDT, 5 %/10 %: daily floor 9 500, total floor 9 000; the taker
 * fee is 0.05 %.
 */
import { expect, type Page, test } from '@playwright/test'
import { PASSWORD, signInThroughPage } from '../support/accounts'
import { advanceClock, engineRequest } from '../support/engine'
import { openHydrated, useLanguage } from '../support/page'
import {
  buyFree,
  EngineSession,
  engineAssets,
  place,
  positionsOf,
  quote,
  traderSession,
} from '../support/trading'

const DAY_S = 86_400

const market = (session: EngineSession, id: number, side: 'buy' | 'sell', size: string) =>
  place(session, id, { symbol: 'BTCUSDT', type: 'MARKET', side, size })

async function liquidPrice(session: EngineSession, id: number): Promise<string> {
  const [btc] = (await positionsOf(session, id)) as unknown as Array<{ liquidPrice: string | null }>
  if (!btc?.liquidPrice) throw new Error('no liquidation price')
  return btc.liquidPrice
}

function lines(page: Page) {
  return page.getByTestId('chart')
}

test('breach and liquidation lines, live margin, the warning and the breach said in the terminal', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await quote('BTCUSDT', '60000')
  const { session, email, password } = await traderSession('moments')
  const id = await buyFree(session)
  await session.call('POST', `/v1/trade/${id}/BTCUSDT/adjustLeverage`, { leverage: 10 })
  // 0.5 BTC at 60 000, fee 15: balance 9 985 (the unit test's fees case).
  await market(session, id, 'buy', '0.5')

  await signInThroughPage(page, email, password, `/trade/${id}/BTCUSDT`)
  const liq = await liquidPrice(session, id)
  // The chart's own price lines (its API), then our list of them.
  await expect(lines(page)).toHaveAttribute('data-price-lines', /Daily limit:59030/, {
    timeout: 30_000,
  })
  await expect(lines(page)).toHaveAttribute('data-price-lines', /Max loss:58030/)
  await expect(lines(page)).toHaveAttribute(
    'data-lines',
    `entry:60000,liq:${liq},daily:59030,total:58030`,
  )
  const legend = page.getByTestId('chart-legend')
  await expect(legend.locator('[data-line="daily"]')).toHaveText('Daily limit 59,030.0')
  await expect(legend.locator('[data-line="total"]')).toHaveText('Max loss 58,030.0')
  await expect(legend.locator('[data-line="liq"]')).toHaveAttribute('data-price', liq)
  // The selector names the step.
  await expect(page.getByRole('combobox').first()).toContainText('Step 1')

  // Margin follows the mark between fills: 0.5 × 61 500 / 10 = 3 075.
  const row = page.getByRole('table', { name: 'Positions' }).getByRole('row', { name: /BTCUSDT/ })
  await expect(row.getByTestId('position-margin')).toHaveText('3,000.00')
  await quote('BTCUSDT', '61500')
  await expect(row.getByTestId('position-margin')).toHaveText('3,075.00')
  const engine = await engineAssets(session, id, 'BTCUSDT')
  expect(engine.margin).toBe('3075')
  await expect(page.getByTestId('assets-margin')).toHaveAttribute('data-value', engine.margin)
  await expect(page.getByTestId('assets-free_margin')).toHaveAttribute(
    'data-value',
    engine.free_margin,
  )
  // Distance to the daily floor: equity 9 985 + 750 = 10 735 − 9 500 = 1 235 (11.50 % of equity).
  await expect(page.getByTestId('assets-daily-room')).toHaveText('1,235.00 USDT · 11.50%')
  // The engine's clock (days ahead of the browser's here): never more than a day.
  await expect(page.getByTestId('assets-daily-reset')).toHaveText(
    /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/,
  )

  // The position changes: 0.5 more at 61 500 (fee 15.375): 1 BTC at 60 750, balance 9 969.625.
  // Daily: 60 750 − 469.625 = 60 280.375 → 60 280.3; total: 60 750 − 969.625 → 59 780.3.
  await market(session, id, 'buy', '0.5')
  const moved = await liquidPrice(session, id)
  await expect(lines(page)).toHaveAttribute(
    'data-lines',
    `entry:60750,liq:${moved},daily:60280.3,total:59780.3`,
  )
  await expect(lines(page)).toHaveAttribute('data-price-lines', /Daily limit:60280.3/)
  await expect(row.getByRole('cell').nth(3)).toHaveText('60,750.0')

  // The TP/SL dialog warns of a stop beyond the breach price.
  await row.getByRole('button', { name: 'TP/SL' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Entry price60,750.0')
  await dialog.getByRole('textbox', { name: 'Stop loss' }).fill('60000')
  await expect(dialog.getByTestId('tpsl-breach-warning')).toContainText('60,280.3')
  await dialog.getByRole('textbox', { name: 'Stop loss' }).fill('60500')
  await expect(dialog.getByTestId('tpsl-breach-warning')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // The order form's own TP/SL warns too, against the position as the order would leave it.
  const pane = page.getByTestId('order-pane')
  await pane.getByRole('textbox', { name: 'Price', exact: true }).fill('61500')
  await pane.getByRole('checkbox', { name: 'TP/SL' }).check()
  const stop = pane.getByRole('textbox', { name: 'Stop loss' })
  const warning = pane.getByTestId('tpsl-breach-warning')
  // No size yet: the held 1 BTC alone, its daily breach at 60 280.3.
  await stop.fill('60000')
  await expect(warning).toHaveText(
    /^This stop loss lies beyond the breach price \(\u2066?60,280\.3\u2069?\)/,
  )
  await stop.fill('60500')
  await expect(warning).toHaveCount(0)
  // Buying 1 more at 61 500: 2 BTC at 61 125, daily 61 125 − 469.625 / 2 = 60 890.1875 → 60 890.1.
  await pane.getByRole('textbox', { name: 'Size (BTC)' }).fill('1')
  await expect(warning).toContainText('60,890.1')
  // A stop above the price protects a short: selling 1 would close the long, nothing to warn of.
  await stop.fill('62000')
  await expect(warning).toHaveCount(0)
  await pane.getByRole('checkbox', { name: 'TP/SL' }).uncheck()

  // 80 % of the daily limit: at 60 370 equity is 9 589.625, 89.625 above the floor.
  await quote('BTCUSDT', '60370')
  const moment = page.getByTestId('account-moment')
  await expect(moment).toHaveAttribute('data-kind', 'warning')
  // Figures are isolated left to right (U+2066 … U+2069) inside the sentence; the rule in
  // the program's words (the default program's daily 5 %).
  await expect(moment).toContainText(
    /80 % of the daily drawdown limit of 5% used: \u2066?89\.62\u2069? USDT left/,
  )
  await page.screenshot({ path: 'test-results/screenshots/moments-en-warning.png', fullPage: true })

  // The breach: at 60 200 equity is 9 419.625 ≤ 9 500.
  await quote('BTCUSDT', '60200')
  const breach = page.getByTestId('account-breach')
  await expect(breach).toContainText(
    /Daily drawdown limit of 5% breached: equity \u2066?9,419\.62\u2069? USDT reached the daily floor of \u2066?9,500\.00\u2069? USDT/,
  )
  await expect(breach.getByRole('link', { name: 'See the breach report' })).toHaveAttribute(
    'href',
    `/challenges/${id}#breach-heading`,
  )
  await expect(page.getByTestId('account-moment')).toHaveCount(0)
  await expect(page.getByTestId('chart-legend')).toHaveCount(0)
  // After a reload the breach is still said, from the snapshot.
  await openHydrated(page, `/trade/${id}/BTCUSDT`)
  await expect(page.getByTestId('account-breach')).toContainText('9,419.62')
  await page.getByRole('link', { name: 'See the breach report' }).click()
  await expect(page.getByTestId('breach-report')).toBeVisible()
})

test('the pass is said in the terminal, and the selector moves to Step 2', async ({ page }) => {
  test.setTimeout(150_000)
  await quote('BTCUSDT', '60000')
  const { session, email, password } = await traderSession('moments-pass')
  const id = await buyFree(session)
  // Three days with a small round trip each (seed rules: 4 trading days, +8 %).
  let trader = session
  for (let day = 0; day < 3; day++) {
    await quote('BTCUSDT', '60000')
    await market(trader, id, 'buy', '0.01')
    await place(trader, id, {
      symbol: 'BTCUSDT',
      type: 'MARKET',
      side: 'sell',
      size: '0.01',
      trade_type: 'close',
    })
    await advanceClock(DAY_S)
    trader = await signedInAgain(email)
  }
  await quote('BTCUSDT', '60000')
  await market(trader, id, 'buy', '1')
  await quote('BTCUSDT', '61000')
  await signInThroughPage(page, email, password, `/trade/${id}/BTCUSDT`)
  await expect(page.getByRole('combobox').first()).toContainText('Step 1')
  await page
    .getByRole('table', { name: 'Positions' })
    .getByRole('button', { name: 'Close' })
    .click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  const moment = page.getByTestId('account-moment')
  await expect(moment).toHaveAttribute('data-kind', 'passed', { timeout: 15_000 })
  await expect(moment).toContainText(
    // Money as the pages show it (decision 421): two places with its unit.
    'Step 1 passed. Step 2 started with 10,000.00 USDT',
  )
  await expect(page.getByRole('combobox').first()).toContainText('Step 2')
  await expect(page.getByTestId('assets-balance')).toHaveText('10,000.00')
})

test('/trade opens the only tradable account, the chooser for two; empty lists say so', async ({
  page,
}) => {
  const { session, email, password } = await traderSession('only-one')
  await signInThroughPage(page, email, password, '/notifications')
  await expect(page.getByTestId('empty-state')).toHaveText('No notification found')
  await page.getByRole('button', { name: 'Notifications' }).first().click()
  await expect(page.getByText('No notification found').last()).toBeVisible()
  await page.keyboard.press('Escape')
  const id = await buyFree(session)
  await openHydrated(page, '/trade?symbol=ETHUSDT')
  await expect(page).toHaveURL(new RegExp(`/trade/${id}/ETHUSDT$`))
  await session.call('POST', '/v1/userChallenges/createDemo', { title: 'Demo' })
  await openHydrated(page, '/trade')
  await expect(page).toHaveURL(/\/trade$/)
  await expect(page.getByRole('list', { name: 'Challenge' }).getByRole('link')).toHaveCount(2)
})

test('the daily reset counts down on the engine clock, whatever the browser clock says', async ({
  page,
}) => {
  await quote('BTCUSDT', '60000')
  // The engine 5 h 17 min further than the whole days other tests moved it,
  // so its time of day is not the wall clock's.
  await advanceClock(5 * 3600 + 17 * 60)
  const { session, email, password } = await traderSession('reset-clock')
  const id = await buyFree(session)
  // The browser's own clock 7 hours behind the wall clock (a skewed machine).
  await page.clock.install({ time: Date.now() - 7 * 3600_000 })
  await signInThroughPage(page, email, password, `/trade/${id}/BTCUSDT`)
  const countdown = page.getByTestId('assets-daily-reset')
  await expect(countdown).toHaveText(/^\d\d:\d\d:\d\d$/, { timeout: 30_000 })
  const engineNow = await engineTime()
  const shown = await countdown.textContent()
  // rules.md's day boundary is 00:00 UTC (DAY_BOUNDARY_HOUR_UTC=0).
  const next = new Date(engineNow)
  next.setUTCHours(24, 0, 0, 0)
  const expected = (next.getTime() - engineNow) / 1000
  const [h, m, sec] = (shown ?? '').split(':').map(Number)
  const left = (h ?? 0) * 3600 + (m ?? 0) * 60 + (sec ?? 0)
  // Within the seconds the check itself takes; the browser's clock would be 7 h off.
  expect(Math.abs(left - expected)).toBeLessThanOrEqual(5)
})

/** The engine's clock now (the test clock: real time plus what tests advanced). */
async function engineTime(): Promise<number> {
  const moved = (await engineRequest('POST', '/test/clock/advance', { seconds: 0 })) as {
    data: { now: string }
  }
  return Date.parse(moved.data.now)
}

/** The same trader signed in again after the clock moved (a session lasts an hour). */
async function signedInAgain(email: string): Promise<EngineSession> {
  const session = new EngineSession()
  await session.call('POST', '/v1/auth/login', { email, password: PASSWORD, remember: true })
  return session
}

test('fa and dark: the lines and the moments read right to left', async ({ browser }) => {
  test.setTimeout(90_000)
  await quote('BTCUSDT', '60000')
  const { session, email } = await traderSession('moments-fa')
  const id = await buyFree(session)
  await market(session, id, 'buy', '0.5')
  const context = await browser.newContext({
    colorScheme: 'dark',
    viewport: { width: 1440, height: 1000 },
  })
  const page = await context.newPage()
  await signInThroughPage(page, email, PASSWORD, `/trade/${id}/BTCUSDT`)
  await useLanguage(page, 'fa')
  await openHydrated(page, `/trade/${id}/BTCUSDT`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(lines(page)).toHaveAttribute('data-lines', /daily:59030/, { timeout: 30_000 })
  // 0.5 BTC at 60 000, balance 9 985: at 59 220 equity is 9 595 ≤ 9 600 (80 % daily), 95 left.
  await quote('BTCUSDT', '59220')
  await expect(page.getByTestId('account-moment')).toContainText('۸۰٪')
  // The room to the daily floor (95.00, 0.99 % of 9 595) and the reset countdown in Persian digits.
  const room = page.getByTestId('assets-daily-room')
  await expect(room).toContainText('۹۵')
  await expect(room).toContainText('۰٫۹۹')
  await expect(room).not.toContainText(/[0-9]/)
  await expect(page.getByTestId('assets-daily-reset')).toHaveText(/^[۰-۹]{2}:[۰-۹]{2}:[۰-۹]{2}$/)
  await page.screenshot({ path: 'test-results/screenshots/moments-fa-dark.png', fullPage: true })
  await context.close()
})
