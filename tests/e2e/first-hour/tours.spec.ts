/**
 * Both guided tours, walked in English and Persian at 1366×768 and 390×844:
 * every step's card lies wholly inside the window, the step's element is
 * in view under the spotlight, the tour counts as seen only when finished,
 * and the account menu's "Take the tour again" shows it once more.
 */
import { expect, type Page, test } from '@playwright/test'
import { signInThroughPage } from '../support/accounts'
import { openHydrated, useLanguage } from '../support/page'
import { createDemo, quote, traderSession } from '../support/trading'

const sizes = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]
const dashboardTargets = [null, 'new-challenge', 'trade-market', 'support', 'my-challenges']
const tradeTargets = [
  null,
  'trade-challenge',
  'trade-symbol',
  'trade-chart',
  'trade-order-pane',
  'trade-assets',
  'trade-tables',
]
const text = {
  en: { progress: (n: number, of: number) => `${n} of ${of}`, again: 'Take the tour again' },
  fa: {
    progress: (n: number, of: number) =>
      `${n.toLocaleString('fa-IR')} از ${of.toLocaleString('fa-IR')}`,
    again: 'دیدن دوباره‌ی راهنما',
  },
}

/** Walks the showing tour to its end, checking each step's geometry. */
async function walk(page: Page, targets: (string | null)[], lang: 'en' | 'fa', label: string) {
  const card = page.getByTestId('tour-card')
  const spotlight = page.getByTestId('tour-spotlight')
  for (const [i, target] of targets.entries()) {
    const step = `${label} step ${i + 1}`
    await expect(card, step).toContainText(text[lang].progress(i + 1, targets.length))
    // Placement settles after the scroll: poll the whole check.
    await expect
      .poll(
        async () => {
          const view = page.viewportSize() ?? { width: 0, height: 0 }
          const box = await card.boundingBox()
          if (!box) return 'no card box'
          if (box.x < 0 || box.y < 0) return `card at ${box.x},${box.y}`
          if (box.x + box.width > view.width || box.y + box.height > view.height)
            return `card ends at ${box.x + box.width},${box.y + box.height} in ${view.width}×${view.height}`
          if (!target) return 'ok'
          if ((await spotlight.getAttribute('data-target')) !== 'true') return 'nothing highlighted'
          const aim = await page.locator(`[data-tour="${target}"]`).boundingBox()
          const spot = await spotlight.boundingBox()
          if (!aim || !spot) return 'no target box'
          if (aim.y >= view.height || aim.y + aim.height <= 0)
            return `target off-screen at y ${aim.y}`
          // The spotlight covers the target's part inside the window (it is clamped to it).
          const left = Math.max(aim.x, 0)
          const top = Math.max(aim.y, 0)
          const right = Math.min(aim.x + aim.width, view.width)
          const bottom = Math.min(aim.y + aim.height, view.height)
          const covers =
            spot.x <= left + 1 &&
            spot.y <= top + 1 &&
            spot.x + spot.width >= right - 1 &&
            spot.y + spot.height >= bottom - 1
          return covers ? 'ok' : 'spotlight misses the target'
        },
        { message: step },
      )
      .toBe('ok')
    await card.getByRole('button').last().click() // Next, and Done on the last step
  }
  await expect(card).toHaveCount(0)
}

async function tourAgain(page: Page, lang: 'en' | 'fa') {
  await page.getByTestId('profile-menu').click()
  await page.getByRole('menuitem', { name: text[lang].again }).click()
}

for (const lang of ['en', 'fa'] as const) {
  test(`dashboard tour in ${lang}: inside the window at both sizes, seen once finished, replayable`, async ({
    page,
  }) => {
    const { email, password } = await traderSession(`tour-dash-${lang}`)
    await page.setViewportSize(sizes[0] ?? { width: 1366, height: 768 })
    await signInThroughPage(page, email, password)
    await useLanguage(page, lang)
    // Shown only (not finished) in English while signing in: still due.
    await openHydrated(page, '/dashboard')
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'fa' ? 'rtl' : 'ltr')
    await walk(page, dashboardTargets, lang, `dashboard ${lang} 1366`)

    await openHydrated(page, '/dashboard')
    await expect(page.locator('[data-tour="my-challenges"]')).toBeVisible()
    await expect(page.getByTestId('tour-card')).toHaveCount(0)

    await page.setViewportSize(sizes[1] ?? { width: 390, height: 844 })
    await tourAgain(page, lang)
    await walk(page, dashboardTargets, lang, `dashboard ${lang} 390`)
  })

  test(`trade tour in ${lang}: inside the window at both sizes, seen once finished, replayable`, async ({
    page,
  }) => {
    await quote('BTCUSDT', '60000')
    const { session, email, password } = await traderSession(`tour-trade-${lang}`, {
      tourSeen: false,
    })
    await session.call('POST', '/v1/tours/seen', { tour: 'dashboard' })
    const id = await createDemo(session)
    await page.setViewportSize(sizes[0] ?? { width: 1366, height: 768 })
    await signInThroughPage(page, email, password)
    await useLanguage(page, lang)
    await openHydrated(page, `/trade/${id}/BTCUSDT`)
    await walk(page, tradeTargets, lang, `trade ${lang} 1366`)
    await expect
      .poll(
        async () =>
          (await session.call<{ data: { tours_seen: string[] } }>('GET', '/v1/user')).data
            .tours_seen,
      )
      .toContain('trade')

    await page.setViewportSize(sizes[1] ?? { width: 390, height: 844 })
    await openHydrated(page, `/trade/${id}/BTCUSDT`)
    await expect(page.getByTestId('tour-card')).toHaveCount(0)
    await tourAgain(page, lang)
    await walk(page, tradeTargets, lang, `trade ${lang} 390`)
  })
}
