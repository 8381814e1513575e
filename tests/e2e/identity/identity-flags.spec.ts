/**
 * Sumsub's findings in the risk flag list (issue 33, decision 587), on a
 * stack of its own with Sumsub's keys (ports E2E_WEB_PORT + 1900 and
 * E2E_ENGINE_PORT + 1900, stand-in E2E_ENGINE_PORT + 2000). A review
 * confirming a name unlike the profile's, and a final RED rejection, each
 * appear in /staff/flags as an identity flag; the risk officer reads the
 * finding (both names, Sumsub's labels) and dismisses the name mismatch,
 * which accepts the name, or confirms the final rejection; in both
 * languages and both themes.
 */
import { expect, test } from '@playwright/test'
import { SumsubStack } from './sumsub-stack'

const stack = new SumsubStack(1900, 2000).aroundThisFile()
const { standin } = stack

/** A trader whose applicant exists at the stand-in, and their engine session. */
async function verifyingTrader() {
  const email = await stack.trader('Sara', 'Ahmadi')
  const session = await stack.session(email)
  const me = await session.call<{ data: { id: number } }>('GET', '/v1/user')
  await session.call('POST', '/v1/user/identity/token')
  const applicant = standin.applicantOf(`proptrade-user-${me.data.id}`)
  if (!applicant) throw new Error('no applicant at the stand-in')
  return { email, session, applicant }
}

async function riskOfficer(): Promise<string> {
  const email = await stack.trader('Risk', 'Officer')
  await stack.testEndpoint('/test/users/role', { email, role: 'risk' })
  return email
}

test('a name mismatch is an identity flag; dismissed, the name is accepted (en, light)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { email, session, applicant } = await verifyingTrader()
  await standin.send(
    standin.reviewed(applicant, { answer: 'GREEN', name: { first: 'Zahra', last: 'Karimi' } }),
  )
  await page.setViewportSize({ width: 1366, height: 900 })
  await stack.signIn(page, await riskOfficer(), 'en', false, '/staff/flags')
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('Identity check (Sumsub)')
  await row.getByRole('link').first().click()
  await expect(page.getByTestId('flag-kind')).toHaveText('Identity check (Sumsub)')
  const finding = page.getByTestId('evidence-identity')
  await expect(finding).toContainText('The name the documents confirmed differs from the profile’s')
  await expect(finding).toContainText('Sara Ahmadi')
  await expect(finding).toContainText('Zahra Karimi')
  await page.screenshot({ path: 'test-results/identity-flag-en-light.png', fullPage: true })

  await page.getByRole('button', { name: 'Dismiss', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Reason').fill('Married name; the passport shows both')
  await dialog.getByRole('button', { name: 'Dismiss', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('flag-status')).toContainText('Dismissed')
  const state = await session.call<{ data: { cleared: boolean } }>('GET', '/v1/user/identity')
  expect(state.data.cleared).toBe(true)
})

test('a final rejection is an identity flag with Sumsub’s labels; confirmed (fa, dark)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { email, session, applicant } = await verifyingTrader()
  await standin.send(
    standin.reviewed(applicant, { answer: 'RED', rejectType: 'FINAL', labels: ['FORGERY'] }),
  )
  await page.setViewportSize({ width: 1366, height: 900 })
  await stack.signIn(page, await riskOfficer(), 'fa', true, '/staff/flags')
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('بررسی هویت (Sumsub)')
  await row.getByRole('link').first().click()
  const finding = page.getByTestId('evidence-identity')
  await expect(finding).toContainText('رد نهایی: Sumsub تلاش دوباره‌ای پیشنهاد نمی‌کند')
  await expect(finding).toContainText('FORGERY')
  await page.screenshot({ path: 'test-results/identity-flag-fa-dark.png', fullPage: true })

  await page.getByRole('button', { name: 'تأیید', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('دلیل').fill('گذرنامه جعلی')
  await dialog.getByRole('button', { name: 'تأیید', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('flag-status')).toContainText('تأییدشده')
  const state = await session.call<{ data: { status: string; cleared: boolean } }>(
    'GET',
    '/v1/user/identity',
  )
  expect(state.data).toMatchObject({ status: 'rejected', cleared: false })
})
