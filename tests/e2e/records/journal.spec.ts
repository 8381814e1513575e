/**
 * The trading journal on the details page (issue 35 §3, decision 630): a
 * trader adds a note and a tag to a trade of the history, sees them in the
 * history's row, finds the note by a word and by its tag, and writes a
 * day's note; the terminal's trade history shows the note too; in
 * English (light) and Persian (dark, Persian digits).
 * Screenshots land in test-results/screenshots for a person to look at.
 */
import { expect, test } from '@playwright/test'
import { EngineSession } from '../challenges/engine-session'
import { PASSWORD, registerInEngine } from '../support/accounts'
import { openHydrated, useLanguage } from '../support/page'
import { quote } from '../support/trading'

const cases = [
  {
    lang: 'en',
    scheme: 'light',
    note: 'Closed too early, the trend held',
    word: 'trend',
    tag: 'Breakout',
    shown: '#breakout',
    day: 'Quiet market, one clean trade',
    add: 'Add a note',
    edit: 'Edit note',
    save: 'Save',
    noMatch: 'No notes match.',
    writeDay: 'Write a note for this day',
    tradeHistory: 'Trade History',
  },
  {
    lang: 'fa',
    scheme: 'dark',
    note: 'زود بستم، روند ادامه داشت',
    word: 'روند',
    tag: 'شکست',
    shown: '#شکست',
    day: 'بازار آرام بود',
    add: 'افزودن یادداشت',
    edit: 'ویرایش یادداشت',
    save: 'ذخیره',
    noMatch: 'یادداشتی پیدا نشد.',
    writeDay: 'نوشتن یادداشت برای این روز',
    tradeHistory: 'تاریخچه معاملات',
  },
] as const

for (const c of cases) {
  test(`a note and a tag on a trade, found by search (${c.lang}, ${c.scheme})`, async ({
    browser,
  }) => {
    const account = await registerInEngine()
    const trader = await EngineSession.signIn(account.email, PASSWORD)
    const id = await trader.buyFree()
    await quote('BTCUSDT', '60000')
    await trader.market(id, 'buy', '0.1')
    await quote('BTCUSDT', '60200')
    await trader.market(id, 'sell', '0.1', 'close')

    const context = await browser.newContext({
      colorScheme: c.scheme,
      viewport: { width: 1440, height: 1000 },
    })
    const page = await context.newPage()
    await useLanguage(page, c.lang)
    await openHydrated(page, '/signin')
    await page.locator('input[name="email"]').fill(account.email)
    await page.locator('input[name="password"]').fill(PASSWORD)
    await page.locator('form button[type="submit"]').click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await openHydrated(page, `/challenges/${id}`)

    // The newest trade (the close) has no note yet: add one with a tag.
    const history = page.getByTestId('step-history')
    const cell = history.locator('[data-testid^="trade-note-"]').first()
    await cell.getByRole('button', { name: c.add }).click()
    const dialog = page.getByTestId('note-dialog')
    await dialog.getByRole('textbox', { name: c.lang === 'fa' ? 'یادداشت' : 'Note' }).fill(c.note)
    const tags = dialog.getByRole('textbox', { name: c.lang === 'fa' ? 'برچسب‌ها' : 'Tags' })
    await tags.fill(c.tag)
    await tags.press('Enter')
    await expect(dialog).toContainText(c.shown)
    await dialog.getByRole('button', { name: c.save }).click()
    await expect(dialog).toBeHidden()

    // The history's row shows it.
    await expect(cell).toContainText(c.note)
    await expect(cell).toContainText(c.shown)
    await expect(cell.getByRole('button', { name: c.edit })).toBeVisible()

    // The journal finds it by a word, not by a word it lacks, and by its tag.
    const journal = page.getByTestId('step-journal')
    const search = journal.getByRole('searchbox')
    await search.fill(c.word)
    await expect(journal.getByRole('listitem').filter({ hasText: c.note })).toHaveCount(1)
    await search.fill('nothing-like-this')
    await expect(journal).toContainText(c.noMatch)
    await search.fill('')
    await journal.getByRole('button', { name: c.shown }).click()
    await expect(journal.getByRole('listitem').filter({ hasText: c.note })).toHaveCount(1)

    // A day's note.
    const days = page.getByTestId('day-notes')
    await days.getByRole('button', { name: c.writeDay }).click()
    await dialog.getByRole('textbox', { name: c.lang === 'fa' ? 'یادداشت' : 'Note' }).fill(c.day)
    await dialog.getByRole('button', { name: c.save }).click()
    await expect(dialog).toBeHidden()
    await expect(days).toContainText(c.day)

    if (c.lang === 'fa') {
      await expect(journal).not.toContainText(/[0-9]/)
      await expect(days).not.toContainText(/[0-9]/)
    }
    await journal.scrollIntoViewIfNeeded()
    await page.screenshot({
      path: `test-results/screenshots/journal-${c.lang}-${c.scheme}.png`,
      fullPage: true,
    })

    // The terminal's trade history shows the same note and tag.
    await openHydrated(page, `/trade/${id}/BTCUSDT`)
    await page.getByRole('tab', { name: c.tradeHistory }).click()
    const terminal = page.getByRole('table', { name: c.tradeHistory })
    await expect(terminal.locator('tbody tr').first()).toContainText(c.note)
    await expect(terminal.locator('tbody tr').first()).toContainText(c.shown)
    await page.screenshot({ path: `test-results/screenshots/journal-terminal-${c.lang}.png` })
    await context.close()
  })
}
