/**
 * Identity verification through Sumsub's WebSDK (issue 34, decision 590).
 * The suite's stack runs without Sumsub's keys (verification off), so this
 * file starts a stack of its own with them (ports E2E_WEB_PORT + 1500 and
 * E2E_ENGINE_PORT + 1500) and the Sumsub stand-in (E2E_ENGINE_PORT + 1600):
 * its REST API for the engine, its WebSDK frame for `@sumsub/websdk-react`
 * in the page, its webhooks over HTTP to the engine. A trader opens the
 * verification on the Real Trade page, sends documents in the frame, and
 * sees the identity verified; staff then read the status and its history
 * on the trader's console page; in both languages and both themes.
 */
import { expect, test } from '@playwright/test'
import { SumsubStack } from './sumsub-stack'

const stack = new SumsubStack(1500, 1600).aroundThisFile()
const { standin, web } = stack

const runs = [
  {
    language: 'en',
    dark: false,
    verify: 'Verify identity',
    verified: 'Your identity is verified.',
    staff: { status: 'Approved', cleared: 'Allowed', history: ['Reviewed', 'Documents sent'] },
  },
  {
    language: 'fa',
    dark: true,
    verify: 'تأیید هویت',
    verified: 'هویت شما تأیید شد.',
    staff: { status: 'تأیید شده', cleared: 'مجاز', history: ['بررسی شد', 'مدارک ارسال شد'] },
  },
] as const

for (const run of runs) {
  test(`a trader verifies identity through the WebSDK (${run.language}, ${run.dark ? 'dark' : 'light'})`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const email = await stack.trader('Sara', 'Ahmadi')
    standin.nextReview = { answer: 'GREEN', name: { first: 'SARA', last: 'Ahmadi' } }
    await page.setViewportSize({ width: 1280, height: 1000 })
    await stack.signIn(page, email, run.language, run.dark, '/challenges/real')
    const section = page.getByTestId('identity-verification')
    await expect(section.getByTestId('identity-status')).toHaveAttribute(
      'data-status',
      'not_started',
    )
    await page.screenshot({
      path: `test-results/identity-${run.language}-${run.dark ? 'dark' : 'light'}-before.png`,
      fullPage: true,
    })
    await section.getByRole('button', { name: run.verify }).click()
    // The SDK's frame, served by the stand-in, got the engine's token through init.
    const frame = page.frameLocator('[data-testid="identity-websdk"] iframe')
    await expect(frame.getByText(`Stand-in verification (${run.language})`)).toBeVisible()
    await expect(page.locator('[data-testid="identity-websdk"] iframe')).toHaveAttribute(
      'title',
      run.language === 'en' ? 'Sumsub identity verification' : 'احراز هویت Sumsub',
    )
    await page.screenshot({
      path: `test-results/identity-${run.language}-${run.dark ? 'dark' : 'light'}-sdk.png`,
      fullPage: true,
    })
    await frame.getByRole('button', { name: 'Submit documents' }).click()
    // Webhooks reached the engine; the SDK's status message refreshed the page.
    await expect(section.getByTestId('identity-status')).toHaveText(run.verified)
    await expect(section.getByTestId('identity-status')).toHaveAttribute('data-status', 'approved')
    await expect(page.getByTestId('identity-websdk')).toHaveCount(0)
    await page.screenshot({
      path: `test-results/identity-${run.language}-${run.dark ? 'dark' : 'light'}-verified.png`,
      fullPage: true,
    })

    // Staff find the trader and read the status, the applicant's link and the history.
    const staffPage = await page.context().browser()?.newPage()
    if (!staffPage) throw new Error('no second page')
    await staffPage.setViewportSize({ width: 1280, height: 1000 })
    await stack.signIn(staffPage, await stack.staffMember(), run.language, run.dark, '/staff/users')
    await staffPage.goto(`${web}/staff/users?q=${encodeURIComponent(email)}`)
    await staffPage.getByRole('link', { name: email }).click()
    const status = staffPage.getByTestId('staff-identity-status')
    await expect(status).toHaveAttribute('data-status', 'approved')
    await expect(status).toHaveText(run.staff.status)
    await expect(staffPage.getByTestId('staff-identity-cleared')).toHaveText(run.staff.cleared)
    await expect(staffPage.getByTestId('staff-identity-applicant')).toHaveAttribute(
      'href',
      /^https:\/\/cockpit\.sumsub\.com\/checkus#\/applicant\/[^/]+\/basicInfo$/,
    )
    const history = staffPage.getByRole('table', {
      name: run.language === 'en' ? 'Verification history' : 'تاریخچهٔ احراز هویت',
    })
    // Newest first: the review, then the documents sent.
    await expect(history.locator('tbody tr td:nth-child(2)')).toHaveText([...run.staff.history])
    if (run.language === 'fa') {
      // The times in the page's digits.
      await expect(history.locator('tbody tr td:nth-child(1)').first()).not.toHaveText(/[0-9]/)
    }
    await staffPage.screenshot({
      path: `test-results/identity-${run.language}-${run.dark ? 'dark' : 'light'}-staff.png`,
      fullPage: true,
    })
    await staffPage.close()
  })
}
