/**
 * The terminal of a demo account on the manual feed: the assets panel
 * recomputed from live marks equals the engine's own figures (GET the
 * snapshot), and a position's entry, TP and SL are drawn on the chart.
 */
import { expect, type Page, test } from '@playwright/test'
import { signInThroughPage } from '../support/accounts'
import {
  createDemo,
  type EngineAssets,
  type EngineSession,
  engineAssets,
  place,
  positionsOf,
  quote,
  traderSession,
} from '../support/trading'

const fields = [
  'balance',
  'equity',
  'unrealized_pnl',
  'margin',
  'free_margin',
  'daily_balance',
] as const

async function expectAssetsEqualEngine(page: Page, session: EngineSession, id: number) {
  const engine: EngineAssets = await engineAssets(session, id, 'BTCUSDT')
  for (const field of fields)
    await expect(page.getByTestId(`assets-${field}`), field).toHaveAttribute(
      'data-value',
      engine[field],
    )
  return engine
}

test('assets follow the live mark to the engine’s figure; TP/SL of the position on the chart', async ({
  page,
}) => {
  await quote('BTCUSDT', '60000')
  await quote('ETHUSDT', '3000')
  const { session, email, password } = await traderSession()
  const id = await createDemo(session)
  await place(session, id, {
    symbol: 'BTCUSDT',
    type: 'MARKET',
    side: 'buy',
    size: '0.1',
    tp: '65000',
    sl: '55000',
  })
  await place(session, id, { symbol: 'ETHUSDT', type: 'MARKET', side: 'sell', size: '1.5' })
  await place(session, id, {
    symbol: 'ETHUSDT',
    type: 'LIMIT',
    side: 'buy',
    size: '1',
    price: '2500',
  })

  await signInThroughPage(page, email, password, `/trade/${id}/BTCUSDT`)
  await expect(page.getByRole('table', { name: 'Positions' }).getByRole('row')).toHaveCount(3)
  await expect(page.getByTestId('chart-legend')).toHaveText(/Entry 60,000.*TP 65,000.*SL 55,000/)
  // The chart is a lazy module mounted after hydration: slow on a loaded machine.
  await expect(page.getByTestId('chart')).toHaveAttribute(
    'data-price-lines',
    // No liquidation line: the engine gives these positions no liquidation price.
    'Entry:60000,TP:65000,SL:55000',
    { timeout: 30_000 },
  )
  const opening = await expectAssetsEqualEngine(page, session, id)
  expect(opening.unrealized_pnl).toBe('0')

  // Marks move; no account event is sent, the screen recomputes.
  await quote('BTCUSDT', '61234.57')
  await quote('ETHUSDT', '2987.13')
  const moved = await expectAssetsEqualEngine(page, session, id)
  // (61234.57 − 60000) × 0.1 + (3000 − 2987.13) × 1.5
  expect(moved.unrealized_pnl).toBe('142.762')
  await expect(page.getByTestId('assets-unrealized_pnl')).toHaveText('142.76')

  // TP/SL changed on the position: the chart redraws its lines.
  const [btc] = (await positionsOf(session, id)).filter((p) => p.symbol === 'BTCUSDT')
  await session.call('POST', `/v1/trade/${id}/positions/${btc?.id}/tpsl`, { tp: '70000', sl: null })
  await expect(page.getByTestId('chart')).toHaveAttribute(
    'data-price-lines',
    'Entry:60000,TP:70000',
  )
  await expect(page.getByTestId('chart-legend')).toHaveText(/TP 70,000/)

  // And through the positions table: TP/SL opens the dialog, saving redraws the lines.
  const row = page.getByRole('table', { name: 'Positions' }).getByRole('row', { name: /BTCUSDT/ })
  await row.getByRole('button', { name: 'TP/SL' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Take profit' }).fill('68000')
  await dialog.getByRole('textbox', { name: 'Stop loss' }).fill('56000')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('chart')).toHaveAttribute(
    'data-price-lines',
    'Entry:60000,TP:68000,SL:56000',
  )
  // Prices at the pair's tick (BTCUSDT: 0.1).
  await expect(row.getByTestId('position-tpsl')).toHaveText('68,000.0 / 56,000.0')
})
