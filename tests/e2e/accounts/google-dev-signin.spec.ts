/**
 * Google sign-in on the development stand-in the engine serves when
 * GOOGLE_CLIENT_ID is unset: a person types an e-mail and a name on its
 * page and comes back to the web at /signin/google with a code that signs
 * them in. The web's /signin/google page is another team's; here the test
 * posts the callback itself, with the browser's own cookies.
 */
import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, expect, test } from '@playwright/test'
import { engineOrigin } from '../support/engine'
import { webOrigin } from '../support/page'

async function startSignIn(context: BrowserContext, lang: 'en' | 'fa'): Promise<string> {
  const csrf = await context.request.get(`${engineOrigin}/sanctum/csrf-cookie`)
  expect(csrf.status()).toBe(204)
  const redirect = await context.request.get(`${engineOrigin}/v1/auth/google/redirect`, {
    headers: { 'accept-language': lang },
  })
  expect(redirect.status()).toBe(200)
  return ((await redirect.json()) as { data: { url: string } }).data.url
}

async function xsrfOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies(engineOrigin)).find((c) => c.name === 'XSRF-TOKEN')
  if (!cookie) throw new Error('no XSRF-TOKEN cookie')
  return decodeURIComponent(cookie.value)
}

for (const lang of ['en', 'fa'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the stand-in's page reads well (${lang}, ${scheme})`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme: scheme })
      const page = await context.newPage()
      await page.goto(await startSignIn(context, lang))
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'fa' ? 'rtl' : 'ltr')
      await expect(page.getByRole('heading')).toHaveText(
        lang === 'fa' ? 'ورود با گوگل (محیط توسعه)' : 'Sign in with Google (development)',
      )
      await page.screenshot({ path: `test-results/screenshots/google-dev-${lang}-${scheme}.png` })
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze()
      const blocking = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`)
      expect(blocking).toEqual([])
      await context.close()
    })
  }
}

test('a person signs in with Google through the stand-in', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(await startSignIn(context, 'en'))

  const email = `google-${Date.now()}@example.test`
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Name').fill('Gita Google')
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.waitForURL((url) => url.pathname === '/signin/google')
  const back = new URL(page.url())
  expect(back.origin).toBe(webOrigin)

  const callback = await context.request.post(`${engineOrigin}/v1/auth/callback`, {
    headers: { 'x-xsrf-token': await xsrfOf(context) },
    data: {
      provider: 'google',
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    },
  })
  expect(callback.status()).toBe(200)
  expect(await callback.json()).toMatchObject({
    data: { user: { email, name: 'Gita Google', phone: null, email_verified: true } },
  })
  const me = await context.request.get(`${engineOrigin}/v1/user`)
  expect(((await me.json()) as { data: { email: string } }).data.email).toBe(email)
  await context.close()
})

test('a typo in the e-mail is shown on the page, in Persian too', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(await startSignIn(context, 'fa'))
  await page.getByLabel('ایمیل').fill('not-an-email@')
  // The browser's own check would stop the form; the engine's answer is what we test.
  await page.locator('form').evaluate((form) => form.setAttribute('novalidate', ''))
  await page.getByRole('button', { name: 'ادامه' }).click()
  await expect(page.getByRole('alert')).toHaveText('ایمیل معتبر نیست')
  await expect(page.getByLabel('ایمیل')).toHaveValue('not-an-email@')
  await context.close()
})
