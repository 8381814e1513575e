/**
 * The order pane and its dialogs pass axe (WCAG 2.1 AA, serious and
 * critical) in English on light and in Persian on dark.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { webOrigin } from '../support/page'
import { openTerminal, pane, price } from './support'

async function violations(page: Page, include: string) {
  const result = await new AxeBuilder({ page })
    .include(include)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target).join(' | ')}`)
}

test('the pane and its dialogs have no serious axe violation (en light, fa dark)', async ({
  page,
}) => {
  // Two languages, two reloads and four axe runs in one sign-up.
  test.setTimeout(120_000)
  await price('BTCUSDT', '60000')
  await openTerminal(page)
  for (const [lang, dark] of [
    ['en', false],
    ['fa', true],
  ] as const) {
    await page.evaluate((d) => localStorage.setItem('dark-mode', String(d)), dark)
    await page.context().addCookies([{ name: 'lang', value: lang, url: webOrigin }])
    await page.reload()
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'fa' ? 'rtl' : 'ltr')
    const p = pane(page)
    // Stop Limit shows every field; TP/SL opens its two.
    await p.locator('fieldset button').nth(3).click()
    await p.getByRole('checkbox').check()
    await p.getByRole('textbox').nth(1).fill('64000')
    await expect(p.getByRole('alert')).toBeVisible()
    expect(await violations(page, '[data-testid="order-pane"]')).toEqual([])

    await p.getByTestId('leverage-button').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await violations(page, '[role="dialog"]')).toEqual([])
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
  }
})
