/** The dashboard's guided tour: shown until finished or skipped, then not again. */
import { expect, test } from '@playwright/test'
import { signedInPage } from '../support/accounts'
import { openHydrated } from '../support/page'

test('the tour shows until skipped: its stops walk the dashboard, and it does not come back', async ({
  page,
}) => {
  await signedInPage(page)
  const card = page.getByTestId('tour-card')
  await expect(card.getByRole('heading', { name: 'Welcome aboard' })).toBeVisible()
  await expect(card).toContainText('1 of 5')
  await card.getByRole('button', { name: 'Next' }).click()
  await expect(card.getByRole('heading', { name: 'New Challenge' })).toBeVisible()
  await expect(card).toContainText('2 of 5')
  await card.getByRole('button', { name: 'Back' }).click()
  await expect(card).toContainText('1 of 5')

  // Only shown, not finished: it comes back on the next visit.
  await openHydrated(page, '/dashboard')
  await expect(card).toContainText('1 of 5')
  await card.getByRole('button', { name: 'Skip' }).click()
  await expect(card).toHaveCount(0)

  await openHydrated(page, '/dashboard')
  await expect(page.getByRole('region', { name: 'My Challenges' })).toBeVisible()
  await expect(page.getByTestId('tour-card')).toHaveCount(0)
})
