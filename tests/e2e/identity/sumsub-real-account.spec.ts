/**
 * Identity before the real account (issue 34, decision 590), in the
 * browser: a trader whose challenge passed both steps opens its Real
 * Account tab, which asks for verification first and offers no request;
 * verifies through Sumsub's WebSDK (the stand-in's frame at the SDK's
 * boundary, the review's webhooks signed with X-Payload-Digest as Sumsub
 * signs them, over HTTP to this stack's engine); then requests the real
 * account from the same tab. In Persian the first review is a RED with
 * RETRY: the reason shows, and the trader tries again. Staff then read the
 * status and its history on the trader's console page, and the request in
 * the queue. Its own stack with Sumsub's keys (sumsub-stack.ts): ports
 * E2E_WEB_PORT / E2E_ENGINE_PORT + 1700, the stand-in E2E_ENGINE_PORT + 1800.
 */
import { expect, test } from '@playwright/test'
import { passedChallenge } from './passed-challenge'
import { SumsubStack } from './sumsub-stack'

const stack = new SumsubStack(1700, 1800).aroundThisFile()

const runs = [
  {
    language: 'en',
    dark: false,
    name: { first: 'Sara', last: 'Ahmadi' },
    retry: false,
    t: {
      tab: 'Real Account',
      required: 'Before the real account, verify your identity',
      verify: 'Verify identity',
      tryAgain: 'Try again',
      verified: 'Your identity is verified.',
      request: 'Request Account',
      pending: 'Your real-account request is waiting for review.',
    },
    staff: {
      status: 'Approved',
      history: 'Verification history',
      events: ['Reviewed', 'Documents sent'],
      reviews: ['Approved', '—'],
    },
  },
  {
    language: 'fa',
    dark: true,
    name: { first: 'Reza', last: 'Karimi' },
    retry: true,
    t: {
      tab: 'حساب واقعی',
      required: 'پیش از حساب واقعی، هویت خود را تأیید کنید',
      verify: 'تأیید هویت',
      tryAgain: 'تلاش دوباره',
      retry: 'مدارک شما پذیرفته نشد. با عکس‌های واضح دوباره تلاش کنید.',
      verified: 'هویت شما تأیید شد.',
      request: 'درخواست حساب',
      pending: 'درخواست حساب واقعی شما در انتظار بررسی است.',
    },
    staff: {
      status: 'تأیید شده',
      history: 'تاریخچهٔ احراز هویت',
      events: ['بررسی شد', 'مدارک ارسال شد', 'بررسی شد', 'مدارک ارسال شد'],
      reviews: ['تأیید', '—', 'رد (قابل تلاش دوباره)', '—'],
    },
  },
] as const

for (const run of runs) {
  test(`a trader verifies identity from the Real Account tab, then requests the real account; staff see the status and its history (${run.language})`, async ({
    page,
  }) => {
    test.setTimeout(240_000)
    const email = await stack.trader(run.name.first, run.name.last)
    const id = await passedChallenge(stack, email)
    // The engine refuses the request before a GREEN review, whatever the page shows.
    const trader = await stack.session(email)
    await expect(trader.call('POST', `/v1/userChallenges/${id}/requestAccount`)).rejects.toThrow(
      /answered 422/,
    )

    await page.setViewportSize({ width: 1280, height: 1000 })
    await stack.signIn(page, email, run.language, run.dark, `/challenges/${id}?tab=real`)
    await expect(page.locator('html')).toHaveAttribute('dir', run.language === 'fa' ? 'rtl' : 'ltr')
    const panel = page.getByTestId('real-account-panel')
    await expect(panel.getByRole('heading', { name: run.t.tab })).toBeVisible()
    const section = panel.getByTestId('identity-verification')
    const status = section.getByTestId('identity-status')
    await expect(section).toContainText(run.t.required)
    await expect(status).toHaveAttribute('data-status', 'not_started')
    // Verification first: no request yet.
    await expect(panel.getByRole('button', { name: run.t.request })).toHaveCount(0)
    const frame = page.frameLocator('[data-testid="identity-websdk"] iframe')

    if (run.retry) {
      stack.standin.nextReview = {
        answer: 'RED',
        rejectType: 'RETRY',
        comment: 'The photos are not readable.',
      }
      await section.getByRole('button', { name: run.t.verify }).click()
      await expect(frame.getByText(`Stand-in verification (${run.language})`)).toBeVisible()
      await frame.getByRole('button', { name: 'Submit documents' }).click()
      await expect(status).toHaveAttribute('data-status', 'retry')
      await expect(status).toHaveText(run.t.retry)
      await expect(section.locator('blockquote')).toHaveText('The photos are not readable.')
      await expect(panel.getByRole('button', { name: run.t.request })).toHaveCount(0)
      // The trader comes back to the tab and tries again.
      await page.reload()
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
      await section.getByRole('button', { name: run.t.tryAgain }).click()
    } else {
      await section.getByRole('button', { name: run.t.verify }).click()
    }

    stack.standin.nextReview = {
      answer: 'GREEN',
      name: { first: run.name.first.toUpperCase(), last: run.name.last },
    }
    await expect(frame.getByText(`Stand-in verification (${run.language})`)).toBeVisible()
    await frame.getByRole('button', { name: 'Submit documents' }).click()
    await expect(status).toHaveAttribute('data-status', 'approved')
    await expect(status).toHaveText(run.t.verified)
    await expect(page.getByTestId('identity-websdk')).toHaveCount(0)
    if (run.language === 'fa') await expect(panel).not.toHaveText(/[0-9]/)
    await page.screenshot({
      path: `test-results/identity-real-account-${run.language}-verified.png`,
      fullPage: true,
    })

    await panel.getByRole('button', { name: run.t.request }).click()
    await expect(panel.getByRole('status')).toHaveText(run.t.pending)
    await expect(panel.getByRole('button', { name: run.t.request })).toHaveCount(0)

    // Staff: the status, its history (newest first), and the request in the queue.
    const staffEmail = await stack.staffMember()
    const staff = await stack.session(staffEmail)
    const queue = await staff.call<{
      data: Array<{ user_challenge_id: number; status: string }>
    }>('GET', '/v1/staff/accountRequests?per_page=100')
    expect(queue.data.find((r) => r.user_challenge_id === id)?.status).toBe('pending')
    const staffPage = await page.context().browser()?.newPage()
    if (!staffPage) throw new Error('no second page')
    await staffPage.setViewportSize({ width: 1280, height: 1000 })
    await stack.signIn(staffPage, staffEmail, run.language, run.dark, '/staff/users')
    await staffPage.goto(`${stack.web}/staff/users?q=${encodeURIComponent(email)}`)
    await staffPage.getByRole('link', { name: email }).click()
    const staffStatus = staffPage.getByTestId('staff-identity-status')
    await expect(staffStatus).toHaveAttribute('data-status', 'approved')
    await expect(staffStatus).toHaveText(run.staff.status)
    const history = staffPage.getByRole('table', { name: run.staff.history })
    await expect(history.locator('tbody tr td:nth-child(2)')).toHaveText([...run.staff.events])
    await expect(history.locator('tbody tr td:nth-child(3)')).toHaveText([...run.staff.reviews])
    if (run.language === 'fa')
      await expect(history.locator('tbody tr td:nth-child(1)').first()).not.toHaveText(/[0-9]/)
    await staffPage.screenshot({
      path: `test-results/identity-real-account-${run.language}-staff.png`,
      fullPage: true,
    })
    await staffPage.close()
  })
}
