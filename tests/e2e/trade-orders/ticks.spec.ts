/**
 * A tick re-renders the numbers that depend on the price (cost, max), not
 * the order form (decision 310).
 */
import { expect, test } from '@playwright/test'
import { installRenderCounter, renderCounts, watchRenders } from './renders'
import { fillOrder, openTerminal, pane, price } from './support'

test('ticks move cost and max without re-rendering the order form', async ({ page }) => {
  await price('BTCUSDT', '60000')
  await installRenderCounter(page)
  await openTerminal(page)
  await fillOrder(page, { type: 'Market', size: '0.01' })
  await expect(pane(page).getByTestId('buy-Cost')).toHaveText('30.30 USDT')
  await watchRenders(page, {
    form: 'form[aria-label="Order pane"]',
    figures: '[data-testid="order-figures"]',
  })
  // 0.01 × P / 20 + taker fee 0.01 × P × 0.0005, rounded up to the cent
  const costs = [
    ['60100', '30.36'],
    ['60200', '30.41'],
    ['60300', '30.46'],
    ['60400', '30.51'],
  ]
  for (const [value, cost] of costs) {
    await price('BTCUSDT', value as string)
    await expect(pane(page).getByTestId('buy-Cost')).toHaveText(`${cost} USDT`)
  }
  const counts = await renderCounts(page)
  // The first tick's commit is where counting starts: three more re-render the figures.
  expect(counts.figures).toBeGreaterThanOrEqual(3)
  expect(counts.form).toBe(0)
  // What was typed is still there.
  await expect(pane(page).getByRole('textbox', { name: /^Size/ })).toHaveValue('0.01')
})
