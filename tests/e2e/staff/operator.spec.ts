/**
 * The staff console as an operator walks it (issue 25): an admin creates a
 * challenge, puts it on sale, is asked before taking it off, changes a
 * trader's role after confirming, and finds both in the audit log as
 * changed fields. (Every console page in each language, theme and width,
 * with rows waiting in its queue, is checked in operator-journey.spec.ts.)
 */
import { expect, type Page, test } from '@playwright/test'
import { freshEmail, registerInEngine, signInThroughPage } from '../support/accounts'
import { engineRequest } from '../support/engine'
import { openHydrated } from '../support/page'

async function admin(page: Page) {
  const account = await registerInEngine(freshEmail('admin'))
  await engineRequest('POST', '/test/users/role', { email: account.email, role: 'admin' })
  await signInThroughPage(page, account.email, account.password)
  return account
}

/** Every button and link in the page's tables is within the viewport's width. */
async function actionsInsideViewport(page: Page) {
  const width = page.viewportSize()?.width ?? 0
  const outside = await page.locator('table button, table a').evaluateAll(
    (els, w) =>
      els
        .map((el) => {
          const r = el.getBoundingClientRect()
          return { text: el.textContent?.trim() ?? '', left: r.left, right: r.right }
        })
        .filter((r) => r.left < 0 || r.right > w + 1),
    width,
  )
  expect(outside).toEqual([])
}

test('admin creates a challenge, is asked before taking it off sale, changes a role; the audit shows the changes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await admin(page)
  const trader = await registerInEngine(freshEmail('trader'))

  await openHydrated(page, '/staff/catalogue')
  // The console's titles load with its pages (decision 545).
  await expect(page).toHaveTitle('Catalogue')
  await page.getByRole('button', { name: 'New challenge' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Code').fill('size-7500')
  await dialog.getByLabel('Title (English)').fill('7.5K Challenge')
  await dialog.getByLabel('Title (Persian)').fill('چالش ۷٫۵ هزار')
  await dialog.getByLabel('Account size').fill('7500')
  await dialog.getByLabel('Price (USDT)').fill('0')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog.getByText('must be greater than zero')).toBeVisible()
  await dialog.getByLabel('Price (USDT)').fill('59')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog).toBeHidden()
  const row = page.getByRole('row', { name: /7\.5K Challenge/ })
  await expect(row).toContainText('7,500')
  await expect(row).toContainText('Not on sale')
  await row.getByRole('button', { name: 'Put on sale' }).click()
  await expect(row).toContainText('On sale')

  // Taking it off sale asks first; Cancel leaves it on sale.
  await row.getByRole('button', { name: 'Take off sale' }).click()
  await expect(page.getByRole('dialog')).toContainText('Take 7.5K Challenge off sale?')
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  await expect(row).toContainText('On sale')

  // A trader sees it on the checkout page.
  const shop = await page.context().newPage()
  await openHydrated(shop, '/challenges/new')
  await expect(shop.getByText('7.5K Challenge').first()).toBeVisible()
  await shop.close()

  // Role change on the user page, after confirming.
  await openHydrated(page, `/staff/users?q=${encodeURIComponent(trader.email)}`)
  await page.getByRole('link', { name: trader.email }).click()
  await page.getByLabel('Role').selectOption('support')
  await page.getByRole('button', { name: 'Change role' }).click()
  await expect(page.getByRole('dialog')).toContainText('goes from Trader to Support')
  await page.getByRole('dialog').getByRole('button', { name: 'Change role' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByLabel('Role')).toHaveValue('support')

  await openHydrated(page, '/staff/audit')
  await expect(page).toHaveTitle('Audit log')
  const roleRow = page.getByRole('row', { name: /Role changed/ }).first()
  await expect(roleRow).toContainText(trader.email)
  await expect(roleRow).toContainText('Role Trader → Support')
  const created = page.getByRole('row', { name: /Challenge edited/ }).first()
  await expect(created).toContainText('On sale No → Yes')
  await actionsInsideViewport(page)
})
