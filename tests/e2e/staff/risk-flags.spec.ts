/**
 * Risk flags (issue 33, decision 585): one trader opens opposite BTC
 * positions of the same size on two of their accounts; the engine raises a
 * hedging flag from the fills. A risk officer finds it in the console,
 * reads the two legs side by side and dismisses it with a reason, which
 * the flag then shows; in both languages. Screenshots (E2E_SHOTS_DIR) in
 * English light and Persian dark.
 */
import { expect, type Page, test } from '@playwright/test'
import type { RiskFlag } from '#contract/staff-flags.ts'
import { EngineSession, until } from '../challenges/engine-session'
import { freshEmail, PASSWORD, registerInEngine, signInThroughPage } from '../support/accounts'
import { engineRequest, setPrice } from '../support/engine'
import { openHydrated, useLanguage } from '../support/page'

const SHOTS = process.env.E2E_SHOTS_DIR

async function riskOfficer(page: Page): Promise<EngineSession> {
  const account = await registerInEngine(freshEmail('risk'))
  await engineRequest('POST', '/test/users/role', { email: account.email, role: 'risk' })
  await signInThroughPage(page, account.email, account.password)
  return EngineSession.signIn(account.email, PASSWORD)
}

const words = {
  en: {
    nav: 'Risk flags',
    kind: 'Hedging across accounts',
    legs: 'Orders side by side',
    dismiss: 'Dismiss',
    reason: 'Reason',
    done: 'Flag dismissed',
    dismissed: 'Dismissed',
    buy: 'Buy',
    sell: 'Sell',
    size: '0.1',
  },
  fa: {
    nav: 'پرچم‌های ریسک',
    kind: 'هج میان حساب‌ها',
    legs: 'سفارش‌ها کنار هم',
    dismiss: 'رد کردن',
    reason: 'دلیل',
    done: 'پرچم رد شد',
    dismissed: 'ردشده',
    buy: 'خرید',
    sell: 'فروش',
    size: '۰٫۱',
  },
} as const

for (const [lang, scheme] of [
  ['en', 'light'],
  ['fa', 'dark'],
] as const)
  test(`a risk officer reviews a hedging flag with its evidence and dismisses it (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const w = words[lang]
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.emulateMedia({ colorScheme: scheme })
    await setPrice('BTCUSDT', '60000', { mark: '60000', bid: '60000', ask: '60000' })

    // One trader, two live accounts, opposite legs of one size seconds apart.
    const trader = await registerInEngine(freshEmail('hedger'))
    const session = await EngineSession.signIn(trader.email, PASSWORD)
    const long = await session.buyFree()
    const short = await session.buyFree()
    await session.market(long, 'buy', '0.1')
    await session.market(short, 'sell', '0.1')

    const officer = await riskOfficer(page)
    const raised = await until(
      () => officer.call<{ data: RiskFlag[] }>('GET', '/v1/staff/riskFlags?status=open'),
      (answer) =>
        answer.data.some(
          (f) => f.kind === 'hedging' && f.subjects.some((s) => s.user.email === trader.email),
        ),
    )
    const flag = raised.data.find(
      (f) => f.kind === 'hedging' && f.subjects.some((s) => s.user.email === trader.email),
    )
    expect(flag, 'the engine raised a hedging flag for the two legs').toBeDefined()
    const flagId = String(flag?.id)

    await useLanguage(page, lang)
    await openHydrated(page, '/staff/flags')
    await expect(page.getByRole('heading', { name: w.nav })).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: trader.email })
    await expect(row).toContainText(w.kind)
    await row.getByRole('link').first().click()
    await expect(page).toHaveURL(new RegExp(`/staff/flags/${flagId}$`))
    await expect(page.getByTestId('flag-kind')).toHaveText(w.kind)

    // The two legs side by side in one row (a header and the pair): a buy and a sell of one size.
    const legs = page.getByTestId('evidence-orders')
    await expect(page.getByText(w.legs)).toBeVisible()
    await expect(legs.getByRole('row')).toHaveCount(2)
    const pair = legs.getByRole('row').nth(1)
    await expect(pair.getByRole('cell', { name: w.buy, exact: true })).toHaveCount(1)
    await expect(pair.getByRole('cell', { name: w.sell, exact: true })).toHaveCount(1)
    await expect(pair.getByRole('cell', { name: w.size, exact: true })).toHaveCount(2)
    if (lang === 'fa') await expect(legs).not.toContainText(/[0-9]/)
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/risk-flag-${lang}-${scheme}.png`, fullPage: true })

    // Dismissed with a reason, which the flag then carries.
    await page.getByRole('button', { name: w.dismiss }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(w.reason).fill('Same trader testing both sides of a news move')
    await dialog.getByRole('button', { name: w.dismiss }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText(w.done)).toBeVisible()
    await expect(page.getByTestId('flag-status')).toContainText(w.dismissed)
    await expect(page.getByTestId('flag-reason')).toHaveText(
      'Same trader testing both sides of a news move',
    )
    const after = await officer.call<{ data: RiskFlag }>('GET', `/v1/staff/riskFlags/${flagId}`)
    expect(after.data.status).toBe('dismissed')
  })
