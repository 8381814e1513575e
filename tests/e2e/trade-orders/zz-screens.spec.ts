import { test } from '@playwright/test'
import { useLanguage } from '../support/page'
import { fillOrder, openTerminal, pane } from './support'
import { price } from './support'

for (const [lang, dark] of [['fa', true], ['fa', false]] as const) {
  test(`screens ${lang} ${dark}`, async ({ page }) => {
    await price('BTCUSDT', '60000')
    await page.setViewportSize({ width: 1400, height: 1000 })
    await page.addInitScript((d) => localStorage.setItem('dark-mode', String(d)), dark)
    await openTerminal(page)
    await useLanguage(page, lang)
    await page.reload()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    const buy = lang === 'fa' ? 'خرید / لانگ' : 'Buy / Long'
    await pane(page).getByRole('button', { name: lang === 'fa' ? 'لیمیت' : 'Limit', exact: true }).click()
    await pane(page).getByRole('textbox').nth(0).fill('64000')
    await pane(page).getByRole('textbox').nth(1).fill('0.05')
    await pane(page).locator('input[type=checkbox]').check()
    await page.waitForTimeout(300)
    await pane(page).screenshot({ path: `/tmp/orders-pane-${lang}-${dark ? 'dark' : 'light'}.png` })
    await page.screenshot({ path: `/tmp/orders-page-${lang}-${dark ? 'dark' : 'light'}.png`, fullPage: true })
    await pane(page).getByTestId('leverage-button').click()
    await page.waitForTimeout(300)
    await page.screenshot({ path: `/tmp/orders-leverage-${lang}-${dark ? 'dark' : 'light'}.png` })
    await page.keyboard.press('Escape')
    await pane(page).getByRole('button', { name: lang === 'fa' ? 'ماشین‌حساب' : 'Calculator' }).click()
    await page.getByRole('dialog').getByRole('textbox').nth(4).fill('59000')
    await page.waitForTimeout(300)
    await page.screenshot({ path: `/tmp/orders-calc-${lang}-${dark ? 'dark' : 'light'}.png` })
    await page.keyboard.press('Escape')
    await pane(page).getByRole('button', { name: lang === 'fa' ? 'قوانین اهرم و مارجین' : 'Leverage and margin rules' }).click()
    await page.waitForTimeout(300)
    await page.screenshot({ path: `/tmp/orders-notice-${lang}-${dark ? 'dark' : 'light'}.png` })
    void buy
    void fillOrder
  })
}
