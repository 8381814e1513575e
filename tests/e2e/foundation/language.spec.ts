import { expect, test } from '@playwright/test'
import { openHydrated, useLanguage } from '../support/page'

test.describe('language', () => {
  test('the switcher turns the page Persian, right-to-left, and it survives reload', async ({
    page,
  }) => {
    await openHydrated(page, '/trade')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await page.getByTestId('language-switch').click()

    await expect(page.locator('html')).toHaveAttribute('lang', 'fa')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const sidebar = page.getByTestId('sidebar')
    await expect(sidebar.getByRole('link', { name: 'داشبورد' })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: 'اعلان‌ها' })).toBeVisible()

    // The sidebar sits on the right in RTL.
    const box = await sidebar.boundingBox()
    const width = page.viewportSize()?.width ?? 0
    expect(box && box.x + box.width).toBeGreaterThan(width - 2)

    // Server-rendered in Persian: the cookie reached the server.
    const html = await (await page.request.get('/trade')).text()
    expect(html).toContain('dir="rtl"')
    expect(html).toContain('چالش جدید')

    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  })

  test('Persian is the fallback when the browser asks for neither language', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    await openHydrated(page, '/trade')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa')
    await context.close()
  })

  test('the sidebar lists the 11 items in order', async ({ page }) => {
    await useLanguage(page, 'en')
    await openHydrated(page, '/trade')
    const names = await page.getByTestId('sidebar').getByRole('link').allInnerTexts()
    expect(names.slice(1)).toEqual([
      'Dashboard',
      'New Challenge',
      'My Challenges',
      'Demo Trade',
      'Real Trade',
      'Withdraw Profit',
      'Trade Market',
      'Referral',
      'Tickets',
      'Profile',
      'Notifications',
    ])
  })
})
