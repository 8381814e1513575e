import { expect, test } from '@playwright/test'
import { openHydrated } from '../support/page'

test.describe('error pages', () => {
  test('an unknown path answers 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page Not found' })).toBeVisible()
    await expect(page.getByText('The requested page not found')).toBeVisible()
    // (Where a visitor lands from there is tests/e2e/web/session.spec.ts.)
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
  })

  test('/403 shows the permission-denied page', async ({ page }) => {
    await openHydrated(page, '/403')
    await expect(page.getByRole('heading', { name: 'Premission Denied' })).toBeVisible()
    await expect(page.getByText('The requested page can not be accessed')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
  })

  test('a page whose code fails to load shows the general error page', async ({ page }) => {
    await openHydrated(page, '/403')
    // A page a visitor may open (others send a visitor to sign-in first).
    await page.route(/\/assets\/new-[^/]+\.js$/, (route) => route.abort('failed'))
    await page.evaluate(() => {
      // A client-side navigation, as a click in the app would make.
      window.history.pushState({}, '', '/challenges/new')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible()
  })

  test('payment callbacks show their texts and a link to the dashboard', async ({ page }) => {
    await openHydrated(page, '/payments/callback/success')
    await expect(
      page.getByText(
        'Congratulations! Your Payment Was Successful. you can continue your journey here.',
      ),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible()
    await openHydrated(page, '/payments/callback/failure')
    await expect(
      page.getByText('Unfortunately your payment has been failed. you can try again here.'),
    ).toBeVisible()
    // "here" is the way back to the checkout (issue 25).
    await expect(page.getByRole('link', { name: 'here', exact: true })).toHaveAttribute(
      'href',
      '/challenges/new',
    )
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible()
  })
})
