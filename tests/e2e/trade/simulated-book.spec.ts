/**
 * The book and recent trades on the simulated feed (issue 20): the suite's
 * stack runs the manual feed, so this file starts a stack of its own with
 * MARKET_FEED=simulated (ports E2E_WEB_PORT + 1300 and E2E_ENGINE_PORT +
 * 1300) and watches a signed-in demo terminal: 20 levels a side, bids
 * falling and asks rising with the best bid under the best ask, and both
 * panels moving on their own as the feed steps (every 250 ms).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { createDemo, traderSession } from '../support/trading'

const webPort = Number(process.env.E2E_WEB_PORT ?? 3100) + 1300
const enginePort = Number(process.env.E2E_ENGINE_PORT ?? 8100) + 1300
const web = `http://localhost:${webPort}`
const engine = `http://127.0.0.1:${enginePort}`
let stack: ChildProcess | undefined

test.beforeAll(async () => {
  test.setTimeout(180_000)
  stack = spawn(path.resolve('node_modules/.bin/node'), ['scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(webPort),
      ENGINE_PORT: String(enginePort),
      WEB_BASE_URL: web,
      ENGINE_PUBLIC_URL: `http://localhost:${enginePort}`,
      NODE_ENV: 'test',
      MARKET_FEED: 'simulated',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'proptrade-simulated-')),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    detached: true,
  })
  for (let i = 0; ; i++) {
    const up = await fetch(`${web}/403`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (i > 600 || stack.exitCode !== null) throw new Error('the simulated stack did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
})

test.afterAll(() => {
  // The stack's process group: its engine and web with it.
  if (stack?.pid) process.kill(-stack.pid, 'SIGTERM')
})

/** One reading of the book (its rows change every 250 ms): prices each side and the spread. */
const readBook = (page: Page) =>
  page.getByTestId('order-book').evaluate((book) => {
    const side = (name: string) =>
      [...book.querySelectorAll(`[data-testid="book-${name}"] [data-price]`)].map((row) =>
        Number(row.getAttribute('data-price')),
      )
    const spread = book.querySelector('[data-testid="book-spread"]')?.textContent ?? ''
    return { bids: side('bids'), asks: side('asks'), spread: Number(spread.replace(/[^\d.]/g, '')) }
  })

test('the book and trades follow the simulated feed live, consistent with its bid and ask', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { session, email, password } = await traderSession('simulated', { origin: engine })
  const id = await createDemo(session)
  await page.setViewportSize({ width: 1440, height: 1100 })
  await page.goto(`${web}/signin?returnURL=${encodeURIComponent(`/trade/${id}/BTCUSDT`)}`)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/trade/${id}/BTCUSDT$`))

  const bidRows = page.getByTestId('book-bids').getByRole('button')
  const askRows = page.getByTestId('book-asks').getByRole('button')
  await expect(bidRows).toHaveCount(20, { timeout: 30_000 })
  await expect(askRows).toHaveCount(20)
  const trades = page.getByTestId('market-trades').getByRole('listitem')
  await expect(trades.first()).toBeVisible()

  // Consistent: bids fall from the best (first), asks are shown best last and
  // rise away from it, the best bid lies under the best ask, and the spread
  // is the distance between them.
  const { bids, asks, spread } = await readBook(page)
  const bestBid = bids[0] ?? 0
  const bestAsk = asks[asks.length - 1] ?? 0
  expect(bids).toEqual([...bids].sort((a, b) => b - a))
  expect(asks).toEqual([...asks].sort((a, b) => b - a))
  expect(bestBid).toBeGreaterThan(0)
  expect(bestBid).toBeLessThan(bestAsk)
  expect(spread).toBeCloseTo(bestAsk - bestBid, 6)

  // Live: with nothing sent by the test, the book and the trades move.
  const firstBook = JSON.stringify([bids, asks])
  await expect
    .poll(async () => JSON.stringify(Object.values(await readBook(page)).slice(0, 2)), {
      timeout: 15_000,
    })
    .not.toBe(firstBook)
  const tradesText = () => page.getByTestId('market-trades').textContent()
  const firstTrades = await tradesText()
  await expect.poll(tradesText, { timeout: 15_000 }).not.toBe(firstTrades)
  await expect(trades.first()).toHaveAttribute('data-side', /^(buy|sell)$/)
})
