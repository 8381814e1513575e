/**
 * A payout decided from its review window (issue 33, decision 585): a
 * funded trader's pending payout is held once the engine raises a hedging
 * flag on the account. The trader reads "Under review" and nothing of the
 * detection; the risk reviewer opens the review window from the queue,
 * reads the flag's evidence there and decides it. Dismissed with a reason,
 * the payout is paid (paying it before was refused, and said so); confirmed,
 * the reviewer rejects the payout with a reason the trader reads. In
 * English light and Persian dark (screenshots: E2E_SHOTS_DIR).
 */
import { type Browser, expect, type Page, test } from '@playwright/test'
import type { RiskFlag } from '#contract/staff-flags.ts'
import { EngineSession, until } from '../challenges/engine-session'
import { freshEmail, PASSWORD, registerInEngine, signInThroughPage } from '../support/accounts'
import { advanceClock, engineRequest } from '../support/engine'
import { openHydrated, useLanguage, webOrigin } from '../support/page'
import { type Funded, hedge, type ReviewSetup, reviewSetup } from './review-setup'

const SHOTS = process.env.E2E_SHOTS_DIR

const words = {
  en: {
    review: 'Review',
    held: (id: number) => `Held by flag #${id}`,
    kind: 'Hedging across accounts',
    buy: 'Buy',
    sell: 'Sell',
    reason: 'Reason',
    dismiss: 'Dismiss',
    dismissed: 'Dismissed',
    dismissedDone: 'Flag dismissed',
    confirm: 'Confirm',
    confirmed: 'Confirmed',
    confirmedDone: 'Flag confirmed',
    reject: 'Reject',
    rejectNote: 'Reason (the user sees it)',
    rejectedDone: 'Rejected; the user is notified.',
    underReview: 'Under review',
    rejected: 'Rejected',
  },
  fa: {
    review: 'بررسی',
    held: (id: number) => `نگه‌داشته با پرچم #${id.toLocaleString('fa-IR', { useGrouping: false })}`,
    kind: 'هج میان حساب‌ها',
    buy: 'خرید',
    sell: 'فروش',
    reason: 'دلیل',
    dismiss: 'رد کردن',
    dismissed: 'ردشده',
    dismissedDone: 'پرچم رد شد',
    confirm: 'تأیید',
    confirmed: 'تأییدشده',
    confirmedDone: 'پرچم تأیید شد',
    reject: 'رد',
    rejectNote: 'دلیل (به کاربر نمایش داده می‌شود)',
    rejectedDone: 'رد شد؛ به کاربر اطلاع داده شد.',
    underReview: 'در حال بررسی',
    rejected: 'ردشده',
  },
} as const
type Words = (typeof words)[keyof typeof words]

async function riskOfficer(page: Page): Promise<EngineSession> {
  const account = await registerInEngine(freshEmail('reviewer'))
  await engineRequest('POST', '/test/users/role', { email: account.email, role: 'risk' })
  await signInThroughPage(page, account.email, account.password)
  return EngineSession.signIn(account.email, PASSWORD)
}

/** The open hedging flag the engine raised on the funded account. */
async function flagOn(officer: EngineSession, realId: number): Promise<number> {
  const onAccount = (f: RiskFlag) =>
    f.kind === 'hedging' && f.subjects.some((s) => s.user_challenge_id === realId)
  const raised = await until(
    () => officer.call<{ data: RiskFlag[] }>('GET', '/v1/staff/riskFlags?status=open'),
    (answer) => answer.data.some(onAccount),
  )
  const flag = raised.data.find(onAccount)
  expect(flag, 'the engine raised a hedging flag on the funded account').toBeDefined()
  return flag?.id ?? 0
}

/** The trader's own browser on their payouts: the held one reads only "Under review". */
async function traderPage(browser: Browser, email: string, lang: 'en' | 'fa'): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage()
  await signInThroughPage(page, email, PASSWORD)
  await page.context().addCookies([{ name: 'lang', value: lang, url: webOrigin }])
  await openHydrated(page, '/challenges/real')
  return page
}

/** The reviewer opens the held payout's review window from the queue and reads the evidence. */
async function openReview(page: Page, w: Words, lang: string, flagId: number, payout: Funded) {
  await openHydrated(page, '/staff/real-withdrawals')
  const row = page.getByRole('row').filter({ hasText: w.held(flagId) })
  await expect(row).toHaveCount(1)
  await row.getByRole('link', { name: w.review, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/staff/review/${payout.withdrawId}$`))
  await expect(page.getByTestId('held')).toContainText(w.held(flagId))
  const flag = page.getByTestId(`review-flag-${flagId}`)
  await expect(flag).toContainText(w.kind)
  const legs = flag.getByTestId('evidence-orders')
  await expect(legs.getByRole('row')).toHaveCount(2)
  const pair = legs.getByRole('row').nth(1)
  await expect(pair.getByRole('cell', { name: w.buy, exact: true })).toHaveCount(1)
  await expect(pair.getByRole('cell', { name: w.sell, exact: true })).toHaveCount(1)
  if (lang === 'fa') await expect(legs).not.toContainText(/[0-9]/)
  return flag
}

test.describe
  .serial('a payout held by a risk flag, decided from its review window', () => {
    let setup: ReviewSetup

    test.beforeAll(async () => {
      test.setTimeout(300_000)
      setup = await reviewSetup()
    })

    test('dismissed with a reason, the held payout is paid (en)', async ({ page, browser }) => {
      test.setTimeout(150_000)
      const w = words.en
      const payout = setup.accounts[0]
      await page.setViewportSize({ width: 1366, height: 900 })
      await page.emulateMedia({ colorScheme: 'light' })
      await hedge(setup.trader.email, payout.realId)
      const officer = await riskOfficer(page)
      const flagId = await flagOn(officer, payout.realId)

      // The trader: one payout under review, the other pending; no word of the detection.
      const trader = await traderPage(browser, setup.trader.email, 'en')
      await expect(trader.locator('[data-status="under_review"]')).toHaveText(w.underReview)
      await expect(trader.locator('[data-status="pending"]')).toHaveCount(1)
      await expect(trader.locator('main')).not.toContainText(/hedg|flag/i)

      await useLanguage(page, 'en')
      const flag = await openReview(page, w, 'en', flagId, payout)
      if (SHOTS)
        await page.screenshot({ path: `${SHOTS}/risk-review-en-light.png`, fullPage: true })

      // Paying while the flag is open is refused, and said.
      await page.getByRole('button', { name: 'Pay', exact: true }).click()
      const pay = page.getByRole('dialog')
      await pay.getByLabel('Transaction hash').fill('7d'.repeat(32))
      await pay.getByRole('button', { name: 'Pay', exact: true }).click()
      await expect(page.getByText(/Held by an open risk flag/).first()).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(pay).toBeHidden()

      // Dismissed with a reason from the review window: the hold goes.
      await flag.getByRole('button', { name: w.dismiss, exact: true }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel(w.reason).fill('Hedge of a news move, closed the same hour')
      await dialog.getByRole('button', { name: w.dismiss, exact: true }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByText(w.dismissedDone)).toBeVisible()
      await expect(flag.getByTestId('review-flag-status')).toHaveText(w.dismissed)
      await expect(flag).toContainText('Hedge of a news move, closed the same hour')
      await expect(page.getByTestId('held')).toHaveCount(0)

      // Then paid from the same screen.
      await page.getByRole('button', { name: 'Pay', exact: true }).click()
      await page.getByRole('dialog').getByLabel('Transaction hash').fill('7c'.repeat(32))
      await page.getByRole('dialog').getByRole('button', { name: 'Pay', exact: true }).click()
      await expect(page.getByText('Marked paid; the user is notified.')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0)

      // The queue no longer holds it; the trader reads it paid.
      await openHydrated(page, '/staff/real-withdrawals')
      await expect(page.getByText(w.held(flagId))).toHaveCount(0)
      await trader.reload()
      await expect(trader.locator('[data-status="paid"]')).toHaveCount(1)
      await expect(trader.locator('[data-status="under_review"]')).toHaveCount(0)
      await trader.context().close()
    })

    test('confirmed, the held payout is rejected with a reason the trader reads (fa)', async ({
      page,
      browser,
    }) => {
      test.setTimeout(150_000)
      const w = words.fa
      const payout = setup.accounts[1]
      await page.setViewportSize({ width: 1366, height: 900 })
      await page.emulateMedia({ colorScheme: 'dark' })
      // Apart from the first test's legs (a hedge is two openings within 60 s).
      await advanceClock(120)
      await hedge(setup.trader.email, payout.realId)
      const officer = await riskOfficer(page)
      const flagId = await flagOn(officer, payout.realId)

      const trader = await traderPage(browser, setup.trader.email, 'fa')
      await expect(trader.locator('[data-status="under_review"]')).toHaveText(w.underReview)
      await expect(trader.locator('main')).not.toContainText(/هج|پرچم/)

      await useLanguage(page, 'fa')
      const flag = await openReview(page, w, 'fa', flagId, payout)
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/risk-review-fa-dark.png`, fullPage: true })

      await flag.getByRole('button', { name: w.confirm, exact: true }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel(w.reason).fill('هج عمدی میان دو حساب')
      await dialog.getByRole('button', { name: w.confirm, exact: true }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByText(w.confirmedDone)).toBeVisible()
      await expect(flag.getByTestId('review-flag-status')).toHaveText(w.confirmed)

      // After the confirmation the reviewer rejects the payout; the money returns to the account.
      await page.getByRole('button', { name: w.reject, exact: true }).click()
      const reject = page.getByRole('dialog')
      await reject.getByLabel(w.rejectNote).fill('سود از معاملات هج‌شده پرداخت نمی‌شود')
      await reject.getByRole('button', { name: w.reject, exact: true }).click()
      await expect(reject).toBeHidden()
      await expect(page.getByText(w.rejectedDone)).toBeVisible()

      await openHydrated(page, '/staff/flags?status=confirmed')
      await expect(page.getByRole('row').filter({ hasText: setup.trader.email })).toContainText(
        w.kind,
      )
      await trader.reload()
      await expect(trader.locator('[data-status="rejected"]')).toHaveText(w.rejected)
      await expect(trader.getByText('سود از معاملات هج‌شده پرداخت نمی‌شود')).toBeVisible()
      await expect(trader.locator('[data-status="under_review"]')).toHaveCount(0)
      await trader.context().close()
    })
  })
