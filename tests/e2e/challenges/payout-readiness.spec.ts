/**
 * The payout readiness panel (issue 31) walked from funding to a paid
 * withdrawal, read on the real account's page and on the withdraw page in
 * English and Persian at each stage: right after the first profit (the
 * wait and the address ✗, no date for the whole), with an address cooling
 * ("351.80 USDT from …"), everything ✔, a request waiting (✗ no other
 * request), and paid (the wait starts again from the payout). Screenshots
 * in both languages to E2E_SHOTS_DIR when it is set.
 */
import { expect, type Page, test } from '@playwright/test'
import { formatDate, formatMoney } from '../../../money/format'
import { freshTronAddress } from '../../support/tron-address'
import { codeMailedAfter, supportMember, tradeFourDays } from '../staff/journey-setup'
import { PASSWORD, registerInEngine, signInThroughPage } from '../support/accounts'
import { advanceClock, setPrice } from '../support/engine'
import { useLanguage as chooseLanguage, openHydrated } from '../support/page'
import { EngineSession, until } from './engine-session'

test.describe.configure({ mode: 'serial' })

const SHOTS = process.env.E2E_SHOTS_DIR
const DAY_S = 86_400
const LANGS = ['en', 'fa'] as const
type Lang = (typeof LANGS)[number]
const price = (value: string) => setPrice('BTCUSDT', value, { mark: value, bid: value, ask: value })

type Readiness = {
  ready: boolean
  amount: string
  ready_at: string | null
  conditions: Array<{ id: string; met: boolean; met_at: string | null; text: string }>
}

/** What the panel must show: each condition ✔ or ✗, and the amount line. */
interface Expected {
  met: Record<string, boolean>
  amount: string
  /** 'now', a date (the amount's "from"), or 'when-met'. */
  when: 'now' | 'when-met' | string
}

const CONDITION_TEXT: Record<Lang, Record<string, RegExp>> = {
  en: {
    wait: /14 days since the (first trade|last payout)/,
    payout_address: /A payout address past its 24 hours/,
    no_pending_request: /No other withdrawal waiting for a decision/,
  },
  fa: {
    // Persian digits: the page formats the numbers itself.
    wait: /۱۴ روز از (نخستین معامله|آخرین پرداخت)/,
    payout_address: /یک آدرس پرداخت که ۲۴ ساعت از افزودنش گذشته است/,
    no_pending_request: /برداشت دیگری در انتظار بررسی نیست/,
  },
}

async function checkPanel(page: Page, lang: Lang, expected: Expected) {
  const panel = page.getByTestId('payout-readiness')
  await expect(panel).toBeVisible()
  for (const [id, met] of Object.entries(expected.met)) {
    const row = panel.getByTestId(`payout-condition-${id}`)
    await expect(row, `${lang} ${id}`).toHaveAttribute('data-met', String(met))
    const text = CONDITION_TEXT[lang][id]
    if (text) await expect(row).toContainText(text)
  }
  const amount = panel.getByTestId('payout-amount')
  await expect(amount).toContainText(formatMoney(expected.amount, lang))
  if (expected.when === 'now')
    await expect(amount).toContainText(lang === 'fa' ? 'قابل برداشت اکنون' : 'Withdrawable now')
  else if (expected.when === 'when-met')
    await expect(amount).toContainText(lang === 'fa' ? 'پس از برقرار شدن' : 'once every condition')
  else await expect(amount).toContainText(formatDate(expected.when, lang))
}

/** Both pages, both languages; the panel the engine answers is what both show. */
async function readBoth(page: Page, real: number, expected: Expected, shot?: string) {
  for (const lang of LANGS) {
    await chooseLanguage(page, lang)
    await openHydrated(page, `/challenges/${real}`)
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'fa' ? 'rtl' : 'ltr')
    await checkPanel(page, lang, expected)
    if (SHOTS && shot)
      await page.screenshot({ path: `${SHOTS}/payout-${shot}-details-${lang}.png`, fullPage: true })
    await openHydrated(page, '/challenges/real/withdraw')
    await checkPanel(page, lang, expected)
    if (SHOTS && shot)
      await page.screenshot({
        path: `${SHOTS}/payout-${shot}-withdraw-${lang}.png`,
        fullPage: true,
      })
  }
}

test('a real account from funding to a paid withdrawal: the readiness panel at each stage, en and fa', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const account = await registerInEngine()
  let trader = await EngineSession.signIn(account.email, PASSWORD)
  const id = await trader.buyFree()
  trader = await tradeFourDays(account.email, [id])
  await until(
    () => trader.detail(id),
    (d) => d.data.steps.length === 2,
  )
  trader = await tradeFourDays(account.email, [id])
  await until(
    () => trader.detail(id),
    (d) => d.data.status === 'passed',
  )
  await trader.call('POST', `/v1/userChallenges/${id}/requestAccount`)
  const support = await supportMember()
  const requests = await support.call<{ data: Array<{ id: number; user_challenge_id: number }> }>(
    'GET',
    '/v1/staff/accountRequests?per_page=100',
  )
  const request = requests.data.find((r) => r.user_challenge_id === id)
  await support.call('POST', `/v1/staff/accountRequests/${request?.id}/approve`, {})
  const detail = await trader.call<{
    data: { account_request: { real_user_challenge_id: number | null } | null }
  }>('GET', `/v1/userChallenges/${id}`)
  const real = detail.data.account_request?.real_user_challenge_id ?? 0
  expect(real).toBeGreaterThan(0)
  const readiness = async () =>
    (
      await trader.call<{ data: Array<{ user_challenge_id: number; readiness: Readiness }> }>(
        'GET',
        '/v1/real/withdrawAccounts',
      )
    ).data.find((a) => a.user_challenge_id === real)?.readiness

  // The first profit: buy 1 BTC at 60 000 (fee 30.00), sell at 60 500 (fee 30.25):
  // 439.75 profit; the trader's 80 % is 351.80. No address yet, the wait just begun.
  await price('60000')
  await trader.market(real, 'buy', '1')
  await price('60500')
  await trader.market(real, 'sell', '1', 'close')
  await signInThroughPage(page, account.email)
  await readBoth(
    page,
    real,
    {
      met: {
        wait: false,
        payout_address: false,
        no_pending_request: true,
        no_open_positions: true,
      },
      amount: '351.80',
      when: 'when-met',
    },
    'funded',
  )

  // An address added: it holds in 24 hours, the wait in 14 days: "351.80 USDT from <the later>".
  const mailedCode = () =>
    codeMailedAfter(account.email, () => trader.call('POST', '/v1/user/money-out/code'))
  const address = await trader.call<{ data: { id: number } }>('POST', '/v1/user/payout-addresses', {
    network: 'TRC20',
    address: freshTronAddress(),
    code: await mailedCode(),
  })
  const dated = await readiness()
  expect(dated?.ready_at).not.toBeNull()
  await readBoth(page, real, {
    met: { wait: false, payout_address: false },
    amount: '351.80',
    when: dated?.ready_at ?? '',
  })

  // 15 days on: every condition ✔, "Withdrawable now: 351.80 USDT".
  await advanceClock(15 * DAY_S)
  trader = await EngineSession.signIn(account.email, PASSWORD)
  // The page's session ended with the days; the sign-in form is read in English.
  await chooseLanguage(page, 'en')
  await signInThroughPage(page, account.email)
  await readBoth(
    page,
    real,
    {
      met: { wait: true, payout_address: true, no_pending_request: true, no_open_positions: true },
      amount: '351.80',
      when: 'now',
    },
    'ready',
  )

  // A request of 300 (375 from the balance) waits for staff: ✗ no other request.
  await trader.call('POST', '/v1/real/requestWithdraw', {
    user_challenge_id: real,
    address_id: address.data.id,
    amount: '300',
    code: await mailedCode(),
    description: 'First payout',
  })
  // 439.75 − 375 = 64.75 of profit left: 51.80 is the trader's.
  await readBoth(
    page,
    real,
    { met: { wait: true, no_pending_request: false }, amount: '51.80', when: 'when-met' },
    'pending',
  )

  // Paid: the wait starts again from the payout, with its date.
  const payer = await supportMember()
  const queue = await payer.call<{ data: Array<{ id: number; user_challenge_id: number }> }>(
    'GET',
    '/v1/staff/realWithdraws?per_page=100',
  )
  const withdraw = queue.data.find((w) => w.user_challenge_id === real)
  await payer.call('POST', `/v1/staff/realWithdraws/${withdraw?.id}/pay`, {
    network: 'TRC20',
    tx_hash: `${'ab'.repeat(31)}01`,
  })
  const paid = await readiness()
  expect(paid?.conditions.find((c) => c.id === 'wait')?.text).toBe('14 days since the last payout')
  await readBoth(
    page,
    real,
    {
      met: { wait: false, no_pending_request: true },
      amount: '51.80',
      when: paid?.ready_at ?? '',
    },
    'paid',
  )
})
