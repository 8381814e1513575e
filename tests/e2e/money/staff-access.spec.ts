/** The staff console is for support and admin: a trader gets the 403 page. */
import { expect, test } from '@playwright/test'
import { signedInPage } from '../support/accounts'

test('a trader opening /staff gets the permission-denied page', async ({ page }) => {
  await signedInPage(page)
  await page.goto('/staff/referral-withdrawals')
  await expect(page).toHaveURL(/\/403$/)
  await expect(page.getByText('Premission Denied')).toBeVisible()
  await expect(page.getByText('The requested page can not be accessed')).toBeVisible()
})
