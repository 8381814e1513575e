/**
 * Money in the database and what is published: balance = initial + Σ
 * ledger in trading_accounts, trading days counted per UTC day with a
 * fill, the daily balance taken at the day boundary, history filtered by
 * symbol, and events on private-account.{id} and market.{code} after commit.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { D } from '#money/decimal.ts'
import { ledgerEntries, tradingAccounts } from '../../../../engine/db/schema/index.ts'
import type { BroadcastEvent } from '../../../../engine/events.ts'
import { ManualFeed } from '../../../../engine/feed/manual.ts'
import { signIn } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { placeOk, setPrice, snapshot, traderWithDemo } from './support.ts'

describe.each(databaseKinds)('ledger, trading days and events (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
    await setPrice(t, 'BTCUSDT', '60000')
    await setPrice(t, 'ETHUSDT', '3000')
  })
  afterAll(async () => {
    await t.close()
  })

  async function account(userChallengeId: number) {
    const db = t.engine.ctx.db
    const [row] = await db
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.userChallengeId, userChallengeId))
    if (!row) throw new Error('no account')
    const [sum] = await db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.tradingAccountId, row.id))
    return { row, ledger: D(sum?.total ?? '0') }
  }

  it('keeps balance = initial + Σ ledger and counts trading days', async () => {
    const { client, id, user } = await traderWithDemo(t)
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '0.1' })
    await setPrice(t, 'BTCUSDT', '60500')
    await placeOk(client, id, { type: 'MARKET', side: 'sell', size: '0.1', trade_type: 'close' })
    let { row, ledger } = await account(id)
    // +50 realized, fees 3 + 3.025
    expect(row.balance).toBe(D(10000).add(ledger).toString())
    expect(D(row.balance).toString()).toBe('10043.975')
    expect(row.tradingDays).toBe(1)
    expect(row.firstFillAt).not.toBeNull()

    // The next UTC day: the daily balance is taken, a fill counts a second day.
    const now = t.engine.ctx.clock.now()
    const nextDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0, 0, 5)
    await client.request('POST', '/test/clock/advance', {
      body: { seconds: Math.ceil((nextDay - now.getTime()) / 1000) },
    })
    await signIn(t, client, user.id)
    expect((await snapshot(client, id)).assets.daily_balance).toBe('10043.975')
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '0.01' })
    ;({ row, ledger } = await account(id))
    expect(row.tradingDays).toBe(2)
    expect(row.balance).toBe(D(10000).add(ledger).toString())
  })

  it('filters trade and transaction history by symbol, newest first, paginated', async () => {
    const { client, id } = await traderWithDemo(t)
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '0.01' })
    await placeOk(client, id, { symbol: 'ETHUSDT', type: 'MARKET', side: 'buy', size: '0.1' })
    await placeOk(client, id, { symbol: 'ETHUSDT', type: 'MARKET', side: 'buy', size: '0.2' })
    const eth = await client.ok(api.trade.tradeHistory, {
      params: { userChallengeId: id },
      query: { symbol: 'ETHUSDT' },
    })
    expect(eth.data.map((f) => f.quantity)).toEqual(['0.2', '0.1'])
    const page = await client.ok(api.trade.transactionHistory, {
      params: { userChallengeId: id },
      query: { per_page: 2, page: 2 },
    })
    expect(page.meta).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 })
    expect(page.data).toHaveLength(1)
    expect(page.data[0]).toMatchObject({ type: 'COMMISSION', symbol: 'BTCUSDT', asset: 'USDT' })
  })

  it('publishes order, fill, position and assets on the account channel after commit', async () => {
    const { client, id } = await traderWithDemo(t)
    const seen: BroadcastEvent[] = []
    const stop = t.engine.ctx.events.subscribe((e) => {
      if (e.channel === `private-account.${id}`) seen.push(e)
    })
    const order = await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '0.01' })
    stop()
    expect(seen.map((e) => e.event)).toEqual(['order', 'fill', 'position', 'assets'])
    expect(seen[0]?.payload).toMatchObject({ id: order.id, status: 'FILLED' })
    expect(seen[2]?.payload).toMatchObject({
      symbol: 'BTCUSDT',
      closed: false,
      position: { side: 'long', size: '0.01' },
    })
    expect(seen[3]?.payload).toMatchObject({ currency: 'USDT' })
  })

  it('publishes the ticker and the candles on market.{code}, throttled', async () => {
    const seen: BroadcastEvent[] = []
    const stop = t.engine.ctx.events.subscribe((e) => {
      if (e.channel === 'market.LTCUSDT') seen.push(e)
    })
    // Three ticks in one go (straight into the manual feed): one ticker goes out.
    const feed = t.engine.ctx.feed.source(ManualFeed) as ManualFeed
    for (const last of ['100', '101', '102']) feed.setPrice('LTCUSDT', { last: D(last) })
    await new Promise((r) => setTimeout(r, 400))
    stop()
    const tickers = seen.filter((e) => e.event === 'ticker')
    expect(tickers).toHaveLength(1)
    expect(tickers[0]?.payload).toMatchObject({
      code: 'LTCUSDT',
      last: '102',
      high_24h: '102',
      low_24h: '100',
    })
    expect(
      seen
        .filter((e) => e.event === 'kline')
        .map((e) => (e.payload as { interval: string }).interval),
    ).toEqual(['1m', '5m', '15m', '1h', '4h', '1d'])
  })
})
