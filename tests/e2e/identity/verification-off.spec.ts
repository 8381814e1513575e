/**
 * Identity verification off (issue 34, decision 590): the suite's stack
 * runs without Sumsub's keys, as development and the embedded default do.
 * A trader whose challenge passed both steps sees no verification on the
 * Real Account tab and requests the account at once; the console says
 * verification is off on the trader's page, in both languages.
 */
import { expect, test } from '@playwright/test'
import { EngineSession, until } from '../challenges/engine-session'
import { tradeFourDays } from '../staff/journey-setup'
import { freshEmail, PASSWORD, registerInEngine, signInThroughPage } from '../support/accounts'
import { engineRequest } from '../support/engine'
import { openHydrated, useLanguage } from '../support/page'

const OFF = {
  en: "Identity verification is off: Sumsub's keys are not configured, so payouts and real accounts are not held for it.",
  fa: 'احراز هویت خاموش است: کلیدهای Sumsub پیکربندی نشده‌اند، پس برداشت‌ها و حساب‌های واقعی برای آن نگه داشته نمی‌شوند.',
} as const

test('without Sumsub keys the real account is requested with no verification, and the console says verification is off', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const trader = await registerInEngine(freshEmail('identity-off'))
  const session = await EngineSession.signIn(trader.email, PASSWORD)
  const id = await session.buyFree()
  let again = await tradeFourDays(trader.email, [id])
  await until(
    () => again.detail(id),
    (d) => d.data.steps.length === 2,
  )
  again = await tradeFourDays(trader.email, [id])
  const passed = await until(
    () => again.detail(id),
    (d) => d.data.status === 'passed',
  )
  expect(passed.data.status).toBe('passed')

  await signInThroughPage(page, trader.email, PASSWORD)
  await openHydrated(page, `/challenges/${id}?tab=real`)
  const panel = page.getByTestId('real-account-panel')
  await expect(panel.getByRole('button', { name: 'Request Account' })).toBeVisible()
  await expect(panel.getByTestId('identity-verification')).toHaveCount(0)
  await panel.getByRole('button', { name: 'Request Account' }).click()
  await expect(panel.getByRole('status')).toHaveText(
    'Your real-account request is waiting for review.',
  )

  // Staff: the trader's page says verification is off, in English and Persian.
  await page.context().clearCookies()
  const staff = await registerInEngine(freshEmail('identity-off-staff'))
  await engineRequest('POST', '/test/users/role', { email: staff.email, role: 'support' })
  await signInThroughPage(page, staff.email, PASSWORD)
  await openHydrated(page, `/staff/users?q=${encodeURIComponent(trader.email)}`)
  await page.getByRole('link', { name: trader.email }).click()
  await expect(page).toHaveURL(/\/staff\/users\/\d+$/)
  await expect(page.getByTestId('staff-identity-off')).toHaveText(OFF.en)
  await useLanguage(page, 'fa')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByTestId('staff-identity-off')).toHaveText(OFF.fa)
})
