/** A console action's toasts counted: each said once (issue 25: Pay showed two). */
import { expect, type Page } from '@playwright/test'

const toasts = (page: Page) => page.locator('[data-sonner-toast]')

/** Before an action whose toasts are counted: the earlier ones are gone (5 s each). */
export async function noToasts(page: Page) {
  await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 })
}

/** The action said so once: one toast with this text, and no other (issue 25: Pay showed two). */
export async function saidOnce(page: Page, text: string | RegExp) {
  await expect(toasts(page).filter({ hasText: text })).toHaveCount(1)
  // A second toast from the same answer would follow within a frame or two.
  await page.waitForTimeout(500)
  await expect(toasts(page)).toHaveCount(1)
}
