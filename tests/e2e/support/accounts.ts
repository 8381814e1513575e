/**
 * Accounts for browser tests: users made through the engine's own API (as
 * a real sign-up would), and signing a browser in through the web's pages.
 */
import { expect, type Page } from '@playwright/test'
import { engineOrigin } from './engine'
import { openHydrated } from './page'

export const PASSWORD = 'correct horse 42'

let counter = 0
export function freshEmail(label = 'user'): string {
  counter++
  return `${label}-${Date.now()}-${counter}-${Math.floor(Math.random() * 1e4)}@example.test`
}

/** A phone number nobody else in this run has. */
export function freshPhone(): string {
  return `+98912${String(Date.now()).slice(-6)}${counter++ % 10}`
}

/** Signs up through the engine's API (csrf-cookie, then register); answers the new user. */
export async function registerInEngine(
  email = freshEmail('inviter'),
  password = PASSWORD,
): Promise<{ email: string; password: string; referralCode: string }> {
  const csrf = await fetch(`${engineOrigin}/sanctum/csrf-cookie`)
  const cookies = csrf.headers.getSetCookie().map((c) => c.split(';')[0] ?? '')
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length)
  const answer = await fetch(`${engineOrigin}/v1/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: cookies.join('; '),
      'x-xsrf-token': decodeURIComponent(xsrf ?? ''),
    },
    body: JSON.stringify({ email, password, password_confirmation: password }),
  })
  if (answer.status !== 200)
    throw new Error(`register answered ${answer.status}: ${await answer.text()}`)
  const body = (await answer.json()) as { data: { user: { referral_code: string } } }
  return { email, password, referralCode: body.data.user.referral_code }
}

/** Signs the page's browser in through /signin, and waits for where it lands. */
export async function signInThroughPage(
  page: Page,
  email: string,
  password = PASSWORD,
  returnURL?: string,
) {
  await openHydrated(
    page,
    returnURL ? `/signin?returnURL=${encodeURIComponent(returnURL)}` : '/signin',
  )
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${returnURL ?? '/dashboard'}$`))
}

/** A signed-in browser for tests that are not about signing in. */
export async function signedInPage(page: Page) {
  const account = await registerInEngine(freshEmail('user'))
  await signInThroughPage(page, account.email, account.password)
  return account
}
