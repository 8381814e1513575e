/**
 * Buying with the real providers' flows (issue 16, decision 380), against
 * the local stand-in of Stripe and NOWPayments the stack's engine is
 * configured with (playwright.config.ts): the card path through the
 * stand-in's hosted Checkout page to the success page and an active
 * challenge; the crypto path ending partially paid, which activates
 * nothing and shows on the staff console's Payments page (fa, dark looked at).
 */
import { expect, type Page, test } from '@playwright/test'
import { PaymentProviderStandin } from '../../support/payment-provider-standin.ts'
import { makeStaff } from '../money/money-support'
import { signedInPage } from '../support/accounts'
import { engineOrigin } from '../support/engine'
import { openHydrated, useLanguage } from '../support/page'

let standin: PaymentProviderStandin

test.beforeAll(async () => {
  standin = new PaymentProviderStandin(async (d) => {
    const response = await fetch(`${engineOrigin}${d.path}`, {
      method: 'POST',
      headers: d.headers,
      body: d.body,
    })
    return response.status
  })
  await standin.start(Number(process.env.E2E_PROVIDER_PORT))
})

test.afterAll(async () => {
  await standin.stop()
})

/** The 10K challenge (89 USDT), paid with the chosen provider, up to its page. */
async function orderWith(page: Page, provider: RegExp) {
  await openHydrated(page, '/challenges/new')
  await page.getByRole('radio', { name: /10K Challenge/ }).check()
  await page.getByRole('radio', { name: provider }).check()
  await page.getByRole('button', { name: 'Payment' }).click()
  const dialog = page.getByRole('dialog', { name: 'The rules of the challenge' })
  await dialog.getByRole('checkbox', { name: 'I Read & Accept the rules' }).check()
  await dialog.getByRole('button', { name: 'Pay 89.00 USDT' }).click()
}

test('card: Stripe’s hosted page, success, and the challenge active on the dashboard', async ({
  page,
}) => {
  await signedInPage(page)
  await orderWith(page, /Card/)
  await expect(page.getByRole('heading', { name: 'Stand-in Stripe Checkout' })).toBeVisible()
  await expect(page.getByText('Pay $89.00')).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/payments\/callback\/success\?payment_id=\d+$/)
  await page.getByRole('link', { name: 'Go to Dashboard' }).click()
  const mine = page.getByRole('region', { name: 'My Challenges' })
  await expect(mine.getByRole('row', { name: /10K Challenge/ })).toContainText('10,000 USDT')
})

test('crypto: partially paid activates nothing and staff see it, in Persian and dark', async ({
  page,
  browser,
}, info) => {
  const buyer = await signedInPage(page)
  await orderWith(page, /Crypto/)
  await expect(page.getByRole('heading', { name: 'Stand-in NOWPayments invoice' })).toBeVisible()
  await page.getByLabel('Amount sent').fill('50.5')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page).toHaveURL(/\/payments\/callback\/failure\?payment_id=\d+$/)
  await openHydrated(page, '/dashboard')
  const mine = page.getByRole('region', { name: 'My Challenges' })
  await expect(mine.getByRole('row', { name: /10K Challenge/ })).toHaveCount(0)

  const staff = await browser.newContext({ colorScheme: 'dark' })
  const staffPage = await staff.newPage()
  const account = await signedInPage(staffPage)
  await makeStaff(account.email, 'support')
  await openHydrated(
    staffPage,
    `/staff/payments?status=flagged&user=${encodeURIComponent(buyer.email)}`,
  )
  const row = staffPage.getByRole('row', { name: new RegExp(buyer.email) })
  await expect(row).toContainText('Partially paid')
  await expect(row).toContainText('50.50 USDTTRC20')
  await expect(row).toContainText('partially_paid')
  await expect(row).toContainText('Crypto')

  await useLanguage(staffPage, 'fa')
  await openHydrated(
    staffPage,
    `/staff/payments?status=flagged&user=${encodeURIComponent(buyer.email)}`,
  )
  await expect(staffPage.locator('html')).toHaveAttribute('dir', 'rtl')
  const faRow = staffPage.getByRole('row', { name: new RegExp(buyer.email) })
  await expect(faRow).toContainText('پرداخت ناقص')
  await expect(faRow).toContainText('رمزارز')
  await staffPage.screenshot({
    path: info.outputPath('staff-payments-fa-dark.png'),
    fullPage: true,
  })
  await staff.close()
})
