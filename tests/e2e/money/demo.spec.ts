/**
 * The demo account in a real browser (rules.md, Demo: fixed, one per user
 * ever, 10 000 USDT, 3 days): created once through the dialog, refused the
 * second time with the engine's text, and shown expired (no way to trade)
 * once its three days are over on the test clock.
 */
import { expect, test } from '@playwright/test'
import { signedInPage, signInThroughPage } from '../support/accounts'
import { advanceClock } from '../support/engine'
import { openHydrated } from '../support/page'

const ONE_PER_USER = 'You already have a demo account; there is one per user.'

test('a demo is created once; a second one is refused with the reason; it expires after 3 days', async ({
  page,
  context,
}) => {
  const account = await signedInPage(page)
  // A second tab opened before the demo exists still offers the dialog.
  const other = await context.newPage()
  await openHydrated(other, '/challenges/demo')
  await openHydrated(page, '/challenges/demo')

  await page.getByRole('button', { name: 'Create Demo Account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Demo Account' })
  await expect(dialog.getByLabel('Balance')).toHaveValue('10,000.00 USDT')
  await expect(dialog.getByLabel('Balance')).toHaveAttribute('readonly', '')
  await dialog.getByLabel('Title').fill('')
  await dialog.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(dialog.getByText('Title is required')).toBeVisible()
  await dialog.getByLabel('Title').fill('Warm-up')
  await dialog.getByRole('button', { name: 'Create', exact: true }).click()

  // One toast (the engine's), not the engine's and the page's own.
  await expect(page.getByText('Demo account created.')).toBeVisible()
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1)
  const card = page.getByTestId('demo-account')
  await expect(card.getByText('Warm-up')).toBeVisible()
  await expect(card.getByText('10,000.00 USDT').first()).toBeVisible()
  await expect(card.getByText('Day 1 of 3')).toBeVisible()
  await expect(card.getByRole('link', { name: 'Trade' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create Demo Account' })).toHaveCount(0)
  // The page just made does not reproach the user with "You already have…".
  await expect(page.getByTestId('demo-one-per-user')).toHaveText(
    'Each user has one demo account: this one is yours.',
  )

  // The stale tab tries again: the engine refuses, the reason shows in the dialog.
  await other.getByRole('button', { name: 'Create Demo Account' }).click()
  const again = other.getByRole('dialog', { name: 'Create Demo Account' })
  await again.getByLabel('Title').fill('Second')
  await again.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(again.getByTestId('error-title')).toHaveText(ONE_PER_USER)
  // Closing the dialog, that tab catches up: the demo, and no more offer.
  await again.getByRole('button', { name: 'Close' }).click()
  await expect(other.getByTestId('demo-account').getByText('Warm-up')).toBeVisible()
  await expect(other.getByRole('button', { name: 'Create Demo Account' })).toHaveCount(0)
  await other.close()

  // Three days later the demo has expired: shown so, and no way to trade.
  // (The session has lapsed by then too: sign in again.)
  await advanceClock(3 * 86400 + 60)
  await signInThroughPage(page, account.email, account.password, '/challenges/demo')
  await expect(card.locator('[data-status="expired"]')).toHaveText('Expired')
  await expect(card.getByRole('status')).toHaveText(
    'This demo account has expired. Trading is closed and it cannot be extended.',
  )
  await expect(card.getByRole('link', { name: 'Trade' })).toHaveCount(0)
})
