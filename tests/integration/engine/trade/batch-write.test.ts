/**
 * The group-commit write (engine/trading/persist-events.ts, decision 340):
 * a position flip (the old position closed, the new one opened) in one
 * batch, and a batch larger than any parameter limit, land in the database
 * as the core holds them; a rebuild from the database reads them back.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { D } from '../../../../engine/core/decimal.ts'
import { orders, positions, tradingAccounts } from '../../../../engine/db/schema/index.ts'
import { readAccounts } from '../../../../engine/trading/account-store.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { placeOk, setPrice, traderWithDemo } from './support.ts'

describe.each(databaseKinds)('the trading batch write (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
    await setPrice(t, 'BTCUSDT', '60000')
  })
  afterAll(async () => {
    await t.close()
  })

  async function accountId(userChallengeId: number): Promise<number> {
    const [row] = await t.engine.ctx.db
      .select({ id: tradingAccounts.id })
      .from(tradingAccounts)
      .where(eq(tradingAccounts.userChallengeId, userChallengeId))
    if (!row) throw new Error('no account')
    return row.id
  }

  it('writes a flip in one batch: the long closed, the short open', async () => {
    const { client, id } = await traderWithDemo(t)
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '0.1' })
    await placeOk(client, id, { type: 'MARKET', side: 'sell', size: '0.3' })
    const account = await accountId(id)
    const rows = await t.engine.ctx.db
      .select()
      .from(positions)
      .where(eq(positions.tradingAccountId, account))
    const open = rows.filter((r) => r.closedAt === null)
    const closed = rows.filter((r) => r.closedAt !== null)
    expect(closed).toHaveLength(1)
    expect(open).toHaveLength(1)
    expect(D(open[0]?.size ?? '0').toString()).toBe('-0.2')
    const held = t.engine.ctx.trading.core.account(account).positions.get('BTCUSDT')
    expect(held?.id).toBe(open[0]?.id)
  })

  it('writes 600 orders queued in one turn as one batch, read back whole', async () => {
    const { id } = await traderWithDemo(t)
    const account = await accountId(id)
    const trading = t.engine.ctx.trading
    await trading.ensureLoaded(account)
    const placed = await Promise.all(
      Array.from({ length: 600 }, (_, i) =>
        trading.place(account, {
          symbol: 'BTCUSDT',
          type: 'LIMIT',
          side: 'buy',
          tradeType: 'open',
          size: D('0.001'),
          price: D('50000'),
          clientOrderId: `many-${i}`,
        }),
      ),
    )
    expect(placed.every((p) => p.ok)).toBe(true)
    const stored = await t.engine.ctx.db
      .select({ id: orders.id, clientOrderId: orders.clientOrderId, status: orders.status })
      .from(orders)
      .where(and(eq(orders.tradingAccountId, account), eq(orders.status, 'NEW')))
    expect(stored).toHaveLength(600)
    expect(new Set(stored.map((o) => o.clientOrderId)).size).toBe(600)
    const [read] = await readAccounts(t.engine.ctx.db, [account])
    expect(read?.snapshot.openOrders.map((o) => o.id).sort((a, b) => a - b)).toEqual(
      [...trading.core.account(account).orders.keys()].sort((a, b) => a - b),
    )
    const none = await t.engine.ctx.db
      .select()
      .from(positions)
      .where(and(eq(positions.tradingAccountId, account), isNull(positions.closedAt)))
    expect(none).toHaveLength(0)
  })
})
