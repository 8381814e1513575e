/**
 * CSV exports (issue 35 §2, decision 605): the terminal's trade history
 * downloads as a file that opens (parses) to the trades on screen; a
 * step's records download from the details page in Persian, with the
 * byte-order mark spreadsheets need for Persian text.
 */
import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { EngineSession } from '../challenges/engine-session'
import { PASSWORD, registerInEngine, signInThroughPage } from '../support/accounts'
import { openHydrated, useLanguage } from '../support/page'
import { createDemo, place, quote, traderSession } from '../support/trading'

async function downloaded(page: Page, link: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), link()])
  const path = await download.path()
  const bytes = await readFile(path)
  return { name: download.suggestedFilename(), bytes, rows: parse(bytes, { bom: true }) }
}

async function tradedDemo() {
  await quote('BTCUSDT', '60000')
  const trader = await traderSession('exports')
  const id = await createDemo(trader.session)
  await place(trader.session, id, { symbol: 'BTCUSDT', type: 'MARKET', side: 'buy', size: '0.01' })
  await quote('BTCUSDT', '60123.45')
  await place(trader.session, id, {
    symbol: 'BTCUSDT',
    type: 'MARKET',
    side: 'sell',
    size: '0.01',
    trade_type: 'close',
  })
  return { ...trader, id }
}

test('the terminal’s trade history downloads as a CSV of its trades', async ({ page }) => {
  const { email, password, id } = await tradedDemo()
  await signInThroughPage(page, email, password, `/trade/${id}/BTCUSDT`)
  await page.getByRole('tab', { name: 'Trade History' }).click()
  await expect(page.getByRole('table', { name: 'Trade History' }).locator('tbody tr')).toHaveCount(
    2,
  )
  const file = await downloaded(page, () =>
    page.getByRole('link', { name: 'Download CSV' }).click(),
  )
  expect(file.name).toMatch(new RegExp(`^trades-${id}-\\d+-\\d{4}-\\d{2}-\\d{2}\\.csv$`))
  expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const [header, ...rows] = file.rows as string[][]
  expect(header?.slice(0, 9)).toEqual([
    'id',
    'order_id',
    'time',
    'symbol',
    'type',
    'side',
    'price',
    'quantity',
    'fee',
  ])
  // Oldest first: the buy at 60 000, the sell at 60 123.45 with its profit of 1.2345.
  expect(rows.map((r) => [r[3], r[5], r[6], r[7], r[9]])).toEqual([
    ['BTCUSDT', 'buy', '60000', '0.01', '0'],
    ['BTCUSDT', 'sell', '60123.45', '0.01', '1.2345'],
  ])
  expect(rows[0]?.[2]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
})

test('a step’s records download from the details page in Persian', async ({ page }) => {
  const account = await registerInEngine()
  const trader = await EngineSession.signIn(account.email, PASSWORD)
  const id = await trader.buyFree()
  await quote('BTCUSDT', '60000')
  await trader.market(id, 'buy', '0.01')
  await quote('BTCUSDT', '60123.45')
  await trader.market(id, 'sell', '0.01', 'close')
  await signInThroughPage(page, account.email)
  await useLanguage(page, 'fa')
  await openHydrated(page, `/challenges/${id}`)
  const section = page.getByRole('region', { name: 'خروجی سوابق' })
  await expect(section).toBeVisible()
  const orders = await downloaded(page, () =>
    section.getByRole('link', { name: 'تاریخچه سفارش‌ها' }).click(),
  )
  const [header, ...rows] = orders.rows as string[][]
  expect(header?.[0]).toBe('id')
  expect(rows.map((r) => [r[6], r[10], r[15]])).toEqual([
    ['buy', '0.01', 'FILLED'],
    ['sell', '0.01', 'FILLED'],
  ])
  const report = await downloaded(page, () =>
    section.getByRole('link', { name: 'گزارش روزانه' }).click(),
  )
  expect(report.rows[0]).toEqual(['date', 'trades', 'profit', 'drawdown'])
  expect(report.rows).toHaveLength(2)
  expect(report.rows[1]?.[1]).toBe('1')
})
