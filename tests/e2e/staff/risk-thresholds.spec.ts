/**
 * The detection thresholds on /staff/flags (issue 33 §2): an admin changes
 * one, saves, and reads it back after a reload; a value out of bounds shows
 * its error under the field and changes nothing. The Persian page shows the
 * card in Persian digits and saves what a Persian keyboard types; a risk officer reads the values and cannot save.
 * A screenshot of the Persian card (E2E_SHOTS_DIR).
 * The thresholds are the engine's one setting: the test changes the copy
 * trading period only (a longer period flags no fewer), and puts it back.
 */
import { expect, type Page, test } from '@playwright/test'
import { EngineSession } from '../challenges/engine-session'
import { freshEmail, PASSWORD, registerInEngine, signInThroughPage } from '../support/accounts'
import { engineRequest } from '../support/engine'
import { openHydrated, useLanguage } from '../support/page'
import { latinDigits } from '../support/persian-digits'

type Thresholds = Record<string, number>

const SHOTS = process.env.E2E_SHOTS_DIR

async function staffMember(page: Page, role: 'admin' | 'risk'): Promise<EngineSession> {
  const account = await registerInEngine(freshEmail(`thresholds-${role}`))
  await engineRequest('POST', '/test/users/role', { email: account.email, role })
  await signInThroughPage(page, account.email, account.password)
  return EngineSession.signIn(account.email, PASSWORD)
}

/** What the admin's test changed, put back whatever its outcome. */
let restore: (() => Promise<unknown>) | undefined
test.afterEach(async () => {
  await restore?.()
  restore = undefined
})

const read = async (session: EngineSession) =>
  (await session.call<{ data: Thresholds }>('GET', '/v1/staff/riskThresholds')).data

test('an admin changes a detection threshold, and a value out of bounds is refused under its field', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const admin = await staffMember(page, 'admin')
  const before = await read(admin)
  const period = (before.copyPeriodHours ?? 24) >= 168 ? 167 : (before.copyPeriodHours ?? 24) + 1
  restore = () =>
    admin.call('PUT', '/v1/staff/riskThresholds', { copyPeriodHours: before.copyPeriodHours })
  await useLanguage(page, 'en')
  await openHydrated(page, '/staff/flags')
  const card = page.getByRole('region', { name: 'Detection thresholds' })
  await expect(card.getByLabel('Hedging: sizes within (%)')).toHaveValue(
    String(before.hedgeSizePercent),
  )
  await expect(card.getByLabel('Hedging: opened within (seconds)')).toHaveValue(
    String(before.hedgeWindowSeconds),
  )
  await expect(card.getByText('From 1 to 3600')).toBeVisible()

  await card.getByLabel('Copy trading: counted over (hours)').fill(String(period))
  await card.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Thresholds saved')).toBeVisible()
  expect((await read(admin)).copyPeriodHours).toBe(period)

  await openHydrated(page, '/staff/flags')
  await expect(card.getByLabel('Copy trading: counted over (hours)')).toHaveValue(String(period))

  // Zero seconds is out of bounds: the field says so and nothing is saved.
  const saved = await read(admin)
  await card.getByLabel('Hedging: opened within (seconds)').fill('0')
  await card.getByLabel('Copy trading: counted over (hours)').fill(String(period + 1))
  await card.getByRole('button', { name: 'Save' }).click()
  await expect(card.getByTestId('error-hedgeWindowSeconds')).toHaveText(
    'Enter a number from 1 to 3600',
  )
  await expect(card.getByTestId('error-copyPeriodHours')).toHaveCount(0)
  // A count is a whole number.
  await card.getByLabel('Copy trading: at least this many orders').fill('2.5')
  await card.getByRole('button', { name: 'Save' }).click()
  await expect(card.getByTestId('error-copyMinOrders')).toHaveText(
    'Enter a whole number from 2 to 1000',
  )
  expect(await read(admin)).toEqual(saved)

  // Persian: the same card, its figures in Persian digits.
  await useLanguage(page, 'fa')
  await openHydrated(page, '/staff/flags')
  const fa = page.getByRole('region', { name: 'آستانه‌های تشخیص' })
  const persian = (n: number) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d)
  const faPeriod = fa.getByLabel('کپی‌تریدینگ: شمارش در بازه (ساعت)')
  await expect(faPeriod).toHaveValue(persian(period))
  expect(await latinDigits(page)).toEqual([])
  // A Persian keyboard's digits are saved as the number they are.
  await faPeriod.fill(persian(period + 1))
  await fa.getByRole('button', { name: 'ذخیره' }).click()
  await expect(page.getByText('آستانه‌ها ذخیره شد')).toBeVisible()
  expect((await read(admin)).copyPeriodHours).toBe(period + 1)
  await expect(faPeriod).toHaveValue(persian(period + 1))
  expect(await latinDigits(page)).toEqual([])
  // The refusal of a bad value reads in Persian, its bounds in Persian digits.
  await fa.getByLabel('هج: باز شده در فاصله (ثانیه)').fill('-۵')
  await fa.getByRole('button', { name: 'ذخیره' }).click()
  await expect(fa.getByTestId('error-hedgeWindowSeconds')).toHaveText('عددی از ۱ تا ۳۶۰۰ وارد کنید')
  expect(await latinDigits(page)).toEqual([])
  expect((await read(admin)).hedgeWindowSeconds).toBe(saved.hedgeWindowSeconds)
  if (SHOTS) await fa.screenshot({ path: `${SHOTS}/risk-thresholds-fa.png` })
})

test('a risk officer reads the detection thresholds and cannot save them', async ({ page }) => {
  await staffMember(page, 'risk')
  await useLanguage(page, 'en')
  await openHydrated(page, '/staff/flags')
  const card = page.getByRole('region', { name: 'Detection thresholds' })
  await expect(card.getByText('Only an admin can change them.')).toBeVisible()
  await expect(card.getByLabel('Copy trading: at least this many orders')).not.toBeEditable()
  await expect(card.getByRole('button', { name: 'Save' })).toHaveCount(0)
})
