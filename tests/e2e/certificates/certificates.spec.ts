/**
 * Verifiable certificates (issue 35, docs/decisions/601): a trader passes
 * Step 1, opens the certificate from the notification, makes it public;
 * signed out, in the other language and either theme, its page says
 * "Verified" (the web checked the signature against the published key).
 * The keys are published on the web's origin; the profile lists it.
 */
import { expect, type Page, test } from '@playwright/test'
import { freshEmail, PASSWORD, registerInEngine, signInThroughPage } from '../support/accounts'
import { advanceClock, engineRequest } from '../support/engine'
import { openHydrated, webOrigin } from '../support/page'
import { latinDigits } from '../support/persian-digits'
import { buyFree, EngineSession, place, quote, traderSession } from '../support/trading'

const DAY_S = 86_400
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results'

async function signedInAgain(email: string): Promise<EngineSession> {
  const session = new EngineSession()
  await session.call('POST', '/v1/auth/login', { email, password: PASSWORD, remember: true })
  return session
}

const roundTrip = async (session: EngineSession, id: number, size: string, exit: string) => {
  await quote('BTCUSDT', '60000')
  await place(session, id, { symbol: 'BTCUSDT', type: 'MARKET', side: 'buy', size })
  await quote('BTCUSDT', exit)
  await place(session, id, {
    symbol: 'BTCUSDT',
    type: 'MARKET',
    side: 'sell',
    size,
    trade_type: 'close',
  })
}

/** Step 1 of the seed's 10K challenge passed: four trading days, +8 %. */
async function passStepOne(email: string, session: EngineSession, id: number) {
  let trader = session
  for (let day = 0; day < 3; day++) {
    await roundTrip(trader, id, '0.01', '60000')
    await advanceClock(DAY_S)
    trader = await signedInAgain(email)
  }
  await roundTrip(trader, id, '1', '61000')
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

test('pass a step, open the certificate from the notification, make it public; signed out in Persian it is Verified', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const { session, email, password } = await traderSession('certificate')
  const id = await buyFree(session)
  await passStepOne(email, session, id)

  await signInThroughPage(page, email, password, '/notifications')
  const notice = page.getByTestId('notification').filter({ hasText: 'Certificate issued' })
  await expect(notice).toContainText('Your certificate for passing Step 1 of', { timeout: 15_000 })
  await notice.getByRole('button', { name: 'View' }).click()
  await expect(page).toHaveURL(/\/certificates\/[A-Za-z0-9_-]{22}$/)
  const path = new URL(page.url()).pathname
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step 1 passed')
  await expect(page.getByTestId('certificate-status')).toHaveAttribute('data-status', 'verified')
  await expect(page.getByTestId('certificate-visibility')).toHaveText(
    'Private: only you can see it',
  )

  // Private: a visitor is told nothing is there, and gets no share image.
  const visitor = await browser.newContext()
  const peek = await visitor.newPage()
  await openHydrated(peek, path)
  await expect(peek.getByTestId('certificate-not-found')).toBeVisible()
  expect((await peek.request.get(`${path}/og.png`)).status()).toBe(404)
  await visitor.close()

  await page.getByRole('button', { name: 'Make public' }).click()
  await expect(page.getByTestId('certificate-visibility')).toHaveText(
    'Public: anyone with the link can see it',
  )
  await page.getByLabel('Your name on it').selectOption('hidden')
  await expect(page.getByTestId('certificate-trader')).toHaveText('Not shown')
  await shot(page, 'certificate-owner-en-light')

  await openHydrated(page, '/profile')
  await expect(page.getByTestId('my-certificate').first()).toContainText('Step 1 passed')

  for (const [lang, scheme] of [
    ['fa', 'dark'],
    ['fa', 'light'],
    ['en', 'dark'],
  ] as const) {
    const context = await browser.newContext({ colorScheme: scheme })
    if (scheme === 'dark')
      await context.addInitScript(() => localStorage.setItem('dark-mode', 'true'))
    await context.addCookies([{ name: 'lang', value: lang, url: webOrigin }])
    const other = await context.newPage()
    await openHydrated(other, path)
    const status = other.getByTestId('certificate-status')
    await expect(status).toHaveAttribute('data-status', 'verified')
    await expect(status).toContainText(lang === 'fa' ? 'تأییدشده' : 'Verified')
    if (lang === 'fa') {
      await expect(other.getByRole('heading', { level: 1 })).toHaveText('قبولی در مرحله ۱')
      await expect(other.locator('html')).toHaveAttribute('dir', 'rtl')
      await other.waitForLoadState('networkidle')
      expect(await latinDigits(other)).toEqual([])
    }
    await expect(
      other.getByRole('img', { name: lang === 'fa' ? 'کد QR این صفحه' : 'QR code of this page' }),
    ).toBeVisible()
    // No owner's controls for a visitor.
    await expect(other.getByTestId('certificate-sharing')).toHaveCount(0)
    const noScroll = await other.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    )
    expect(noScroll).toBe(true)
    await shot(other, `certificate-public-${lang}-${scheme}`)
    // The share image, drawn on the server in the page's language.
    const image = await other.locator('meta[property="og:image"]').getAttribute('content')
    expect(image).toMatch(new RegExp(`${path}/og\\.png\\?lang=${lang}$`))
    const png = await other.request.get(`${new URL(image ?? '').pathname}?lang=${lang}`)
    expect(png.status()).toBe(200)
    expect(png.headers()['content-type']).toBe('image/png')
    await other.goto(`${path}/og.png?lang=${lang}`)
    await shot(other, `certificate-og-${lang}-${scheme}`)
    await context.close()
  }

  // Staff revoke it with a reason; the page then says so, to anyone.
  const staff = await registerInEngine(freshEmail('certificate-staff'))
  await engineRequest('POST', '/test/users/role', { email: staff.email, role: 'support' })
  const desk = await browser.newContext()
  const deskPage = await desk.newPage()
  await signInThroughPage(deskPage, staff.email, staff.password, path)
  await deskPage.getByLabel('Reason, shown on the page').fill('Rules broken after the pass')
  await deskPage.getByRole('button', { name: 'Revoke' }).click()
  await expect(deskPage.getByTestId('certificate-status')).toHaveAttribute('data-status', 'revoked')
  await desk.close()
  const later = await browser.newContext()
  const laterPage = await later.newPage()
  await openHydrated(laterPage, path)
  await expect(laterPage.getByTestId('certificate-status')).toContainText(
    'Rules broken after the pass',
  )
  await expect(laterPage.getByText('Verified', { exact: true })).toHaveCount(0)
  await later.close()

  // The keys the page checked against, on the web's own origin.
  const keys = await page.request.get('/.well-known/proptrade-certificates.json')
  expect(keys.status()).toBe(200)
  expect(await keys.json()).toMatchObject({ algorithm: 'Ed25519', keys: [{ crv: 'Ed25519' }] })
})
