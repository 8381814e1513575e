import { expect, test } from '@playwright/test'
import { openHydrated } from '../support/page'

test.describe('panel frame', () => {
  test('on a small screen the sidebar collapses behind a menu button', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } })
    const page = await context.newPage()
    await openHydrated(page, '/dashboard')
    await expect(page.getByTestId('sidebar')).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const sheet = page.getByTestId('sidebar-sheet')
    await expect(sheet).toBeVisible()
    await sheet.getByRole('link', { name: 'Tickets' }).click()
    await expect(page).toHaveURL(/\/tickets$/)
    await expect(sheet).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible()
    await context.close()
  })

  test('the profile dropdown offers sign in, sign up, profile and exit', async ({ page }) => {
    await openHydrated(page, '/dashboard')
    await page.getByRole('button', { name: 'Account menu' }).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem')).toHaveText(['Sign in', 'Sign up', 'Profile', 'Exit'])
  })

  test('a lazily loaded page shows the loading fallback while its code arrives', async ({
    page,
  }) => {
    await openHydrated(page, '/dashboard')
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/referral-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.getByTestId('sidebar').getByRole('link', { name: 'Referral' }).click()
    await expect(page.getByTestId('route-pending')).toBeVisible()
    await expect(page.getByTestId('route-pending')).toHaveText('Loading…')
    release()
    await expect(page.getByRole('heading', { level: 1, name: 'Referral' })).toBeVisible()
    await expect(page.getByTestId('route-pending')).toBeHidden()
  })

  test('returnURL keeps a same-origin path and drops an external URL', async ({ page }) => {
    await openHydrated(page, '/signin?returnURL=%2Fprofile')
    await expect(page.getByTestId('signup-link')).toHaveAttribute(
      'href',
      '/signup?returnURL=%2Fprofile',
    )
    for (const external of ['https://evil.example/x', '//evil.example', '/\\evil.example']) {
      await openHydrated(page, `/signin?returnURL=${encodeURIComponent(external)}`)
      await expect(page.getByTestId('signup-link')).toHaveAttribute('href', '/signup')
    }
  })
})
