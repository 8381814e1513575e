/**
 * The web's security headers on the whole stack, and every page family
 * working under its Content-Security-Policy: a test fails on any violation
 * the browser reports (docs/decisions/390).
 */
import { expect, type Page, test } from '@playwright/test'
import { signInThroughPage } from '../support/accounts'
import { engineRequest } from '../support/engine'
import { openHydrated, webOrigin } from '../support/page'
import { createDemo, traderSession } from '../support/trading'

/** Records every violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const w = window as unknown as { __cspViolation: (text: string) => void }
      w.__cspViolation(`${event.effectiveDirective} blocked ${event.blockedURI}`)
    })
  })
  return violations
}

test('pages and answers carry the security headers; the policy gives scripts a fresh nonce', async ({
  request,
}) => {
  const first = await request.get('/signin')
  const second = await request.get('/signin')
  const policy = first.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/)
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect(policy).toContain("connect-src 'self' http://localhost:")
  // Only Sumsub's WebSDK may be framed (decision 590).
  expect(policy).toContain('frame-src https://in.sumsub.com;')
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? ''
  expect(second.headers()['content-security-policy']).not.toContain(nonce)
  // Every script of the page bears the nonce of its own answer.
  const html = await first.text()
  const scripts = html.match(/<script\b[^>]*>/g) ?? []
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)

  for (const path of ['/signin', '/trade', '/favicon.svg']) {
    const answer = await request.get(path, { maxRedirects: 0 })
    const headers = answer.headers()
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    // The camera and microphone for Sumsub's WebSDK frame alone (decision 590).
    expect(headers['permissions-policy'], path).toContain('camera=("https://in.sumsub.com")')
    expect(headers['permissions-policy'], path).toContain('geolocation=()')
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
    expect(headers['x-frame-options'], path).toBe('DENY')
    // The test stack is not production: no HSTS unless the operator says TLS.
    expect(headers['strict-transport-security'], path).toBeUndefined()
  }
  // The live stream (it never ends: the head is enough).
  const stop = new AbortController()
  const stream = await fetch(`${webOrigin}/api/events?channel=market.BTCUSDT`, {
    signal: stop.signal,
  })
  expect(stream.headers.get('content-type')).toContain('text/event-stream')
  expect(stream.headers.get('x-content-type-options')).toBe('nosniff')
  expect(stream.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  stop.abort()
})

test('a page of ours cannot be framed by another site', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.setContent(`<iframe src="${webOrigin}/signin" title="framed"></iframe>`)
  const frame = page.frameLocator('iframe')
  await expect(frame.getByLabel('Email')).toHaveCount(0)
  // The browser refused, and says why.
  await expect.poll(() => violations.join('\n')).toContain("frame-ancestors 'none'")
})

test('every page family works under the policy with no violation', async ({ page }) => {
  test.setTimeout(120_000)
  const violations = await watchViolations(page)

  // Visitors' pages (the theme script runs first: dark is kept from a pick).
  await page.addInitScript(() => localStorage.setItem('dark-mode', 'true'))
  for (const path of [
    '/',
    '/signin',
    '/signup',
    '/forgot-password',
    '/rules',
    '/403',
    '/nowhere',
  ]) {
    await openHydrated(page, path)
    await expect(page.locator('html')).toHaveClass(/dark/)
  }
  expect(violations).toEqual([])

  // A trader: the dashboard's tour, the money and support pages, the terminal's chart.
  const trader = await traderSession('csp', { tourSeen: false })
  const demo = await createDemo(trader.session)
  await signInThroughPage(page, trader.email, trader.password)
  await expect(page.getByTestId('tour-card')).toBeVisible()
  await page.getByTestId('tour-card').getByRole('button', { name: 'Next' }).click()
  await expect(page.getByTestId('tour-card')).toContainText('2 of 5')

  // The live stream: a notification published on the engine reaches the bell.
  const me = (await trader.session.call('GET', '/v1/user')) as { data: { id: number } }
  await expect
    .poll(
      async () => {
        await engineRequest('POST', '/test/broadcast', {
          channel: `private-user.${me.data.id}`,
          event: 'notification',
          payload: {
            id: 9001,
            type: 'drawdown_warning',
            title: 'Policy check',
            body: 'Policy check',
            status: 'unread',
            link: '/notifications',
            created_at: '2026-01-01T00:00:00.000Z',
            texts: {
              en: { title: 'Policy check', body: 'Policy check' },
              fa: { title: 'بررسی', body: 'بررسی' },
            },
          },
        })
        return page.getByTestId('notification-bell').getAttribute('data-unread')
      },
      { intervals: [500] },
    )
    .not.toBe('0')

  for (const path of [
    '/challenges',
    '/challenges/new',
    '/challenges/real',
    '/profile',
    '/referral',
    '/notifications',
    '/tickets',
    '/tickets/new',
  ]) {
    await openHydrated(page, path)
  }
  await openHydrated(page, `/trade/${demo}/BTCUSDT`)
  await expect(page.locator('canvas').first()).toBeVisible()
  expect(violations).toEqual([])
})
