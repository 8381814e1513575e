/**
 * Buying a challenge in the browser: the new-challenge page with a coupon
 * and part credit, the rules box that blocks payment, the sandbox
 * provider's Pay and Cancel, and the bought challenge on the dashboard.
 */
import { expect, type Page, test } from '@playwright/test'
import { signedInPage } from '../support/accounts'
import { engineRequest } from '../support/engine'
import { openHydrated, webOrigin } from '../support/page'

async function couponAndCredit(email: string, credit: string) {
  await engineRequest('POST', '/test/credit', { email, amount: credit })
  const coupon = (await engineRequest('POST', '/test/coupons', {
    kind: 'percent',
    value: '10',
  })) as {
    data: { code: string }
  }
  return coupon.data.code
}

/** 10K (89) + No time limit (15 % = 13.35) = 102.35; 10 % off = 10.24; 20 credit → 72.11. */
async function fillOrder(page: Page, coupon: string) {
  await openHydrated(page, '/challenges/new')
  await page.getByRole('radio', { name: /10K Challenge/ }).check()
  await page.getByRole('checkbox', { name: /No time limit/ }).check()
  await expect(page.getByTestId('invoice-features')).toContainText('13.35 USDT')
  await page.getByLabel('Discount code').fill(coupon)
  await page.getByRole('button', { name: 'Apply' }).click()
  const result = page.getByTestId('coupon-result')
  await expect(result).toContainText('102.35 USDT')
  await expect(result).toContainText('10.24 USDT')
  await page.getByRole('switch', { name: /Do you want to use credit\?/ }).check({ force: true })
  await page.getByLabel('Credit to use (USDT)').fill('20')
  const invoice = page.getByTestId('invoice')
  await expect(page.getByTestId('invoice-price')).toContainText('89.00 USDT')
  await expect(page.getByTestId('invoice-discount')).toContainText('10.24 USDT')
  await expect(page.getByTestId('invoice-credit')).toContainText('20.00 USDT')
  await expect(invoice.getByTestId('invoice-final')).toContainText('72.11 USDT')
}

test('buy with a coupon and part credit: the rules box gates payment, Pay lands on success', async ({
  page,
}) => {
  const account = await signedInPage(page)
  const coupon = await couponAndCredit(account.email, '30')
  await fillOrder(page, coupon)

  await page.getByRole('button', { name: 'Payment' }).click()
  const dialog = page.getByRole('dialog', { name: 'The rules of the challenge' })
  const pay = dialog.getByRole('button', { name: 'Pay 72.11 USDT' })
  await expect(pay).toBeDisabled()
  await expect(dialog.getByRole('link', { name: 'Read the full rules' })).toHaveAttribute(
    'href',
    `${webOrigin}/rules`,
  )
  await dialog.getByRole('checkbox', { name: 'I Read & Accept the rules' }).check()
  await expect(pay).toBeEnabled()
  await pay.click()

  // The sandbox provider's hosted page, then back to the web.
  await page.getByRole('button', { name: 'Pay 72.11 USDT' }).click()
  await expect(page).toHaveURL(/\/payments\/callback\/success\?payment_id=\d+$/)
  await expect(
    page.getByText(
      'Congratulations! Your Payment Was Successful. you can continue your journey here.',
    ),
  ).toBeVisible()

  await page.getByRole('link', { name: 'Go to Dashboard' }).click()
  const mine = page.getByRole('region', { name: 'My Challenges' })
  await expect(mine.getByRole('row', { name: /10K Challenge/ })).toContainText('10,000 USDT')
})

test('cancel at the provider lands on the failure page and buys nothing', async ({ page }) => {
  const account = await signedInPage(page)
  const coupon = await couponAndCredit(account.email, '20')
  await fillOrder(page, coupon)
  await page.getByRole('button', { name: 'Payment' }).click()
  const dialog = page.getByRole('dialog', { name: 'The rules of the challenge' })
  await dialog.getByRole('checkbox', { name: 'I Read & Accept the rules' }).check()
  await dialog.getByRole('button', { name: 'Pay 72.11 USDT' }).click()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/payments\/callback\/failure\?payment_id=\d+$/)
  await expect(
    page.getByText('Unfortunately your payment has been failed. you can try again here.'),
  ).toBeVisible()
  // The order is shown, and "here" and Try again go back with the same choices (issue 25).
  const order = page.getByTestId('payment-order')
  await expect(order).toContainText('10K Challenge')
  await expect(order).toContainText('No time limit')
  await expect(order).toContainText('72.11 USDT')
  await expect(page.getByRole('link', { name: 'here', exact: true })).toHaveAttribute(
    'href',
    /\/challenges\/new\?challenge=\d+/,
  )
  await page.getByTestId('payment-try-again').click()
  await expect(page.getByRole('radio', { name: /10K Challenge/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /No time limit/ })).toBeChecked()
  await expect(page.getByLabel('Discount code')).toHaveValue(coupon)
  await expect(page.getByTestId('invoice-discount')).toContainText('10.24 USDT')
  await openHydrated(page, '/dashboard')
  await expect(page.getByRole('region', { name: 'My Challenges' })).toContainText(
    'There is Nothing to Display',
  )
})
