import { expect, type Page } from '@playwright/test'

export const webOrigin = `http://localhost:${process.env.E2E_WEB_PORT ?? 3100}`

/** Opens a page and waits until React has hydrated it (clicks work from then on). */
export async function openHydrated(page: Page, url: string) {
  const response = await page.goto(url)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  return response
}

/** Chooses the language for the next requests, as the switcher's cookie does. */
export async function useLanguage(page: Page, lang: 'en' | 'fa') {
  await page.context().addCookies([{ name: 'lang', value: lang, url: webOrigin }])
}
