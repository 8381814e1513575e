import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { openHydrated, useLanguage } from '../support/page'

// /dashboard needs a signed-in user now: its look is checked in tests/e2e/web.
const pages = [
  '/trade',
  '/403',
  '/no-such-page',
  '/payments/callback/success',
  '/signin',
  '/signup',
  '/forgot-password',
]

for (const lang of ['en', 'fa'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`no serious or critical axe violation (${lang}, ${scheme})`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme: scheme })
      const page = await context.newPage()
      await useLanguage(page, lang)
      for (const path of pages) {
        await openHydrated(page, path)
        const result = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze()
        const blocking = result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target).join(' | ')}`)
        expect(blocking).toEqual([])
      }
      await context.close()
    })
  }
}
