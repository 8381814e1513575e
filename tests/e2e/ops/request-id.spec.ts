/**
 * One failure followed by its request id (decision 402): the engine fails
 * the notifications read (a test fault), the page shows the general error
 * page with the request's id, and that id is on the web's and the engine's
 * log lines of the failure, in English and in Persian.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { signedInPage } from '../support/accounts'
import { engineRequest } from '../support/engine'
import { useLanguage } from '../support/page'

const LOG = path.join(process.env.E2E_DATA_DIR ?? '', 'stack.log')

function logLinesWith(id: string): string[] {
  return readFileSync(LOG, 'utf8')
    .split('\n')
    .filter((line) => line.includes(id))
}

async function failNotifications() {
  await engineRequest('POST', '/test/faults', {
    method: 'GET',
    path: '/v1/notifications',
    // The first read and its three retries (spec §9: 2, 4 and 8 s apart).
    times: 4,
  })
}

async function shownReference(page: Page, label: string): Promise<string> {
  const reference = page.getByText(label).locator('bdi')
  await expect(reference).toBeVisible()
  return (await reference.textContent()) ?? ''
}

test.describe('request ids', () => {
  test.afterEach(async () => {
    await engineRequest('DELETE', '/test/faults')
  })

  test('an error page shows the request id that both services logged', async ({ page }) => {
    await signedInPage(page)
    await failNotifications()
    const response = await page.goto('/notifications', { timeout: 40_000 })
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    const id = await shownReference(page, 'Reference for support:')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(response?.headers()['x-request-id']).toBe(id)
    await expect
      .poll(() =>
        logLinesWith(id).map(
          (line) => /unhandled error|upstream answered a server error/.exec(line)?.[0],
        ),
      )
      .toEqual(expect.arrayContaining(['unhandled error', 'upstream answered a server error']))
    // The engine's line names the failing request.
    expect(logLinesWith(id).find((l) => l.includes('unhandled error'))).toContain(
      '/v1/notifications',
    )
  })

  test('a proxy’s X-Request-Id is kept, and the Persian page shows it too', async ({ page }) => {
    await signedInPage(page)
    await useLanguage(page, 'fa')
    const id = `edge-${Date.now()}`
    await page.setExtraHTTPHeaders({ 'x-request-id': id })
    await failNotifications()
    await page.goto('/notifications', { timeout: 40_000 })
    expect(await shownReference(page, 'شناسه برای پشتیبانی:')).toBe(id)
    await expect.poll(() => logLinesWith(id).length).toBeGreaterThanOrEqual(2)
  })
})
