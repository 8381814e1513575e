/**
 * The sandbox provider's hosted page in a real browser: both languages and
 * themes, accessible, and Pay / Cancel landing on the web's success and
 * failure pages. The test stack has no sign-up yet on this branch, so an
 * engine of its own (in-process, PGlite) holds the buyer and the order and
 * serves the page on a port of its own; the web it returns to is the stack's.
 */
import type { Server } from 'node:http'
import AxeBuilder from '@axe-core/playwright'
import { serve } from '@hono/node-server'
import { expect, test } from '@playwright/test'
import { eq } from 'drizzle-orm'
import { api } from '#contract/index.ts'
import { userChallenges } from '../../../engine/db/schema/index.ts'
import { catalogueIds, giveCredit } from '../../integration/engine/commerce/commerce-fixtures.ts'
import { signedInClient } from '../../integration/engine/fixtures.ts'
import { startTestEngine, type TestEngine } from '../../integration/engine/harness.ts'
import { webOrigin } from '../support/page'

const ENGINE_PORT = 9510
let t: TestEngine
let server: Server

test.beforeAll(async () => {
  t = await startTestEngine('pglite', {
    WEB_BASE_URL: webOrigin,
    ENGINE_PUBLIC_URL: `http://localhost:${ENGINE_PORT}`,
  })
  server = serve({ fetch: t.engine.app.fetch, hostname: '127.0.0.1', port: ENGINE_PORT }) as Server
})

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await t.close()
})

/** A buyer's pending order for 25K + leverage: 199 + 19.90 − 18.90 credit = 200. */
async function pendingOrder(language: 'en' | 'fa') {
  const ids = await catalogueIds(t)
  const { client, user } = await signedInClient(t, {}, { language })
  await giveCredit(t, user.id, '18.90')
  const order = await client.ok(api.payments.request, {
    body: {
      challenge_id: ids.bySize('25000'),
      features: [ids.feature('leverage_1_50')],
      provider_id: ids.sandboxId,
      credit: '18.90',
      accept_rules: true,
    },
  })
  return { user, url: order.data.redirect_url ?? '', paymentId: order.data.payment_id }
}

for (const lang of ['en', 'fa'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`the hosted page reads right and passes axe (${lang}, ${scheme})`, async ({
      browser,
    }, info) => {
      const { url } = await pendingOrder(lang)
      const context = await browser.newContext({ colorScheme: scheme })
      const page = await context.newPage()
      await page.goto(url)
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'fa' ? 'rtl' : 'ltr')
      const heading = lang === 'fa' ? 'پرداخت آزمایشی' : 'Sandbox payment'
      // The brand in the page's language ("چالش PropTrade" before).
      await expect(page.locator('.merchant')).toHaveText(
        lang === 'fa' ? 'چالش پراپ‌ترید' : 'PropTrade challenge',
      )
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      // The amounts in the page's digits (issue 31 item 6): Persian ones in fa.
      const total = lang === 'fa' ? '۲۰۰٫۰۰ USDT' : '200.00 USDT'
      await expect(page.locator('dd.total')).toContainText(total)
      const pay = lang === 'fa' ? `پرداخت ${total}` : `Pay ${total}`
      await expect(page.getByRole('button', { name: pay })).toBeVisible()
      await expect(
        page.getByRole('button', { name: lang === 'fa' ? 'انصراف' : 'Cancel' }),
      ).toBeVisible()
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
      expect(background).toBe(scheme === 'dark' ? 'rgb(11, 15, 23)' : 'rgb(244, 245, 247)')
      await page.screenshot({ path: info.outputPath(`sandbox-${lang}-${scheme}.png`) })
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

test('Pay activates the challenge and lands on the success page', async ({ page }) => {
  const { url, user, paymentId } = await pendingOrder('en')
  await page.goto(url)
  await page.getByRole('button', { name: 'Pay 200.00 USDT' }).click()
  await expect(page).toHaveURL(`${webOrigin}/payments/callback/success?payment_id=${paymentId}`)
  await expect(
    page.getByText(
      'Congratulations! Your Payment Was Successful. you can continue your journey here.',
    ),
  ).toBeVisible()
  const owned = await t.engine.ctx.db
    .select()
    .from(userChallenges)
    .where(eq(userChallenges.userId, user.id))
  expect(owned.map((c) => [c.status, c.initialBalance])).toEqual([['active', '25000']])
  // Back to the provider's page: it says the payment is done and offers the way back.
  await page.goto(url)
  await expect(page.getByRole('status')).toHaveText('This payment is complete.')
  await expect(page.getByRole('button')).toHaveCount(0)
})

test('Cancel lands on the failure page and activates nothing', async ({ page }) => {
  const { url, user, paymentId } = await pendingOrder('fa')
  await page.goto(url)
  await page.getByRole('button', { name: 'انصراف' }).click()
  await expect(page).toHaveURL(`${webOrigin}/payments/callback/failure?payment_id=${paymentId}`)
  const owned = await t.engine.ctx.db
    .select()
    .from(userChallenges)
    .where(eq(userChallenges.userId, user.id))
  expect(owned).toEqual([])
})
