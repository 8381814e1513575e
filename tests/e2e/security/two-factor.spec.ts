/**
 * Account security in Persian and dark (docs/decisions/391, 392): turning
 * two-factor on from the QR code's key on the page, signing in with a code,
 * and a second browser's live stream stopping after "sign out all other
 * sessions".
 */
import { readFileSync } from 'node:fs'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { PASSWORD, registerInEngine } from '../support/accounts'
import { engineOrigin, engineRequest } from '../support/engine'
import { openHydrated, webOrigin } from '../support/page'

const fa = JSON.parse(readFileSync('messages/fa.json', 'utf8')) as Record<string, string>

/** The engine's clock (the test clock): codes are computed for its time. */
async function engineNow(): Promise<Date> {
  const answer = (await engineRequest('POST', '/test/clock/advance', { seconds: 0 })) as {
    data: { now: string }
  }
  return new Date(answer.data.now)
}

/** What an authenticator app would show now; moves the clock a step on first, so a code is fresh. */
async function authenticatorCode(secret: string): Promise<string> {
  await engineRequest('POST', '/test/clock/advance', { seconds: 30 })
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 })
  return totp.generate({ timestamp: (await engineNow()).getTime() })
}

async function persianDarkContext(context: BrowserContext) {
  await context.addInitScript(() => localStorage.setItem('dark-mode', 'true'))
}

async function signInPersian(page: Page, email: string) {
  // The language switcher's cookie, as useLanguage sets it.
  await page.context().addCookies([{ name: 'lang', value: 'fa', url: webOrigin }])
  await openHydrated(page, '/signin')
  await page.getByLabel(fa.field_email ?? '').fill(email)
  await page.getByLabel(fa.field_password ?? '', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: fa.signin_submit, exact: true }).click()
}

test('two-factor on from the QR key, then a sign-in asks for the code (fa, dark)', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' })
  await persianDarkContext(context)
  const page = await context.newPage()
  const { email } = await registerInEngine()
  await signInPersian(page, email)
  await expect(page).toHaveURL(/\/dashboard$/)

  await openHydrated(page, '/profile')
  const card = page.getByRole('region', { name: fa.two_factor_title })
  await expect(card).toContainText(fa.two_factor_is_off ?? '')
  await card.getByRole('button', { name: fa.two_factor_turn_on }).click()
  await expect(card.getByRole('img', { name: fa.two_factor_qr_alt })).toBeVisible()
  const secret = (await card.getByTestId('two-factor-secret').textContent()) ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await page.screenshot({ path: 'test-results/security-enrol-fa-dark.png', fullPage: true })

  await card.getByLabel(fa.two_factor_code_label ?? '').fill(await authenticatorCode(secret))
  await card.getByRole('button', { name: fa.two_factor_confirm }).click()
  const codes = card.getByTestId('recovery-codes').getByRole('listitem')
  await expect(codes).toHaveCount(10)
  await expect(card.getByRole('link', { name: fa.two_factor_download_codes })).toHaveAttribute(
    'download',
    'proptrade-recovery-codes.txt',
  )
  await page.screenshot({ path: 'test-results/security-recovery-fa-dark.png', fullPage: true })
  await card.getByRole('button', { name: fa.two_factor_codes_saved }).click()
  await expect(card.getByTestId('two-factor-on')).toContainText('۱۰')

  // Signed out, the password alone no longer opens the account.
  await page.goto('/signout')
  await signInPersian(page, email)
  await expect(page).toHaveURL(/\/two-factor$/)
  const challenge = page.getByRole('form', { name: fa.page_two_factor })
  await challenge.getByLabel(fa.two_factor_code_label ?? '').fill('000000')
  await challenge.getByRole('button', { name: fa.two_factor_verify }).click()
  await expect(page.getByText('کد درست نیست.')).toBeVisible()
  await challenge.getByLabel(fa.two_factor_code_label ?? '').fill(await authenticatorCode(secret))
  await challenge.getByRole('button', { name: fa.two_factor_verify }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await context.close()
})

/** The signed-in user's id, asked of the engine with the browser's own session. */
async function userIdOf(context: BrowserContext): Promise<number> {
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  const answer = await fetch(`${engineOrigin}/v1/user`, {
    headers: { accept: 'application/json', cookie },
  })
  return ((await answer.json()) as { data: { id: number } }).data.id
}

test('"sign out all other sessions" stops the other browser’s live stream', async ({ browser }) => {
  const { email } = await registerInEngine()
  const mine = await browser.newContext({ colorScheme: 'dark' })
  await persianDarkContext(mine)
  const other = await browser.newContext()
  const page = await mine.newPage()
  const elsewhere = await other.newPage()
  await signInPersian(page, email)
  await expect(page).toHaveURL(/\/dashboard$/)
  await signInPersian(elsewhere, email)
  await expect(elsewhere).toHaveURL(/\/dashboard$/)
  const channel = `private-user.${await userIdOf(mine)}`

  // The other browser follows the user's channel, as its bell does.
  await elsewhere.evaluate((name) => {
    const w = window as unknown as { live: { events: number; denied: unknown[] } }
    w.live = { events: 0, denied: [] }
    const source = new EventSource(`/api/events?channel=${encodeURIComponent(name)}`)
    source.addEventListener('message', () => {
      w.live.events++
    })
    source.addEventListener('denied', (e) =>
      w.live.denied.push(JSON.parse((e as MessageEvent).data)),
    )
  }, channel)
  const live = () =>
    elsewhere.evaluate(
      () => (window as unknown as { live: { events: number; denied: unknown[] } }).live,
    )
  const publish = (id: number) =>
    engineRequest('POST', '/test/broadcast', {
      channel,
      event: 'notification',
      payload: {
        id,
        type: 'drawdown_warning',
        title: 'Private',
        body: 'Private',
        status: 'unread',
        link: '/notifications',
        created_at: '2026-01-01T00:00:00.000Z',
        texts: { en: { title: 'Private', body: 'Private' }, fa: { title: 'خصوصی', body: 'خصوصی' } },
      },
    })
  await expect
    .poll(
      async () => {
        await publish(1)
        return (await live()).events
      },
      { intervals: [300] },
    )
    .toBeGreaterThan(0)

  await openHydrated(page, '/profile')
  const sessions = page.getByRole('region', { name: fa.sessions_title })
  // Signing up in the engine was a third session.
  await expect(sessions.getByTestId('session-row')).toHaveCount(3)
  await expect(sessions.locator('[data-current="true"]')).toContainText(fa.sessions_this_one ?? '')
  await page.screenshot({ path: 'test-results/security-sessions-fa-dark.png', fullPage: true })
  await sessions.getByRole('button', { name: fa.sessions_sign_out_others }).click()
  await expect(sessions.getByTestId('session-row')).toHaveCount(1)

  // Within seconds the other browser is refused, and what follows never reaches it.
  await expect
    .poll(async () => (await live()).denied, { timeout: 5_000 })
    .toEqual([{ channel, status: 401 }])
  const before = (await live()).events
  for (let id = 2; id < 6; id++) await publish(id)
  await elsewhere.waitForTimeout(1_000)
  expect((await live()).events).toBe(before)
  await mine.close()
  await other.close()
})
