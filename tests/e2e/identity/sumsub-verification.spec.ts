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
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { SumsubStandin } from '../../support/sumsub-standin'

const webPort = Number(process.env.E2E_WEB_PORT ?? 3100) + 1500
const enginePort = Number(process.env.E2E_ENGINE_PORT ?? 8100) + 1500
const standinPort = Number(process.env.E2E_ENGINE_PORT ?? 8100) + 1600
const web = `http://localhost:${webPort}`
const engine = `http://127.0.0.1:${enginePort}`
const PASSWORD = 'correct horse 42'
let stack: ChildProcess | undefined

const standin = new SumsubStandin(async (d) => {
  const answer = await fetch(`${engine}${d.path}`, {
    method: 'POST',
    headers: d.headers,
    body: d.body,
  })
  return answer.status
})

test.beforeAll(async () => {
  test.setTimeout(400_000)
  await standin.start(standinPort)
  stack = spawn(path.resolve('node_modules/.bin/node'), ['scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(webPort),
      ENGINE_PORT: String(enginePort),
      WEB_BASE_URL: web,
      ENGINE_PUBLIC_URL: `http://localhost:${enginePort}`,
      NODE_ENV: 'test',
      MARKET_FEED: 'manual',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'proptrade-sumsub-')),
      LOG_LEVEL: 'warn',
      ...standin.env(),
      SUMSUB_WEBSDK_URL: standin.origin,
    },
    stdio: 'ignore',
    detached: true,
  })
  for (let i = 0; ; i++) {
    const up = await fetch(`${web}/403`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (i > 1500 || stack.exitCode !== null) throw new Error('the Sumsub stack did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
})

test.afterAll(async () => {
  // The stack's process group: its engine and web with it.
  if (stack?.pid) process.kill(-stack.pid, 'SIGTERM')
  await standin.stop()
})

/** A trader registered at this stack's engine, with a locked English name. */
async function trader(first: string, last: string): Promise<string> {
  const email = `sumsub-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.test`
  const cookies = new Map<string, string>()
  const call = async (method: string, route: string, body?: unknown) => {
    const xsrf = decodeURIComponent(cookies.get('XSRF-TOKEN') ?? '')
    const answer = await fetch(`${engine}${route}`, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': xsrf,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const at = pair.indexOf('=')
      cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    if (!answer.ok) throw new Error(`${method} ${route} answered ${answer.status}`)
  }
  await call('GET', '/sanctum/csrf-cookie')
  await call('POST', '/v1/auth/register', {
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  })
  await call('POST', '/v1/auth/updateProfileBaseInfo', {
    firstName: first,
    lastName: last,
    firstNameEN: first,
    lastNameEN: last,
    confirm: true,
  })
  return email
}

async function signIn(
  page: Page,
  email: string,
  language: 'en' | 'fa',
  dark: boolean,
  to = '/challenges/real',
) {
  await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' })
  await page.context().addCookies([{ name: 'lang', value: language, url: web }])
  await page.goto(`${web}/signin?returnURL=${encodeURIComponent(to)}`)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  await page.locator('input[type="email"]').fill(email)
  await page.locator('input[type="password"]').fill(PASSWORD)
  await page.locator('form button[type="submit"]').click()
  await expect(page).toHaveURL(new RegExp(`${to.replaceAll('/', '\\/')}$`))
}

/** A support member of this stack (the test endpoint gives the role). */
async function staffMember(): Promise<string> {
  const email = await trader('Staff', 'Member')
  const answer = await fetch(`${engine}/test/users/role`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, role: 'support' }),
  })
  if (!answer.ok) throw new Error(`/test/users/role answered ${answer.status}`)
  return email
}

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
    const email = await trader('Sara', 'Ahmadi')
    standin.nextReview = { answer: 'GREEN', name: { first: 'SARA', last: 'Ahmadi' } }
    await page.setViewportSize({ width: 1280, height: 1000 })
    await signIn(page, email, run.language, run.dark)
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
    await signIn(staffPage, await staffMember(), run.language, run.dark, '/staff/users')
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
