/**
 * Profile → API keys in English (light) and Persian (dark), decisions
 * 610-614: two-factor on, a key made with the authenticator's code, its
 * secret shown once (and proven real by signing a request with it), its
 * last use and a refused TradingView alert in its log, then revoked after
 * the question, and refused from then on. The documentation page too.
 */
import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { engineOrigin, engineRequest } from '../support/engine'
import { openHydrated, webOrigin } from '../support/page'
import { createDemo, traderSession } from '../support/trading'

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results'
const messages = {
  en: JSON.parse(readFileSync('messages/en.json', 'utf8')) as Record<string, string>,
  fa: JSON.parse(readFileSync('messages/fa.json', 'utf8')) as Record<string, string>,
}

async function engineNow(): Promise<number> {
  const answer = (await engineRequest('POST', '/test/clock/advance', { seconds: 0 })) as {
    data: { now: string }
  }
  return new Date(answer.data.now).getTime()
}

/** What the authenticator shows now; the clock moves a step on first, so each code is fresh. */
async function authenticatorCode(secret: string): Promise<string> {
  await engineRequest('POST', '/test/clock/advance', { seconds: 30 })
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 })
  return totp.generate({ timestamp: await engineNow() })
}

/** A signed GET of the trading API, as a trader's program sends it (decision 611). */
async function signedGet(path: string, apiKey: string, secret: string) {
  const query = `timestamp=${await engineNow()}&recvWindow=60000`
  const signature = createHmac('sha256', secret).update(query).digest('hex')
  const answer = await fetch(`${engineOrigin}${path}?${query}&signature=${signature}`, {
    headers: { 'X-MBX-APIKEY': apiKey, accept: 'application/json' },
  })
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> }
}

for (const lang of ['en', 'fa'] as const) {
  const t = (key: string) => messages[lang][key] ?? key
  const dark = lang === 'fa'

  test(`API keys: made with two-factor, the secret once, the log, revoked (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000)
    const { session, email, password } = await traderSession(`keys-${lang}`)
    const demo = await createDemo(session)
    const enrol = await session.call<{ data: { secret: string } }>(
      'POST',
      '/v1/user/two-factor/enrol',
    )
    const totp = enrol.data.secret
    await session.call('POST', '/v1/user/two-factor/confirm', {
      code: await authenticatorCode(totp),
    })

    const context = await browser.newContext({ colorScheme: dark ? 'dark' : 'light' })
    if (dark) await context.addInitScript(() => localStorage.setItem('dark-mode', 'true'))
    await context.addCookies([{ name: 'lang', value: lang, url: webOrigin }])
    const page = await context.newPage()
    await signIn(page, t, email, password, totp)

    await openHydrated(page, '/profile')
    await page.getByRole('link', { name: t('profile_tab_api_keys') }).click()
    await expect(page).toHaveURL(/\/profile\?tab=api-keys$/)
    const keys = page.getByRole('region', { name: t('api_keys_title') })
    await expect(keys.getByText(t('api_keys_none'))).toBeVisible()

    // The form checks first: nothing chosen, no code.
    const form = page.getByRole('form', { name: t('api_keys_create_title') })
    await form.getByRole('button', { name: t('api_keys_create_submit') }).click()
    await expect(form.getByText(t('api_keys_validation_label_required'))).toBeVisible()
    await expect(form.getByText(t('api_keys_validation_accounts'))).toBeVisible()
    await expect(form.getByText(t('api_keys_validation_code'))).toBeVisible()

    await form.getByLabel(t('api_keys_field_label'), { exact: true }).fill(`Bot ${lang}`)
    // The account's number in the page's digits (issue 31 item 6).
    const number =
      lang === 'fa' ? String(demo).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d) : demo
    await form.getByRole('checkbox', { name: new RegExp(`^#${number} `) }).check()
    await form.getByRole('checkbox', { name: t('api_keys_permission_trade') }).check()
    await form.getByRole('checkbox', { name: t('api_keys_field_webhook') }).check()
    await form.getByLabel(t('api_keys_field_ip')).fill('127.0.0.1\n::1\n::ffff:127.0.0.1')
    // A wrong code is the engine's refusal under the field; nothing made.
    await form.getByLabel(t('money_out_code_totp')).fill('000000')
    await form.getByRole('button', { name: t('api_keys_create_submit') }).click()
    await expect(form.getByTestId('error-code')).toBeVisible()
    await expect(keys.getByTestId('api-key')).toHaveCount(0)

    await form.getByLabel(t('money_out_code_totp')).fill(await authenticatorCode(totp))
    await form.getByRole('button', { name: t('api_keys_create_submit') }).click()
    const dialog = page.getByRole('dialog', {
      name: t('api_keys_created_title').replace('{label}', `Bot ${lang}`),
    })
    await expect(dialog).toBeVisible()
    const apiKey = await dialog.getByLabel(t('api_keys_api_key'), { exact: true }).inputValue()
    const secret = await dialog.getByLabel(t('api_keys_secret'), { exact: true }).inputValue()
    const webhook = await dialog.getByLabel(t('api_keys_webhook_url'), { exact: true }).inputValue()
    expect(secret.length).toBeGreaterThanOrEqual(32)
    expect(webhook).toMatch(/\/api\/v1\/tradingview\/[A-Za-z0-9_-]+$/)
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'fa' ? 'rtl' : 'ltr')
    await page.screenshot({ path: `${SHOTS}/api-keys-secret-${lang}.png` })

    // The secret shown is the key's: a request signed with it is answered.
    const own = await signedGet('/api/v1/key', apiKey, secret)
    expect(own.status).toBe(200)
    expect(own.body.data).toMatchObject({ label: `Bot ${lang}`, accounts: [demo] })

    await dialog.getByRole('button', { name: t('api_keys_saved') }).click()
    await expect(dialog).toBeHidden()
    const row = keys.getByTestId('api-key')
    await expect(row).toHaveCount(1)
    await expect(row.getByTestId('api-key-id')).toHaveText(apiKey)
    // Shown once: not on the page after closing, nor after a reload.
    await expect(page.locator('body')).not.toContainText(secret)
    await page.reload()
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
    await expect(page.locator('body')).not.toContainText(secret)
    await expect(page.locator('body')).not.toContainText(webhook)
    await expect(row.getByTestId('api-key-last-used')).toContainText('127.0.0.1')

    // A malformed alert: refused, and its reason in the key's log in the page's language.
    const alert = await fetch(webhook, { method: 'POST', body: 'buy BTC now' })
    expect(alert.status).toBe(422)
    await row.getByRole('button', { name: t('api_keys_log_show') }).click()
    const entry = row.getByTestId('key-log-entry')
    await expect(entry).toHaveCount(1)
    await expect(entry).toContainText(t('api_keys_log_refused'))
    await expect(entry).toContainText(lang === 'fa' ? 'JSON' : 'The alert message is not JSON')
    await page.screenshot({ path: `${SHOTS}/api-keys-list-${lang}.png`, fullPage: true })

    // Revoke asks first; "cancel" keeps the key.
    await row.getByRole('button', { name: t('api_keys_revoke'), exact: true }).click()
    const ask = page.getByRole('dialog', {
      name: t('api_keys_revoke_title').replace('{label}', `Bot ${lang}`),
    })
    await expect(ask).toContainText(t('api_keys_revoke_question'))
    await ask.getByRole('button', { name: t('profile_cancel') }).click()
    await expect(ask).toBeHidden()
    expect((await signedGet('/api/v1/key', apiKey, secret)).status).toBe(200)
    await row.getByRole('button', { name: t('api_keys_revoke'), exact: true }).click()
    await ask.getByRole('button', { name: t('api_keys_revoke_confirm') }).click()
    await expect(ask).toBeHidden()
    await expect(row).toHaveAttribute('data-revoked', 'true')
    await expect(row.getByText(t('api_keys_revoked_badge'), { exact: true })).toBeVisible()
    await expect(row.getByRole('button', { name: t('api_keys_revoke'), exact: true })).toHaveCount(
      0,
    )
    const refused = await signedGet('/api/v1/key', apiKey, secret)
    expect(refused.status).toBe(401)
    expect(refused.body.code).toBe('key_revoked')
    await context.close()
  })

  test(`the trading API's documentation (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: dark ? 'dark' : 'light' })
    if (dark) await context.addInitScript(() => localStorage.setItem('dark-mode', 'true'))
    await context.addCookies([{ name: 'lang', value: lang, url: webOrigin }])
    const page = await context.newPage()
    await openHydrated(page, '/api-docs')
    await expect(page.getByRole('heading', { level: 1, name: t('api_docs_title') })).toBeVisible()
    await expect(
      page.getByText(`${engineOrigin.replace('127.0.0.1', 'localhost')}/api/v1`),
    ).toBeVisible()
    const operations = page.getByRole('table', { name: t('api_docs_endpoints') })
    await expect(operations.getByRole('row')).toHaveCount(20)
    await expect(operations).toContainText('POST /api/v1/accounts/{accountId}/orders')
    await expect(page.getByRole('table', { name: t('api_docs_errors_heading') })).toContainText(
      'signature_invalid',
    )
    // The examples are the files the integration test runs, as they are.
    const python = readFileSync('docs/api-examples/trading_api.py', 'utf8')
    const node = readFileSync('docs/api-examples/trading-api.mjs', 'utf8')
    const code = page.locator('pre code')
    expect(await code.filter({ hasText: 'import hmac' }).textContent()).toBe(python)
    expect(await code.filter({ hasText: "from 'node:crypto'" }).textContent()).toBe(node)
    await page.screenshot({ path: `${SHOTS}/api-docs-${lang}.png`, fullPage: true })
    await context.close()
  })
}

async function signIn(
  page: Page,
  t: (key: string) => string,
  email: string,
  password: string,
  totp: string,
) {
  await openHydrated(page, '/signin')
  await page.getByLabel(t('field_email')).fill(email)
  await page.getByLabel(t('field_password'), { exact: true }).fill(password)
  await page.getByRole('button', { name: t('signin_submit'), exact: true }).click()
  await expect(page).toHaveURL(/\/two-factor$/)
  const challenge = page.getByRole('form', { name: t('page_two_factor') })
  await challenge.getByLabel(t('two_factor_code_label')).fill(await authenticatorCode(totp))
  await challenge.getByRole('button', { name: t('two_factor_verify') }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}
