/**
 * The sign-in family in Persian (right to left, Persian texts from both the
 * web and the engine), and how the sign-in and profile pages look in both
 * languages and both themes (screenshots in test-results/screenshots, and
 * axe on each).
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { freshEmail, freshPhone, PASSWORD, registerInEngine } from '../support/accounts'
import { lastCodeTo } from '../support/engine'
import { openHydrated, useLanguage } from '../support/page'

async function noSeriousAxeViolation(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const blocking = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`)
  expect(blocking).toEqual([])
}

test('in Persian: sign up, verify the phone, with Persian texts and digits', async ({ page }) => {
  await useLanguage(page, 'fa')
  await openHydrated(page, '/signup')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ثبت‌نام')
  await page.getByRole('button', { name: 'ساخت حساب کاربری' }).click()
  await expect(page.getByTestId('error-email')).toHaveText('ایمیل الزامی است')
  await expect(page.getByTestId('error-password')).toHaveText('رمز عبور الزامی است')
  await page.getByLabel('رمز عبور', { exact: true }).fill('کوتاه')
  await expect(page.getByTestId('error-password')).toHaveText(
    'رمز عبور باید حداقل ۸ کاراکتر داشته باشد',
  )

  const taken = await registerInEngine(freshEmail('fa-taken'))
  await page.getByLabel('ایمیل').fill(taken.email)
  await page.getByLabel('رمز عبور', { exact: true }).fill(PASSWORD)
  await page.getByLabel('تکرار رمز عبور').fill(PASSWORD)
  await page.getByRole('button', { name: 'ساخت حساب کاربری' }).click()
  // The engine's answer, in Persian because the web sent Accept-Language: fa.
  await expect(page.getByTestId('error-email')).not.toHaveText(/registered/)
  await expect(page.getByTestId('error-email')).not.toBeEmpty()

  await page.getByLabel('ایمیل').fill(freshEmail('fa'))
  await page.getByRole('button', { name: 'ساخت حساب کاربری' }).click()
  await expect(page).toHaveURL(/\/verify-phone$/)
  const phone = freshPhone()
  // Typed on a Persian keyboard: the digits are sent as ASCII.
  const persian = phone.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d)
  await page.getByLabel('شماره تلفن همراه').fill(persian)
  await expect(page.getByLabel('شماره تلفن همراه')).toHaveValue(phone)
  await page.getByRole('button', { name: 'ارسال کد' }).click()
  await expect(page).toHaveURL(/\/code-confirmation$/)
  await page.getByRole('button', { name: 'تأیید' }).click()
  await expect(page.getByTestId('error-code')).toHaveText('کد الزامی است')
  const code = await lastCodeTo(phone)
  await page.getByLabel('کد تأیید').fill(code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d))
  await page.getByRole('button', { name: 'تأیید' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('داشبورد')
})

for (const lang of ['en', 'fa'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`sign-in and profile look right (${lang}, ${scheme})`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme: scheme })
      const page = await context.newPage()
      await useLanguage(page, lang)
      await openHydrated(page, '/signin')
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'fa' ? 'rtl' : 'ltr')
      // Errors are part of the look: submit empty first.
      await page.locator('form button[type="submit"]').click()
      await expect(page.getByTestId('error-email')).toBeVisible()
      await page.screenshot({ path: `test-results/screenshots/signin-${lang}-${scheme}.png` })
      await noSeriousAxeViolation(page)

      const account = await registerInEngine(freshEmail(`looks-${lang}`))
      await page.getByTestId('error-email').waitFor()
      await page.locator('input[name="email"]').fill(account.email)
      await page.locator('input[name="password"]').fill(account.password)
      await page.locator('form button[type="submit"]').click()
      await expect(page).toHaveURL(/\/dashboard$/)
      await openHydrated(page, '/profile')
      await expect(page.getByTestId('email-contact')).toBeVisible()
      await page.screenshot({
        path: `test-results/screenshots/profile-${lang}-${scheme}.png`,
        fullPage: true,
      })
      await noSeriousAxeViolation(page)
      await context.close()
    })
  }
}
