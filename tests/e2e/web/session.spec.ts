/**
 * Who may see what, and what happens when the session ends (spec §4, §6,
 * §8): the panel's guard, the quiet pages, the 401 redirect with its way
 * back, the profile menu of visitors.
 */
import { expect, test } from '@playwright/test'
import { serverFnPath } from '../../../scripts/server-fn-id'
import { signedInPage } from '../support/accounts'
import { openHydrated } from '../support/page'

test.describe('with the engine’s accounts', () => {
  test('a visitor on a panel page is sent to sign-in, with the way back', async ({ request }) => {
    const answer = await request.get('/tickets?page=2', { maxRedirects: 0 })
    expect(answer.status()).toBe(302)
    expect(answer.headers().location).toBe('/signin?returnURL=%2Ftickets%3Fpage%3D2')
  })

  test('the trade pages and the new-challenge page stay open to visitors', async ({ page }) => {
    for (const path of ['/trade', '/challenges/new']) {
      const response = await openHydrated(page, path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveURL(new RegExp(`${path}$`))
    }
    await page.getByRole('button', { name: 'Account menu' }).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem')).toHaveText(['Sign in', 'Sign up'])
    await menu.getByRole('menuitem', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/signin\?returnURL=%2Fchallenges%2Fnew$/)
  })

  test('a session that ends under an open page: the next call goes to sign-in and back', async ({
    page,
  }) => {
    await signedInPage(page)
    await page.getByTestId('sidebar').getByRole('link', { name: 'Profile' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
    // The session ends elsewhere (another tab signed out, it expired).
    await page.context().clearCookies()
    const name = page.getByRole('region', { name: 'Display name' })
    await name.getByRole('textbox', { name: 'Display name' }).fill('Anyone')
    await name.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/signin\?returnURL=%2Fprofile$/)
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Unauthenticated.' }),
    ).toBeVisible()
  })

  test('signing out clears what the browser had loaded', async ({ page }) => {
    const account = await signedInPage(page)
    await page.getByTestId('sidebar').getByRole('link', { name: 'Profile' }).click()
    await expect(page.getByText(account.email).first()).toBeVisible()
    await page.goto('/logout')
    await expect(page).toHaveURL(/\/signin$/)
    // Back in history: the guard asks again, and the visitor is not let in.
    await page.goBack()
    await expect(page).toHaveURL(/\/signin\?returnURL=%2Fprofile$/)
    await expect(page.getByText(account.email)).toHaveCount(0)
  })
})

test('a server function called from another site is refused', async ({ request }) => {
  const logout = serverFnPath('app/server/generated/auth.functions.ts', 'logout')
  const crossSite = await request.post(logout, {
    headers: { origin: 'https://evil.example', 'x-tsr-serverfn': 'true' },
    data: {},
  })
  expect(crossSite.status()).toBe(403)
  const fromAnotherSite = await request.post(logout, {
    headers: { 'sec-fetch-site': 'cross-site', 'x-tsr-serverfn': 'true' },
    data: {},
  })
  expect(fromAnotherSite.status()).toBe(403)
})
