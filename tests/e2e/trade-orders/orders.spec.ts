/**
 * The order pane (spec §2 Trade, trading.md "Orders"): every order type
 * placed from the pane, listed under Open Orders, filled when the manual
 * feed moves the price; leverage; TP/SL on a position closing it; the
 * offset warning and the engine's field errors.
 */
import { expect, test } from '@playwright/test'
import { fillOrder, openTerminal, pane, price } from './support'

test.beforeEach(async () => {
  await price('BTCUSDT', '60000')
})

const openOrders = (page: import('@playwright/test').Page) =>
  page.getByRole('table', { name: 'Open Orders' }).locator('tbody tr')
const positions = (page: import('@playwright/test').Page) =>
  page.getByRole('table', { name: 'Positions' }).locator('tbody tr')

test('a limit buy rests under Open Orders and fills when the price trades through it', async ({
  page,
}) => {
  const trader = await openTerminal(page)
  await fillOrder(page, { type: 'Limit', price: '59000', size: '0.01' })
  // 0.01 × 60000 / 20 at mark (the engine reserves 0.01 × 59000 / 20 = 29.50 less)
  await expect(pane(page).getByTestId('buy-Cost')).toHaveText('30.00 USDT')
  await pane(page).getByRole('button', { name: 'Buy / Long' }).click()
  await expect(page.getByText('Order placed.')).toBeVisible()
  // A fresh size, no error under it; the price stays for the next order.
  await expect(pane(page).getByRole('textbox', { name: /^Size/ })).toHaveValue('')
  await expect(pane(page).getByTestId('error-size')).toBeHidden()
  await expect(pane(page).getByLabel('Price', { exact: true })).toHaveValue('59000')

  await page.getByRole('tab', { name: /Open Orders/ }).click()
  await expect(openOrders(page)).toHaveCount(1)
  await expect(openOrders(page)).toContainText('Limit')
  expect((await trader.openOrders()).map((o) => [o.type, o.side, o.amount])).toEqual([
    ['LIMIT', 'buy', '0.01'],
  ])

  await price('BTCUSDT', '58990')
  await expect(page.getByRole('table', { name: 'Open Orders' })).toContainText(
    'There is Nothing to Display',
  )
  await page.getByRole('tab', { name: /Positions/ }).click()
  await expect(positions(page)).toHaveCount(1)
  await expect(positions(page)).toContainText('BTCUSDT')
  expect((await trader.positions()).map((p) => [p.side, p.size])).toEqual([['long', '0.01']])
})

test('stop market and stop limit wait for their trigger, then fill', async ({ page }) => {
  const trader = await openTerminal(page)
  await fillOrder(page, { type: 'Stop Market', stop: '60500', size: '0.01' })
  await pane(page).getByRole('button', { name: 'Buy / Long' }).click()
  await expect(page.getByText('Order placed.')).toBeVisible()
  await fillOrder(page, { type: 'Stop Limit', stop: '59500', price: '59400', size: '0.02' })
  await pane(page).getByRole('button', { name: 'Sell / Short' }).click()
  await expect(page.getByText('Order placed.').last()).toBeVisible()

  await page.getByRole('tab', { name: /Open Orders/ }).click()
  await expect(openOrders(page)).toHaveCount(2)
  expect((await trader.openOrders()).map((o) => o.type).sort()).toEqual([
    'STOP_LIMIT',
    'STOP_MARKET',
  ])

  await price('BTCUSDT', '60600')
  await expect(openOrders(page)).toHaveCount(1)
  await expect(openOrders(page)).toContainText('Stop Limit')
  expect((await trader.positions()).map((p) => [p.side, p.size])).toEqual([['long', '0.01']])

  // Triggers at 59 400 ≤ 59 500; the sell limit at 59 400 then meets the bid.
  await price('BTCUSDT', '59400')
  await expect(page.getByRole('table', { name: 'Open Orders' })).toContainText(
    'There is Nothing to Display',
  )
  await expect
    .poll(async () => (await trader.positions()).map((p) => [p.side, p.size]))
    .toEqual([['short', '0.01']])

  // The Close tab: a market order that only reduces, sized by the slider to the whole position.
  await pane(page).getByRole('tab', { name: 'Close' }).click()
  await expect(pane(page).getByTestId('close-position')).toHaveText('Position: Short 0.01 BTC')
  await expect(pane(page).getByRole('button', { name: 'Close Long' })).toBeDisabled()
  await pane(page).getByRole('button', { name: 'Market', exact: true }).click()
  const slider = pane(page).getByRole('slider', { name: 'Size as a share of the maximum' })
  await slider.focus()
  await page.keyboard.press('End')
  await expect(pane(page).getByRole('textbox', { name: /^Size/ })).toHaveValue('0.01')
  await pane(page).getByRole('button', { name: 'Close Short' }).click()
  await expect(page.getByText('Order filled.')).toBeVisible()
  await expect.poll(() => trader.positions()).toEqual([])
  await expect(pane(page).getByTestId('close-position')).toHaveText('No position in BTCUSDT')
})

test('a market buy fills at once; TP/SL set on the position closes it at the take profit', async ({
  page,
}) => {
  const trader = await openTerminal(page)
  await fillOrder(page, { type: 'Market', size: '0.01' })
  await pane(page).getByRole('button', { name: 'Buy / Long' }).click()
  await expect(page.getByText('Order filled.')).toBeVisible()
  await expect(positions(page)).toHaveCount(1)

  await positions(page).getByRole('button', { name: 'TP/SL' }).click()
  const dialog = page.getByRole('dialog', { name: 'Take profit / Stop loss' })
  await dialog.getByLabel('Take profit', { exact: true }).fill('61000')
  await expect(dialog.getByText('Expected PnL: 10.00 USDT')).toBeVisible()
  await dialog.getByLabel('Stop loss', { exact: true }).fill('59000')
  await expect(dialog.getByText('Expected PnL: -10.00 USDT')).toBeVisible()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Take profit and stop loss saved.')).toBeVisible()
  await expect(dialog).toBeHidden()
  expect((await trader.positions()).map((p) => [p.tp, p.sl])).toEqual([['61000', '59000']])

  await price('BTCUSDT', '61000')
  await expect(page.getByRole('table', { name: 'Positions' })).toContainText(
    'There is Nothing to Display',
  )
  expect(await trader.positions()).toEqual([])
})

test('leverage: changed in its dialog, and the cost and maximum follow it', async ({ page }) => {
  const trader = await openTerminal(page)
  await fillOrder(page, { type: 'Market', size: '0.01' })
  // 0.01 × 60000 / 20 + taker fee 0.01 × 60000 × 0.0005
  await expect(pane(page).getByTestId('buy-Cost')).toHaveText('30.30 USDT')
  // 10000 / (60000 / 20 + 30) = 3.3003… → 3.300
  await expect(pane(page).getByTestId('buy-Max')).toHaveText('3.3 BTC')

  await pane(page).getByTestId('leverage-button').click()
  const dialog = page.getByRole('dialog', { name: 'Adjust leverage' })
  // Free margin 10 000 × 20 (under the pair's cap), grouped (issue 24).
  await expect(dialog.getByTestId('leverage-max-position')).toHaveText(
    'Maximum position at the current leverage: 200,000.00 USDT',
  )
  const input = dialog.getByRole('textbox', { name: 'Leverage' })
  await input.fill('21')
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Leverage must be a whole number from 1 to 20')
  await input.fill('10')
  await dialog.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Leverage changed to 10x.')).toBeVisible()
  await expect(pane(page).getByTestId('leverage-button')).toHaveText('10x')
  expect((await trader.snapshot('BTCUSDT')).account.leverage).toBe(10)
  await expect(pane(page).getByTestId('buy-Cost')).toHaveText('60.30 USDT')
  // 10000 / (6000 + 30) = 1.6583… → 1.658
  await expect(pane(page).getByTestId('buy-Max')).toHaveText('1.658 BTC')

  // The calculator starts from this leverage, the balance and the last price.
  await pane(page).getByRole('button', { name: 'Calculator' }).click()
  const calculator = page.getByRole('dialog', { name: 'Order calculator' })
  await expect(calculator.getByLabel('Leverage')).toHaveValue('10')
  // The balance to the cent (issue 24).
  await expect(calculator.getByLabel('Balance (USDT)')).toHaveValue('10000.00')
  await expect(calculator.getByLabel('Entry price')).toHaveValue('60000')
  await calculator.getByLabel('Stop loss').fill('61000')
  await expect(calculator.getByTestId('calc-result')).toHaveText(
    'For a long, the stop loss must be below the entry price',
  )
  // Risking 1 % of 10 000 with the stop 1 000 away: 0.1 BTC, 600 USDT of margin at 10x.
  await calculator.getByLabel('Stop loss').fill('59000')
  await expect(calculator.getByTestId('calc-result')).toHaveText(
    'Size0.1 BTCMargin600.00 USDTLoss at stop loss100.00 USDTUse this size',
  )
  await page.keyboard.press('Escape')

  await pane(page).getByRole('button', { name: 'Leverage and margin rules' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Leverage and margin rules' }).getByText(/at most 20x/),
  ).toBeVisible()
})

test('the offset warning, and the engine’s refusal shown under its field', async ({ page }) => {
  await openTerminal(page)
  await fillOrder(page, { type: 'Limit', price: '63000', size: '0.01' })
  const warning = 'More than 5% difference your order price with the current price'
  await expect(pane(page).getByText(warning)).toBeHidden()
  await pane(page).getByLabel('Price', { exact: true }).fill('63000.1')
  await expect(pane(page).getByText(warning)).toBeVisible()

  await pane(page).getByLabel('Price', { exact: true }).fill('59000.05')
  await expect(pane(page).getByText(warning)).toBeHidden()
  await pane(page).getByRole('button', { name: 'Buy / Long' }).click()
  await expect(pane(page).getByTestId('error-price')).toHaveText(
    'Price must be a multiple of the tick size 0.1.',
  )
  // Nothing was placed.
  await page.getByRole('tab', { name: /Open Orders/ }).click()
  await expect(page.getByRole('table', { name: 'Open Orders' })).toContainText(
    'There is Nothing to Display',
  )
  // The browser's own check: size is required.
  await pane(page).getByRole('textbox', { name: /^Size/ }).fill('')
  await pane(page).getByRole('button', { name: 'Buy / Long' }).click()
  await expect(pane(page).getByTestId('error-size')).toHaveText('Size is required')
})
