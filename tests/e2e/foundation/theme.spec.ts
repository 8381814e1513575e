import { expect, type Page, test } from '@playwright/test'
import { openHydrated } from '../support/page'

/**
 * Records, in the first animation frame (before the first paint), whether
 * the page was dark: a flash of the wrong theme would show here.
 */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      ;(window as unknown as { __firstFrameDark: boolean }).__firstFrameDark =
        document.documentElement.classList.contains('dark')
    })
  })
}

const firstFrameDark = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstFrameDark?: boolean }).__firstFrameDark)

test.describe('theme', () => {
  test('follows the system preference until the user picks', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' })
    const page = await context.newPage()
    await recordFirstFrame(page)
    await openHydrated(page, '/trade')
    expect(await firstFrameDark(page)).toBe(true)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(page.locator('html')).not.toHaveClass(/dark/)
    expect(await page.evaluate(() => localStorage.getItem('dark-mode'))).toBeNull()
    await context.close()
  })

  test('the pick is stored under dark-mode and survives reload with no flash', async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'light' })
    const page = await context.newPage()
    await recordFirstFrame(page)
    await openHydrated(page, '/trade')
    expect(await firstFrameDark(page)).toBe(false)

    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await expect(page.locator('html')).toHaveClass(/dark/)
    expect(await page.evaluate(() => localStorage.getItem('dark-mode'))).toBe('true')

    await page.reload()
    expect(await firstFrameDark(page)).toBe(true)
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()

    // The pick outranks the system: a dark system does not undo a light pick.
    await page.getByRole('button', { name: 'Switch to light theme' }).click()
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.reload()
    expect(await firstFrameDark(page)).toBe(false)
    await context.close()
  })
})
