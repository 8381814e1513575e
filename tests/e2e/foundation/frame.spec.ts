import { expect, test } from '@playwright/test'
import { openHydrated, useLanguage } from '../support/page'

test.describe('panel frame', () => {
  test('on a small screen the sidebar collapses behind a menu button', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } })
    const page = await context.newPage()
    await openHydrated(page, '/trade')
    await expect(page.getByTestId('sidebar')).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const sheet = page.getByTestId('sidebar-sheet')
    await expect(sheet).toBeVisible()
    await sheet.getByRole('link', { name: 'New Challenge' }).click()
    await expect(page).toHaveURL(/\/challenges\/new$/)
    await expect(sheet).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'New Challenge' })).toBeVisible()
    await context.close()
  })

  test('the profile dropdown offers a visitor sign in and sign up', async ({ page }) => {
    // A signed-in user's menu (profile, exit) is checked in tests/e2e/web.
    await openHydrated(page, '/trade')
    await page.getByRole('button', { name: 'Account menu' }).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem')).toHaveText(['Sign in', 'Sign up'])
  })

  test('a lazily loaded page shows the loading fallback while its code arrives', async ({
    page,
  }) => {
    await openHydrated(page, '/trade')
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/new-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.getByTestId('sidebar').getByRole('link', { name: 'New Challenge' }).click()
    await expect(page.getByTestId('route-pending')).toBeVisible()
    await expect(page.getByTestId('route-pending')).toHaveText('Loading…')
    release()
    await expect(page.getByRole('heading', { level: 1, name: 'New Challenge' })).toBeVisible()
    await expect(page.getByTestId('route-pending')).toBeHidden()
  })

  test("the tab's title names the page in its language, on first load and after navigating", async ({
    page,
  }) => {
    // The panel's titles load with its pages, not in the entry chunk (decision 545).
    await openHydrated(page, '/trade')
    await expect(page).toHaveTitle('Trade Market')
    await page.getByTestId('sidebar').getByRole('link', { name: 'New Challenge' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'New Challenge' })).toBeVisible()
    await expect(page).toHaveTitle('New Challenge')
    await useLanguage(page, 'fa')
    await openHydrated(page, '/trade')
    await expect(page).toHaveTitle('بازار معاملات')
    await page.getByTestId('sidebar').getByRole('link', { name: 'چالش جدید' }).click()
    await expect(page).toHaveTitle('چالش جدید')
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
