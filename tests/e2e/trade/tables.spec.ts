/**
 * The terminal's tables: Hide Other Symbols, Cancel All (of the shown pair,
 * then of every pair), Close All, each asking first (and "Don't ask
 * again"), and the empty text; visitors and users without an account on /trade.
 */
import { expect, test } from '@playwright/test'
import { signedInPage, signInThroughPage } from '../support/accounts'
import { openHydrated } from '../support/page'
import { createDemo, place, quote, traderSession } from '../support/trading'

test('open orders: hide other symbols, cancel all of this pair, then of all', async ({ page }) => {
  await quote('BTCUSDT', '60000')
  await quote('ETHUSDT', '3000')
  const { session, email, password } = await traderSession()
  const id = await createDemo(session)
  await place(session, id, {
    symbol: 'BTCUSDT',
    type: 'LIMIT',
    side: 'buy',
    size: '0.01',
    price: '50000',
  })
  await place(session, id, {
    symbol: 'BTCUSDT',
    type: 'LIMIT',
    side: 'sell',
    size: '0.01',
    price: '61000',
  })
  await place(session, id, {
    symbol: 'ETHUSDT',
    type: 'LIMIT',
    side: 'buy',
    size: '0.1',
    price: '2500',
  })

  await signInThroughPage(page, email, password, `/trade/${id}/BTCUSDT`)
  await page.getByRole('tab', { name: /Open Orders/ }).click()
  const table = page.getByRole('table', { name: 'Open Orders' })
  const rows = table.locator('tbody tr')
  await expect(rows).toHaveCount(3)
  await page.getByLabel('Hide Other Symbols').check()
  await expect(rows).toHaveCount(2)
  await expect(table).not.toContainText('ETHUSDT')

  await page.getByRole('button', { name: 'Cancel All' }).click()
  const ask = page.getByRole('alertdialog')
  await expect(ask).toHaveAccessibleName('Cancel 2 open orders?')
  await expect(rows).toHaveCount(2)
  await ask.getByRole('button', { name: 'Confirm' }).click()
  await expect(table.locator('tbody')).toHaveText('There is Nothing to Display')
  await page.getByLabel('Hide Other Symbols').uncheck()
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText('ETHUSDT')

  await page.getByRole('button', { name: 'Cancel All' }).click()
  await expect(ask).toHaveAccessibleName('Cancel 1 open order?')
  await ask.getByLabel("Don't ask again").check()
  await ask.getByRole('button', { name: 'Confirm' }).click()
  await expect(table.locator('tbody')).toHaveText('There is Nothing to Display')
  expect(
    await page.evaluate(() => localStorage.getItem('proptrade.trade.skip-confirmations')),
  ).toBe('true')
  await page.getByRole('tab', { name: 'Order History' }).click()
  await expect(
    page.getByRole('table', { name: 'Order History' }).getByText('Canceled'),
  ).toHaveCount(3)
})

test('positions: close all, then trade history shows the closing fills', async ({ page }) => {
  await quote('BTCUSDT', '60000')
  await quote('SOLUSDT', '150')
  const { session, email, password } = await traderSession()
  const id = await createDemo(session)
  await place(session, id, { symbol: 'BTCUSDT', type: 'MARKET', side: 'buy', size: '0.01' })
  await place(session, id, { symbol: 'SOLUSDT', type: 'MARKET', side: 'sell', size: '2' })

  await signInThroughPage(page, email, password, `/trade/${id}/BTCUSDT`)
  const table = page.getByRole('table', { name: 'Positions' })
  await expect(table.locator('tbody tr')).toHaveCount(2)
  await page.getByLabel('Hide Other Symbols').check()
  await expect(table.locator('tbody tr')).toHaveCount(1)
  await page.getByLabel('Hide Other Symbols').uncheck()
  // Close All asks first; "Keep" changes nothing.
  await page.getByRole('button', { name: 'Close All' }).click()
  const ask = page.getByRole('alertdialog')
  await expect(ask).toHaveAccessibleName('Close 2 positions at market?')
  await ask.getByRole('button', { name: 'Keep' }).click()
  await expect(ask).toHaveCount(0)
  await expect(table.locator('tbody tr')).toHaveCount(2)
  await page.getByRole('button', { name: 'Close All' }).click()
  await ask.getByRole('button', { name: 'Confirm' }).click()
  await expect(table.locator('tbody')).toHaveText('There is Nothing to Display')
  await expect(page.getByTestId('assets-margin')).toHaveText('0.00')

  await page.getByRole('tab', { name: 'Trade History' }).click()
  await expect(page.getByRole('table', { name: 'Trade History' }).locator('tbody tr')).toHaveCount(
    4,
  )
  await page.getByRole('tab', { name: 'Transaction History' }).click()
  await expect(page.getByRole('table', { name: 'Transaction History' })).toContainText('Commission')
})

test('visitors are asked to sign in; a user without an account is sent to buy one', async ({
  page,
}) => {
  await openHydrated(page, '/trade')
  await expect(page.getByText('Please sign in to use the Trade Market')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in' }).last()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign up' }).last()).toBeVisible()
  await openHydrated(page, '/trade/1/BTCUSDT')
  await expect(page).toHaveURL(/\/trade\/1\/BTCUSDT$/)
  await expect(page.getByText('Please sign in to use the Trade Market')).toBeVisible()

  await signedInPage(page)
  await openHydrated(page, '/trade')
  await expect(
    page.getByText('No Challenge Found - Please buy new challenge to start trading'),
  ).toBeVisible()
})

test('the only tradable account opens at once; the symbol search switches pairs', async ({
  page,
}) => {
  await quote('BTCUSDT', '60000')
  await quote('ETHUSDT', '3000')
  const { session, email, password } = await traderSession()
  const id = await createDemo(session)
  await signInThroughPage(page, email, password, '/dashboard')
  // One account that trades: /trade goes straight to its terminal (the chooser is for two or more).
  await openHydrated(page, '/trade')
  await expect(page).toHaveURL(new RegExp(`/trade/${id}/BTCUSDT$`))
  await expect(page.getByTestId('pair-last')).toHaveText('60,000')
  await quote('BTCUSDT', '60123.5')
  await expect(page.getByTestId('pair-last')).toHaveText('60,123.5')

  await page.getByRole('button', { name: 'Choose a symbol' }).click()
  await page.getByLabel('Search symbol').fill('eth')
  await page.getByRole('link', { name: /ETHUSDT/ }).click()
  await expect(page).toHaveURL(new RegExp(`/trade/${id}/ETHUSDT$`))
  await expect(page.getByTestId('pair-last')).toHaveText('3,000')
})
