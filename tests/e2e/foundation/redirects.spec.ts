import { expect, test } from '@playwright/test'
import { webOrigin } from '../support/page'

test.describe('redirects', () => {
  test('/ answers a redirect to /dashboard', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(new URL(response.headers().location ?? '', webOrigin).pathname).toBe('/dashboard')
  })

  test('/login goes to /signin keeping the query', async ({ page }) => {
    await page.goto('/login?returnURL=%2Fprofile')
    await expect(page).toHaveURL(/\/signin\?returnURL=%2Fprofile$/)
  })

  test('/register goes to /signup keeping the referral', async ({ page }) => {
    await page.goto('/register?referral=ABC123')
    await expect(page).toHaveURL(/\/signup\?referral=ABC123$/)
  })
})
