/**
 * Programs (issue 32) as an admin and a trader meet them: the admin shapes a
 * one-step program in the console (the preview reads as the trader will),
 * adds a 10K challenge to it and puts it on sale; the trader compares the
 * programs on /challenges/new, buys the one-step and passes its single step
 * (+20 % before fees): the account has one step and the Real Account after it;
 * the trader requests it, the admin approves it in the console, and the
 * trader lands on the funded account with the program's funded limits (daily
 * 3 %, total 6 % trailing, share 85 %). An instant-funding program (no steps)
 * opens its funded account at purchase. Both languages; screenshots in both
 * themes, looked at.
 */
import { expect, type Page, test } from '@playwright/test'
import { freshEmail, PASSWORD, registerInEngine, signInThroughPage } from '../support/accounts'
import { engineRequest, setPrice } from '../support/engine'
import { useLanguage as chooseLanguage, openHydrated, useLanguage } from '../support/page'
import { EngineSession, until } from './engine-session'

const shotDir = process.env.E2E_SHOTS ?? 'test-results/programs'
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${shotDir}/${name}.png`, fullPage: true })
const price = (value: string) => setPrice('BTCUSDT', value, { mark: value, bid: value, ask: value })

/**
 * The funded account of a 10K program whose funded stage is daily 3 %,
 * total 6 % trailing, share 85 %: limits 300 and 600 USDT, and a total
 * floor of 10 000 − 600 = 9 400 until an end-of-day high lifts it.
 */
async function expectFunded(page: Page, fa: boolean) {
  await expect(page.getByTestId('real-account-label')).toBeVisible()
  await expect(page.getByTestId('step-rules')).toHaveText(
    fa
      ? 'قوانین: افت روزانه ۳٪ · افت کل ۶٪ (دنباله‌رو، از بیشترین موجودی پایان روز)'
      : 'Rules: daily drawdown 3% · total drawdown 6% (trailing the highest end-of-day balance)',
  )
  await expect(page.getByTestId('pie-daily-drawdown')).toContainText(fa ? '۳۰۰٫۰۰' : '300.00')
  await expect(page.getByTestId('pie-total-drawdown')).toContainText(fa ? '۶۰۰٫۰۰' : '600.00')
  await expect(page.getByTestId('total-floor')).toContainText(fa ? '۹٬۴۰۰٫۰۰' : '9,400.00')
  await expect(page.getByTestId('real-share')).toContainText(fa ? '۸۵٪' : '85%')
  if (fa) expect(await page.getByTestId('floors').textContent()).not.toMatch(/[0-9]/)
}

for (const lang of ['en', 'fa'] as const)
  test(`one-step program in ${lang}: the admin creates it, the trader compares, buys, passes its one step and is funded`, async ({
    browser,
  }) => {
    test.setTimeout(180_000)
    const scheme = lang === 'en' ? 'light' : 'dark'
    const fa = lang === 'fa'
    const code = `one-step-${lang}-${Date.now() % 100_000}`
    const titleEn = `One-step ${lang}`
    const titleFa = `یک‌مرحله‌ای ${lang}`
    const adminContext = await browser.newContext({ colorScheme: scheme })
    const page = await adminContext.newPage()
    await page.setViewportSize({ width: 1366, height: 900 })
    const admin = await registerInEngine(freshEmail('admin'))
    await engineRequest('POST', '/test/users/role', { email: admin.email, role: 'admin' })
    await signInThroughPage(page, admin.email, admin.password)
    await useLanguage(page, lang)

    await openHydrated(page, '/staff/catalogue')
    const programs = page.getByTestId('staff-programs')
    await programs.getByRole('button', { name: fa ? 'برنامهٔ جدید' : 'New program' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(fa ? 'کد' : 'Code', { exact: true }).fill(code)
    await dialog.getByLabel(fa ? 'عنوان (انگلیسی)' : 'Title (English)').fill(titleEn)
    await dialog.getByLabel(fa ? 'عنوان (فارسی)' : 'Title (Persian)').fill(titleFa)
    await dialog.getByLabel(fa ? 'تعداد مراحل ارزیابی' : 'Evaluation steps').selectOption('1')
    const step1 = dialog.locator('fieldset[data-step="1"]')
    await step1.getByLabel(fa ? 'حداقل روزهای معاملاتی' : 'Min. trading days').fill('0')
    await step1.getByLabel(fa ? 'نوع افت کل' : 'Total drawdown kind').selectOption('trailing')
    // The funded account's own limits and share: what the trader finds once funded.
    const funded = dialog.getByRole('group', { name: fa ? 'حساب تأمین‌شده' : 'Funded account' })
    await funded.getByLabel(fa ? 'افت روزانه' : 'Daily drawdown', { exact: false }).fill('3')
    await funded.getByLabel(fa ? 'افت کل (٪)' : 'Total drawdown (%)').fill('6')
    await funded.getByLabel(fa ? 'نوع افت کل' : 'Total drawdown kind').selectOption('trailing')
    await dialog.getByLabel(fa ? 'سهم سود' : 'Profit share', { exact: false }).fill('85')
    await dialog.getByLabel(fa ? 'یکنواختی' : 'Consistency', { exact: false }).fill('60')
    // A daily limit above the total: no preview, the field is named.
    await step1.getByLabel(fa ? 'افت روزانه' : 'Daily drawdown', { exact: false }).fill('12')
    await expect(dialog.getByTestId('program-preview')).toContainText(
      fa ? 'فیلدهای مشخص‌شده' : 'Correct the marked fields',
    )
    await step1.getByLabel(fa ? 'افت روزانه' : 'Daily drawdown', { exact: false }).fill('5')
    const preview = dialog.getByTestId('program-preview-table')
    await expect(preview).toContainText(fa ? 'یک مرحله' : 'One step')
    await expect(preview.locator('tr[data-row="step1-total"]')).toContainText(
      fa ? '۱۰٪ (دنباله‌رو' : '10% (trailing the highest end-of-day balance)',
    )
    await expect(preview.locator('tr[data-row="consistency"]')).toContainText(fa ? '۶۰٪' : '60%')
    await expect(preview.locator('tr[data-row="step2-target"]')).toHaveCount(0)
    await shot(page, `${lang}-${scheme}-staff-program-dialog`)
    // Without the rule, so one day's profit can pass the step.
    await dialog.getByLabel(fa ? 'یکنواختی' : 'Consistency', { exact: false }).fill('')
    await expect(preview.locator('tr[data-row="consistency"]')).toContainText(
      fa ? 'بدون این قانون' : 'No rule',
    )
    await dialog.getByRole('button', { name: fa ? 'ایجاد' : 'Create' }).click()
    await expect(dialog).toBeHidden()
    const row = programs.getByRole('row', { name: new RegExp(fa ? titleFa : titleEn) })
    await expect(row).toContainText(fa ? 'نسخهٔ ۱' : 'v1')

    // A 10K challenge in it, put on sale.
    await row.getByRole('button', { name: fa ? 'افزودن چالش' : 'Add a challenge' }).click()
    await dialog.getByLabel(fa ? 'کد' : 'Code', { exact: true }).fill(`${code}-10k`)
    await dialog.getByLabel(fa ? 'عنوان (انگلیسی)' : 'Title (English)').fill(`${titleEn} 10K`)
    await dialog.getByLabel(fa ? 'عنوان (فارسی)' : 'Title (Persian)').fill(`${titleFa} ۱۰K`)
    await dialog.getByLabel(fa ? 'اندازه حساب' : 'Account size').fill('10000')
    await dialog.getByLabel(/USDT|تتر/).fill('49')
    await dialog.getByRole('button', { name: fa ? 'ایجاد' : 'Create' }).click()
    await expect(dialog).toBeHidden()
    const product = page.getByRole('row', { name: fa ? `${titleFa} ۱۰K` : `${titleEn} 10K` })
    await product.getByRole('button', { name: fa ? 'گذاشتن در فروش' : 'Put on sale' }).click()
    await expect(row).toContainText(fa ? '۱' : '1')
    await shot(page, `${lang}-${scheme}-staff-catalogue`)

    // The trader compares and buys the one-step (free with a coupon, as the other journeys do).
    const trader = await registerInEngine(freshEmail('trader'))
    const traderContext = await browser.newContext({ colorScheme: scheme })
    const tpage = await traderContext.newPage()
    await tpage.setViewportSize({ width: 1366, height: 900 })
    await signInThroughPage(tpage, trader.email, trader.password)
    await useLanguage(tpage, lang)
    await openHydrated(tpage, '/challenges/new')
    const compare = tpage.getByTestId('programs-table')
    await expect(compare.getByRole('columnheader', { name: fa ? titleFa : titleEn })).toBeVisible()
    await expect(compare.locator('tr[data-row="shape"]')).toContainText(
      fa ? /یک مرحله.*۲ مرحله|۲ مرحله.*یک مرحله/ : /One step.*2 steps|2 steps.*One step/,
    )
    if (fa) expect(await compare.textContent()).not.toMatch(/[0-9]/)
    await expect(tpage.getByTestId(`program-group-${code}`)).toBeVisible()
    await shot(tpage, `${lang}-${scheme}-challenges-new`)

    const session = await EngineSession.signIn(trader.email, PASSWORD)
    const list = await session.call<{
      data: Array<{ id: number; program: { code: string } }>
    }>('GET', '/v1/challenges')
    const product1 = list.data.find((c) => c.program.code === code)
    expect(product1).toBeDefined()
    const coupon = (await engineRequest('POST', '/test/coupons', {
      kind: 'percent',
      value: '100',
    })) as {
      data: { code: string }
    }
    const bought = await session.call<{ data: { user_challenge_id: number } }>(
      'POST',
      '/v1/payments/request',
      { challenge_id: product1?.id, features: [], coupon: coupon.data.code, accept_rules: true },
    )
    const id = bought.data.user_challenge_id

    // Over +10 % after fees: 1 BTC long from 60 000 closed at 62 000 on a 10 000 account.
    await price('60000')
    await session.market(id, 'buy', '1')
    await price('62000')
    await session.market(id, 'sell', '1', 'close')
    const done = await until(
      () => session.detail(id),
      (d) => d.data.status !== 'active',
    )
    expect(done.data.status).toBe('passed')

    await openHydrated(tpage, `/challenges/${id}`)
    const tabs = tpage.getByRole('navigation', { name: fa ? 'پیشرفت چالش' : 'Challenge progress' })
    await expect(tabs.getByRole('link')).toHaveText(
      fa ? ['مرحله ۱', 'حساب واقعی'] : ['Step 1', 'Real Account'],
    )
    await tabs.getByRole('link', { name: fa ? 'مرحله ۱' : 'Step 1' }).click()
    await expect(tpage.getByTestId('step-step1')).toContainText(fa ? 'قبول' : 'Passed')
    await shot(tpage, `${lang}-${scheme}-challenge-details`)

    // Funded: the trader asks for the real account, the admin approves it in the console.
    await tabs.getByRole('link', { name: fa ? 'حساب واقعی' : 'Real Account' }).click()
    await tpage.getByRole('button', { name: fa ? 'درخواست حساب' : 'Request Account' }).click()
    await expect(tpage.getByTestId('real-account-panel')).toContainText(
      fa ? 'در انتظار بررسی' : 'waiting for review',
    )
    await openHydrated(page, '/staff/account-requests')
    const request = page.getByRole('row').filter({ has: page.getByTestId(`account-link-${id}`) })
    await request.getByRole('button', { name: fa ? 'تأیید' : 'Approve', exact: true }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: fa ? 'تأیید' : 'Approve', exact: true })
      .click()
    await expect(request).toHaveCount(0)
    await openHydrated(tpage, `/challenges/${id}?tab=real`)
    await tpage.getByTestId('real-account-link').click()
    await expect(tpage).not.toHaveURL(new RegExp(`/challenges/${id}(\\?|$)`))
    await expectFunded(tpage, fa)
    // It came from the one step: one step link, no Step 2.
    const source = tpage.getByTestId('real-source')
    await expect(source.getByRole('link', { name: fa ? 'مرحله ۱' : 'Step 1' })).toBeVisible()
    await expect(source.getByRole('link', { name: fa ? 'مرحله ۲' : 'Step 2' })).toHaveCount(0)
    await shot(tpage, `${lang}-${scheme}-funded-account`)
    await adminContext.close()
    await traderContext.close()
  })

test('instant funding: a program with no steps opens its funded account at purchase, read in both languages', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const code = `instant-${Date.now() % 100_000}`
  const admin = await registerInEngine(freshEmail('admin'))
  await engineRequest('POST', '/test/users/role', { email: admin.email, role: 'admin' })
  const staff = await EngineSession.signIn(admin.email, PASSWORD)
  const program = await staff.call<{ data: { id: number } }>('POST', '/v1/staff/programs', {
    code,
    title_en: 'Instant funding',
    title_fa: 'تأمین سرمایهٔ فوری',
    rules: {
      max_leverage: 20,
      profit_share: '85',
      payout_interval_days: 14,
      funded: { max_dd_daily: '3', max_dd_total: '6', max_dd_total_kind: 'trailing' },
      steps: [],
    },
  })
  const challenge = await staff.call<{ data: { id: number } }>('POST', '/v1/staff/challenges', {
    code: `${code}-10k`,
    title_en: 'Instant 10K',
    title_fa: 'فوری ۱۰K',
    account_size: '10000',
    price: '149',
    program_id: program.data.id,
  })
  const trader = await registerInEngine(freshEmail('trader'))
  const session = await EngineSession.signIn(trader.email, PASSWORD)
  const coupon = (await engineRequest('POST', '/test/coupons', {
    kind: 'percent',
    value: '100',
  })) as { data: { code: string } }
  const bought = await session.call<{ data: { user_challenge_id: number } }>(
    'POST',
    '/v1/payments/request',
    { challenge_id: challenge.data.id, features: [], coupon: coupon.data.code, accept_rules: true },
  )
  const id = bought.data.user_challenge_id
  // The purchase itself is the funded account: a real account trading at once, no step before it.
  const detail = await session.call<{
    data: { type: string; status: string; steps: Array<{ phase: string }> }
  }>('GET', `/v1/userChallenges/${id}`)
  expect(detail.data).toMatchObject({ type: 'real', status: 'active' })
  expect(detail.data.steps.map((s) => s.phase)).toEqual(['real'])

  await page.setViewportSize({ width: 1366, height: 900 })
  await signInThroughPage(page, trader.email, trader.password)
  for (const lang of ['en', 'fa'] as const) {
    const fa = lang === 'fa'
    // The language cookie, chosen per pass (not a React hook).
    await chooseLanguage(page, lang)
    await openHydrated(page, `/challenges/${id}`)
    await expect(page.getByTestId('instant-funding-note')).toHaveText(
      fa
        ? 'تأمین سرمایه هنگام خرید: این برنامه مرحلهٔ ارزیابی ندارد.'
        : 'Funded at purchase: this program has no evaluation steps.',
    )
    await expectFunded(page, fa)
    await expect(
      page.getByRole('navigation', { name: fa ? 'پیشرفت چالش' : 'Challenge progress' }),
    ).toHaveCount(0)
    await shot(page, `${lang}-instant-funded-account`)
  }
})
